// Apart from address.ts so that the address book can state it without loading zod.

/** A customer keeps at most this many delivery addresses. */
export const MAX_ADDRESSES = 20;

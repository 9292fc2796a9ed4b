/**
 * Parts of a translation catalogue a page can carry in its HTML instead of loading the whole (about 12 kB
 * gzip per language): a key is in a set when it equals an entry or starts with an entry that ends in a dot.
 * A page asks for one with `<Default messages="…">`; message-sets.test.ts checks that every key the
 * page's islands use is in it. `loadAllMessages()` (i18n.ts) fetches the rest for what opens later.
 */
export const messageSets = {
  /** The listing and product pages' islands, which load no more of the catalogue than they show. */
  catalogue: [
    'api.',
    'pagination.',
    'catalog.',
    'product.',
    'quantity.',
    'cart.',
    'account.loading',
    'freight.',
    'province.',
    'checkout.delivery.',
    'checkout.deliveryUnavailable.',
    'compare.',
    'page.compare',
    'document.language.',
  ],
  /** The colour card's island. */
  colourCard: ['api.', 'catalog.', 'colour.', 'validation.hex'],
} as const satisfies Record<string, readonly string[]>;

export type MessageSet = keyof typeof messageSets;

export const inMessageSet = (set: MessageSet, key: string): boolean =>
  messageSets[set].some((entry) => key === entry || (entry.endsWith('.') && key.startsWith(entry)));

/** The id of the JSON script in which a page carries its message set (`Default.astro`, read by i18n.ts). */
export const PAGE_MESSAGES_ID = 'page-messages';

// Apart from quotations.ts so that the error catalogue, the database schema and the islands can state them without loading zod.

/** Valid until its end, ordered once an order from it is placed (and not cancelled), expired after. */
export const quotationStatuses = ['valid', 'expired', 'ordered'] as const;

/** Q, the moment made (14 digits, UTC) and four random digits: e.g. Q202611231345120042. */
export const QUOTATION_NO_PATTERN = /^Q\d{18}$/;
export const QUOTATION_NO_LENGTH = 19;

/** How long a quotation holds its prices until the operator sets another, and the longest they may set. */
export const DEFAULT_QUOTATION_VALID_DAYS = 7;
export const MAX_QUOTATION_VALID_DAYS = 90;

/** How long a signed PDF address works, in minutes. */
export const DOCUMENT_LINK_MINUTES = 10;

/** Per customer: quotations made per hour, and PDFs (quotations and proformas) fetched per minute. */
export const QUOTATION_LIMITS = { createdPerHour: 20, pdfsPerMinute: 20 } as const;

/** The VAT rate quoted prices include, in percent. */
export const VAT_PERCENT = 13;

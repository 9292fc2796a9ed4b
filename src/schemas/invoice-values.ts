// Apart from invoices.ts so that the invoice page can offer them without loading zod.

export const invoiceTypes = ['ordinary', 'vat_special'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/** A customer keeps at most this many invoice titles. */
export const MAX_INVOICE_TITLES = 20;

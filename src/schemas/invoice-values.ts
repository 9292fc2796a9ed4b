// Apart from invoices.ts so that the invoice page can offer them without loading zod.

/** A person's ordinary invoice, a company's ordinary invoice (普通发票), a company's VAT special invoice (增值税专用发票). */
export const invoiceTypes = ['personal', 'company', 'vat_special'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/**
 * What each kind of title asks for, in the order the form shows it, and nothing else: a person's ordinary
 * invoice their name; a company's ordinary invoice its name and tax number; a VAT special invoice, with
 * which the buyer deducts input tax, also the registered address and telephone, the bank and the account.
 */
export const invoiceTitleFieldsOf = {
  personal: ['title'],
  company: ['title', 'taxNo'],
  vat_special: ['title', 'taxNo', 'unitAddress', 'unitPhone', 'bankName', 'bankAccount'],
} as const satisfies Record<InvoiceType, readonly string[]>;
export type InvoiceTitleField = (typeof invoiceTitleFieldsOf)['vat_special'][number];

/** A customer keeps at most this many invoice titles. */
export const MAX_INVOICE_TITLES = 20;

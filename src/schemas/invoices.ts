import { z } from 'zod';
import { idSchema, mobileSchema } from './common.ts';
import { deliveryWays } from './freight.ts';
import { invoiceTypes } from './invoice-values.ts';
import { orderNoSchema, orderStatuses } from './orders.ts';
import { textField } from './text.ts';
import { emailSchema } from './user.ts';

const required = { message: 'validation.required', abort: true } as const;
/** A string; a field left out altogether is "required" too, not the validator's own English. */
const text = () => textField('validation.required');
const requiredText = (max: number) => text().trim().min(1, required).max(max, 'validation.tooLong');

/** A unified social credit code (18) or an older tax registration number (15 or 20): letters and digits, read in upper case. */
const taxNoSchema = text()
  .trim()
  .toUpperCase()
  .min(1, required)
  .regex(/^[0-9A-Z]{15,20}$/, 'validation.taxNo');
/** Digits only; the spaces and dashes people type to group them are dropped. */
const bankAccountSchema = text()
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .min(1, required)
  .regex(/^\d{8,30}$/, 'validation.bankAccount');

/**
 * Title, tax id, email, unit address, bank account, bank and mobile are required for both invoice
 * types, the ordinary one included. A VAT special invoice cannot be
 * issued without the bank details in any case; the ordinary one keeps them so that one title serves both.
 */
export const invoiceTitleMaxLength = { title: 100, unitAddress: 200, bankName: 100 } as const;
export const invoiceTitleFields = {
  type: z.enum(invoiceTypes, 'validation.invoiceType'),
  title: requiredText(invoiceTitleMaxLength.title),
  taxNo: taxNoSchema,
  unitAddress: requiredText(invoiceTitleMaxLength.unitAddress),
  bankAccount: bankAccountSchema,
  bankName: requiredText(invoiceTitleMaxLength.bankName),
  email: text().trim().min(1, required).pipe(emailSchema),
  mobile: text().trim().min(1, required).pipe(mobileSchema),
};
export const invoiceTitleInput = z.strictObject({ ...invoiceTitleFields, isDefault: z.boolean().default(false) });
export const invoiceTitleUpdateInput = z.strictObject({ id: idSchema, ...invoiceTitleFields, isDefault: z.boolean().default(false) });

export const invoiceTitle = z.object({
  id: z.number(),
  type: z.enum(invoiceTypes),
  title: z.string(),
  taxNo: z.string(),
  unitAddress: z.string(),
  bankAccount: z.string(),
  bankName: z.string(),
  email: z.string(),
  mobile: z.string(),
  isDefault: z.boolean(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitle>;
export const invoiceTitleList = z.array(invoiceTitle);

/** The order statuses of a paid order that can be invoiced. */
export const invoiceableStatuses = ['awaiting_shipment', 'awaiting_receipt', 'completed'] as const satisfies readonly (typeof orderStatuses)[number][];

/** Applying for an order's invoice. Without a title the answer is "an invoice must be chosen before applying". */
export const invoiceApplyInput = z.strictObject({ orderNo: orderNoSchema, titleId: idSchema.optional() });

export const invoiceStatuses = ['in_progress', 'issued', 'rejected'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** An application as its customer sees it: what was asked for, and the operator's answer. */
export const invoiceApplication = z.object({
  id: z.number(),
  status: z.enum(invoiceStatuses),
  type: z.enum(invoiceTypes),
  title: z.string(),
  taxNo: z.string(),
  amountFen: z.number(),
  appliedAt: z.string(),
  issuedAt: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  /** The download link of the issued invoice, when the operator uploaded it. */
  fileUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type InvoiceApplication = z.infer<typeof invoiceApplication>;

/** One of the customer's orders with its invoice state: null is "not applied"; the newest application otherwise. */
export const invoiceOrder = z.object({
  orderNo: z.string(),
  orderStatus: z.enum(orderStatuses),
  /** With the status, what the buyer is shown of it (a paid pickup order is ready for pickup, src/lib/order-progress.ts). */
  deliveryWay: z.enum(deliveryWays).nullable(),
  createdAt: z.string(),
  totalFen: z.number(),
  /** Paid, and no application waiting: an application (or a new one) can be made. */
  canApply: z.boolean(),
  invoice: invoiceApplication.nullable(),
});
export type InvoiceOrder = z.infer<typeof invoiceOrder>;

export const INVOICE_ORDERS_PAGE_SIZE = 10;
export const invoiceOrderListInput = z.strictObject({ curPage: z.number().int().min(1).max(10_000).default(1) });
export const invoiceOrderPage = z.object({ items: z.array(invoiceOrder), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type InvoiceOrderPage = z.infer<typeof invoiceOrderPage>;

/* ───────────── the operator's side ───────────── */

export const ADMIN_INVOICES_PAGE_SIZE = 20;
export const adminInvoiceListInput = z.strictObject({
  status: z.enum(invoiceStatuses).optional(),
  curPage: z.number().int().min(1).max(10_000).default(1),
});

/** An invoice number: 8 digits, or 20 for a fully digital invoice. */
const invoiceNoSchema = z
  .string('validation.invoiceNo')
  .trim()
  .regex(/^(\d{8}|\d{20})$/, 'validation.invoiceNo');
/** An invoice file the shop stores: a PDF, JPG or PNG uploaded through /api/portal/upload (as `purpose=invoice`, named `i…`). */
const invoiceFileSchema = z
  .string('validation.upload')
  .trim()
  .regex(/^\/api\/uploads\/\d{6}\/i?[0-9a-f]{32}\.(pdf|png|jpg)$/, 'validation.upload');

/** Issuing: the uploaded invoice, its number, or both; at least one so that the customer has something to keep. */
export const adminInvoiceIssueInput = z
  .strictObject({ id: idSchema, fileUrl: invoiceFileSchema.optional(), invoiceNo: invoiceNoSchema.optional() })
  .refine((input) => input.fileUrl !== undefined || input.invoiceNo !== undefined, { path: ['invoiceNo'], message: 'validation.invoiceFileOrNo' });
export const adminInvoiceRejectInput = z.strictObject({ id: idSchema, reason: requiredText(200) });

export const adminInvoice = invoiceApplication.extend({
  orderNo: z.string(),
  orderStatus: z.enum(orderStatuses),
  customerPhone: z.string(),
  unitAddress: z.string(),
  bankAccount: z.string(),
  bankName: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type AdminInvoice = z.infer<typeof adminInvoice>;
export const adminInvoicePage = z.object({ items: z.array(adminInvoice), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type AdminInvoicePage = z.infer<typeof adminInvoicePage>;

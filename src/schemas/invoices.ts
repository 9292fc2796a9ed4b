import { z } from 'zod';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { deliveryWays } from './freight.ts';
import { type InvoiceTitleField, type InvoiceType, invoiceTitleFieldsOf, invoiceTypes } from './invoice-values.ts';
import { orderNoSchema, orderStatuses } from './orders.ts';
import { textField } from './text.ts';

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
/** The company's registered telephone as printed on a VAT invoice: a landline with its area code (021-5888 6666) or a mobile, 7 to 20 digits. */
const unitPhoneSchema = text()
  .trim()
  .min(1, required)
  .regex(/^\+?[\d ()-]{7,30}$/, 'validation.tel')
  .regex(/^(?:\D*\d){7,20}\D*$/, 'validation.tel');

export const invoiceTitleMaxLength = { title: 100, unitAddress: 200, unitPhone: 30, bankName: 100 } as const;

const fieldSchemas = {
  title: requiredText(invoiceTitleMaxLength.title),
  taxNo: taxNoSchema,
  unitAddress: requiredText(invoiceTitleMaxLength.unitAddress),
  unitPhone: unitPhoneSchema,
  bankName: requiredText(invoiceTitleMaxLength.bankName),
  bankAccount: bankAccountSchema,
} satisfies Record<InvoiceTitleField, z.ZodType>;

/** The fields of a kind of title (`invoiceTitleFieldsOf`) and its `type`. */
function kindShape<Type extends InvoiceType>(type: Type) {
  const fields = Object.fromEntries(invoiceTitleFieldsOf[type].map((name) => [name, fieldSchemas[name]]));
  return { type: z.literal(type), ...fields } as { type: z.ZodLiteral<Type> } & Pick<typeof fieldSchemas, (typeof invoiceTitleFieldsOf)[Type][number]>;
}

/** A title of one of the three kinds, with `extra` fields beside it (the id, the default flag). */
const titleOfAnyKind = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z.discriminatedUnion(
    'type',
    [
      z.strictObject({ ...kindShape('personal'), ...extra }),
      z.strictObject({ ...kindShape('company'), ...extra }),
      z.strictObject({ ...kindShape('vat_special'), ...extra }),
    ],
    'validation.invoiceType',
  );
const vatSpecialTitle = {
  type: 'vat_special',
  title: '上海彩虹涂料有限公司',
  taxNo: '91310115MA1H7XYZ3K',
  unitAddress: '上海市浦东新区科苑路 88 号',
  unitPhone: '021-5888 6666',
  bankName: '中国工商银行',
  bankAccount: '3100123456789012',
} as const;
export const invoiceTitleInput = withExamples(
  titleOfAnyKind({ isDefault: z.boolean().default(false) }),
  { ...vatSpecialTitle, isDefault: false },
  { type: 'personal', title: '张明', isDefault: false },
);
export const invoiceTitleUpdateInput = withExamples(titleOfAnyKind({ id: idSchema, isDefault: z.boolean().default(false) }), ({ invoiceTitle }) => ({
  id: invoiceTitle,
  ...vatSpecialTitle,
  isDefault: true,
}));
export type InvoiceTitleFields = z.output<typeof invoiceTitleInput>;

/** A saved title as answered: the fields of its kind, its id and whether it is the default. */
const savedTitle = { id: z.number(), title: z.string(), isDefault: z.boolean() };
export const invoiceTitle = z.discriminatedUnion('type', [
  z.object({ ...savedTitle, type: z.literal('personal') }),
  z.object({ ...savedTitle, type: z.literal('company'), taxNo: z.string() }),
  z.object({
    ...savedTitle,
    type: z.literal('vat_special'),
    taxNo: z.string(),
    unitAddress: z.string(),
    unitPhone: z.string(),
    bankName: z.string(),
    bankAccount: z.string(),
  }),
]);
export type InvoiceTitle = z.infer<typeof invoiceTitle>;
export const invoiceTitleList = z.array(invoiceTitle);

/** The order statuses of a paid order that can be invoiced. */
export const invoiceableStatuses = ['awaiting_shipment', 'awaiting_receipt', 'completed'] as const satisfies readonly (typeof orderStatuses)[number][];

/** Applying for an order's invoice. Without a title the answer is "an invoice must be chosen before applying". */
export const invoiceApplyInput = withExamples(z.strictObject({ orderNo: orderNoSchema, titleId: idSchema.optional() }), ({ paidOrder, invoiceTitle }) => ({
  orderNo: paidOrder,
  titleId: invoiceTitle,
}));

export const invoiceStatuses = ['in_progress', 'issued', 'rejected'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** An application as its customer sees it: what was asked for, and the operator's answer. */
export const invoiceApplication = z.object({
  id: z.number(),
  status: z.enum(invoiceStatuses),
  type: z.enum(invoiceTypes),
  title: z.string(),
  /** A company's (none for a person's title). */
  taxNo: z.string().nullable(),
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
export const invoiceOrderListInput = withExamples(z.strictObject({ curPage: z.number().int().min(1).max(10_000).default(1) }), { curPage: 1 });
export const invoiceOrderPage = z.object({ items: z.array(invoiceOrder), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type InvoiceOrderPage = z.infer<typeof invoiceOrderPage>;

/* ───────────── the operator's side ───────────── */

export const ADMIN_INVOICES_PAGE_SIZE = 20;
export const adminInvoiceListInput = withExamples(
  z.strictObject({
    status: z.enum(invoiceStatuses).optional(),
    curPage: z.number().int().min(1).max(10_000).default(1),
  }),
  { status: 'in_progress', curPage: 1 },
);

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
export const adminInvoiceIssueInput = withExamples(
  z
    .strictObject({ id: idSchema, fileUrl: invoiceFileSchema.optional(), invoiceNo: invoiceNoSchema.optional() })
    .refine((input) => input.fileUrl !== undefined || input.invoiceNo !== undefined, { path: ['invoiceNo'], message: 'validation.invoiceFileOrNo' }),
  ({ invoiceApplication }) => ({ id: invoiceApplication, invoiceNo: '12345678' }),
);
export const adminInvoiceRejectInput = withExamples(z.strictObject({ id: idSchema, reason: requiredText(200) }), ({ invoiceApplication }) => ({
  id: invoiceApplication,
  reason: '抬头有误',
}));

export const adminInvoice = invoiceApplication.extend({
  orderNo: z.string(),
  orderStatus: z.enum(orderStatuses),
  customerPhone: z.string(),
  /** A VAT special invoice's details (none for the other kinds). */
  unitAddress: z.string().nullable(),
  unitPhone: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  /** Where an application made before titles stopped asking for them wanted the invoice sent. */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoice>;
export const adminInvoicePage = z.object({ items: z.array(adminInvoice), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type AdminInvoicePage = z.infer<typeof adminInvoicePage>;

import { z } from 'zod';
import { calendarDay } from './calendar.ts';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { MAX_ORDER_TOTAL_FEN } from './order-values.ts';
import { BANK_TRANSFER_NOTE_MAX, bankTransferResolutions, bankTransferStatuses, orderNoSchema, orderStatuses } from './orders.ts';
import { textField } from './text.ts';

/**
 * The shop's account for corporate bank transfers, set by the operator (config key `bankTransfer`). It is
 * shown only to the buyer of an order paid this way, never in the public config answers. The channel is
 * offered while `enabled`; `workingDays` is how long a buyer has to transfer, Monday to Friday in Beijing time.
 */
const requiredText = (max: number) =>
  textField('validation.required').trim().min(1, { message: 'validation.required', abort: true }).max(max, 'validation.tooLong');
export const bankTransferConfig = z.strictObject({
  enabled: z.boolean(),
  accountName: requiredText(100),
  bankName: requiredText(100),
  /** 8 to 30 digits, single spaces allowed between them as banks print it. */
  accountNumber: textField('validation.bankAccount')
    .trim()
    .regex(/^(?:\d ?){7,29}\d$/, 'validation.bankAccount'),
  workingDays: z.number().int().min(1).max(15),
});
export type BankTransferConfig = z.infer<typeof bankTransferConfig>;

export { bankTransferResolutions, bankTransferStatuses };

/** What the buyer of the order sees: where to send how much, with which remark, by when, and where it stands. */
export const bankTransferView = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** The remark the buyer writes on the transfer: the order number. */
  reference: z.string(),
  amountFen: z.number(),
  deadline: z.string(),
  status: z.enum(bankTransferStatuses),
  receiptUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type BankTransferView = z.infer<typeof bankTransferView>;

/** A receipt: an upload of the buyer's own, an image or a PDF. */
export const RECEIPT_URL = /^\/api\/uploads\/\d{6}\/r?[0-9a-f]{32}\.(png|jpg|pdf)$/;
export const submitReceiptInput = withExamples(
  z.strictObject({ orderNo: orderNoSchema, receiptUrl: z.string().regex(RECEIPT_URL, 'validation.upload') }),
  ({ unpaidOrder }) => ({ orderNo: unpaidOrder, receiptUrl: '/api/uploads/202611/0123456789abcdef0123456789abcdef.png' }),
);

/* The operator's side. */

export const ADMIN_BANK_TRANSFERS_PAGE_SIZE = 20;
/**
 * The operator's lists: by the transfer's status (`submitted`: awaiting confirmation), or `toCheck`: a receipt
 * was sent but the order ended without the transfer, so the account must be checked and any money refunded.
 */
export const bankTransferListFilters = [...bankTransferStatuses, 'toCheck'] as const;
export type BankTransferListFilter = (typeof bankTransferListFilters)[number];
export const adminBankTransferListInput = withExamples(
  z.strictObject({
    status: z.enum(bankTransferListFilters).optional(),
    curPage: z.number().int().min(1).max(10_000).default(1),
  }),
  { status: 'submitted', curPage: 1 },
);
/**
 * Confirming is never one click: the operator types what arrived on the account and on which day. An amount
 * other than the order's is confirmed only with a note of why (or the transfer is rejected instead).
 */
export const adminBankTransferConfirmInput = withExamples(
  z.strictObject({
    id: idSchema,
    receivedFen: z
      .number({ message: 'validation.receivedAmount' })
      .int('validation.receivedAmount')
      .min(1, 'validation.receivedAmount')
      .max(MAX_ORDER_TOTAL_FEN, 'validation.receivedAmount'),
    receivedOn: calendarDay(),
    note: textField().trim().max(BANK_TRANSFER_NOTE_MAX, 'validation.tooLong').optional(),
  }),
  { id: 90001, receivedFen: 1_234_50, receivedOn: '2026-11-20' },
  { id: 90001, receivedFen: 1_200_00, receivedOn: '2026-11-20', note: '客户少付 34.50 元，已电话确认补差价' },
);
export type AdminBankTransferConfirmInput = z.infer<typeof adminBankTransferConfirmInput>;
export const adminBankTransferRejectInput = withExamples(
  z.strictObject({
    id: idSchema,
    reason: requiredText(200),
  }),
  { id: 90001, reason: '未收到款项' },
);
/** Settling a transfer to check: the money was sent back, or matched (found elsewhere, or it never arrived), with a note of how. */
export const adminBankTransferResolveInput = withExamples(
  z.strictObject({
    id: idSchema,
    resolution: z.enum(bankTransferResolutions),
    note: requiredText(BANK_TRANSFER_NOTE_MAX),
  }),
  { id: 90001, resolution: 'refunded', note: '已原路退回' },
);

export const adminBankTransfer = z.object({
  id: z.number(),
  orderNo: z.string(),
  orderStatus: z.enum(orderStatuses),
  customerPhone: z.string(),
  /** The buyer's company, as their account names it: what the payer on the bank statement should be. */
  customerCompany: z.string().nullable(),
  reference: z.string(),
  amountFen: z.number(),
  deadline: z.string(),
  status: z.enum(bankTransferStatuses),
  receiptUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  receivedFen: z.number().nullable(),
  receivedOn: z.string().nullable(),
  confirmNote: z.string().nullable(),
  /** In the `toCheck` list: a receipt was sent, the order ended without the transfer, and nobody has settled it yet. */
  toCheck: z.boolean(),
  resolution: z.enum(bankTransferResolutions).nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type AdminBankTransfer = z.infer<typeof adminBankTransfer>;
export const adminBankTransferPage = z.object({ items: z.array(adminBankTransfer), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type AdminBankTransferPage = z.infer<typeof adminBankTransferPage>;

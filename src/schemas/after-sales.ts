import { z } from 'zod';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { MAX_ORDER_TOTAL_FEN } from './order-values.ts';
import { orderStatuses, trackingNoSchema } from './orders.ts';
import { paymentChannels } from './payments.ts';
import { textField } from './text.ts';
import { uploadedImageUrl } from './upload.ts';

/*
 * After-sales: a customer asks for money back on a paid order, with or without sending goods back.
 * The states and who may move them are in src/lib/after-sales-rules.ts.
 */

export const afterSalesModes = ['refund_only', 'return_refund'] as const;
export type AfterSalesMode = (typeof afterSalesModes)[number];
export const afterSalesStatuses = ['under_audit', 'approved', 'rejected', 'goods_returned', 'refunded', 'cancelled'] as const;
export type AfterSalesStatus = (typeof afterSalesStatuses)[number];
/** An open application blocks another one on the same order and holds the order in after_sales. */
export const openAfterSalesStatuses = ['under_audit', 'approved', 'goods_returned'] as const satisfies readonly AfterSalesStatus[];
export const afterSalesReasons = ['quality', 'damaged', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other'] as const;
/** What each history entry records, told by its state and who moved it there. */
export const afterSalesEvents = ['applied', 'cancelled', 'approved', 'returnSent', 'rejected', 'received', 'refunded', 'returnExpired'] as const;
export type AfterSalesEvent = (typeof afterSalesEvents)[number];

export const MAX_AFTER_SALES_PHOTOS = 5;
export const afterSalesMaxLength = { description: 500, expressCompany: 60 } as const;
export const AFTER_SALES_PAGE_SIZE = 10;
/** Express companies offered as suggestions; any other name can be typed. */
export const expressCompanies = ['顺丰速运', '中通快递', '圆通速递', '申通快递', '韵达快递', '京东物流', '中国邮政 EMS', '德邦快递'] as const;

const orderNo = z.string().regex(/^\d{20}$/, 'validation.required');
/** RF + 20 digits; also the refund's out_request_no / out_refund_no at the payment provider. */
export const refundNoSchema = z.string().regex(/^RF\d{20}$/, 'validation.required');
export const refundNoInput = withExamples(z.strictObject({ refundNo: refundNoSchema }), ({ refund }) => ({ refundNo: refund }));

/* ───── the customer ───── */

export const afterSalesOptionsInput = withExamples(z.strictObject({ orderNo }), ({ paidOrder }) => ({ orderNo: paidOrder }));

/** What the application form needs: each line with what can still be applied for, and how much can still be refunded. */
export const afterSalesOptions = z.object({
  orderNo: z.string(),
  orderStatus: z.enum(orderStatuses),
  paidFen: z.number(),
  paidAt: z.string().nullable(),
  /** Paid less what was refunded or is being applied for. */
  refundableFen: z.number(),
  /** The open application that blocks a new one, if any. */
  openRefundNo: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.number(),
      productName: z.string(),
      specLabel: z.string(),
      unitPriceFen: z.number(),
      quantity: z.number(),
      /** Bought less what earlier applications (not rejected or cancelled) took. */
      availableQuantity: z.number(),
    }),
  ),
});
export type AfterSalesOptions = z.infer<typeof afterSalesOptions>;

export const afterSalesApplyInput = withExamples(
  z.strictObject({
    orderNo,
    mode: z.enum(afterSalesModes, 'validation.required'),
    reason: z.enum(afterSalesReasons, 'validation.required'),
    lines: z
      .array(
        z.strictObject({
          lineId: idSchema,
          quantity: z
            .number('validation.afterSalesQuantity')
            .int('validation.afterSalesQuantity')
            .min(1, 'validation.afterSalesQuantity')
            .max(100_000, 'validation.afterSalesQuantity'),
        }),
      )
      .min(1, 'validation.afterSalesLines')
      .max(100, 'validation.afterSalesLines')
      .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, 'validation.afterSalesLines'),
    refundFen: z
      .number('validation.refundAmount')
      .int('validation.refundAmount')
      .min(1, 'validation.refundAmount')
      // Never more than an order may cost; what was actually paid is checked against the order.
      .max(MAX_ORDER_TOTAL_FEN, 'validation.refundTooHigh'),
    description: textField('validation.afterSalesDescription')
      .trim()
      .min(1, 'validation.afterSalesDescription')
      .max(afterSalesMaxLength.description, 'validation.tooLong'),
    photoUrls: z.array(uploadedImageUrl).max(MAX_AFTER_SALES_PHOTOS, 'validation.tooManyPhotos').default([]),
  }),
  ({ paidOrder, paidOrderLine, uploadedImage }) => ({
    orderNo: paidOrder,
    mode: 'refund_only',
    reason: 'quality',
    lines: [{ lineId: paidOrderLine, quantity: 1 }],
    refundFen: 1,
    description: '受潮结块',
    photoUrls: [uploadedImage],
  }),
);

export const afterSalesListInput = withExamples(z.strictObject({ curPage: z.number().int().min(1).max(10_000).default(1) }), { curPage: 1 });

/** Return-goods-refund, once approved: how the goods are on their way back (company and tracking number both required). */
export const submitReturnInput = withExamples(
  refundNoInput.extend({
    expressCompany: textField('validation.expressCompany')
      .trim()
      .min(1, 'validation.expressCompany')
      .max(afterSalesMaxLength.expressCompany, 'validation.tooLong'),
    trackingNo: trackingNoSchema,
  }),
  ({ refund }) => ({ refundNo: refund, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }),
);

/* ───── what the calls answer ───── */

export const afterSalesHistoryEntry = z.object({
  event: z.enum(afterSalesEvents),
  status: z.enum(afterSalesStatuses),
  actor: z.enum(['customer', 'operator', 'system']),
  note: z.string().nullable(),
  at: z.string(),
});
export type AfterSalesHistoryEntry = z.infer<typeof afterSalesHistoryEntry>;

export const afterSalesSummary = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  mode: z.enum(afterSalesModes),
  status: z.enum(afterSalesStatuses),
  reason: z.enum(afterSalesReasons),
  refundFen: z.number(),
  /** The order's payment date. */
  paidAt: z.string().nullable(),
  expressCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type AfterSalesSummary = z.infer<typeof afterSalesSummary>;

export const afterSalesDetail = afterSalesSummary.extend({
  description: z.string(),
  photoUrls: z.array(z.string()),
  paidFen: z.number(),
  paymentType: z.enum(paymentChannels).nullable(),
  lines: z.array(
    z.object({ lineId: z.number(), productId: z.number(), productName: z.string(), specLabel: z.string(), unitPriceFen: z.number(), quantity: z.number() }),
  ),
  history: z.array(afterSalesHistoryEntry),
});
export type AfterSalesDetail = z.infer<typeof afterSalesDetail>;

export const afterSalesPage = z.object({ items: z.array(afterSalesSummary), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type AfterSalesPage = z.infer<typeof afterSalesPage>;

/* ───── the operator (/api/admin/afterSales) ───── */

export const adminAfterSalesListInput = withExamples(
  z.strictObject({
    status: z.enum(afterSalesStatuses).optional(),
    curPage: z.number().int().min(1).max(10_000).default(1),
  }),
  { status: 'under_audit', curPage: 1 },
);
export const adminAfterSalesRow = afterSalesSummary.extend({ customerPhone: z.string() });
export const adminAfterSalesPage = z.object({ items: z.array(adminAfterSalesRow), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type AdminAfterSalesPage = z.infer<typeof adminAfterSalesPage>;
export const adminAfterSalesDetail = afterSalesDetail.extend({
  customerPhone: z.string(),
  orderStatus: z.enum(orderStatuses),
  history: z.array(afterSalesHistoryEntry.extend({ operatorPhone: z.string().nullable() })),
});
export type AdminAfterSalesDetail = z.infer<typeof adminAfterSalesDetail>;

export const afterSalesNoteInput = withExamples(
  refundNoInput.extend({ note: textField('validation.tooLong').trim().max(200, 'validation.tooLong').optional() }),
  ({ refund }) => ({ refundNo: refund, note: '同意' }),
);
export const afterSalesRejectInput = withExamples(
  refundNoInput.extend({
    reason: textField('validation.rejectReason').trim().min(1, 'validation.rejectReason').max(200, 'validation.tooLong'),
  }),
  ({ refund }) => ({ refundNo: refund, reason: '照片不清楚' }),
);

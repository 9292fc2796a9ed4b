import { z } from 'zod';
import { calendarDay, calendarMoment } from './calendar.ts';
import { locales, mobileSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { deliveryWays, freightBreakdown } from './freight.ts';
import { attemptStatuses, paymentChannels } from './order-values.ts';
import { textField } from './text.ts';

/** A bank transfer's state: submitted, a receipt waits for the operator; rejected, the buyer may upload another before the deadline. */
export const bankTransferStatuses = ['awaiting_receipt', 'submitted', 'confirmed', 'rejected'] as const;
/** How the operator settled a transfer whose order ended without it: the money sent back, or found and matched (or never arrived). */
export const bankTransferResolutions = ['refunded', 'matched'] as const;
export const BANK_TRANSFER_NOTE_MAX = 200;

export const orderStatuses = ['awaiting_payment', 'awaiting_shipment', 'awaiting_receipt', 'after_sales', 'completed', 'cancelled'] as const;

export const orderNoSchema = z.string().regex(/^\d{20}$/, 'validation.required');
export const orderNoInput = withExamples(z.strictObject({ orderNo: orderNoSchema }), ({ paidOrder }) => ({ orderNo: paidOrder }));

/** What the order-success page shows of an order. */
export const orderSummary = z.object({
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  /** How the goods reach the buyer; null for orders placed before delivery ways. */
  deliveryWay: z.enum(deliveryWays).nullable(),
  goodsFen: z.number(),
  freightFen: z.number(),
  totalFen: z.number(),
  payDeadline: z.string(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** Where and when a pickup order is collected, as the shop's settings say now; null for an order that is shipped. */
const pickupAt = z.object({ address: z.string(), hours: z.string() }).nullable();
/** The order-success page's order: its summary, and where to collect it when it is picked up. */
export const orderOutcome = orderSummary.extend({ pickup: pickupAt });
export type OrderOutcome = z.infer<typeof orderOutcome>;

/**
 * The order tabs of the personal centre; "all" shows every order, each other tab the orders whose shown
 * status (src/lib/order-progress.ts: pickup orders are ready to collect rather than awaiting shipment) it lists.
 */
export const orderTabs = ['all', 'awaitingPayment', 'awaitingShipment', 'awaitingPickup', 'awaitingReceipt', 'afterSales', 'completed'] as const;
export type OrderTab = (typeof orderTabs)[number];

export const ORDERS_PAGE_SIZE = 10;
export const orderListInput = withExamples(z.strictObject({ tab: z.enum(orderTabs).default('all'), curPage: z.number().int().min(1).max(10_000).default(1) }), {
  tab: 'all',
  curPage: 1,
});

const orderLine = z.object({ productId: z.number(), productName: z.string(), specLabel: z.string(), quantity: z.number(), unitPriceFen: z.number() });
export const orderListItem = orderOutcome.extend({ lines: z.array(orderLine) });
export const orderPage = z.object({
  items: z.array(orderListItem),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
  /** How many orders each tab holds. */
  counts: z.record(z.enum(orderTabs), z.number()),
});
export type OrderPage = z.infer<typeof orderPage>;

/** One step of a parcel's journey, as the carrier reports it or the operator records it. */
export const trackingEvent = z.object({ happenedAt: z.string(), location: z.string().nullable(), description: z.string() });
export type TrackingEvent = z.infer<typeof trackingEvent>;

/** Every field of an order with its lines and its parcel's journey. */
export const orderDetail = orderListItem.extend({
  /** Each line with what it cost (unit price × quantity) and its product's picture or, without one, the colour swatch of its cards. */
  lines: z.array(orderLine.extend({ lineTotalFen: z.number(), imageUrl: z.string().nullable(), hex: z.string().nullable() })),
  paidAt: z.string().nullable(),
  paymentType: z.enum(paymentChannels).nullable(),
  paidFen: z.number().nullable(),
  /** The order's bank transfer, once its buyer chose to pay that way. */
  bankTransfer: z.object({ status: z.enum(bankTransferStatuses), rejectReason: z.string().nullable() }).nullable(),
  remark: z.string().nullable(),
  /** The quotation whose prices the order was placed at. */
  quotationNo: z.string().nullable(),
  /** How the freight was priced when the order was placed (without the checkout's "more for free postage"); null for pickup and for orders placed before freight by weight. */
  freight: z.nullable(freightBreakdown),
  logisticsCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: z.string().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  /** A pickup order: who collected it (shippedAt is when). */
  collectedBy: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Where the goods go; for pickup only who collects them (name and mobile), the place fields empty. */
  addressee: z.object({ consignee: z.string(), mobile: z.string(), province: z.string(), city: z.string(), district: z.string(), detail: z.string() }),
  tracking: z.array(trackingEvent),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/* The operator's side. */

export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** What the operator narrows the orders to; each part optional, the days in Beijing, both included. */
const adminOrderFilter = {
  status: z.enum(orderStatuses).optional(),
  /** An order number or the customer's mobile, whole or in part. */
  keyword: textField().trim().max(40, 'validation.tooLong').optional(),
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  deliveryWay: z.enum(deliveryWays).optional(),
  paymentType: z.enum(paymentChannels).optional(),
};
const daysInOrder = (filter: { from?: string | undefined; to?: string | undefined }) => !filter.from || !filter.to || filter.from <= filter.to;
const dayRangeIssue = { path: ['to'], message: 'validation.dateRangeOrder' };
export const adminOrderListInput = withExamples(
  z.strictObject({ ...adminOrderFilter, curPage: z.number().int().min(1).max(10_000).default(1) }).refine(daysInOrder, dayRangeIssue),
  { status: 'awaiting_shipment', keyword: '1380013', curPage: 1 },
  { from: '2026-11-01', to: '2026-11-30', deliveryWay: 'pickup', paymentType: 'bankTransfer', curPage: 1 },
);
export type AdminOrderFilter = Omit<z.infer<typeof adminOrderListInput>, 'curPage'>;
/** The filtered orders as a spreadsheet, one row per order line. */
export const adminOrderExportInput = withExamples(z.strictObject(adminOrderFilter).refine(daysInOrder, dayRangeIssue), {
  status: 'completed',
  from: '2026-11-01',
  to: '2026-11-30',
});
export const adminOrderPage = z.object({
  items: z.array(
    orderSummary.extend({
      customerPhone: z.string(),
      consignee: z.string(),
      refundDue: z.boolean(),
      paymentType: z.enum(paymentChannels).nullable(),
      paidAt: z.string().nullable(),
      /** The order's lines: how many, and the first one's product, in the operator's language. */
      lineCount: z.number(),
      firstProduct: z.string(),
    }),
  ),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

export const adminOrderDetail = orderDetail.extend({
  customerPhone: z.string(),
  payments: z.array(
    z.object({
      outTradeNo: z.string(),
      channel: z.enum(paymentChannels),
      amountFen: z.number(),
      status: z.enum(attemptStatuses),
      needsRefund: z.boolean(),
      refundedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** A payment attempt, by its trade number: the operator gives back money that arrived for an order already cancelled or paid. */
export const outTradeNoInput = withExamples(z.strictObject({ outTradeNo: z.string().regex(/^\d{22}$/, 'validation.required') }), {
  outTradeNo: '2026112210000012345601',
});

/** A carrier's tracking number, as the customer types it for a return and the operator for a shipment. */
export const trackingNoSchema = z
  .string('validation.trackingNo')
  .trim()
  .regex(/^[A-Za-z0-9-]{6,40}$/, 'validation.trackingNo');

const carrierText = (max: number) => textField().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** Shipping an order: by a carrier with its tracking number, or by the shop's own vehicle with its driver. */
export const shipOrderInput = withExamples(
  z.discriminatedUnion('method', [
    z.strictObject({
      orderNo: z.string().regex(/^\d{20}$/, 'validation.required'),
      method: z.literal('carrier'),
      logisticsCompany: carrierText(60),
      trackingNo: trackingNoSchema,
    }),
    z.strictObject({
      orderNo: z.string().regex(/^\d{20}$/, 'validation.required'),
      method: z.literal('own'),
      driverName: carrierText(40),
      driverPhone: mobileSchema,
    }),
    /** A pickup order handed over at the warehouse, to whom. */
    z.strictObject({
      orderNo: z.string().regex(/^\d{20}$/, 'validation.required'),
      method: z.literal('pickup'),
      collectedBy: carrierText(40),
    }),
  ]),
  ({ paidOrder }) => ({ orderNo: paidOrder, method: 'carrier', logisticsCompany: '顺丰速运', trackingNo: 'SF1234567890' }),
  ({ paidOrder }) => ({ orderNo: paidOrder, method: 'own', driverName: '李师傅', driverPhone: '13700137000' }),
  ({ paidOrder }) => ({ orderNo: paidOrder, method: 'pickup', collectedBy: '王强' }),
);
export type ShipOrderInput = z.infer<typeof shipOrderInput>;

/** The most orders one batch ships or one delivery-note file prints: a morning's parcels, not the whole shop. */
export const ORDER_BATCH_MAX = 50;
const distinctOrders = (orderNos: string[]) => new Set(orderNos).size === orderNos.length;
/** Several paid orders sent by one carrier, each with its own tracking number: all shipped, or none. */
export const shipBatchInput = withExamples(
  z.strictObject({
    logisticsCompany: carrierText(60),
    shipments: z
      .array(z.strictObject({ orderNo: orderNoSchema, trackingNo: trackingNoSchema }))
      .min(1, 'validation.required')
      .max(ORDER_BATCH_MAX, 'validation.tooManyOrders')
      .refine((shipments) => distinctOrders(shipments.map((shipment) => shipment.orderNo)), 'validation.duplicate'),
  }),
  ({ paidOrder }) => ({ logisticsCompany: '顺丰速运', shipments: [{ orderNo: paidOrder, trackingNo: 'SF1234567890' }] }),
);
export type ShipBatchInput = z.infer<typeof shipBatchInput>;
export const shipBatchAnswer = z.object({ shipped: z.number() });
/** The delivery notes of one order or several, one a page, in the language the warehouse reads. */
export const deliveryNoteInput = withExamples(
  z.strictObject({
    orderNos: z
      .array(orderNoSchema)
      .min(1, 'validation.required')
      .max(ORDER_BATCH_MAX, 'validation.tooManyOrders')
      .refine(distinctOrders, 'validation.duplicate'),
    language: z.enum(locales).default('zh'),
  }),
  ({ paidOrder }) => ({ orderNos: [paidOrder], language: 'zh' }),
);

export const trackingEventInput = withExamples(
  z.strictObject({
    orderNo: z.string().regex(/^\d{20}$/, 'validation.required'),
    happenedAt: calendarMoment('validation.required'),
    location: textField().trim().max(80, 'validation.tooLong').optional(),
    description: carrierText(200),
  }),
  ({ paidOrder }) => ({ orderNo: paidOrder, happenedAt: '2026-11-23T08:00:00+08:00', location: '上海', description: '已揽收' }),
);

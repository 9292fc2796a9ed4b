import { z } from 'zod';

export const orderStatuses = ['awaiting_payment', 'awaiting_shipment', 'awaiting_receipt', 'after_sales', 'completed', 'cancelled'] as const;

export const orderNoSchema = z.string().regex(/^\d{20}$/, 'validation.required');
export const orderNoInput = z.strictObject({ orderNo: orderNoSchema });

/** What the order-success page shows of an order. */
export const orderSummary = z.object({
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  goodsFen: z.number(),
  freightFen: z.number(),
  totalFen: z.number(),
  payDeadline: z.string(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** The order tabs of the personal centre (SPEC §2) and the status each shows; "all" shows every order. */
export const orderTabs = ['all', 'awaitingPayment', 'awaitingShipment', 'awaitingReceipt', 'afterSales', 'completed'] as const;
export type OrderTab = (typeof orderTabs)[number];
export const statusOfTab = {
  awaitingPayment: 'awaiting_payment',
  awaitingShipment: 'awaiting_shipment',
  awaitingReceipt: 'awaiting_receipt',
  afterSales: 'after_sales',
  completed: 'completed',
} as const satisfies Record<Exclude<OrderTab, 'all'>, (typeof orderStatuses)[number]>;

export const ORDERS_PAGE_SIZE = 10;
export const orderListInput = z.strictObject({ tab: z.enum(orderTabs).default('all'), curPage: z.number().int().min(1).max(10_000).default(1) });

export const orderListItem = orderSummary.extend({
  lines: z.array(z.object({ productId: z.number(), productName: z.string(), specLabel: z.string(), quantity: z.number(), unitPriceFen: z.number() })),
});
export type OrderListItem = z.infer<typeof orderListItem>;
export const orderPage = z.object({
  items: z.array(orderListItem),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
  /** How many orders each tab holds. */
  counts: z.record(z.enum(orderTabs), z.number()),
});
export type OrderPage = z.infer<typeof orderPage>;

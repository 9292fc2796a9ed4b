import { z } from 'zod';

export const orderStatuses = ['awaiting_payment', 'awaiting_shipment', 'awaiting_receipt', 'after_sales', 'completed', 'cancelled'] as const;

export const orderNoInput = z.strictObject({ orderNo: z.string().regex(/^\d{20}$/, 'validation.required') });

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

import { and, eq, sql } from 'drizzle-orm';
import { invoiceableStatuses } from '../../../schemas/invoices.ts';
import type { Db, Tx } from '../../db/client.ts';
import { afterSales, type orders } from '../../db/schema.ts';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/** Paid orders can be invoiced: awaiting shipment, awaiting receipt or completed. */
export const isInvoiceable = (status: OrderStatus): boolean => (invoiceableStatuses as readonly OrderStatus[]).includes(status);

/** What an order is invoiced for: what was paid (its total until a payment records the amount) less what after-sales refunded. */
export async function invoiceableAmount(db: Db | Tx, order: { id: number; paidFen: number | null; totalFen: number }): Promise<number> {
  const [row] = await db
    .select({ refunded: sql<number>`coalesce(sum(${afterSales.refundFen}), 0)`.mapWith(Number) })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, order.id), eq(afterSales.status, 'refunded')));
  return (order.paidFen ?? order.totalFen) - (row?.refunded ?? 0);
}

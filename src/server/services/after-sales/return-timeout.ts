import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSales, afterSalesHistory, orders } from '../../db/schema.ts';
import { addOrderMessage } from '../messages.ts';
import { appendHistory, releaseOrder } from './records.ts';

/**
 * Approved returns whose goods the customer has not sent back (no tracking number) `afterDays` after the
 * operator approved them are closed by the shop's clock: the application is cancelled with a history entry by
 * the system, the order goes back to its earlier status, and the customer is told. The closing update claims
 * each application once, so sweeps running at once, or a tracking number arriving meanwhile, close it at most once.
 */
export async function closeUnsentReturns(db: Db, now: Date, afterDays: number): Promise<number> {
  const approvedBefore = new Date(now.getTime() - afterDays * 86_400_000).toISOString();
  const approvedAt = sql`(select min(${afterSalesHistory.createdAt}) from ${afterSalesHistory}
    where ${afterSalesHistory.afterSalesId} = ${afterSales.id} and ${afterSalesHistory.status} = 'approved' and ${afterSalesHistory.actor} = 'operator')`;
  const unsent = and(eq(afterSales.mode, 'return_refund'), eq(afterSales.status, 'approved'), isNull(afterSales.trackingNo));
  const due = await db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(unsent, sql`${approvedAt} < ${approvedBefore}::timestamptz`));
  let closed = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(afterSales)
        .set({ status: 'cancelled' })
        .where(and(eq(afterSales.id, id), unsent))
        .returning();
      if (!row) return;
      await appendHistory(tx, row, { kind: 'system', userId: null }, null, now);
      await releaseOrder(tx, row, 'system', now);
      const [order] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, row.orderId));
      await addOrderMessage(tx, { userId: row.userId, orderId: row.orderId, orderNo: order!.orderNo, event: 'returnExpired' });
      closed += 1;
    });
  }
  return closed;
}

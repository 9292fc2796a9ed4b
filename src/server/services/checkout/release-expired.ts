import { and, eq, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invoiceApplications, orderLines, orders, skus, stockMovements } from '../../db/schema.ts';
import { metrics } from '../../metrics/registry.ts';
import { giveBackAgreedPacks } from '../negotiations/agreed-prices.ts';
import { moveOrders } from '../order-transitions.ts';
import { receiptAwaitsOperator } from '../payment/bank-transfer.ts';

/**
 * Undoes what just-cancelled orders held: their packs go back on sale with a stock movement each, packs
 * bought at a negotiated price go back to the negotiation, and an invoice application chosen at checkout
 * is withdrawn, as there is nothing left to invoice.
 */
export async function releaseCancelledOrders(tx: Tx, orderIds: number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await releaseStockOf(tx, orderIds, now);
  await giveBackAgreedPacks(tx, orderIds, now);
  await withdrawInvoiceApplications(tx, orderIds, now);
}

/** A cancelled order has nothing left to invoice: its application still in progress is withdrawn. */
export async function withdrawInvoiceApplications(tx: Tx, orderIds: number[], now: Date): Promise<void> {
  await tx
    .update(invoiceApplications)
    .set({ status: 'rejected', rejectReason: '订单已取消 / The order was cancelled', rejectedAt: now })
    .where(and(inArray(invoiceApplications.orderId, orderIds), eq(invoiceApplications.status, 'in_progress')));
}

/** Puts the packs these (just cancelled) orders held back on sale, with a stock movement each. */
export async function releaseStockOf(tx: Tx, orderIds: number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const held = await tx
    .select({ orderId: orderLines.orderId, skuId: orderLines.skuId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
  for (const line of held) {
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(skus.id, line.skuId));
  }
  if (held.length > 0) {
    await tx
      .insert(stockMovements)
      .values(held.map((line) => ({ skuId: line.skuId, orderId: line.orderId, delta: line.quantity, reason: 'release', createdAt: now })));
  }
}

/**
 * Cancels every order still awaiting payment past its deadline and puts the packs it held back on sale,
 * in one transaction. The cancelling update claims each order once, so several processes sweeping at the
 * same time release each order's stock once. An order whose bank-transfer receipt awaits the operator is
 * left alone: the money may have arrived, so the operator's decision, not the clock, ends it. `only`
 * narrows the sweep (the browser tests' hook sweeps one order).
 */
export async function releaseExpiredOrders(db: Db, now: Date, only?: SQL): Promise<number> {
  const released = await db.transaction(async (tx) => {
    const due = and(lt(orders.payDeadline, now), not(receiptAwaitsOperator(orders.id)), only)!;
    const expired = await moveOrders(tx, due, { event: 'expire', actor: 'system', now });
    await releaseCancelledOrders(
      tx,
      expired.map((order) => order.id),
      now,
    );
    return expired.length;
  });
  if (released > 0) metrics().orders.inc({ event: 'expired' }, released);
  return released;
}

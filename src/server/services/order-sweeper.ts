import { lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { closeUnsentReturns } from './after-sales/return-timeout.ts';
import { releaseExpiredOrders } from './checkout/release-expired.ts';
import { addOrderMessage } from './messages.ts';
import { expireDueNegotiations } from './negotiations/expiry.ts';
import { moveOrders } from './order-transitions.ts';

/** How often the serving process moves orders on by the clock. */
export const SWEEP_INTERVAL_MS = 60_000;

/** Orders shipped this many days ago and still awaiting receipt are taken as received. */
export async function confirmOverdueReceipts(db: Db, now: Date, afterDays: number): Promise<number> {
  const shippedBefore = new Date(now.getTime() - afterDays * 86_400_000);
  return db.transaction(async (tx) => {
    const confirmed = await moveOrders(tx, lt(orders.shippedAt, shippedBefore), { event: 'autoConfirmReceipt', actor: 'system', now });
    for (const order of confirmed) await addOrderMessage(tx, { userId: order.userId, orderId: order.id, orderNo: order.orderNo, event: 'delivered' });
    return confirmed.length;
  });
}

/**
 * Every minute: cancels unpaid orders past their deadline (their stock goes back), confirms the
 * receipt of orders shipped long enough ago, closes approved returns never sent back, and expires negotiations past their validity. Each update claims its orders, so several processes
 * sweeping at once move each order once. A failed sweep is logged and tried again at the next tick.
 */
export function startOrderSweeper(db: Db, log: Logger, options: { autoConfirmReceiptDays: number; returnShipDays: number }): () => void {
  const sweep = async () => {
    try {
      const now = new Date();
      const released = await releaseExpiredOrders(db, now);
      if (released > 0) log.info({ released }, 'unpaid orders cancelled, their stock released');
      const received = await confirmOverdueReceipts(db, now, options.autoConfirmReceiptDays);
      if (received > 0) log.info({ received }, 'receipt confirmed for orders shipped long ago');
      const closed = await closeUnsentReturns(db, now, options.returnShipDays);
      if (closed > 0) log.info({ closed }, 'approved returns never sent back closed');
      const expired = await expireDueNegotiations(db, now);
      if (expired > 0) log.info({ expired }, 'negotiated prices and offers past their validity expired');
    } catch (error) {
      log.warn({ err: error }, 'order sweep failed');
    }
  };
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

import { lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Leadership, soleLeadership } from '../cluster/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { metrics } from '../metrics/registry.ts';
import { closeUnsentReturns } from './after-sales/return-timeout.ts';
import { releaseExpiredOrders } from './checkout/release-expired.ts';
import { purgeExpiredRows } from './db-stores.ts';
import { addOrderMessage } from './messages.ts';
import { expireDueNegotiations } from './negotiations/expiry.ts';
import { moveOrders } from './order-transitions.ts';

/** How often the serving process moves orders on by the clock, unless SWEEP_INTERVAL_SECONDS says otherwise. */
export const SWEEP_INTERVAL_MS = 60_000;

type SweepOptions = {
  autoConfirmReceiptDays: number;
  returnShipDays: number;
  intervalMs?: number;
  /** Several processes on one database: only the leader sweeps, so each tick sweeps once. */
  leadership?: Leadership;
  /** Told after each sweep this process ran (tests count them). */
  onSweep?: (result: { released: number; received: number; expired: number }) => void;
};

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
 * receipt of orders shipped long enough ago, closes approved returns never sent back, expires
 * negotiations past their validity, and removes expired codes, attempt windows and sessions. Only the
 * leader among the processes sweeps; even without one, each update claims its orders, so several
 * processes sweeping at once would still move each order once. A failed sweep is logged and tried
 * again at the next tick.
 */
export function startOrderSweeper(db: Db, log: Logger, options: SweepOptions): () => void {
  const leadership = options.leadership ?? soleLeadership;
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      if (!(await leadership.isLeader())) return;
      const now = new Date();
      const released = await releaseExpiredOrders(db, now);
      if (released > 0) log.info({ released }, 'unpaid orders cancelled, their stock released');
      const received = await confirmOverdueReceipts(db, now, options.autoConfirmReceiptDays);
      if (received > 0) log.info({ received }, 'receipt confirmed for orders shipped long ago');
      const closed = await closeUnsentReturns(db, now, options.returnShipDays);
      if (closed > 0) log.info({ closed }, 'approved returns never sent back closed');
      const expired = await expireDueNegotiations(db, now);
      if (expired > 0) log.info({ expired }, 'negotiated prices and offers past their validity expired');
      const purged = await purgeExpiredRows(db, now);
      if (purged.codes + purged.limits + purged.sessions > 0) log.debug(purged, 'expired codes, attempt windows and sessions removed');
      options.onSweep?.({ released, received, expired });
      metrics().sweeps.inc({ result: 'succeeded' });
      metrics().lastSweep.set(Date.now() / 1000);
    } catch (error) {
      metrics().sweeps.inc({ result: 'failed' });
      log.warn({ err: error }, 'order sweep failed');
    } finally {
      sweeping = false;
    }
  };
  void sweep();
  const timer = setInterval(sweep, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    void leadership.release();
  };
}

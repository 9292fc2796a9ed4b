import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, orders, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownedBy } from '../ownership.ts';

/**
 * How much stock a customer may hold without paying. An order reserves its packs the moment it is
 * placed and keeps them for the payment window, so without limits one customer could take a pack off
 * sale for everyone else by placing orders they never pay.
 */
export type CheckoutLimits = {
  /** Orders awaiting payment one customer may have at a time. */
  unpaidOrdersPerCustomer: number;
  /** Percent of a pack's stock that one customer's orders awaiting payment may hold together. */
  unpaidStockSharePercent: number;
};

export const DEFAULT_CHECKOUT_LIMITS: CheckoutLimits = { unpaidOrdersPerCustomer: 3, unpaidStockSharePercent: 50 };

/** Orders awaiting payment count until their deadline; the sweeper cancels them soon after. */
const awaitingPayment = (now: Date) => and(eq(orders.status, 'awaiting_payment'), gt(orders.payDeadline, now));

/**
 * Whatever the share, a customer may always hold this many packs of a pack awaiting payment (all of
 * them when fewer are left): a buyer of a pack with little stock, say 2 of the last 3, is an ordinary
 * buyer, not a hoarder, and a share alone would refuse them (50% of 3 is 1).
 */
export const PACKS_ALWAYS_ALLOWED = 5;

/**
 * How many packs of a pack one customer's unpaid orders may hold together. `stock` is what is on sale
 * now plus what this customer's unpaid orders already hold of it (what they hold is theirs to count,
 * so splitting a purchase over several orders takes no more than one order could): the share of that,
 * rounded up, and never fewer than PACKS_ALWAYS_ALLOWED or the whole stock if it is smaller.
 */
export function packsAllowedUnpaid(stock: number, limits: CheckoutLimits): number {
  return Math.max(Math.ceil((stock * limits.unpaidStockSharePercent) / 100), Math.min(stock, PACKS_ALWAYS_ALLOWED));
}

/**
 * Inside the order's transaction, before anything is reserved: takes the customer's row lock, so that
 * the customer's checkouts are counted one after another (five at once with a limit of three place
 * exactly three), then refuses an order beyond the unpaid-orders limit. The lock leaves the row's key
 * alone, so rows that merely refer to the customer are not held up.
 */
export async function lockCustomerForCheckout(tx: Tx, userId: number, limits: CheckoutLimits, now: Date): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  await refuseBeyondUnpaidOrders(tx, userId, limits, now);
}

/** Refuses another order while the customer has as many awaiting payment as the limit allows. */
export async function refuseBeyondUnpaidOrders(db: Db | Tx, userId: number, limits: CheckoutLimits, now: Date): Promise<void> {
  const [unpaid] = await db
    .select({ orders: count() })
    .from(orders)
    .where(and(ownedBy(orders.userId, userId), awaitingPayment(now)));
  if ((unpaid?.orders ?? 0) >= limits.unpaidOrdersPerCustomer) throw new ApiError('unpaidOrdersLimit', { limit: limits.unpaidOrdersPerCustomer });
}

/** Packs of each of these packs that the customer's orders awaiting payment hold now. */
export async function packsHeldUnpaid(db: Db | Tx, userId: number, skuIds: number[], now: Date): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({ skuId: orderLines.skuId, packs: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(ownedBy(orders.userId, userId), awaitingPayment(now), inArray(orderLines.skuId, skuIds)))
    .groupBy(orderLines.skuId);
  return new Map(rows.map((row) => [row.skuId, row.packs]));
}

/** A line being bought, with the stock on sale before this order takes its packs. */
type LineToHold = { skuId: number; quantity: number; stock: number; productName: string; specLabel: string };

/**
 * Refuses the first line that would take the customer's unpaid orders above their share of a pack
 * (see packsAllowedUnpaid); says how many more of it this order may take.
 */
export function refuseBeyondShare(lines: LineToHold[], held: Map<number, number>, limits: CheckoutLimits): void {
  for (const line of lines) {
    const holding = held.get(line.skuId) ?? 0;
    const allowed = packsAllowedUnpaid(line.stock + holding, limits);
    if (holding + line.quantity > allowed) {
      throw new ApiError('stockShareLimit', {
        skuId: line.skuId,
        productName: line.productName,
        specLabel: line.specLabel,
        maxQuantity: Math.max(0, allowed - holding),
      });
    }
  }
}

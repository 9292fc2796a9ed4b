import { and, inArray, type SQL } from 'drizzle-orm';
import { nextOrderStatus, type OrderActor, type OrderStatus, type OrderStatusEvent, orderTransitions } from '../../lib/order-rules.ts';
import type { ErrorName } from '../../schemas/errors.ts';
import type { Tx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderFields = Partial<Pick<OrderRow, 'paidAt' | 'paidFen' | 'paymentType' | 'logisticsCompany' | 'trackingNo' | 'driverName' | 'driverPhone'>>;

/** What each refused event answers: the codes the calls answered before there was one table. */
const refusalOf: Record<OrderStatusEvent, ErrorName> = {
  pay: 'orderNotPayable',
  cancel: 'conflict',
  expire: 'conflict',
  ship: 'conflict',
  confirmReceipt: 'conflict',
  autoConfirmReceipt: 'conflict',
  openAfterSales: 'afterSalesOrderNotEligible',
  closeAfterSales: 'conflict',
  refundInFull: 'conflict',
};

/** The time an event stamps on the order besides updatedAt. */
const stampOf: Partial<Record<OrderStatusEvent, 'paidAt' | 'shippedAt' | 'receivedAt' | 'cancelledAt'>> = {
  pay: 'paidAt',
  cancel: 'cancelledAt',
  expire: 'cancelledAt',
  refundInFull: 'cancelledAt',
  ship: 'shippedAt',
  confirmReceipt: 'receivedAt',
  autoConfirmReceipt: 'receivedAt',
};

export type OrderMove = {
  event: OrderStatusEvent;
  actor: OrderActor;
  now: Date;
  /** closeAfterSales: the status the order had when the application opened. */
  statusBefore?: OrderStatus;
  /** What the event records besides its status and time: the payment, the carrier. */
  fields?: OrderFields;
};

/**
 * The one way an order's status changes: one conditional update, inside the caller's transaction, of the
 * orders `which` selects that are in a status the event is allowed from. Answers the orders it moved (none
 * when none was in such a status); the sweeper moves many at once this way.
 */
export async function moveOrders(tx: Tx, which: SQL, move: OrderMove): Promise<OrderRow[]> {
  const transition = orderTransitions[move.event];
  if (!(transition.by as readonly OrderActor[]).includes(move.actor)) throw new ApiError('forbidden');
  // Every status an event is allowed from leads to the same place; null when closeAfterSales lacks a valid status before.
  const to = nextOrderStatus(transition.from[0], move.event, move.statusBefore);
  if (to === null) throw new ApiError(refusalOf[move.event]);
  const stamp = stampOf[move.event];
  return tx
    .update(orders)
    .set({ ...(stamp ? { [stamp]: move.now } : {}), ...move.fields, status: to, updatedAt: move.now })
    .where(and(which, inArray(orders.status, [...transition.from])))
    .returning();
}

/** Moves one order (found by the caller, e.g. by id) or refuses with the event's error code, changing nothing. */
export async function moveOrder(tx: Tx, which: SQL, move: OrderMove): Promise<OrderRow> {
  const [moved] = await moveOrders(tx, which, move);
  if (!moved) throw new ApiError(refusalOf[move.event]);
  return moved;
}

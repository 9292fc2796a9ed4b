import { afterSalesOrderStatuses } from '../schemas/order-values.ts';
import type { orderStatuses } from '../schemas/orders.ts';

/*
 * The order state machine: every change of an order's status is one of these events, allowed only from the
 * listed statuses and only to the one given, by the listed actors. The server moves orders through
 * `moveOrder` (src/server/services/order-transitions.ts), which refuses anything else and changes nothing.
 *
 *   awaiting_payment ──provider / operator (a bank transfer confirmed): pay──► awaiting_shipment ──operator: ship──► awaiting_receipt
 *   awaiting_payment ──customer: cancel / system: expire──► cancelled
 *   awaiting_receipt ──customer: confirmReceipt / system: autoConfirmReceipt──► completed
 *   awaiting_shipment | awaiting_receipt | completed ──customer: openAfterSales──► after_sales
 *   after_sales ──closeAfterSales (cancelled, rejected, partly refunded, return not sent in time)──► the status it had before
 *   after_sales ──operator: refundInFull──► cancelled
 *
 * completed and cancelled have no way out other than after-sales (completed) or none at all (cancelled).
 */

export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusEvents = [
  'pay',
  'cancel',
  'expire',
  'ship',
  'confirmReceipt',
  'autoConfirmReceipt',
  'openAfterSales',
  'closeAfterSales',
  'refundInFull',
] as const;
export type OrderStatusEvent = (typeof orderStatusEvents)[number];
/** Who moves an order: the buyer, the back office, the payment provider's notification, or the shop's clock (the sweeper). */
export type OrderActor = 'customer' | 'operator' | 'provider' | 'system';

/** `statusBefore`: back to the status the order had when its after-sales application opened. */
type Transition = { from: readonly OrderStatus[]; to: OrderStatus | 'statusBefore'; by: readonly OrderActor[] };

export const orderTransitions = {
  pay: { from: ['awaiting_payment'], to: 'awaiting_shipment', by: ['provider', 'operator'] },
  cancel: { from: ['awaiting_payment'], to: 'cancelled', by: ['customer'] },
  expire: { from: ['awaiting_payment'], to: 'cancelled', by: ['system'] },
  ship: { from: ['awaiting_shipment'], to: 'awaiting_receipt', by: ['operator'] },
  confirmReceipt: { from: ['awaiting_receipt'], to: 'completed', by: ['customer'] },
  autoConfirmReceipt: { from: ['awaiting_receipt'], to: 'completed', by: ['system'] },
  openAfterSales: { from: afterSalesOrderStatuses, to: 'after_sales', by: ['customer'] },
  closeAfterSales: { from: ['after_sales'], to: 'statusBefore', by: ['customer', 'operator', 'system'] },
  refundInFull: { from: ['after_sales'], to: 'cancelled', by: ['operator'] },
} as const satisfies Record<OrderStatusEvent, Transition>;

export const canMoveOrder = (status: OrderStatus, event: OrderStatusEvent): boolean =>
  (orderTransitions[event].from as readonly OrderStatus[]).includes(status);

/** Where the event takes an order in this status, or null when the table does not allow it. */
export function nextOrderStatus(status: OrderStatus, event: OrderStatusEvent, statusBefore?: OrderStatus): OrderStatus | null {
  if (!canMoveOrder(status, event)) return null;
  const { to } = orderTransitions[event];
  if (to !== 'statusBefore') return to;
  return statusBefore && (afterSalesOrderStatuses as readonly OrderStatus[]).includes(statusBefore) ? statusBefore : null;
}

/** The events the order's status allows now, for any actor. */

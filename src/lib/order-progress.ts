import type { DeliveryWay } from '../schemas/freight.ts';
import type { OrderTab } from '../schemas/orders.ts';
import type { OrderStatus } from './order-rules.ts';

/*
 * What the buyer is shown of an order's status: the stored status read with its delivery way. A pickup
 * order waits to be collected, not shipped, once it is paid; the operator's "ship" of it is the hand-over.
 * The labels (`orders.status.<shown>`), the order tabs and the progress stepper all read it from here.
 */

export type ShownOrderStatus = OrderStatus | 'ready_for_pickup' | 'picked_up';

const pickupStatus: Partial<Record<OrderStatus, ShownOrderStatus>> = { awaiting_shipment: 'ready_for_pickup', awaiting_receipt: 'picked_up' };

/** The status the buyer reads; `deliveryWay` as stored (null for orders placed before delivery ways). */
export function shownOrderStatus(status: OrderStatus, deliveryWay: string | null): ShownOrderStatus {
  return (deliveryWay === 'pickup' && pickupStatus[status]) || status;
}

/** The order tab each shown status is listed under besides "all" (a cancelled order only there). */
export const tabOfShownStatus = {
  awaiting_payment: 'awaitingPayment',
  awaiting_shipment: 'awaitingShipment',
  ready_for_pickup: 'awaitingPickup',
  awaiting_receipt: 'awaitingReceipt',
  picked_up: 'awaitingReceipt',
  after_sales: 'afterSales',
  completed: 'completed',
  cancelled: null,
} as const satisfies Record<ShownOrderStatus, Exclude<OrderTab, 'all'> | null>;

/** The steps of an order's life; a pickup order is collected instead of shipped. */
export type OrderStep = 'placed' | 'paid' | 'shipped' | 'completed' | 'readyForPickup' | 'pickedUp' | 'cancelled' | 'afterSales';

type Moments = {
  status: OrderStatus;
  deliveryWay: DeliveryWay | null;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  receivedAt: string | null;
  cancelledAt: string | null;
};

/**
 * How far each status has taken an order along its steps (the index of the last step reached); a pickup
 * order is ready to collect once paid. After-sales and cancelled orders go by the moments they reached.
 */
const reachedByStatus: Record<'shipped' | 'pickup', Partial<Record<OrderStatus, number>>> = {
  shipped: { awaiting_payment: 0, awaiting_shipment: 1, awaiting_receipt: 2, completed: 3 },
  pickup: { awaiting_payment: 0, awaiting_shipment: 2, awaiting_receipt: 3, completed: 3 },
};

export type ProgressStep = { step: OrderStep; at: string | null; reached: boolean };

/**
 * The steps of the order with the moment each was reached. The current step is the last one reached; a
 * cancelled order, or one in after-sales, ends with that step after those it had reached, in their place.
 */
export function orderProgress(order: Moments): { steps: ProgressStep[]; current: number } {
  const pickup = order.deliveryWay === 'pickup';
  const path: [OrderStep, string | null][] = pickup
    ? [
        ['placed', order.createdAt],
        ['paid', order.paidAt],
        ['readyForPickup', order.paidAt],
        ['pickedUp', order.shippedAt ?? order.receivedAt],
      ]
    : [
        ['placed', order.createdAt],
        ['paid', order.paidAt],
        ['shipped', order.shippedAt],
        ['completed', order.receivedAt],
      ];
  const byStatus = reachedByStatus[pickup ? 'pickup' : 'shipped'][order.status] ?? 0;
  const byMoments = path.reduce((last, [, at], index) => (at ? index : last), 0);
  const reached = Math.max(byStatus, byMoments);
  const steps = path.map(([step, at], index) => ({ step, at, reached: index <= reached }));
  if (order.status === 'cancelled' || order.status === 'after_sales') {
    const stop: ProgressStep = {
      step: order.status === 'cancelled' ? 'cancelled' : 'afterSales',
      at: order.status === 'cancelled' ? order.cancelledAt : null,
      reached: true,
    };
    const kept = [...steps.slice(0, reached + 1), stop];
    return { steps: kept, current: kept.length - 1 };
  }
  return { steps, current: reached };
}

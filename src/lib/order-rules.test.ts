import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../schemas/orders.ts';
import { canMoveOrder, nextOrderStatus, type OrderStatus, type OrderStatusEvent, orderStatusEvents, orderTransitions } from './order-rules.ts';

/** The whole table written out once more, by hand: every (status, event) pair that moves an order, and where to. */
const expected: Partial<Record<OrderStatus, Partial<Record<OrderStatusEvent, OrderStatus | 'statusBefore'>>>> = {
  awaiting_payment: { pay: 'awaiting_shipment', cancel: 'cancelled', expire: 'cancelled' },
  awaiting_shipment: { ship: 'awaiting_receipt', openAfterSales: 'after_sales' },
  awaiting_receipt: { confirmReceipt: 'completed', autoConfirmReceipt: 'completed', openAfterSales: 'after_sales' },
  after_sales: { closeAfterSales: 'statusBefore', refundInFull: 'cancelled' },
  completed: { openAfterSales: 'after_sales' },
  cancelled: {},
};

describe('the order state machine', () => {
  for (const status of orderStatuses) {
    for (const event of orderStatusEvents) {
      const to = expected[status]?.[event];
      it(`${status} × ${event}: ${to ? `→ ${to}` : 'refused'}`, () => {
        expect(canMoveOrder(status, event)).toBe(Boolean(to));
        if (!to) {
          expect(nextOrderStatus(status, event, 'completed')).toBeNull();
        } else if (to === 'statusBefore') {
          for (const before of ['awaiting_shipment', 'awaiting_receipt', 'completed'] as const) expect(nextOrderStatus(status, event, before)).toBe(before);
          // Never back to a status an application could not have been opened from, nor without knowing it.
          for (const before of ['awaiting_payment', 'after_sales', 'cancelled'] as const) expect(nextOrderStatus(status, event, before)).toBeNull();
          expect(nextOrderStatus(status, event)).toBeNull();
        } else {
          expect(nextOrderStatus(status, event)).toBe(to);
        }
      });
    }
  }

  it('cancelled is final; every other status has a way on', () => {
    const allowed = (status: OrderStatus) => orderStatusEvents.filter((event) => canMoveOrder(status, event));
    expect(allowed('cancelled')).toEqual([]);
    for (const status of orderStatuses.filter((name) => name !== 'cancelled')) expect(allowed(status).length).toBeGreaterThan(0);
  });

  it('each event names who may fire it: the customer, the operator, the payment provider or the shop’s clock', () => {
    expect(Object.fromEntries(orderStatusEvents.map((event) => [event, [...orderTransitions[event].by]]))).toEqual({
      pay: ['provider', 'operator'],
      cancel: ['customer'],
      expire: ['system'],
      ship: ['operator'],
      confirmReceipt: ['customer'],
      autoConfirmReceipt: ['system'],
      openAfterSales: ['customer'],
      closeAfterSales: ['customer', 'operator', 'system'],
      refundInFull: ['operator'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../schemas/orders.ts';
import { orderProgress, shownOrderStatus, tabOfShownStatus } from './order-progress.ts';

const placed = '2026-11-27T16:30:00Z';
const order = (fields: Partial<Parameters<typeof orderProgress>[0]>): Parameters<typeof orderProgress>[0] => ({
  status: 'awaiting_payment',
  deliveryWay: 'express',
  createdAt: placed,
  paidAt: null,
  shippedAt: null,
  receivedAt: null,
  cancelledAt: null,
  ...fields,
});
const shown = (progress: ReturnType<typeof orderProgress>) => ({
  reached: progress.steps.filter((step) => step.reached).map((step) => step.step),
  ahead: progress.steps.filter((step) => !step.reached).map((step) => step.step),
  current: progress.steps[progress.current]!.step,
});

describe('the status a buyer is shown', () => {
  it('is ready for pickup, not awaiting shipment, for a paid pickup order; picked up once handed over', () => {
    expect(shownOrderStatus('awaiting_shipment', 'pickup')).toBe('ready_for_pickup');
    expect(shownOrderStatus('awaiting_receipt', 'pickup')).toBe('picked_up');
    expect(shownOrderStatus('awaiting_shipment', 'express')).toBe('awaiting_shipment');
    expect(shownOrderStatus('awaiting_shipment', null)).toBe('awaiting_shipment');
    for (const status of ['awaiting_payment', 'after_sales', 'completed', 'cancelled'] as const) expect(shownOrderStatus(status, 'pickup')).toBe(status);
  });

  it('lists every order but a cancelled one under one tab besides "all", pickup ones ready under their own', () => {
    for (const status of orderStatuses)
      for (const way of ['pickup', 'express', null]) {
        const tab = tabOfShownStatus[shownOrderStatus(status, way)];
        expect(tab === null, `${status} ${way}`).toBe(status === 'cancelled');
        if (status === 'awaiting_shipment') expect(tab).toBe(way === 'pickup' ? 'awaitingPickup' : 'awaitingShipment');
      }
  });
});

describe('the progress of an order', () => {
  it('goes placed, paid, shipped, received for a shipped order, the last step reached being the current one', () => {
    expect(shown(orderProgress(order({})))).toEqual({ reached: ['placed'], ahead: ['paid', 'shipped', 'completed'], current: 'placed' });
    expect(shown(orderProgress(order({ status: 'awaiting_shipment', paidAt: placed })))).toMatchObject({ reached: ['placed', 'paid'], current: 'paid' });
    expect(shown(orderProgress(order({ status: 'awaiting_receipt', paidAt: placed, shippedAt: placed })))).toMatchObject({ current: 'shipped' });
    const done = orderProgress(order({ status: 'completed', paidAt: placed, shippedAt: placed, receivedAt: '2026-11-30T02:00:00Z' }));
    expect(shown(done)).toEqual({ reached: ['placed', 'paid', 'shipped', 'completed'], ahead: [], current: 'completed' });
    expect(done.steps.map((step) => step.at)).toEqual([placed, placed, placed, '2026-11-30T02:00:00Z']);
  });

  it('goes placed, paid, ready for pickup, picked up for a pickup order: ready as soon as it is paid', () => {
    const pickup = { deliveryWay: 'pickup' } as const;
    expect(shown(orderProgress(order(pickup)))).toEqual({ reached: ['placed'], ahead: ['paid', 'readyForPickup', 'pickedUp'], current: 'placed' });
    expect(shown(orderProgress(order({ ...pickup, status: 'awaiting_shipment', paidAt: placed })))).toEqual({
      reached: ['placed', 'paid', 'readyForPickup'],
      ahead: ['pickedUp'],
      current: 'readyForPickup',
    });
    expect(shown(orderProgress(order({ ...pickup, status: 'awaiting_receipt', paidAt: placed, shippedAt: placed })))).toMatchObject({
      current: 'pickedUp',
      ahead: [],
    });
    expect(shown(orderProgress(order({ ...pickup, status: 'completed', paidAt: placed, shippedAt: placed, receivedAt: placed })))).toMatchObject({
      current: 'pickedUp',
    });
  });

  it('shows where a cancelled order, or one in after-sales, stopped', () => {
    const cancelled = orderProgress(order({ status: 'cancelled', cancelledAt: '2026-11-28T00:00:00Z' }));
    expect(shown(cancelled)).toEqual({ reached: ['placed', 'cancelled'], ahead: [], current: 'cancelled' });
    expect(cancelled.steps.at(-1)!.at).toBe('2026-11-28T00:00:00Z');
    // Refunded in full after it shipped.
    expect(shown(orderProgress(order({ status: 'cancelled', paidAt: placed, shippedAt: placed, cancelledAt: placed })))).toEqual({
      reached: ['placed', 'paid', 'shipped', 'cancelled'],
      ahead: [],
      current: 'cancelled',
    });
    expect(shown(orderProgress(order({ status: 'after_sales', deliveryWay: 'pickup', paidAt: placed })))).toEqual({
      reached: ['placed', 'paid', 'readyForPickup', 'afterSales'],
      ahead: [],
      current: 'afterSales',
    });
  });
});

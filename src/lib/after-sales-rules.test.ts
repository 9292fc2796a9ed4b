import { describe, expect, it } from 'vitest';
import { afterSalesStatuses } from '../schemas/after-sales.ts';
import { actorOfAction, allowedActions, eventOf, modesForOrder, refundCapFen } from './after-sales-rules.ts';

describe('after-sales state machine', () => {
  it('under audit: the customer may cancel, the operator approve or reject', () => {
    for (const mode of ['refund_only', 'return_refund'] as const) {
      expect(allowedActions({ mode, status: 'under_audit', trackingNo: null })).toEqual(['cancel', 'approve', 'reject']);
    }
  });

  it('approved refund only: straight to the refund; no return, no goods received, no cancel', () => {
    expect(allowedActions({ mode: 'refund_only', status: 'approved', trackingNo: null })).toEqual(['refund']);
  });

  it('approved return: the tracking number first, then goods received, then the refund', () => {
    expect(allowedActions({ mode: 'return_refund', status: 'approved', trackingNo: null })).toEqual(['submitReturn', 'expireReturn']);
    expect(allowedActions({ mode: 'return_refund', status: 'approved', trackingNo: 'SF1234567890' })).toEqual(['submitReturn', 'received']);
    expect(allowedActions({ mode: 'return_refund', status: 'goods_returned', trackingNo: 'SF1234567890' })).toEqual(['refund']);
  });

  it('rejected, cancelled and refunded are final', () => {
    for (const status of ['rejected', 'cancelled', 'refunded'] as const) {
      expect(allowedActions({ mode: 'return_refund', status, trackingNo: 'SF1234567890' })).toEqual([]);
    }
  });

  it('every status has an event for each side that can move to it, and every action a side', () => {
    for (const status of afterSalesStatuses) expect(eventOf(status, 'operator')).toBeTruthy();
    expect(eventOf('approved', 'customer')).toBe('returnSent');
    expect(eventOf('under_audit', 'customer')).toBe('applied');
    expect(eventOf('cancelled', 'system')).toBe('returnExpired');
    expect(Object.values(actorOfAction).sort()).toEqual(['customer', 'customer', 'operator', 'operator', 'operator', 'operator', 'system']);
  });

  it('a return needs shipped goods: an order awaiting shipment may ask for a refund only', () => {
    expect(modesForOrder('awaiting_shipment')).toEqual(['refund_only']);
    for (const status of ['awaiting_receipt', 'completed'] as const) expect(modesForOrder(status)).toEqual(['refund_only', 'return_refund']);
  });
});

describe('refund cap', () => {
  // Two lines: 2 × ¥50 and 1 × ¥30; ¥30 freight: ¥160 paid.
  const lines = [
    { lineId: 1, unitPriceFen: 5000, availableQuantity: 2 },
    { lineId: 2, unitPriceFen: 3000, availableQuantity: 1 },
  ];

  it('is the value of the chosen goods', () => {
    expect(refundCapFen(lines, [{ lineId: 1, quantity: 1 }], 16_000)).toBe(5000);
    expect(refundCapFen(lines, [{ lineId: 1, quantity: 2 }], 16_000)).toBe(10_000);
  });

  it('takes the freight too when everything left is chosen', () => {
    expect(
      refundCapFen(
        lines,
        [
          { lineId: 1, quantity: 2 },
          { lineId: 2, quantity: 1 },
        ],
        16_000,
      ),
    ).toBe(16_000);
  });

  it('never goes above what can still be refunded, after earlier refunds', () => {
    const afterEarlier = [
      { lineId: 1, unitPriceFen: 5000, availableQuantity: 1 },
      { lineId: 2, unitPriceFen: 3000, availableQuantity: 0 },
    ];
    expect(refundCapFen(afterEarlier, [{ lineId: 1, quantity: 1 }], 4000)).toBe(4000);
    expect(refundCapFen(afterEarlier, [{ lineId: 1, quantity: 1 }], 8000)).toBe(8000);
    expect(refundCapFen(lines, [{ lineId: 1, quantity: 1 }], 0)).toBe(0);
  });

  it('counts nothing for lines that are not the order’s or above what is left', () => {
    expect(refundCapFen(lines, [{ lineId: 9, quantity: 1 }], 16_000)).toBe(0);
    expect(refundCapFen(lines, [{ lineId: 2, quantity: 5 }], 16_000)).toBe(3000);
  });
});

import { describe, expect, it } from 'vitest';
import type { AfterSalesOptions } from '../../schemas/after-sales.ts';
import { capOf, chosenLines, plainYuan } from './apply-lines.ts';

const line = (lineId: number, unitPriceFen: number, availableQuantity: number) => ({
  lineId,
  productName: `Pigment ${lineId}`,
  specLabel: '1 kg',
  unitPriceFen,
  quantity: availableQuantity,
  availableQuantity,
});
const options: AfterSalesOptions = {
  orderNo: '20260101000000000001',
  orderStatus: 'completed',
  paidFen: 5_800,
  paidAt: null,
  refundableFen: 5_800,
  openRefundNo: null,
  // Two lines worth 5,000 fen and 800 fen of freight; a third already taken by an earlier application.
  lines: [line(1, 1_000, 3), line(2, 2_000, 1), line(3, 500, 0)],
};

describe('the goods of an after-sales application', () => {
  it('writes fen as a plain amount for the input', () => {
    expect(plainYuan(12_345)).toBe('123.45');
    expect(plainYuan(5)).toBe('0.05');
    expect(plainYuan(0)).toBe('0.00');
  });

  it('chooses the lines with a quantity typed in, in the order of the order, and none already taken', () => {
    expect(chosenLines(options, { 2: '1', 1: ' 2 ', 3: '1' })).toEqual([
      { lineId: 1, quantity: 2 },
      { lineId: 2, quantity: 1 },
    ]);
    expect(chosenLines(options, { 1: '', 2: '0' })).toEqual([]);
  });

  it('caps the amount at the value of the goods chosen, and at all that is refundable when they are all that is left', () => {
    expect(capOf(options, { 1: '2' })).toBe(2_000);
    expect(capOf(options, { 1: '3', 2: '1' })).toBe(5_800);
    // A quantity that is not a whole number counts for nothing.
    expect(capOf(options, { 1: '1.5', 2: '1' })).toBe(2_000);
  });
});

import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './notice.ts';

describe('fenToYuan', () => {
  it('writes fen as yuan with exactly two decimals', () => {
    expect(fenToYuan(1234)).toBe('12.34');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(50)).toBe('0.50');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(100)).toBe('1.00');
    // 0.29 * 100 is 28.999999999999996 in floating point; digits do not drift.
    expect(fenToYuan(29)).toBe('0.29');
    expect(fenToYuan(900719925474099)).toBe('9007199254740.99');
  });

  it('refuses what is not a whole, non-negative number of fen', () => {
    expect(() => fenToYuan(-1)).toThrow(RangeError);
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
    expect(() => fenToYuan(Number.NaN)).toThrow(RangeError);
  });
});

describe('yuanToFen', () => {
  it('reads yuan with up to two decimals', () => {
    expect(yuanToFen('12.34')).toBe(1234);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('0.05')).toBe(5);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('0.00')).toBe(0);
  });

  it.each(['-1', '-0.01', '12.345', '1e3', '', ' 1', '1 ', '12.', '.5', '01', '+1', '1,00', '0x10', 'NaN', 'Infinity', '１２'])(
    'reads %j as no amount',
    (text) => {
      expect(yuanToFen(text)).toBeNull();
    },
  );

  it('reads back what fenToYuan wrote', () => {
    for (const fen of [0, 1, 9, 10, 99, 100, 101, 1234, 99999, 12345678]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPrice, formatYuan } from './money.ts';

describe('money', () => {
  it('shows integer fen as yuan with two decimals', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(123456)).toBe('1,234.56');
    expect(formatYuan(-250)).toBe('-2.50');
    expect(formatPrice(1999)).toBe('¥19.99');
  });

  it('refuses anything that is not integer fen', () => {
    expect(() => formatYuan(1.5)).toThrow(RangeError);
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError);
  });
});

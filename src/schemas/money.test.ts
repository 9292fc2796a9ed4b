import { describe, expect, it } from 'vitest';
import { formatPrice, formatYuan, parseYuan } from './money.ts';

describe('money', () => {
  it('shows integer fen as yuan with two decimals', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(123456)).toBe('1,234.56');
    expect(formatYuan(-250)).toBe('-2.50');
    expect(formatPrice(1999)).toBe('¥19.99');
  });

  it('groups the yuan in thousands as en-US does', () => {
    for (const fen of [99999, 100000, 999999, 100000000, 123456789012, -123456789, Number.MAX_SAFE_INTEGER]) {
      const yuan = Math.floor(Math.abs(fen) / 100).toLocaleString('en-US');
      expect(formatYuan(fen), String(fen)).toBe(`${fen < 0 ? '-' : ''}${yuan}.${String(Math.abs(fen) % 100).padStart(2, '0')}`);
    }
    expect(formatYuan(123456789012)).toBe('1,234,567,890.12');
  });

  it('refuses anything that is not integer fen', () => {
    expect(() => formatYuan(1.5)).toThrow(RangeError);
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseYuan', () => {
  it('reads yuan amounts as exact fen', () => {
    expect(parseYuan('12')).toBe(1200);
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan(' 0.07 ')).toBe(7);
    expect(parseYuan('1,234.56')).toBe(123456);
    expect(parseYuan('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-1', '1.234', 'abc', '1e3', '.5', '12.']) expect(parseYuan(text), text).toBeNull();
  });
});

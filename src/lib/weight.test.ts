import { describe, expect, it } from 'vitest';
import { formatKilograms, parseKilograms } from './weight.ts';

describe('weights', () => {
  it('reads kilograms as exact grams', () => {
    expect(parseKilograms('12.5')).toBe(12_500);
    expect(parseKilograms(' 60 ')).toBe(60_000);
    expect(parseKilograms('0.001')).toBe(1);
  });

  it('refuses what is not a weight above zero', () => {
    for (const text of ['', '0', '0.000', '-1', '1.2345', 'abc', '1e3']) expect(parseKilograms(text), text).toBeNull();
  });

  it('shows grams as kilograms', () => {
    expect(formatKilograms(12_500)).toBe('12.5');
    expect(formatKilograms(1_000_000)).toBe('1000');
  });
});

import { describe, expect, it } from 'vitest';
import type { ImportFieldChange } from '../schemas/catalog-import.ts';
import { priceMovedOver } from './price-change.ts';

const change = (...values: ImportFieldChange[]) => ({ values });

describe('priceMovedOver', () => {
  it('keeps a price that moved by more than the percent, up or down, and not one that moved by exactly it', () => {
    expect(priceMovedOver(change({ field: 'price', old: 10_000, new: 11_001 }), 10)).toBe(true);
    expect(priceMovedOver(change({ field: 'price', old: 10_000, new: 8_999 }), 10)).toBe(true);
    expect(priceMovedOver(change({ field: 'price', old: 10_000, new: 11_000 }), 10)).toBe(false);
    expect(priceMovedOver(change({ field: 'price', old: 10_000, new: 9_000 }), 10)).toBe(false);
    expect(priceMovedOver(change({ field: 'price', old: 10_000, new: 10_001 }), 0)).toBe(true);
    expect(priceMovedOver(change({ field: 'price', old: 22_500, new: 25_313 }), 12.5)).toBe(true);
  });

  it('counts the per-kg price, which a new net weight moves without the price', () => {
    const reweighed = change({ field: 'netWeightGrams', old: 25_000, new: 20_000 }, { field: 'pricePerKg', old: 9_000, new: 11_250 });
    expect(priceMovedOver(reweighed, 20)).toBe(true);
    expect(priceMovedOver(reweighed, 25)).toBe(false);
  });

  it('ignores every other change, and a change without values (a creation)', () => {
    expect(priceMovedOver(change({ field: 'stock', old: 10, new: 100 }), 5)).toBe(false);
    expect(priceMovedOver(change({ field: 'nameEn', old: 'A', new: 'B' }), 0)).toBe(false);
    expect(priceMovedOver(change(), 0)).toBe(false);
  });
});

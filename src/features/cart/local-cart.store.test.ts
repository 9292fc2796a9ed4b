import '../../../tests/helpers/test-storage-engine.ts';
import { setTestStorageKey } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { $cartLength } from '../shell/site.store.ts';
import { $localCart, addToLocalCart } from './local-cart.store.ts';

beforeEach(() => $localCart.set([]));

describe('local cart', () => {
  it('adds lines, and the header count follows the number of lines', () => {
    addToLocalCart({ skuId: 1, productId: 10, quantity: 2 }, 50);
    addToLocalCart({ skuId: 2, productId: 10, quantity: 1 }, 50);
    expect($localCart.get()).toEqual([
      { skuId: 1, productId: 10, quantity: 2, selected: true },
      { skuId: 2, productId: 10, quantity: 1, selected: true },
    ]);
    expect($cartLength.get()).toBe(2);
  });

  it('grows a line of the same specification, capped at 99 and at stock', () => {
    addToLocalCart({ skuId: 1, productId: 10, quantity: 60 }, 500);
    expect(addToLocalCart({ skuId: 1, productId: 10, quantity: 60 }, 500)).toEqual({ quantity: 99, capped: true });
    expect(addToLocalCart({ skuId: 3, productId: 11, quantity: 8 }, 5)).toEqual({ quantity: 5, capped: true });
    expect($localCart.get()).toHaveLength(2);
    expect($cartLength.get()).toBe(2);
  });

  it('reads stored lines back with the shared localCartLine contract, all or none', () => {
    const readBack = (sample: unknown) => {
      setTestStorageKey('localCart', JSON.stringify(sample));
      return $localCart.get();
    };
    const line = { skuId: 1, productId: 10, quantity: 2, selected: true };
    expect(readBack([])).toEqual([]);
    expect(readBack([line])).toEqual([line]);
    expect(readBack([line, { ...line, skuId: 2, extra: 'dropped' }])).toEqual([line, { ...line, skuId: 2 }]);
    const broken: unknown[] = [
      [line, { ...line, quantity: 0 }],
      [{ ...line, quantity: 100 }],
      [{ ...line, quantity: 1.5 }],
      [{ ...line, skuId: 0 }],
      [{ ...line, productId: 2_147_483_648 }],
      [{ ...line, selected: 'yes' }],
      [{ ...line, skuId: '1' }],
      [null],
      { 0: line },
      'text',
      null,
    ];
    for (const sample of broken) expect(readBack(sample), JSON.stringify(sample)).toEqual([]);
  });
});

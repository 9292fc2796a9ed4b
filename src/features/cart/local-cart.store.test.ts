import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localCartLine } from '../../schemas/cart.ts';
import { $cartLength } from '../shell/site.store.ts';
import { $localCart, addToLocalCart, storedLines } from './local-cart.store.ts';

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

  it('reads stored lines by the same rules as the shared localCartLine schema, which the store does not import', () => {
    const line = { skuId: 1, productId: 10, quantity: 2, selected: true };
    const samples: unknown[] = [
      [],
      [line],
      [line, { ...line, skuId: 2, extra: 'dropped' }],
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
    for (const sample of samples) {
      const parsed = z.array(localCartLine).safeParse(sample);
      expect(storedLines(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : []);
    }
  });
});

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
});

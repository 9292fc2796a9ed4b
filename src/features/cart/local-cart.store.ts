import { persistentAtom } from '@nanostores/persistent';
import type { LocalCartLine } from '../../schemas/cart.ts';
import { MAX_QUANTITY } from '../../schemas/cart-values.ts';
import { MAX_ID } from '../../schemas/ids.ts';
import { $token } from '../account/auth.store.ts';
import { $cartLength } from '../shell/site.store.ts';

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * The stored lines if every one still has the shape of the shared `localCartLine` schema (schemas/cart.ts),
 * else none. Written without zod so that the product page loads none (its JavaScript stays small);
 * local-cart.store.test.ts holds it to the schema.
 */
export function storedLines(value: unknown): LocalCartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: LocalCartLine[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return [];
    const { skuId, productId, quantity, selected } = item as Record<string, unknown>;
    if (!isWholeIn(skuId, 1, MAX_ID) || !isWholeIn(productId, 1, MAX_ID) || !isWholeIn(quantity, 1, MAX_QUANTITY) || typeof selected !== 'boolean') return [];
    lines.push({ skuId, productId, quantity, selected });
  }
  return lines;
}

/** The cart of a visitor who is not logged in, in local storage. */
export const $localCart = persistentAtom<LocalCartLine[]>('localCart', [], {
  encode: JSON.stringify,
  decode: (stored) => {
    try {
      return storedLines(JSON.parse(stored));
    } catch {
      return [];
    }
  },
});

// Logged out, the badge counts the browser's cart; logged in, the account's (set by the cart calls).
const countLocalLines = () => {
  if (!$token.get()) $cartLength.set($localCart.get().length);
};
$localCart.subscribe(countLocalLines);
$token.subscribe(countLocalLines);

/**
 * Adds packs of one specification; a line of the same specification grows instead, capped at 99 and
 * at the stock. Answers the line's quantity now and whether it was capped.
 */
export function addToLocalCart(item: { skuId: number; productId: number; quantity: number }, stock: number): { quantity: number; capped: boolean } {
  const lines = $localCart.get();
  const existing = lines.find((line) => line.skuId === item.skuId);
  const wanted = (existing?.quantity ?? 0) + item.quantity;
  const quantity = Math.max(1, Math.min(wanted, MAX_QUANTITY, stock));
  const line: LocalCartLine = { skuId: item.skuId, productId: item.productId, quantity, selected: true };
  $localCart.set(existing ? lines.map((other) => (other.skuId === item.skuId ? line : other)) : [...lines, line]);
  return { quantity, capped: quantity < wanted };
}

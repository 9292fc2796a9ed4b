import { persistentAtom } from '@nanostores/persistent';
import { array } from 'zod/mini';
import { $token } from '../../lib/session/token.store.ts';
import { storedJson } from '../../lib/stored-json.ts';
import { MAX_QUANTITY } from '../../schemas/cart-values.ts';
import { type LocalCartLine, localCartLine } from '../../schemas/local-cart-line.ts';
import { $cartLength } from '../shell/site.store.ts';

/** The cart of a visitor who is not logged in, in local storage, read back with the lines' contract (all or none). */
export const $localCart = persistentAtom<LocalCartLine[]>('localCart', [], storedJson(array(localCartLine), []));

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

import { queueToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { translate } from '../../lib/i18n.ts';
import type { CartAddAnswer, CartMergeAnswer } from '../../schemas/cart.ts';
import type { Locale } from '../../schemas/common.ts';
import { $token } from '../account/token.store.ts';
import { $cartLength } from '../shell/site.store.ts';

// Answers typed by the shared contract, not checked again in the browser: the product page loads no zod.
// The browser's cart (read back with its contract, zod) loads when a line is first added to it.
const localCart = () => import('./local-cart.store.ts');

/** Adds packs to the account's cart when logged in, to the browser's otherwise; says whether the line was capped. */
export async function addToCart(item: { skuId: number; productId: number; quantity: number }, stock: number) {
  if (!$token.get()) return { ...(await localCart()).addToLocalCart(item, stock), local: true };
  const added = await post<CartAddAnswer>('cart/add', { skuId: item.skuId, quantity: item.quantity });
  $cartLength.set(added.lineCount);
  return { quantity: added.quantity, capped: added.capped, local: false };
}

/**
 * Right after a login: the browser's cart joins the account's and is emptied, and the badge counts the
 * account's lines. What was capped or dropped is told on the page the person goes to next.
 */
export async function mergeLocalCart(locale: Locale): Promise<void> {
  const { $localCart } = await localCart();
  const lines = $localCart.get().map(({ skuId, quantity, selected }) => ({ skuId, quantity, selected }));
  const merged = await post<CartMergeAnswer>('cart/merge', { lines });
  $localCart.set([]);
  $cartLength.set(merged.lineCount);
  if (merged.capped.length > 0) queueToast(translate(locale, 'cart.mergedCapped', { count: merged.capped.length }), { type: 'warning' });
  if (merged.dropped.length > 0) queueToast(translate(locale, 'cart.mergedDropped', { count: merged.dropped.length }), { type: 'warning' });
}

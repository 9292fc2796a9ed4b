import { queueToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { translate } from '../../lib/i18n.ts';
import { $token } from '../../lib/session/token.store.ts';
import type { Locale } from '../../schemas/common.ts';
import { $cartLength } from '../shell/site.store.ts';

// The browser's cart (read back with its contract) loads when a line is first added to it.
const localCart = () => import('./local-cart.store.ts');
const answers = () => import('../../schemas/cart-answers.ts');
const cartAddAnswer = () => answers().then((contracts) => contracts.cartAddAnswer);
const cartMergeAnswer = () => answers().then((contracts) => contracts.cartMergeAnswer);
const cartAddManyAnswer = () => answers().then((contracts) => contracts.cartAddManyAnswer);

/** Adds packs to the account's cart when logged in, to the browser's otherwise; says whether the line was capped. */
export async function addToCart(item: { skuId: number; productId: number; quantity: number }, stock: number) {
  if (!$token.get()) return { ...(await localCart()).addToLocalCart(item, stock), local: true };
  const added = await post('cart/add', { skuId: item.skuId, quantity: item.quantity }, cartAddAnswer);
  $cartLength.set(added.lineCount);
  return { quantity: added.quantity, capped: added.capped, local: false };
}

/**
 * Adds several packs in one step (the pack calculator's mix), to the account's cart in one call that adds all or
 * none, or to the browser's; says whether any line was capped.
 */
export async function addManyToCart(lines: { skuId: number; productId: number; quantity: number; stock: number }[]) {
  if (!$token.get()) {
    const { addToLocalCart } = await localCart();
    const capped = lines.map((line) => addToLocalCart(line, line.stock).capped);
    return { capped: capped.includes(true), local: true };
  }
  const added = await post('cart/addMany', { lines: lines.map(({ skuId, quantity }) => ({ skuId, quantity })) }, cartAddManyAnswer);
  $cartLength.set(added.lineCount);
  return { capped: added.capped.length > 0, local: false };
}

/**
 * Right after a login: the browser's cart joins the account's and is emptied, and the badge counts the
 * account's lines. What was capped or dropped is told on the page the person goes to next.
 */
export async function mergeLocalCart(locale: Locale): Promise<void> {
  const { $localCart } = await localCart();
  const lines = $localCart.get().map(({ skuId, quantity, selected }) => ({ skuId, quantity, selected }));
  const merged = await post('cart/merge', { lines }, cartMergeAnswer);
  $localCart.set([]);
  $cartLength.set(merged.lineCount);
  if (merged.capped.length > 0) queueToast(translate(locale, 'cart.mergedCapped', { count: merged.capped.length }), { type: 'warning' });
  if (merged.dropped.length > 0) queueToast(translate(locale, 'cart.mergedDropped', { count: merged.dropped.length }), { type: 'warning' });
}

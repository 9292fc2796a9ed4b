import { post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { storedJson } from '../../lib/stored-json.ts';
import type { Locale } from '../../schemas/common.ts';
import { type BuyAgainAnswer, buyAgainAnswer } from '../../schemas/order-records.ts';
import { $cartLength } from '../shell/site.store.ts';

/** Where buy-again leaves its answer for the cart page, which says what changed. */
const NOTICE_KEY = 'buy-again';
const notice = storedJson<BuyAgainAnswer | null>(buyAgainAnswer, null);

/** Puts an order's packs in the cart and opens the cart; a refusal is toasted by the API client and stays here. */
export async function buyAgainToCart(orderNo: string, locale: Locale): Promise<void> {
  const answer = await post('order/buyAgain', { orderNo }, buyAgainAnswer);
  $cartLength.set(answer.lineCount);
  sessionStorage.setItem(NOTICE_KEY, notice.encode(answer));
  window.location.assign(localePath(locale, '/cart'));
}

/** The answer of the buy-again that led here, once. */
export function takeBuyAgainNotice(): BuyAgainAnswer | null {
  const stored = sessionStorage.getItem(NOTICE_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  return stored === null ? null : notice.decode(stored);
}

import { post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import type { Locale } from '../../schemas/common.ts';
import { $cartLength } from '../shell/site.store.ts';
import { BUY_AGAIN_NOTICE_KEY } from './buy-again-notice.ts';

const buyAgainAnswer = () => import('../../schemas/order-records.ts').then((contracts) => contracts.buyAgainAnswer);

/** Puts an order's packs in the cart and opens the cart; a refusal is toasted by the API client and stays here. */
export async function buyAgainToCart(orderNo: string, locale: Locale): Promise<void> {
  const answer = await post('order/buyAgain', { orderNo }, buyAgainAnswer);
  $cartLength.set(answer.lineCount);
  sessionStorage.setItem(BUY_AGAIN_NOTICE_KEY, JSON.stringify(answer));
  window.location.assign(localePath(locale, '/cart'));
}

import { useMemo } from 'react';
import { queueToast } from '../../components/ui/toast.store.ts';
import { ApiCallError, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { CheckoutQuote } from '../../schemas/checkout.ts';
import type { Locale } from '../../schemas/common.ts';
import type { errors } from '../../schemas/errors.ts';
import { $cartLength } from '../shell/site.store.ts';
import type { Goods } from './checkout-goods.ts';

const placedOrder = () => import('../../schemas/checkout.ts').then((contracts) => contracts.placedOrder);

type Order = { goods: Goods; quote: CheckoutQuote; addressId: number | undefined; remark: string; invoiceTitleId: number | undefined };

type Options = {
  catalogue: typeof errors | null;
  /** Tells why the order could not be placed. */
  onProblem: (problem: string) => void;
  /** Asks for the quote again. */
  requote: () => void;
};

/**
 * Places the quoted order, then goes on to its payment (the button stays busy). The key made once per
 * visit makes a double click or a retry place one order.
 */
export function usePlaceOrder(locale: Locale, { catalogue, onProblem, requote }: Options) {
  const t = useTranslate(locale);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const { busy, run } = useSubmit(locale, {
    // Placed, the page goes on to the payment.
    staysBusy: true,
    onError: (error) => {
      onProblem(error instanceof ApiCallError ? error.message : t('checkout.quoteFailed'));
      // Another order took the negotiated packs meanwhile: show the prices as they are now before another try.
      if (error instanceof ApiCallError && error.code === catalogue?.negotiationUsedUp.code) requote();
      return undefined;
    },
  });

  const placeOrder = ({ goods, quote, addressId, remark, invoiceTitleId }: Order) =>
    run(async () => {
      const leftOut = quote.leftOut;
      const placed = await post(
        'checkout/place',
        {
          idempotencyKey,
          goods,
          addressId: quote.deliveryWay === 'pickup' ? undefined : addressId,
          deliveryWay: quote.deliveryWay ?? undefined,
          remark: remark.trim() || undefined,
          invoiceTitleId,
          leaveOut: leftOut.length > 0 ? leftOut.map((line) => line.skuId) : undefined,
        },
        placedOrder,
      );
      $cartLength.set(placed.cartLineCount);
      if (placed.removedFromCart > 0) queueToast(t('checkout.removedFromCart', { count: placed.removedFromCart }), { type: 'info' });
      window.location.assign(`${localePath(locale, '/pay')}?orderNo=${placed.orderNo}`);
    });
  return { busy, placeOrder };
}

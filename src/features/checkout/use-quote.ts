import { useEffect, useState } from 'react';
import { ApiCallError, post } from '../../lib/api.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Address } from '../../schemas/address.ts';
import type { CheckoutQuote } from '../../schemas/checkout.ts';
import type { Locale } from '../../schemas/common.ts';
import type { DeliveryWay } from '../../schemas/freight.ts';
import type { Goods } from './checkout-goods.ts';

const checkoutQuote = () => import('../../schemas/checkout.ts').then((contracts) => contracts.checkoutQuote);

/** What a quote is asked for: the goods, where they go, and the way the buyer chose (until then the first way offered is priced). */
export type QuoteRequest = { goods: Goods | null; addressId: number | undefined; deliveryWay: DeliveryWay | undefined };

/**
 * The checkout's quote, once the buyer's addresses are read, and again whenever what it is for changes
 * (or `cartVersion`, after the cart changed here); `problem` is why there is none (or why placing failed).
 */
export function useQuote({ goods, addressId, deliveryWay }: QuoteRequest, addresses: Address[] | null, cartVersion: number, locale: Locale) {
  const t = useTranslate(locale);
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const ask = () => post('checkout/quote', { goods, addressId, deliveryWay }, checkoutQuote);
  useEffect(() => {
    if (!goods || !addresses) return;
    setProblem(null);
    ask().then(setQuote, (error: unknown) => {
      setQuote(null);
      setProblem(error instanceof ApiCallError ? error.message : t('checkout.quoteFailed'));
    });
  }, [goods, addresses, addressId, deliveryWay, cartVersion, t]);

  /** Asks again now, keeping the problem shown: the prices as they are after placing failed. */
  const requote = () => void ask().then(setQuote, () => setQuote(null));
  return { quote, problem, setProblem, requote };
}

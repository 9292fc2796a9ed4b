import { useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { DeliveryWay } from '../../schemas/freight.ts';
import { $cartLength } from '../shell/site.store.ts';
import { AddressChoice } from './AddressChoice.tsx';
import { CheckoutGoods } from './CheckoutGoods.tsx';
import { CheckoutTotal } from './CheckoutTotal.tsx';
import { DeliveryChoice } from './DeliveryChoice.tsx';
import { InvoiceChoice } from './InvoiceChoice.tsx';
import { useCheckoutStart } from './use-checkout-start.ts';
import { usePlaceOrder } from './use-place-order.ts';
import { useQuote } from './use-quote.ts';

/**
 * Checkout: delivery address, delivery way, invoice, remark, and the totals in yuan; placing the order
 * reserves the stock.
 */
export default function ClosingPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const { session, goods, addresses, addressId, setAddressId, invoiceTitles, catalogue, failed } = useCheckoutStart();
  /** The way the buyer chose; until then the quote prices the first way offered. */
  const [deliveryWay, setDeliveryWay] = useState<DeliveryWay | undefined>(undefined);
  const [remark, setRemark] = useState('');
  /** The chosen invoice title; none is "no invoice", the default choice. */
  const [invoiceTitleId, setInvoiceTitleId] = useState<number | undefined>(undefined);
  /** Bumped to quote again after the cart changed here. */
  const [cartVersion, setCartVersion] = useState(0);
  /** From a quotation some of whose lines cannot be ordered: the buyer agreed to order the others. */
  const [restAgreed, setRestAgreed] = useState(false);
  const { quote, problem, setProblem, requote } = useQuote({ goods, addressId, deliveryWay }, addresses, cartVersion, locale);
  const { busy, placeOrder } = usePlaceOrder(locale, { catalogue, onProblem: setProblem, requote });

  if (failed) return <LoadFailed message={t('checkout.quoteFailed')} retryLabel={t('cart.retry')} onRetry={() => window.location.reload()} />;
  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (!addresses || !goods || !catalogue) return <Loading label={t('account.loading')} tall />;

  const pickup = quote?.deliveryWay === 'pickup';
  const leftOut = quote?.leftOut ?? [];
  const ready =
    !!quote &&
    quote.lines.length > 0 &&
    quote.deliveryWay !== null &&
    (pickup || addressId !== undefined) &&
    (goods.from !== 'quotation' || leftOut.length === 0 || restAgreed);
  const place = () => {
    if (quote && ready) void placeOrder({ goods, quote, addressId, remark, invoiceTitleId });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        <Panel id="checkout-address" title={t('checkout.address')}>
          <AddressChoice
            addresses={addresses}
            chosenId={addressId}
            onChoose={setAddressId}
            pickup={pickup}
            addressRequired={catalogue.addressRequired[locale]}
            locale={locale}
          />
        </Panel>
        <Panel id="checkout-goods" title={t('checkout.goods')}>
          <CheckoutGoods
            quote={quote}
            problem={problem}
            from={goods.from}
            restAgreed={restAgreed}
            onAgree={setRestAgreed}
            onCartChanged={(lineCount) => {
              $cartLength.set(lineCount);
              setCartVersion((version) => version + 1);
            }}
            locale={locale}
          />
        </Panel>
        <Panel id="checkout-options" title={t('checkout.options')}>
          {quote && <DeliveryChoice quote={quote} chosen={deliveryWay} locale={locale} onChoose={setDeliveryWay} />}
          <InvoiceChoice titles={invoiceTitles} chosenId={invoiceTitleId} onChoose={setInvoiceTitleId} locale={locale} />
          <TextField label={t('checkout.remark')} rows={2} value={remark} onChange={setRemark} />
        </Panel>
      </div>
      <CheckoutTotal quote={quote} ready={ready} busy={busy} onPlace={place} locale={locale} />
    </div>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { BottomBar, bottomBarButtonClass } from '../../components/ui/BottomBar.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { queueToast } from '../../components/ui/toast.store.ts';
import { ApiCallError, goToLogin, post } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Address } from '../../schemas/address.ts';
import type { CheckoutQuote } from '../../schemas/checkout.ts';
import type { Locale } from '../../schemas/common.ts';
import type { errors } from '../../schemas/errors.ts';
import type { DeliveryWay } from '../../schemas/freight.ts';
import type { InvoiceTitle } from '../../schemas/invoices.ts';
import { formatPrice } from '../../schemas/money.ts';
import { $cartLength } from '../shell/site.store.ts';
import { DeliveryChoice } from './DeliveryChoice.tsx';
import { LeftOutLines } from './LeftOutLines.tsx';

// The answers' contracts and the error catalogue load with the page's first calls (and zod with them),
// after the island's first paint.
const addressList = () => import('../../schemas/address.ts').then((contracts) => contracts.addressList);
const invoiceTitleList = () => import('../../schemas/invoices.ts').then((contracts) => contracts.invoiceTitleList);
const checkoutQuote = () => import('../../schemas/checkout.ts').then((contracts) => contracts.checkoutQuote);
const placedOrder = () => import('../../schemas/checkout.ts').then((contracts) => contracts.placedOrder);
const errorCatalogue = () => import('../../schemas/errors.ts').then((catalogue) => catalogue.errors);

type Goods = { from: 'cart' } | { from: 'buyNow'; skuId: number; quantity: number } | { from: 'quotation'; quotationNo: string };

/** A quotation's lines (`?quotation=`), "buy now" from a product page (`?skuId=&quantity=`), otherwise the selected lines of the cart. */
function goodsFromUrl(): Goods {
  const query = new URLSearchParams(window.location.search);
  const quotationNo = query.get('quotation');
  if (quotationNo) return { from: 'quotation', quotationNo };
  const skuId = Number(query.get('skuId'));
  const quantity = Number(query.get('quantity'));
  return Number.isSafeInteger(skuId) && skuId > 0 && Number.isSafeInteger(quantity) && quantity > 0 ? { from: 'buyNow', skuId, quantity } : { from: 'cart' };
}

/**
 * Checkout: delivery address, delivery way, invoice, remark, and the totals in yuan; placing the order
 * reserves the stock. The key made once per visit makes a double click or a retry place one order.
 */
export default function ClosingPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const [goods, setGoods] = useState<Goods | null>(null);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  /** The way the buyer chose; until then the quote prices the first way offered. */
  const [deliveryWay, setDeliveryWay] = useState<DeliveryWay | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const [invoiceTitles, setInvoiceTitles] = useState<InvoiceTitle[]>([]);
  /** The chosen invoice title; none is "no invoice", the default choice. */
  const [invoiceTitleId, setInvoiceTitleId] = useState<number | undefined>(undefined);
  const [catalogue, setCatalogue] = useState<typeof errors | null>(null);
  /** Bumped to quote again after the cart changed here. */
  const [cartVersion, setCartVersion] = useState(0);
  /** From a quotation some of whose lines cannot be ordered: the buyer agreed to order the others. */
  const [restAgreed, setRestAgreed] = useState(false);
  const { busy, run } = useSubmit(locale, {
    // Placed, the page goes on to the payment.
    staysBusy: true,
    onError: (error) => {
      setProblem(error instanceof ApiCallError ? error.message : t('checkout.quoteFailed'));
      // Another order took the negotiated packs meanwhile: show the prices as they are now before another try.
      if (error instanceof ApiCallError && error.code === catalogue?.negotiationUsedUp.code) {
        void post('checkout/quote', { goods, addressId, deliveryWay }, checkoutQuote).then(setQuote, () => setQuote(null));
      }
      return undefined;
    },
  });

  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    setGoods(goodsFromUrl());
    Promise.all([post('address/list', {}, addressList), post('invoice/title/list', {}, invoiceTitleList), errorCatalogue()]).then(
      ([list, titles, loaded]) => {
        setCatalogue(loaded);
        setInvoiceTitles(titles);
        setAddresses(list);
        setAddressId(list.find((entry) => entry.isDefault)?.id);
      },
      () => setFailed(true),
    );
  }, [session.ready, session.loggedIn]);

  useEffect(() => {
    if (!goods || !addresses) return;
    setProblem(null);
    post('checkout/quote', { goods, addressId, deliveryWay }, checkoutQuote).then(setQuote, (error: unknown) => {
      setQuote(null);
      setProblem(error instanceof ApiCallError ? error.message : t('checkout.quoteFailed'));
    });
  }, [goods, addresses, addressId, deliveryWay, cartVersion, t]);

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

  const placeOrder = async () => {
    if (!quote || !ready) return;
    await run(async () => {
      const placed = await post(
        'checkout/place',
        {
          idempotencyKey,
          goods,
          addressId: pickup ? undefined : addressId,
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
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        <Panel id="checkout-address" title={t('checkout.address')}>
          {pickup ? (
            <p role="status" className="text-sm">
              {t('checkout.pickupNoAddress')}
            </p>
          ) : addresses.length === 0 ? (
            <p role="alert" className="text-sm">
              {catalogue.addressRequired[locale]} <a href={localePath(locale, '/address')}>{t('checkout.addAddress')}</a>
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('checkout.address')}</legend>
              {addresses.map((entry) => (
                <label
                  key={entry.id}
                  className="flex cursor-pointer gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="address" checked={addressId === entry.id} onChange={() => setAddressId(entry.id)} />
                  <span>
                    <span className="font-medium">
                      {entry.consignee} {entry.mobile}
                    </span>
                    <span className="block text-slate-600">
                      {entry.province} {entry.city} {entry.district} {entry.detail}
                    </span>
                  </span>
                </label>
              ))}
              <a href={localePath(locale, '/address')} className="inline-block text-sm">
                {t('checkout.manageAddresses')}
              </a>
            </fieldset>
          )}
        </Panel>

        <Panel id="checkout-goods" title={t('checkout.goods')}>
          {quote?.quotation && (
            <p role="status" className="mb-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="from-quotation">
              {t('checkout.fromQuotation', { quotationNo: quote.quotation.quotationNo, date: formatDateTime(quote.quotation.validUntil, locale) })}
            </p>
          )}
          {quote && quote.alsoInCart.length > 0 && (
            <p role="status" className="mb-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="also-in-cart">
              {t('checkout.alsoInCart', {
                names: quote.alsoInCart.map((line) => `${line.productName} ${line.specLabel}`).join(locale === 'zh' ? '、' : ', '),
              })}
            </p>
          )}
          {quote ? (
            <>
              <ul className="divide-y divide-slate-100 text-sm">
                {quote.lines.map((line) => (
                  <li
                    key={`${line.skuId}-${line.negotiated}`}
                    className="flex flex-wrap justify-between gap-2 py-2"
                    data-testid={line.negotiated ? 'negotiated-line' : undefined}
                  >
                    <span>
                      {line.productName} · {line.specLabel} × {line.quantity}
                      {line.negotiated && (
                        <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-900">{t('checkout.negotiated')}</span>
                      )}
                      <span className="block text-slate-600">
                        {formatPrice(line.priceFen)}
                        {(line.negotiated || (line.quoted && line.listPriceFen !== line.priceFen)) && (
                          <>
                            {' '}
                            <span className="sr-only">{t('checkout.listPrice')}</span>
                            <del className="text-slate-400">{formatPrice(line.listPriceFen)}</del>
                          </>
                        )}
                      </span>
                    </span>
                    <span className="font-medium">{formatPrice(line.lineTotalFen)}</span>
                  </li>
                ))}
              </ul>
              {quote.lines.length === 0 && <p className="py-2 text-sm text-slate-600">{t('checkout.leftOut.nothingLeft')}</p>}
              {leftOut.length > 0 && (
                <LeftOutLines
                  quote={quote}
                  locale={locale}
                  fromCart={goods.from === 'cart'}
                  restAgreed={restAgreed}
                  onAgree={setRestAgreed}
                  onRemoved={(lineCount) => {
                    $cartLength.set(lineCount);
                    setCartVersion((version) => version + 1);
                  }}
                />
              )}
              {quote.negotiationNotices.map((notice) => (
                <p key={notice.skuId} role="status" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {t('checkout.negotiationExpired', { name: `${notice.productName} ${notice.specLabel}`, date: formatDate(notice.validUntil, locale) })}
                </p>
              ))}
            </>
          ) : (
            !problem && <Loading label={t('account.loading')} />
          )}
          {problem && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {problem}
            </p>
          )}
        </Panel>

        <Panel id="checkout-options" title={t('checkout.options')}>
          {quote && <DeliveryChoice quote={quote} chosen={deliveryWay} locale={locale} onChoose={setDeliveryWay} />}
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t('checkout.invoice')}</legend>
            <div className="mt-1 space-y-2 text-sm">
              <label className="flex items-center gap-1.5">
                <input type="radio" name="invoice" checked={invoiceTitleId === undefined} onChange={() => setInvoiceTitleId(undefined)} />
                {t('checkout.noInvoice')}
              </label>
              {invoiceTitles.map((title) => (
                <label key={title.id} className="flex items-start gap-1.5 break-words">
                  <input type="radio" name="invoice" className="mt-1" checked={invoiceTitleId === title.id} onChange={() => setInvoiceTitleId(title.id)} />
                  <span>
                    {t('invoice.appliedWith', { type: t(`invoice.type.${title.type}`), title: title.title })}
                    {title.type !== 'personal' && <span className="block text-slate-500">{title.taxNo}</span>}
                  </span>
                </label>
              ))}
              <a href={localePath(locale, '/invoice')} className="inline-block">
                {t(invoiceTitles.length === 0 ? 'checkout.addInvoiceTitle' : 'checkout.manageInvoices')}
              </a>
            </div>
          </fieldset>
          <TextField label={t('checkout.remark')} rows={2} value={remark} onChange={setRemark} />
        </Panel>
      </div>

      <aside aria-labelledby="checkout-total" className="h-fit space-y-2 rounded-xl bg-white p-5 text-sm shadow-sm lg:sticky lg:top-4">
        <h2 id="checkout-total" className="text-lg font-semibold">
          {t('checkout.total')}
        </h2>
        {quote && (
          <dl className="grid grid-cols-[1fr_auto] gap-y-1">
            <dt>{t('checkout.goodsTotal')}</dt>
            <dd>{formatPrice(quote.goodsFen)}</dd>
            <dt>{t('checkout.freight')}</dt>
            <dd>{quote.freight?.freeShipping ? t('checkout.freeShipping') : formatPrice(quote.freightFen)}</dd>
            <dt className="font-semibold">{t('checkout.payable')}</dt>
            <dd className="text-lg font-bold text-red-700" data-testid="checkout-total">
              {formatPrice(quote.totalFen)}
            </dd>
          </dl>
        )}
        {quote?.freight?.shortOfFreeFen != null && (
          <p className="text-xs text-slate-500">{t('freight.shortOfFree', { amount: formatPrice(quote.freight.shortOfFreeFen) })}</p>
        )}
        {/* On a phone the bar at the bottom of the screen holds the button. */}
        <button
          type="button"
          onClick={() => void placeOrder()}
          disabled={!ready || busy}
          aria-busy={busy}
          className="hidden w-full rounded-md bg-brand-600 px-4 py-2.5 font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 lg:block"
        >
          {t(busy ? 'account.working' : 'checkout.place')}
        </button>
      </aside>
      <BottomBar desktop="none">
        <p className="min-w-0 text-sm" aria-live="polite">
          <span className="block text-xs text-slate-600">{t('checkout.payable')}</span>
          <span className="text-lg font-bold text-red-700" data-testid="bottom-bar-total">
            {quote ? formatPrice(quote.totalFen) : '—'}
          </span>
        </p>
        <button type="button" onClick={() => void placeOrder()} disabled={!ready || busy} aria-busy={busy} className={bottomBarButtonClass}>
          {t(busy ? 'account.working' : 'checkout.place')}
        </button>
      </BottomBar>
    </div>
  );
}

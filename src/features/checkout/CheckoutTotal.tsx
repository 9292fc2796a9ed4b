import { BottomBar, bottomBarButtonClass } from '../../components/ui/BottomBar.tsx';
import { useTranslate } from '../../lib/use-translate.ts';
import type { CheckoutQuote } from '../../schemas/checkout.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';

type Props = { quote: CheckoutQuote | null; ready: boolean; busy: boolean; onPlace: () => void; locale: Locale };

/** The totals and the button that places the order: beside the page on a wide screen, in a bar at the bottom on a phone. */
export function CheckoutTotal({ quote, ready, busy, onPlace, locale }: Props) {
  const t = useTranslate(locale);
  return (
    <>
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
          onClick={onPlace}
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
        <button type="button" onClick={onPlace} disabled={!ready || busy} aria-busy={busy} className={bottomBarButtonClass}>
          {t(busy ? 'account.working' : 'checkout.place')}
        </button>
      </BottomBar>
    </>
  );
}

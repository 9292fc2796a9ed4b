import { Loading } from '../../components/ui/Loading.tsx';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { CheckoutQuote } from '../../schemas/checkout.ts';
import type { Locale } from '../../schemas/common.ts';
import type { Goods } from './checkout-goods.ts';
import { LeftOutLines } from './LeftOutLines.tsx';
import { QuoteLines } from './QuoteLines.tsx';

type Props = {
  quote: CheckoutQuote | null;
  /** Why there is no quote, or why the order could not be placed. */
  problem: string | null;
  from: Goods['from'];
  /** From a quotation some of whose lines cannot be ordered: the buyer agreed to order the others. */
  restAgreed: boolean;
  onAgree: (agreed: boolean) => void;
  /** The cart's line count after lines left out were removed from it. */
  onCartChanged: (lineCount: number) => void;
  locale: Locale;
};

/** The goods as quoted: where they come from, the lines, those left out and why, and negotiations that lapsed. */
export function CheckoutGoods({ quote, problem, from, restAgreed, onAgree, onCartChanged, locale }: Props) {
  const t = useTranslate(locale);
  return (
    <>
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
          <QuoteLines lines={quote.lines} locale={locale} />
          {quote.lines.length === 0 && <p className="py-2 text-sm text-slate-600">{t('checkout.leftOut.nothingLeft')}</p>}
          {quote.leftOut.length > 0 && (
            <LeftOutLines quote={quote} locale={locale} fromCart={from === 'cart'} restAgreed={restAgreed} onAgree={onAgree} onRemoved={onCartChanged} />
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
    </>
  );
}

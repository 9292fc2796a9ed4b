import { useTranslate } from '../../lib/use-translate.ts';
import type { CheckoutQuote } from '../../schemas/checkout.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';

/** The quoted lines: each pack, its price (the list price struck through when a negotiation or quotation changed it) and its total. */
export function QuoteLines({ lines, locale }: { lines: CheckoutQuote['lines']; locale: Locale }) {
  const t = useTranslate(locale);
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {lines.map((line) => (
        <li
          key={`${line.skuId}-${line.negotiated}`}
          className="flex flex-wrap justify-between gap-2 py-2"
          data-testid={line.negotiated ? 'negotiated-line' : undefined}
        >
          <span>
            {line.productName} · {line.specLabel} × {line.quantity}
            {line.negotiated && <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-900">{t('checkout.negotiated')}</span>}
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
  );
}

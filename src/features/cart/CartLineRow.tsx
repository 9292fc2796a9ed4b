import { useEffect, useState } from 'react';
import { inputClass } from '../../components/ui/form/Field.tsx';
import { swatchClass } from '../../components/ui/swatch.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { CartLine } from '../../schemas/cart.ts';
import { MAX_QUANTITY } from '../../schemas/cart-values.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { quantityProblem } from './quantity.ts';

type Props = {
  line: CartLine;
  locale: Locale;
  /** The price when last shown, when it has changed since. */
  priceWas: number | undefined;
  onChange: (update: { quantity?: number; selected?: boolean }) => void;
  onRemove: () => void;
};

/** One cart line: pack, live prices, a quantity stepper checked against 1–99 and stock, selection and removal. */
export function CartLineRow({ line, locale, priceWas, onChange, onRemove }: Props) {
  const t = useTranslate(locale);
  const [text, setText] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const errorId = `cart-line-${line.skuId}-error`;

  const commit = (typed: string) => {
    const problem = quantityProblem(typed, line.stock);
    setError(problem ? t(problem.key, problem.values) : null);
    if (!problem && Number(typed) !== line.quantity) onChange({ quantity: Number(typed) });
  };
  const step = (delta: number) => {
    const next = Math.min(Math.max(line.quantity + delta, 1), MAX_QUANTITY, Math.max(line.stock, 1));
    setText(String(next));
    commit(String(next));
  };

  return (
    <li className={`rounded-xl bg-white p-4 shadow-sm ${line.available ? '' : 'opacity-70'}`}>
      <div className="flex gap-3">
        <input
          type="checkbox"
          checked={line.selected && line.available}
          disabled={!line.available}
          onChange={(event) => onChange({ selected: event.target.checked })}
          aria-label={t('cart.select', { name: line.productName })}
          className="mt-1 h-4 w-4 shrink-0"
        />
        <span
          aria-hidden="true"
          className={`h-14 w-14 shrink-0 rounded-md border border-slate-200 ${swatchClass(line.hex)}`}
          style={{ backgroundColor: line.hex ?? '#e2e8f0' }}
        />
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <a href={localePath(locale, `/productDetails/${line.productId}`)} className="font-semibold">
            {line.productName}
          </a>
          <p className="text-slate-600">
            {line.brandName}
            {line.ciName && ` · ${line.ciName}`} · {line.specLabel}
          </p>
          {line.negotiatedPriceFen === null ? (
            <p>
              <span className="font-semibold text-red-700">{formatPrice(line.priceFen)}</span>{' '}
              <span className="text-slate-600">{t('catalog.perKg', { price: formatPrice(line.pricePerKgFen) })}</span>
            </p>
          ) : (
            <NegotiatedPrice line={line} locale={locale} negotiatedPriceFen={line.negotiatedPriceFen} />
          )}
          {priceWas !== undefined && (
            <p className="text-amber-700">{t('cart.priceChanged', { before: formatPrice(priceWas), now: formatPrice(line.priceFen) })}</p>
          )}
          {!line.available && <p className="text-red-700">{t(line.retired ? 'cart.retired' : 'cart.unavailable')}</p>}
          {line.available && line.quantity > line.stock && <p className="text-amber-700">{t('quantity.stock', { stock: line.stock })}</p>}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-2 pl-7">
        {line.available ? (
          <div>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => step(-1)}
                disabled={line.quantity <= 1}
                aria-label={t('quantity.decrease')}
                className="h-9 w-9 rounded-md border border-slate-300 disabled:opacity-50"
              >
                −
              </button>
              <input
                value={text}
                onChange={(event) => setText(event.target.value)}
                onBlur={() => commit(text)}
                onKeyDown={(event) => event.key === 'Enter' && commit(text)}
                inputMode="numeric"
                aria-label={t('cart.quantityOf', { name: line.productName })}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                className={`${inputClass} h-9 w-16 text-center`}
              />
              <button
                type="button"
                onClick={() => step(1)}
                disabled={line.quantity >= Math.min(MAX_QUANTITY, line.stock)}
                aria-label={t('quantity.increase')}
                className="h-9 w-9 rounded-md border border-slate-300 disabled:opacity-50"
              >
                +
              </button>
            </div>
            {error && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-3 text-sm">
          {line.available && <span>{t('cart.lineTotal', { total: formatPrice(line.lineTotalFen) })}</span>}
          <a
            href={`${localePath(locale, `/productDetails/${line.productId}`)}?negotiate=${line.skuId}`}
            aria-label={t('cart.negotiateFor', { name: `${line.productName} ${line.specLabel}` })}
            className="text-slate-600"
          >
            {t('cart.negotiate')}
          </a>
          <button type="button" onClick={onRemove} className="text-slate-600 underline">
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The buyer's agreed pack price with the list price crossed out, and how many of the line's packs it covers. */
function NegotiatedPrice({ line, locale, negotiatedPriceFen }: { line: CartLine; locale: Locale; negotiatedPriceFen: number }) {
  const t = useTranslate(locale);
  return (
    <div data-testid="cart-negotiated-price">
      <p className="flex flex-wrap items-center gap-x-2">
        <span className="font-semibold text-red-700">{formatPrice(negotiatedPriceFen)}</span>
        <span>
          <span className="sr-only">{t('cart.listPrice')}</span>
          <del className="text-slate-400">{formatPrice(line.priceFen)}</del>
        </span>
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-900">{t('cart.negotiated')}</span>
      </p>
      {line.negotiatedQuantity < Math.min(line.quantity, line.stock) && (
        <p className="text-slate-600">{t('cart.negotiatedPacks', { count: line.negotiatedQuantity })}</p>
      )}
    </div>
  );
}

import { useTranslate } from '../../lib/use-translate.ts';
import type { CheckoutQuote } from '../../schemas/checkout.ts';
import type { Locale } from '../../schemas/common.ts';
import type { DeliveryWay } from '../../schemas/freight.ts';
import { formatPrice } from '../../schemas/money.ts';
import { breakdownLines, unavailableWords } from './freight-words.ts';

/**
 * The delivery ways for the order and address, each with its freight or why it is not offered, and how the
 * chosen way's freight came about.
 */
export function DeliveryChoice({
  quote,
  chosen,
  locale,
  onChoose,
}: {
  quote: CheckoutQuote;
  /** The way just clicked, shown at once while the quote for it is on its way. */
  chosen: DeliveryWay | undefined;
  locale: Locale;
  onChoose: (way: DeliveryWay) => void;
}) {
  const t = useTranslate(locale);
  if (quote.deliveryOptions.length === 0) return null;
  const selected = quote.deliveryOptions.some((option) => option.available && option.way === chosen) ? chosen : quote.deliveryWay;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('checkout.deliveryWay')}</legend>
      <div className="mt-1 space-y-2 text-sm">
        {quote.deliveryOptions.map((option) => (
          <label
            key={option.way}
            className="flex cursor-pointer gap-2 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            <input
              type="radio"
              name="delivery"
              className="mt-0.5"
              checked={selected === option.way}
              disabled={!option.available}
              onChange={() => onChoose(option.way)}
            />
            <span className="flex-1">
              <span className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{t(`checkout.delivery.${option.way}`)}</span>
                <span>{option.available ? formatPrice(option.freightFen) : unavailableWords(option, t)}</span>
              </span>
              {option.available && option.way === quote.deliveryWay && option.breakdown && (
                <span data-testid="freight-breakdown" className="mt-1 block text-xs text-slate-600">
                  {breakdownLines(option.breakdown, t, locale).join(' · ')}
                </span>
              )}
              {option.way === 'pickup' && option.way === quote.deliveryWay && quote.pickup && (
                <span className="mt-1 block text-xs text-slate-600" data-testid="pickup-place">
                  {t('freight.pickupAt', { address: quote.pickup.address, hours: quote.pickup.hours })}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

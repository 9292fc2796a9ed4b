import type { MessageKey } from '../../lib/i18n.ts';
import type { Locale } from '../../schemas/common.ts';
import type { DeliveryOption, FreightBreakdown } from '../../schemas/freight.ts';
import { formatPrice } from '../../schemas/money.ts';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Grams as kilograms with at most two decimals: 26000 → "26", 1050 → "1.05". */
export const formatKg = (grams: number): string => String(Math.round(grams / 10) / 100);

/** Why a delivery way is not offered, e.g. "Not for orders over 50 kg". */
export function unavailableWords(option: Extract<DeliveryOption, { available: false }>, t: Translate): string {
  return t(`checkout.deliveryUnavailable.${option.reason}`, { kg: formatKg(option.limitGrams ?? 0) });
}

/** How the freight came about, one line each: weight, zone, first weight, further weight, minimum, free postage. */
export function breakdownLines(breakdown: FreightBreakdown, t: Translate, locale: Locale): string[] {
  if (breakdown.freeShipping && breakdown.weightGrams === 0) return [t('freight.allFree')];
  const lines = [
    t('freight.weight', { kg: formatKg(breakdown.weightGrams) }),
    t('freight.zone', { zone: locale === 'en' ? breakdown.zoneEn : breakdown.zoneZh }),
    t('freight.first', { kg: formatKg(breakdown.firstGrams), price: formatPrice(breakdown.firstFen) }),
  ];
  if (breakdown.additionalGrams > 0)
    lines.push(
      t('freight.additional', {
        kg: formatKg(breakdown.additionalGrams),
        step: formatKg(breakdown.stepGrams),
        price: formatPrice(breakdown.stepFen),
        total: formatPrice(breakdown.additionalFen),
      }),
    );
  if (breakdown.minimumFen !== null) lines.push(t('freight.minimum', { price: formatPrice(breakdown.minimumFen) }));
  if (breakdown.freeShipping && breakdown.freeFromFen !== null) lines.push(t('freight.free', { amount: formatPrice(breakdown.freeFromFen) }));
  if (breakdown.shortOfFreeFen !== null) lines.push(t('freight.shortOfFree', { amount: formatPrice(breakdown.shortOfFreeFen) }));
  return lines;
}

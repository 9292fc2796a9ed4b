import { useTranslate } from '../../lib/use-translate.ts';
import type { Sku } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';

type Props = { packs: Sku[]; chosenId: number | null; onChoose: (id: number) => void; locale: Locale };

/** The product's packing specifications, each with its price, price per kilogram and stock; a sold-out one cannot be chosen. */
export function PackChoice({ packs, chosenId, onChoose, locale }: Props) {
  const t = useTranslate(locale);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('product.chooseSpec')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {packs.map((pack) => (
          <label
            key={pack.id}
            className={`flex cursor-pointer flex-col rounded-lg border border-slate-200 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500`}
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="pack"
                value={pack.id}
                checked={pack.id === chosenId}
                disabled={pack.stock === 0}
                onChange={() => onChoose(pack.id)}
                className="sr-only"
              />
              {pack.label}
            </span>
            <span className="mt-1 font-semibold text-red-700">{formatPrice(pack.priceFen)}</span>
            <span className="text-xs text-slate-600">{t('catalog.perKg', { price: formatPrice(pack.pricePerKgFen) })}</span>
            <span className={`text-xs ${pack.stock > 0 ? 'text-emerald-700' : 'text-slate-500'}`}>
              {pack.stock > 0 ? t('product.stockCount', { count: pack.stock }) : t('catalog.outOfStock')}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

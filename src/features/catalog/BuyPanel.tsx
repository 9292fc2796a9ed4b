import { Field } from '../../components/ui/form/Field.tsx';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Sku } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import type { QuantityInput } from './use-quantity.ts';

export type BuyProps = { chosen: Sku | null; quantity: QuantityInput; onAddToCart: () => void; onBuyNow: () => void; locale: Locale };

/** On a wider screen: the quantity, the subtotal of the chosen pack, and the buttons below them. */
export function BuyPanel({ chosen, quantity, onAddToCart, onBuyNow, locale }: BuyProps) {
  const t = useTranslate(locale);
  return (
    <>
      <div className="space-y-4">
        <Field label={t('quantity.label')} error={quantity.quantityError ?? undefined}>
          {(props) => <QuantityStepper inputProps={props} {...quantity.stepper} />}
        </Field>
        {chosen && (
          <p className="text-sm">
            {t('product.subtotal')}: <strong className="text-lg text-red-700">{quantity.subtotal === null ? '—' : formatPrice(quantity.subtotal)}</strong>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onAddToCart} className="rounded-md bg-brand-600 px-5 py-2 text-sm font-medium text-white hover:bg-brand-700">
          {t('product.addToCart')}
        </button>
        <button type="button" onClick={onBuyNow} className="rounded-md bg-red-600 px-5 py-2 text-sm font-medium text-white hover:bg-red-700">
          {t('product.buyNow')}
        </button>
      </div>
    </>
  );
}

import { Field } from '../../components/ui/form/Field.tsx';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { BuyProps } from './BuyPanel.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

/** On a phone: the quantity, the total and the buttons in a bar that stays at the bottom of the screen. */
export function BuyBar({ chosen, quantity, onAddToCart, onBuyNow, locale }: BuyProps) {
  const t = useTranslate(locale);
  return (
    <div
      data-testid="buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(15,23,42,0.08)]"
    >
      <Field label={t('quantity.label')} error={quantity.quantityError ?? undefined} labelClassName="sr-only">
        {(props) => (
          <div className="flex items-center gap-2">
            <p className="min-w-0 flex-1 leading-tight">
              <strong className="block truncate text-base text-red-700">{quantity.subtotal === null ? '—' : formatPrice(quantity.subtotal)}</strong>
              <span className="block truncate text-xs text-slate-600">{chosen?.label}</span>
            </p>
            <QuantityStepper inputProps={props} {...quantity.stepper} compact />
            <button type="button" onClick={onAddToCart} className="h-10 shrink-0 rounded-md bg-brand-600 px-2.5 text-sm font-medium text-white">
              {t('product.addToCart')}
            </button>
            <button type="button" onClick={onBuyNow} className="h-10 shrink-0 rounded-md bg-red-600 px-2.5 text-sm font-medium text-white">
              {t('product.buyNow')}
            </button>
          </div>
        )}
      </Field>
    </div>
  );
}

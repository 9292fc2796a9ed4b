import { BottomBar } from '../../components/ui/BottomBar.tsx';
import { Field } from '../../components/ui/form/Field.tsx';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { BuyProps } from './BuyPanel.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

/**
 * On a phone: the total over the quantity and the buttons, in the bar that stays at the bottom of the
 * screen (the page keeps room for it). One row would leave the total a few pixels at 360 px.
 */
export function BuyBar({ chosen, quantity, onAddToCart, onBuyNow, locale }: BuyProps) {
  const t = useTranslate(locale);
  const button = 'h-9 min-w-0 flex-1 rounded-md px-2 text-sm font-medium text-white';
  return (
    <BottomBar desktop="none">
      <div data-testid="buy-bar" className="w-full">
        <Field label={t('quantity.label')} error={quantity.quantityError ?? undefined} labelClassName="sr-only">
          {(props) => (
            <div className="space-y-1">
              <p className="flex items-baseline gap-2 text-sm leading-4">
                <strong className="shrink-0 text-red-700">{quantity.subtotal === null ? '—' : formatPrice(quantity.subtotal)}</strong>
                <span className="truncate text-xs text-slate-600">{chosen?.label}</span>
              </p>
              <div className="flex items-center gap-2">
                <QuantityStepper inputProps={props} {...quantity.stepper} compact />
                <button type="button" onClick={onAddToCart} className={`${button} bg-brand-600`}>
                  {t('product.addToCart')}
                </button>
                <button type="button" onClick={onBuyNow} className={`${button} bg-red-600`}>
                  {t('product.buyNow')}
                </button>
              </div>
            </div>
          )}
        </Field>
      </div>
    </BottomBar>
  );
}

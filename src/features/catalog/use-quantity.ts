import { useEffect, useState } from 'react';
import { useTranslate } from '../../lib/use-translate.ts';
import { MAX_QUANTITY } from '../../schemas/cart-values.ts';
import type { Sku } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { quantityProblem } from '../cart/quantity.ts';
import { $chosenQuantity } from './product-live.store.ts';

/**
 * The quantity typed for the chosen pack: its text, the subtotal it buys (null while it cannot be bought),
 * the stepper's handlers, and `validQuantity()`, which shows why beside the field when it cannot be bought.
 */
export function useQuantity(chosen: Sku | null, locale: Locale) {
  const t = useTranslate(locale);
  const [quantityText, setQuantityText] = useState('1');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  // The freight estimate follows the quantity typed, once it is one that can be bought.
  useEffect(() => {
    const typed = Number(quantityText);
    if (Number.isInteger(typed) && typed >= 1 && typed <= MAX_QUANTITY) $chosenQuantity.set(typed);
  }, [quantityText]);

  const quantity = Number(quantityText);
  const subtotal = chosen && !quantityProblem(quantityText, chosen.stock) ? chosen.priceFen * quantity : null;

  /** Checks the typed quantity against the chosen pack; shows why beside the field when it cannot be bought. */
  const validQuantity = (): number | null => {
    if (!chosen) return null;
    const problem = quantityProblem(quantityText, chosen.stock);
    setQuantityError(problem ? t(problem.key, problem.values) : null);
    return problem ? null : quantity;
  };
  const step = (delta: number) => {
    const current = /^\d+$/.test(quantityText.trim()) ? quantity : 1;
    const next = Math.min(Math.max(current + delta, 1), MAX_QUANTITY, Math.max(chosen?.stock ?? 1, 1));
    setQuantityText(String(next));
    setQuantityError(null);
  };
  const stepper = {
    quantityText,
    onType: (text: string) => {
      setQuantityText(text);
      setQuantityError(null);
    },
    onStep: step,
    onBlur: validQuantity,
    locale,
  };
  return { quantityError, clearError: () => setQuantityError(null), subtotal, validQuantity, stepper };
}

export type QuantityInput = ReturnType<typeof useQuantity>;

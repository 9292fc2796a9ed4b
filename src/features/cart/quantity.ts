import type { MessageKey } from '../../lib/i18n.ts';
import { MAX_QUANTITY } from '../../schemas/cart-values.ts';

export type QuantityProblem = { key: MessageKey; values?: Record<string, number> };

/** Why a typed quantity cannot be bought, or null: a whole number from 1 to 99 and not above stock. */
export function quantityProblem(text: string, stock: number): QuantityProblem | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { key: 'quantity.integer' };
  const quantity = Number(trimmed);
  if (quantity < 1) return { key: 'quantity.min' };
  if (quantity > MAX_QUANTITY) return { key: 'quantity.max', values: { max: MAX_QUANTITY } };
  if (quantity > stock) return { key: 'quantity.stock', values: { stock } };
  return null;
}

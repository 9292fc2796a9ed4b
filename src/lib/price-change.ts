import type { ImportChange } from '../schemas/catalog-import.ts';

/** The changed values that are a pack's price, in fen. */
const priceFields = new Set(['price', 'pricePerKg']);

/** Whether a change moves a pack's price or its per-kg price by more than `percent` of the old one, up or down. */
export function priceMovedOver(change: Pick<ImportChange, 'values'>, percent: number): boolean {
  return change.values.some(
    ({ field, old, new: next }) => priceFields.has(field) && typeof old === 'number' && typeof next === 'number' && Math.abs(next - old) * 100 > percent * old,
  );
}

import { refundCapFen } from '../../lib/after-sales-rules.ts';
import type { AfterSalesOptions } from '../../schemas/after-sales.ts';

/** Fen as a plain amount for an input: 12345 → "123.45". */
export const plainYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The quantity typed for each line of the order, by line id. */
export type TypedQuantities = Record<number, string>;

/** The lines with a quantity typed in (not blank, not 0), in the order's order. */
export function chosenLines(options: AfterSalesOptions, quantities: TypedQuantities) {
  return options.lines
    .filter((line) => line.availableQuantity > 0 && (quantities[line.lineId] ?? '').trim() !== '' && Number(quantities[line.lineId]) !== 0)
    .map((line) => ({ lineId: line.lineId, quantity: Number(quantities[line.lineId]) }));
}

/** The most the lines chosen may ask back (their whole quantities only). */
export function capOf(options: AfterSalesOptions, quantities: TypedQuantities) {
  const valid = chosenLines(options, quantities).filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  return refundCapFen(options.lines, valid, options.refundableFen);
}

/**
 * A pack's shipping weight when the operator has not given one: its net weight and its packaging, taken
 * as 4 % of the net weight and at least 50 g (a bag, a drum liner, a box).
 */
export const defaultShippingGrams = (netWeightGrams: number): number => netWeightGrams + Math.max(50, Math.ceil(netWeightGrams * 0.04));

export const shippingGramsOf = (pack: { netWeightGrams: number; shippingWeightGrams: number | null }): number =>
  pack.shippingWeightGrams ?? defaultShippingGrams(pack.netWeightGrams);

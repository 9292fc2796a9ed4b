export type Pack = { id: number; netWeightGrams: number; priceFen: number; pricePerKgFen: number; stock: number };
export type PackLine = { packId: number; count: number };
export type PackPlan = {
  lines: PackLine[];
  totalGrams: number;
  totalFen: number;
  /** totalFen per kg of what is bought, rounded to whole fen */
  effectivePerKgFen: number;
};

export const MAX_PACKS_PER_LINE = 99; // the cart's per-line limit

/**
 * Upper bound on weight states × knapsack items of the exact dynamic programme (time and one byte of memory each).
 * Whole-kg packs stay far below it even for 100,000 kg; only odd gram weights with huge wants exceed it.
 */
const MAX_DP_CELLS = 8_000_000;

type Offer = { pack: Pack; limit: number };

/** Packs that can be bought, with how many of each: no more than in stock or than one cart line takes. */
function offersOf(packs: readonly Pack[]): Offer[] {
  for (const pack of packs) {
    if (!Number.isSafeInteger(pack.netWeightGrams) || pack.netWeightGrams < 0)
      throw new RangeError(`pack weight must be integer grams, got ${pack.netWeightGrams}`);
    if (!Number.isSafeInteger(pack.priceFen) || pack.priceFen < 0) throw new RangeError(`pack price must be integer fen, got ${pack.priceFen}`);
  }
  return packs
    .map((pack) => ({ pack, limit: Math.min(Math.floor(pack.stock), MAX_PACKS_PER_LINE) }))
    .filter((offer) => offer.limit > 0 && offer.pack.netWeightGrams > 0);
}

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

function planOf(offers: readonly Offer[], counts: readonly number[]): PackPlan {
  let totalGrams = 0;
  let totalFen = 0;
  const lines: Array<PackLine & { grams: number }> = [];
  offers.forEach(({ pack }, index) => {
    const count = counts[index] ?? 0;
    if (count === 0) return;
    totalGrams += count * pack.netWeightGrams;
    totalFen += count * pack.priceFen;
    lines.push({ packId: pack.id, count, grams: pack.netWeightGrams });
  });
  lines.sort((a, b) => b.grams - a.grams || a.packId - b.packId);
  return {
    lines: lines.map(({ packId, count }) => ({ packId, count })),
    totalGrams,
    totalFen,
    effectivePerKgFen: Math.round((totalFen * 1000) / totalGrams),
  };
}

/** One 0/1 knapsack item of the binary splitting: `multiple` packs of one offer taken together. */
type Item = { offerIndex: number; multiple: number; units: number; fen: number };

/** Counts 0…limit as items of 1, 2, 4, … and the rest, so that any count is a subset of them. */
function binarySplit(offers: readonly Offer[], unitsOf: (offer: Offer) => number): Item[] {
  const items: Item[] = [];
  offers.forEach((offer, offerIndex) => {
    const units = unitsOf(offer);
    if (units === 0) return;
    let left = offer.limit;
    for (let multiple = 1; left > 0; multiple *= 2) {
      const taken = Math.min(multiple, left);
      items.push({ offerIndex, multiple: taken, units: taken * units, fen: taken * offer.pack.priceFen });
      left -= taken;
    }
  });
  return items;
}

/**
 * Cheapest counts reaching at least `wantedUnits`, weights measured in units (ties: less weight, then fewer packs).
 * Min-cost cover as a bounded knapsack over exact total weight. Totals of `wantedUnits + largest − 1` units suffice:
 * an optimal mix reaching more can drop any pack and still reach, costing no more and weighing less.
 */
function cheapestCounts(offers: readonly Offer[], unitsOf: (offer: Offer) => number, wantedUnits: number): number[] | null {
  const items = binarySplit(offers, unitsOf);
  const largest = Math.max(0, ...offers.map(unitsOf));
  const capacity = offers.reduce((sum, offer) => sum + offer.limit * unitsOf(offer), 0);
  const top = Math.min(wantedUnits + largest - 1, capacity);
  if (top < wantedUnits) return null;

  const states = top + 1;
  const fen = new Float64Array(states).fill(Infinity);
  const packCount = new Uint32Array(states);
  const taken = new Uint8Array(items.length * states);
  fen[0] = 0;
  items.forEach((item, itemIndex) => {
    for (let total = top; total >= item.units; total--) {
      const fenBefore = fen[total - item.units]!;
      if (fenBefore === Infinity) continue;
      const candidateFen = fenBefore + item.fen;
      const candidateCount = packCount[total - item.units]! + item.multiple;
      if (candidateFen < fen[total]! || (candidateFen === fen[total] && candidateCount < packCount[total]!)) {
        fen[total] = candidateFen;
        packCount[total] = candidateCount;
        taken[itemIndex * states + total] = 1;
      }
    }
  });

  let best = -1;
  for (let total = wantedUnits; total <= top; total++) if (fen[total]! < (best < 0 ? Infinity : fen[best]!)) best = total;
  if (best < 0) return null;

  const counts = offers.map(() => 0);
  for (let itemIndex = items.length - 1; itemIndex >= 0; itemIndex--) {
    const item = items[itemIndex]!;
    if (taken[itemIndex * states + best] !== 1) continue;
    counts[item.offerIndex]! += item.multiple;
    best -= item.units;
  }
  return counts;
}

/** Packs dropped, dearest first, while the rest still reaches the weight: what a coarsened step overbought. */
function withoutSurplusPacks(offers: readonly Offer[], counts: readonly number[], wantedGrams: number): number[] {
  const trimmed = [...counts];
  let totalGrams = offers.reduce((sum, offer, index) => sum + (trimmed[index] ?? 0) * offer.pack.netWeightGrams, 0);
  const dearestFirst = offers.map((_, index) => index).sort((a, b) => offers[b]!.pack.priceFen - offers[a]!.pack.priceFen);
  for (const index of dearestFirst) {
    const grams = offers[index]!.pack.netWeightGrams;
    while (trimmed[index]! > 0 && totalGrams - grams >= wantedGrams) {
      trimmed[index]!--;
      totalGrams -= grams;
    }
  }
  return trimmed;
}

/**
 * The cheapest mix of packs weighing at least `wantedGrams` (ties: less weight, then fewer packs), each pack at most
 * min(stock, 99) times; null when no mix reaches it.
 *
 * Exact: a dynamic programme over total weight in steps of the gcd of the pack weights (1 kg or more for real packs).
 * Only when that would exceed MAX_DP_CELLS (odd gram weights with a huge want) the step is coarsened and each pack
 * counted at its weight rounded down to the step, then packs the rounding made surplus are dropped: the plan still
 * reaches the want, but may cost more than the optimum by the price of about (packs in the optimum + 1) × step grams,
 * the weight rounding can hide. The step is about want × knapsack items / MAX_DP_CELLS, so with 4 packs that is at
 * most some 0.15 % of the want in weight.
 */
export function cheapestPlan(packs: readonly Pack[], wantedGrams: number): PackPlan | null {
  if (!(wantedGrams > 0)) return null;
  const offers = offersOf(packs);
  const capacityGrams = offers.reduce((sum, offer) => sum + offer.limit * offer.pack.netWeightGrams, 0);
  if (capacityGrams < wantedGrams) return null;

  const gcd = offers.reduce((divisor, offer) => greatestCommonDivisor(offer.pack.netWeightGrams, divisor), 0);
  const largest = Math.max(...offers.map((offer) => offer.pack.netWeightGrams));
  const itemCount = binarySplit(offers, () => 1).length;
  const exactStates = Math.min(wantedGrams + largest, capacityGrams) / gcd + 1;
  const step = gcd * Math.max(1, Math.ceil((exactStates * itemCount) / MAX_DP_CELLS));

  const counts =
    cheapestCounts(offers, (offer) => Math.floor(offer.pack.netWeightGrams / step), Math.ceil(wantedGrams / step)) ??
    // Only with a coarsened step: weights rounded down may no longer reach a want close to all that is in stock.
    offers.map((offer) => offer.limit);
  return planOf(offers, step === gcd ? counts : withoutSurplusPacks(offers, counts, wantedGrams));
}

/** For each pack in stock, the plan of that pack alone, if enough of it can be bought; cheapest first, then by id. */
export function singlePackPlans(packs: readonly Pack[], wantedGrams: number): Array<PackPlan & { packId: number }> {
  if (!(wantedGrams > 0)) return [];
  return offersOf(packs)
    .map((offer) => ({ offer, count: Math.ceil(wantedGrams / offer.pack.netWeightGrams) }))
    .filter(({ offer, count }) => count <= offer.limit)
    .map(({ offer, count }) => ({ packId: offer.pack.id, ...planOf([offer], [count]) }))
    .sort((a, b) => a.totalFen - b.totalFen || a.packId - b.packId);
}

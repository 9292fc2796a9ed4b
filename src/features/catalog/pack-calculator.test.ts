import { describe, expect, it } from 'vitest';
import { cheapestPlan, MAX_PACKS_PER_LINE, type Pack, type PackPlan, singlePackPlans } from './pack-calculator.ts';

const KG = 1000;

let nextId = 1;
const pack = (kg: number, priceFen: number, stock = 1000): Pack => ({
  id: nextId++,
  netWeightGrams: Math.round(kg * KG),
  priceFen,
  pricePerKgFen: Math.round(priceFen / kg),
  stock,
});

/** Lines as "kg×count", heaviest first, for readable expectations. */
const mix = (packs: readonly Pack[], plan: PackPlan | null) =>
  plan?.lines.map((line) => `${packs.find((p) => p.id === line.packId)!.netWeightGrams / KG}×${line.count}`);

describe('cheapestPlan', () => {
  const bag20 = pack(20, 2000);
  const bag25 = pack(25, 2400);

  it('finds the cheapest mix where taking the best price per kg first would not', () => {
    const forty = cheapestPlan([bag20, bag25], 40 * KG);
    expect(mix([bag20, bag25], forty)).toEqual(['20×2']);
    expect(forty).toMatchObject({ totalGrams: 40 * KG, totalFen: 4000, effectivePerKgFen: 100 });

    const fortyFive = cheapestPlan([bag20, bag25], 45 * KG);
    expect(mix([bag20, bag25], fortyFive)).toEqual(['25×1', '20×1']);
    expect(fortyFive).toMatchObject({ totalGrams: 45 * KG, totalFen: 4400, effectivePerKgFen: 98 });
  });

  it('takes a dearer mix when stock runs short', () => {
    const packs = [{ ...bag20, stock: 1 }, bag25];
    expect(mix(packs, cheapestPlan(packs, 40 * KG))).toEqual(['25×1', '20×1']);
    const noTwenties = [{ ...bag20, stock: 0 }, bag25];
    expect(cheapestPlan(noTwenties, 40 * KG)).toMatchObject({
      lines: [{ packId: bag25.id, count: 2 }],
      totalFen: 4800,
    });
  });

  it('buys no more than 99 of one pack', () => {
    const kilo = pack(1, 100, 500);
    const five = pack(5, 1000, 500);
    expect(MAX_PACKS_PER_LINE).toBe(99);
    expect(cheapestPlan([kilo], 99 * KG)).toMatchObject({ lines: [{ packId: kilo.id, count: 99 }], totalFen: 9900 });
    expect(cheapestPlan([kilo], 100 * KG)).toBeNull();
    // 120 × 1 kg would be cheapest; at most 95 of them, with the 5 kg bags for the rest.
    expect(mix([kilo, five], cheapestPlan([kilo, five], 120 * KG))).toEqual(['5×5', '1×95']);
  });

  it('is null when the weight cannot be reached, or nothing is wanted or in stock', () => {
    expect(cheapestPlan([pack(25, 2400, 2), pack(1, 100, 3)], 54 * KG)).toBeNull();
    expect(cheapestPlan([pack(25, 2400, 2), pack(1, 100, 3)], 53 * KG)).toMatchObject({ totalGrams: 53 * KG });
    expect(cheapestPlan([bag20, bag25], 0)).toBeNull();
    expect(cheapestPlan([bag20, bag25], -5 * KG)).toBeNull();
    expect(cheapestPlan([bag20, bag25], Number.NaN)).toBeNull();
    expect(cheapestPlan([{ ...bag20, stock: 0 }], 1)).toBeNull();
    expect(cheapestPlan([], 1)).toBeNull();
  });

  it('prefers less weight, then fewer packs, at the same price', () => {
    const ten = pack(10, 1200);
    const twelve = pack(12, 1200);
    expect(mix([ten, twelve], cheapestPlan([ten, twelve], 10 * KG))).toEqual(['10×1']);
    const five = pack(5, 500);
    const fifteen = pack(15, 1500);
    expect(mix([five, fifteen], cheapestPlan([five, fifteen], 12 * KG))).toEqual(['15×1']);
  });

  it('rounds a decimal want up to what the packs can make', () => {
    const kilo = pack(1, 100);
    expect(cheapestPlan([kilo, bag25], 12.5 * KG)).toMatchObject({
      lines: [{ packId: kilo.id, count: 13 }],
      totalGrams: 13 * KG,
    });
  });

  describe('a realistic product', () => {
    const kilo = pack(1, 5330, 50); // ¥41.00/kg × 1.3
    const bag = pack(25, 78_750, 40);
    const pallet = pack(500, 1_512_000, 5);
    const packs = [kilo, bag, pallet];

    it('mixes bags and kilo packs for 60 kg', () => {
      const plan = cheapestPlan(packs, 60 * KG);
      expect(mix(packs, plan)).toEqual(['25×2', '1×10']);
      expect(plan).toMatchObject({ totalGrams: 60 * KG, totalFen: 210_800, effectivePerKgFen: 3513 });
    });

    it('mixes pallets and bags for 1,200 kg', () => {
      const plan = cheapestPlan(packs, 1200 * KG);
      expect(mix(packs, plan)).toEqual(['500×2', '25×8']);
      expect(plan).toMatchObject({ totalGrams: 1200 * KG, totalFen: 3_654_000, effectivePerKgFen: 3045 });
    });
  });

  it('answers 100,000 kg', () => {
    const packs = [pack(1, 5330), pack(25, 78_750), pack(500, 1_512_000), pack(1000, 2_900_000)];
    const plan = cheapestPlan(packs, 100_000 * KG);
    expect(mix(packs, plan)).toEqual(['1000×99', '500×2']);
    expect(plan?.totalFen).toBe(99 * 2_900_000 + 2 * 1_512_000);
  });

  describe('odd gram weights, too many for the exact programme', () => {
    it('answers a huge want, reaching it within 1 % of the lower bound', () => {
      const packs = [pack(0.999, 5330), pack(25.013, 78_750), pack(500.009, 1_512_000), pack(1000.003, 2_900_000)];
      const wanted = 100_000 * KG;
      const plan = cheapestPlan(packs, wanted);
      expect(plan).not.toBeNull();
      expectValid(packs, wanted, plan!);
      expect(plan!.totalFen).toBeLessThanOrEqual(fractionalLowerBound(packs, wanted) * 1.01);
      // 99 × 1000.003 kg fall 999.703 kg short: two 500.009 kg pallets are the optimum.
      expect(mix(packs, plan)).toEqual(['1000.003×99', '500.009×2']);
    });

    it('stays within 1 % of the optimum of a smaller want', () => {
      const packs = [pack(0.997, 5330, 60), pack(25.013, 78_750, 30), pack(499.993, 1_512_000, 4)];
      for (const wanted of [1_234_567, 1_999_999, 2_500_000]) {
        const plan = cheapestPlan(packs, wanted);
        const best = bruteForce(packs, wanted);
        expect(plan).not.toBeNull();
        expectValid(packs, wanted, plan!);
        expect(plan!.totalFen).toBeLessThanOrEqual(best!.totalFen * 1.01);
      }
    });

    it('still finds a mix when the want is close to all that is in stock', () => {
      const packs = [pack(0.999, 5330, 99), pack(1000.003, 2_900_000, 99)];
      const everything = 99 * (999 + 1_000_003);
      const plan = cheapestPlan(packs, everything - 500);
      expect(plan).toMatchObject({ totalGrams: everything });
      expect(cheapestPlan(packs, everything + 1)).toBeNull();
    });
  });

  it('matches exhaustive enumeration on small random cases', () => {
    const random = seededRandom(20_240_611);
    const pick = <T>(options: readonly T[]): T => options[Math.floor(random() * options.length)]!;
    for (let run = 0; run < 200; run++) {
      const packs = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const kg = pick([1, 2, 5, 10, 20, 25]);
        return pack(kg, kg * (80 + Math.floor(random() * 40)) + Math.floor(random() * 300), Math.floor(random() * 11));
      });
      const wanted = (1 + Math.floor(random() * 150)) * KG - pick([0, 0, 0, 400]);
      const plan = cheapestPlan(packs, wanted);
      const best = bruteForce(packs, wanted);
      const context = JSON.stringify({ packs, wanted });
      if (best === null) {
        expect(plan, context).toBeNull();
        continue;
      }
      expect(plan, context).not.toBeNull();
      expectValid(packs, wanted, plan!);
      expect([plan!.totalFen, plan!.totalGrams, packCount(plan!)], context).toEqual([best.totalFen, best.totalGrams, best.count]);
    }
  });
});

describe('singlePackPlans', () => {
  const kilo = pack(1, 5330, 50);
  const bag = pack(25, 78_750, 40);
  const pallet = pack(500, 1_512_000, 5);
  const spare = pack(25, 78_750, 40);

  it('lists each pack alone that can make the weight, cheapest first, then by id', () => {
    const plans = singlePackPlans([pallet, spare, kilo, bag], 40 * KG);
    expect(plans.map((plan) => plan.packId)).toEqual([bag.id, spare.id, kilo.id, pallet.id]);
    expect(plans[0]).toMatchObject({
      packId: bag.id,
      lines: [{ packId: bag.id, count: 2 }],
      totalGrams: 50 * KG,
      totalFen: 157_500,
      effectivePerKgFen: 3150,
    });
    expect(plans[2]).toMatchObject({ totalGrams: 40 * KG, totalFen: 213_200, effectivePerKgFen: 5330 });
  });

  it('leaves out packs without enough stock or beyond 99, and wants of nothing', () => {
    expect(singlePackPlans([kilo, bag, pallet], 60 * KG).map((plan) => plan.packId)).toEqual([bag.id, pallet.id]);
    expect(singlePackPlans([{ ...kilo, stock: 500 }], 100 * KG)).toEqual([]);
    expect(singlePackPlans([{ ...bag, stock: 0 }], 1)).toEqual([]);
    expect(singlePackPlans([kilo, bag], 0)).toEqual([]);
    expect(singlePackPlans([kilo, bag], -1)).toEqual([]);
  });
});

const packCount = (plan: PackPlan) => plan.lines.reduce((sum, line) => sum + line.count, 0);

/** Lines of packs given, within limits, heaviest first, totals that add up and reach the want. */
function expectValid(packs: readonly Pack[], wanted: number, plan: PackPlan) {
  let grams = 0;
  let fen = 0;
  let previousGrams = Infinity;
  for (const line of plan.lines) {
    const bought = packs.find((p) => p.id === line.packId)!;
    expect(line.count).toBeGreaterThan(0);
    expect(line.count).toBeLessThanOrEqual(Math.min(bought.stock, MAX_PACKS_PER_LINE));
    expect(bought.netWeightGrams).toBeLessThanOrEqual(previousGrams);
    previousGrams = bought.netWeightGrams;
    grams += line.count * bought.netWeightGrams;
    fen += line.count * bought.priceFen;
  }
  expect(plan.totalGrams).toBe(grams);
  expect(plan.totalFen).toBe(fen);
  expect(plan.totalGrams).toBeGreaterThanOrEqual(wanted);
  expect(plan.effectivePerKgFen).toBe(Math.round((fen * 1000) / grams));
}

/** Every combination of counts; the best by price, then weight, then number of packs. */
function bruteForce(packs: readonly Pack[], wanted: number) {
  let best: { totalFen: number; totalGrams: number; count: number } | null = null;
  const visit = (index: number, totalFen: number, totalGrams: number, count: number) => {
    const current = packs[index];
    if (!current) {
      if (totalGrams < wanted) return;
      if (
        !best ||
        totalFen < best.totalFen ||
        (totalFen === best.totalFen && (totalGrams < best.totalGrams || (totalGrams === best.totalGrams && count < best.count)))
      )
        best = { totalFen, totalGrams, count };
      return;
    }
    const limit = Math.min(current.stock, MAX_PACKS_PER_LINE);
    for (let n = 0; n <= limit; n++) visit(index + 1, totalFen + n * current.priceFen, totalGrams + n * current.netWeightGrams, count + n);
  };
  visit(0, 0, 0, 0);
  return best as { totalFen: number; totalGrams: number; count: number } | null;
}

/** Price if packs could be bought in fractions: cheapest per gram first. No real mix costs less. */
function fractionalLowerBound(packs: readonly Pack[], wanted: number): number {
  let left = wanted;
  let fen = 0;
  for (const p of [...packs].sort((a, b) => a.priceFen / a.netWeightGrams - b.priceFen / b.netWeightGrams)) {
    const grams = Math.min(left, Math.min(p.stock, MAX_PACKS_PER_LINE) * p.netWeightGrams);
    fen += (grams / p.netWeightGrams) * p.priceFen;
    left -= grams;
  }
  return fen;
}

/** mulberry32: the same pseudo-random cases on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

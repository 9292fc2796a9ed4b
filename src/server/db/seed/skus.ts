import type { Random } from './random.ts';
import type { PackingStyle, Range } from './taxonomy.ts';

export type SkuDraft = {
  labelZh: string;
  labelEn: string;
  netWeightGrams: number;
  priceFen: number;
  pricePerKgFen: number;
  stock: number;
  sort: number;
};

type Pack = {
  kg: number;
  zh: string;
  en: string;
  /** Small packs cost more per kilogram, pallets less. */
  priceFactor: number;
  /** How often the pack is offered (1: always). */
  offered: number;
  stock: Range;
};

const pack = (kg: number, zh: string, en: string, priceFactor: number, offered: number, stock: Range): Pack => ({
  kg,
  zh: `${kg}公斤/${zh}`,
  en: `${kg} kg/${en}`,
  priceFactor,
  offered,
  stock,
});

const packsByStyle: Record<PackingStyle, readonly Pack[]> = {
  'bulk-powder': [
    pack(1, '袋', 'bag', 1.35, 1, [20, 400]),
    pack(25, '袋', 'bag', 1, 1, [20, 600]),
    pack(500, '托', 'pallet', 0.96, 0.7, [2, 40]),
    pack(1000, '吨袋', 'bulk bag', 0.93, 0.4, [1, 20]),
  ],
  powder: [
    pack(1, '袋', 'bag', 1.3, 1, [20, 300]),
    pack(5, '箱', 'carton', 1.12, 0.5, [10, 200]),
    pack(25, '袋', 'bag', 1, 1, [5, 300]),
    pack(500, '托', 'pallet', 0.96, 0.35, [1, 20]),
  ],
  drum: [pack(1, '罐', 'can', 1.3, 1, [20, 200]), pack(5, '桶', 'pail', 1.1, 0.6, [10, 150]), pack(20, '桶', 'drum', 1, 1, [5, 120])],
  dye: [pack(1, '袋', 'bag', 1.3, 1, [20, 300]), pack(10, '箱', 'carton', 1.1, 0.6, [10, 150]), pack(25, '纸板桶', 'fibre drum', 1, 1, [5, 200])],
  paste: [
    pack(1, '桶', 'pail', 1.3, 0.5, [20, 300]),
    pack(5, '桶', 'pail', 1.12, 1, [10, 300]),
    pack(20, '桶', 'drum', 1, 1, [5, 200]),
    pack(200, '桶', 'drum', 0.95, 0.3, [1, 20]),
  ],
};

/** Share of packing specifications seeded out of stock, so the shop shows that state. */
const outOfStockShare = 0.05;

/** 2–4 packing specifications; priceFen is exactly pricePerKgFen × kg (whole kilograms, integer fen). */
export function buildSkus(style: PackingStyle, basePricePerKgFen: number, random: Random): SkuDraft[] {
  const offered = packsByStyle[style].filter((candidate) => random.chance(candidate.offered));
  return offered.map((chosen, index) => {
    const pricePerKgFen = Math.max(10, Math.round((basePricePerKgFen * chosen.priceFactor) / 10) * 10);
    const stock = random.chance(outOfStockShare) ? 0 : random.int(...chosen.stock);
    return {
      labelZh: chosen.zh,
      labelEn: chosen.en,
      netWeightGrams: chosen.kg * 1000,
      pricePerKgFen,
      priceFen: pricePerKgFen * chosen.kg,
      stock,
      sort: (index + 1) * 10,
    };
  });
}

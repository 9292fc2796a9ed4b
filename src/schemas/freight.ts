import { z } from 'zod';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { DEFAULT_FREIGHT_SETTINGS } from './freight-defaults.ts';
import { provinceCodes } from './provinces.ts';
import { textField } from './text.ts';

export * from './freight-answers.ts';

const provinceCode = z.enum(provinceCodes, 'validation.province');
const fen = z.number({ error: 'validation.amount' }).int('validation.amount').min(0, 'validation.amount').max(100_000_000, 'validation.amount');
const grams = z
  .number({ error: 'validation.freightWeight' })
  .int('validation.freightWeight')
  .min(0, 'validation.freightWeight')
  .max(100_000_000, 'validation.freightWeight');
const positiveGrams = grams.min(1, 'validation.freightWeight');
const name = textField().trim().min(1, 'validation.required').max(30, 'validation.tooLong');

/**
 * The price of a shipment to the zone's provinces: the first `firstGrams` (or less) cost `firstFen`, then
 * each started `stepGrams` beyond it `stepFen`; never less than `minimumFen`; free from `freeFromFen` of
 * goods (null: never).
 */
export const freightZone = z.strictObject({
  nameZh: name,
  nameEn: name,
  provinceCodes: z.array(provinceCode).min(1, 'validation.required').max(40),
  firstGrams: positiveGrams,
  firstFen: fen,
  stepGrams: positiveGrams,
  stepFen: fen,
  minimumFen: fen,
  freeFromFen: fen.nullable(),
});
export type FreightZone = z.infer<typeof freightZone>;

/** A way shipped by weight: offered for orders from `minGrams` up to `maxGrams` (null: no limit) to the provinces its zones list. */
export const shippedWayTemplate = z
  .strictObject({
    enabled: z.boolean(),
    minGrams: grams,
    maxGrams: positiveGrams.nullable(),
    zones: z.array(freightZone).max(20),
  })
  .refine((way) => way.maxGrams === null || way.maxGrams >= way.minGrams, { path: ['maxGrams'], message: 'validation.weightRange' })
  .refine(
    (way) => {
      const codes = way.zones.flatMap((zone) => zone.provinceCodes);
      return new Set(codes).size === codes.length;
    },
    { path: ['zones'], message: 'validation.provinceInTwoZones' },
  );
export type ShippedWayTemplate = z.infer<typeof shippedWayTemplate>;

const place = textField().trim().min(1, 'validation.required').max(120, 'validation.tooLong');
export const pickupTemplate = z.strictObject({ enabled: z.boolean(), addressZh: place, addressEn: place, hoursZh: place, hoursEn: place });

/** The operator's freight templates (运费模板): one per delivery way, and the provinces not delivered to at all. */
const freightTemplates = z.strictObject({
  express: shippedWayTemplate,
  logistics: shippedWayTemplate,
  pickup: pickupTemplate,
  undeliveredProvinceCodes: z.array(provinceCode).max(40),
});
export type FreightSettings = z.infer<typeof freightTemplates>;
/** Its example is what a shop starts with. */
export const freightSettings = withExamples(freightTemplates, DEFAULT_FREIGHT_SETTINGS);

/** The product page's freight estimate: a pack and quantity to a province. */
export const freightEstimateInput = withExamples(z.strictObject({ skuId: idSchema, quantity: z.number().int().min(1).max(99), provinceCode }), ({ pack }) => ({
  skuId: pack,
  quantity: 1,
  provinceCode: '310000',
}));

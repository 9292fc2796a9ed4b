import { z } from 'zod';
import { idSchema } from './common.ts';
import { provinceCodes } from './provinces.ts';
import { textField } from './text.ts';

/** How an order reaches the buyer: parcel express, freight by a logistics company (heavy orders), or collected at the warehouse. */
export const deliveryWays = ['express', 'logistics', 'pickup'] as const;
export type DeliveryWay = (typeof deliveryWays)[number];
/** The ways that are priced by weight and zone; pickup is free. */
export const shippedWays = ['express', 'logistics'] as const;
export type ShippedWay = (typeof shippedWays)[number];

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
export const freightSettings = z.strictObject({
  express: shippedWayTemplate,
  logistics: shippedWayTemplate,
  pickup: pickupTemplate,
  undeliveredProvinceCodes: z.array(provinceCode).max(40),
});
export type FreightSettings = z.infer<typeof freightSettings>;

/** How a shipped way's freight came about: what the order stores and the checkout shows. */
export const freightBreakdown = z.object({
  way: z.enum(shippedWays),
  weightGrams: z.number(),
  zoneZh: z.string(),
  zoneEn: z.string(),
  firstGrams: z.number(),
  firstFen: z.number(),
  /** The weight beyond the first, in started steps of `stepGrams`, and what they cost. */
  additionalGrams: z.number(),
  stepGrams: z.number(),
  stepFen: z.number(),
  additionalFen: z.number(),
  /** The minimum charge, when it raised the price. */
  minimumFen: z.number().nullable(),
  freeFromFen: z.number().nullable(),
  /** Free postage: the goods reach the zone's threshold, or every product ships free. */
  freeShipping: z.boolean(),
  /** How much more of goods would make it free; null when it is free already or never is. */
  shortOfFreeFen: z.number().nullable(),
  freightFen: z.number(),
});
export type FreightBreakdown = z.infer<typeof freightBreakdown>;

export const unavailableReasons = ['disabled', 'notInZone', 'tooHeavy', 'tooLight'] as const;

/** One delivery way for an order to an address: its price and why, or why it is not offered. */
export const deliveryOption = z.discriminatedUnion('available', [
  z.object({ way: z.enum(deliveryWays), available: z.literal(true), freightFen: z.number(), breakdown: freightBreakdown.nullable() }),
  z.object({ way: z.enum(deliveryWays), available: z.literal(false), reason: z.enum(unavailableReasons), limitGrams: z.number().nullable() }),
]);
export type DeliveryOption = z.infer<typeof deliveryOption>;

/** The product page's freight estimate: a pack and quantity to a province. */
export const freightEstimateInput = z.strictObject({ skuId: idSchema, quantity: z.number().int().min(1).max(99), provinceCode });
export const freightEstimate = z.object({
  weightGrams: z.number(),
  options: z.array(deliveryOption),
  pickup: z.object({ address: z.string(), hours: z.string() }).nullable(),
});
export type FreightEstimate = z.infer<typeof freightEstimate>;

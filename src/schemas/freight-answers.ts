import * as z from 'zod/mini';

/*
 * What the freight calls answer, in `zod/mini` (freight.ts re-exports it): the product page checks its
 * freight estimate with these contracts for a few kilobytes of script.
 */

/** How an order reaches the buyer: parcel express, freight by a logistics company (heavy orders), or collected at the warehouse. */
export const deliveryWays = ['express', 'logistics', 'pickup'] as const;
export type DeliveryWay = (typeof deliveryWays)[number];
/** The ways that are priced by weight and zone; pickup is free. */
export const shippedWays = ['express', 'logistics'] as const;
export type ShippedWay = (typeof shippedWays)[number];

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
  minimumFen: z.nullable(z.number()),
  freeFromFen: z.nullable(z.number()),
  /** Free postage: the goods reach the zone's threshold, or every product ships free. */
  freeShipping: z.boolean(),
  /** How much more of goods would make it free; null when it is free already or never is. */
  shortOfFreeFen: z.nullable(z.number()),
  freightFen: z.number(),
});
export type FreightBreakdown = z.infer<typeof freightBreakdown>;

/** Why a way is not offered; `needsAddress`: a shipped way at checkout before a delivery address is chosen. */
export const unavailableReasons = ['disabled', 'notInZone', 'tooHeavy', 'tooLight', 'needsAddress'] as const;

/** One delivery way for an order to an address: its price and why, or why it is not offered. */
export const deliveryOption = z.discriminatedUnion('available', [
  z.object({ way: z.enum(deliveryWays), available: z.literal(true), freightFen: z.number(), breakdown: z.nullable(freightBreakdown) }),
  z.object({ way: z.enum(deliveryWays), available: z.literal(false), reason: z.enum(unavailableReasons), limitGrams: z.nullable(z.number()) }),
]);
export type DeliveryOption = z.infer<typeof deliveryOption>;

/** The product page's freight estimate of a pack and quantity to a province. */
export const freightEstimate = z.object({
  weightGrams: z.number(),
  options: z.array(deliveryOption),
  pickup: z.nullable(z.object({ address: z.string(), hours: z.string() })),
});
export type FreightEstimate = z.infer<typeof freightEstimate>;

import { z } from 'zod';
import { calendarDay } from './calendar.ts';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { textField } from './text.ts';

/*
 * Contracts of price negotiation: the buyer's calls under /api/portal/negotiation and the operator's
 * under /api/admin/negotiation. Each offer is in integer fen, either per kilogram or per pack: the
 * figure offered is kept exactly, the other is derived from it and the pack's net weight by
 * `packPriceFen` or `perKgOfPackFen` (halves up, in integers), the same on the server and in the page.
 */

export const negotiationStatuses = ['open', 'accepted', 'rejected', 'withdrawn', 'expired', 'used'] as const;
export type NegotiationStatus = (typeof negotiationStatuses)[number];
/** Open or agreed: a buyer has at most one such negotiation per spec, so checkout never chooses between two. */
export const liveNegotiationStatuses = ['open', 'accepted'] as const satisfies readonly NegotiationStatus[];
export const negotiationParties = ['buyer', 'shop'] as const;
export type NegotiationParty = (typeof negotiationParties)[number];
/** What a party may do to a negotiation; the answers list the ones the caller may do now. */
export const negotiationMoves = ['accept', 'counter', 'withdraw', 'reject'] as const;
export type NegotiationMove = (typeof negotiationMoves)[number];
/** What an offer's price is given for: a kilogram, or one pack of the spec. */
export const negotiationPriceUnits = ['kg', 'pack'] as const;
export type NegotiationPriceUnit = (typeof negotiationPriceUnits)[number];

/** At most this many packs in one negotiation (a checkout line still holds at most 99 at a time). */
export const MAX_NEGOTIATED_PACKS = 9999;
/** ¥100,000 a kilogram: far above any pigment, low enough that a pack's price stays an exact integer. */
export const MAX_PRICE_PER_KG_FEN = 10_000_000;
/** ¥1,000,000 a pack: far above any pack, and within a 32-bit column. */
export const MAX_PACK_PRICE_FEN = 100_000_000;
export const negotiationMaxLength = { note: 500, rejectReason: 200 } as const;
/** The shop's offers hold for a year at most. */
export const MAX_VALIDITY_DAYS = 366;

/**
 * A pack's price at a price per kg: per-kg fen × grams / 1000, rounded to the nearest fen with halves
 * up, in integers (no floating point). Seeded packs weigh whole kilograms, so nothing is rounded there.
 */
export function packPriceFen(pricePerKgFen: number, netWeightGrams: number): number {
  return Math.floor((pricePerKgFen * netWeightGrams + 500) / 1000);
}

/**
 * The price per kg of a pack price, shown beside an offer made per pack: fen × 1000 / grams, rounded to
 * the nearest fen with halves up, in integers. Only shown: a per-pack offer is charged its pack price.
 */
export function perKgOfPackFen(packFen: number, netWeightGrams: number): number {
  return Math.floor((packFen * 2000 + netWeightGrams) / (2 * netWeightGrams));
}

const pricePerKgFen = z
  .number('validation.negotiationPrice')
  .int('validation.negotiationPrice')
  .min(1, 'validation.negotiationPrice')
  .max(MAX_PRICE_PER_KG_FEN, 'validation.negotiationPrice');
const packPrice = z
  .number('validation.negotiationPackPrice')
  .int('validation.negotiationPackPrice')
  .min(1, 'validation.negotiationPackPrice')
  .max(MAX_PACK_PRICE_FEN, 'validation.negotiationPackPrice');
/** An offer names its price either per kg or per pack: exactly one of the two. */
const offerPrice = { pricePerKgFen: pricePerKgFen.optional(), packPriceFen: packPrice.optional() };
const onePrice = (offer: { pricePerKgFen?: number | undefined; packPriceFen?: number | undefined }) =>
  (offer.pricePerKgFen === undefined) !== (offer.packPriceFen === undefined);
const onePriceIssue = { path: ['pricePerKgFen'], message: 'validation.negotiationPrice' };
const packs = z
  .number('validation.negotiationQuantity')
  .int('validation.negotiationQuantity')
  .min(1, 'validation.negotiationQuantity')
  .max(MAX_NEGOTIATED_PACKS, 'validation.negotiationQuantity');
const note = textField().trim().max(negotiationMaxLength.note, 'validation.tooLong').optional();
const curPage = z.number().int().min(1).max(10_000).default(1);

/** The buyer's first offer: a spec, how many packs, the price per kg or per pack, and a note. */
export const negotiationProposeInput = withExamples(
  z.strictObject({ skuId: idSchema, ...offerPrice, quantity: packs, note }).refine(onePrice, onePriceIssue),
  ({ pack }) => ({ skuId: pack, pricePerKgFen: 1_000, quantity: 2, note: '长期采购' }),
  ({ pack }) => ({ skuId: pack, packPriceFen: 1_000, quantity: 10 }),
);
/** The buyer's counter-offer to the shop's. */
export const negotiationCounterInput = withExamples(
  z.strictObject({ id: idSchema, ...offerPrice, quantity: packs, note }).refine(onePrice, onePriceIssue),
  ({ negotiation }) => ({ id: negotiation, pricePerKgFen: 1_100, quantity: 2, note: '可以每月下单' }),
);
/** An offer's price as the service takes it: per kg or per pack, exactly one. */
export type OfferPriceInput = { pricePerKgFen?: number | undefined; packPriceFen?: number | undefined };

export const NEGOTIATIONS_PAGE_SIZE = 10;
export const negotiationListInput = withExamples(z.strictObject({ status: z.enum(negotiationStatuses).optional(), curPage }), { status: 'open', curPage: 1 });

/** A Beijing calendar day (what a date input gives); the offer and the agreed price hold to its end. */
const validUntilDay = calendarDay();

export const adminNegotiationListInput = withExamples(
  z.strictObject({
    status: z.enum(negotiationStatuses).optional(),
    /** Only the open negotiations whose last offer is the buyer's: the shop's answer is due. */
    awaitingShop: z.boolean().default(false),
    curPage,
  }),
  { status: 'open', awaitingShop: true, curPage: 1 },
);
export const adminNegotiationCounterInput = withExamples(
  z.strictObject({ id: idSchema, ...offerPrice, quantity: packs, validUntil: validUntilDay, note }).refine(onePrice, onePriceIssue),
  ({ negotiation, offerDay }) => ({ id: negotiation, pricePerKgFen: 1_200, quantity: 2, validUntil: offerDay, note: '量大可再议' }),
);
export const adminNegotiationAcceptInput = withExamples(z.strictObject({ id: idSchema, validUntil: validUntilDay }), ({ negotiation, offerDay }) => ({
  id: negotiation,
  validUntil: offerDay,
}));
export const adminNegotiationRejectInput = withExamples(
  z.strictObject({
    id: idSchema,
    reason: textField('validation.required').trim().min(1, 'validation.required').max(negotiationMaxLength.rejectReason, 'validation.tooLong'),
  }),
  ({ negotiation }) => ({ id: negotiation, reason: '价格过低' }),
);

/* ───────────── answers ───────────── */

export const negotiationOffer = z.object({
  by: z.enum(negotiationParties),
  /** Which of the two prices was offered (exact); the other is derived from it. */
  priceUnit: z.enum(negotiationPriceUnits),
  pricePerKgFen: z.number(),
  packPriceFen: z.number(),
  quantity: z.number(),
  note: z.string().nullable(),
  /** The shop's offers: the end of the day it may be accepted until. */
  validUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type NegotiationOffer = z.infer<typeof negotiationOffer>;

export const negotiationSummary = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  specLabel: z.string(),
  skuId: z.number(),
  netWeightGrams: z.number(),
  /** The spec's list prices now. */
  listPriceFen: z.number(),
  listPricePerKgFen: z.number(),
  status: z.enum(negotiationStatuses),
  /** Open: whose answer it waits for. */
  awaiting: z.enum(negotiationParties),
  latestOffer: negotiationOffer,
  agreedPriceUnit: z.enum(negotiationPriceUnits).nullable(),
  agreedPricePerKgFen: z.number().nullable(),
  /** What checkout charges a pack at the agreed price. */
  agreedPackPriceFen: z.number().nullable(),
  agreedQuantity: z.number().nullable(),
  /** Packs bought at the agreed price so far. */
  usedQuantity: z.number(),
  /** Accepted: until when the price applies; open and awaiting the buyer: until when the shop's offer holds. */
  validUntil: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** What the caller may do now. */
  moves: z.array(z.enum(negotiationMoves)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NegotiationSummary = z.infer<typeof negotiationSummary>;

/** A negotiation with its whole thread, oldest offer first. */
export const negotiationDetail = negotiationSummary.extend({ offers: z.array(negotiationOffer) });
export type NegotiationDetail = z.infer<typeof negotiationDetail>;

export const negotiationPage = z.object({
  items: z.array(negotiationSummary),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
  /** How many of the buyer's negotiations each state holds. */
  counts: z.record(z.enum(negotiationStatuses), z.number()),
  /** Open negotiations waiting for the buyer's answer. */
  awaitingYou: z.number(),
});
export type NegotiationPage = z.infer<typeof negotiationPage>;

export const ADMIN_NEGOTIATIONS_PAGE_SIZE = 20;
export const adminNegotiation = negotiationSummary.extend({ customerPhone: z.string() });
export const adminNegotiationDetail = negotiationDetail.extend({ customerPhone: z.string() });
export type AdminNegotiationDetail = z.infer<typeof adminNegotiationDetail>;
export const adminNegotiationPage = z.object({
  items: z.array(adminNegotiation),
  total: z.number(),
  curPage: z.number(),
  pageCount: z.number(),
  /** Open negotiations whose answer is the shop's to give. */
  awaitingShop: z.number(),
});
export type AdminNegotiationPage = z.infer<typeof adminNegotiationPage>;

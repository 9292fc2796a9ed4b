import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../schemas/common.ts';
import type { NegotiationDetail, NegotiationOffer, NegotiationParty, NegotiationSummary } from '../../../schemas/negotiations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { negotiationOffers, priceNegotiations, products, skus, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { allowedMoves } from './machine.ts';
import { packPriceOf } from './rules.ts';

/** A negotiation with its spec and product as they are now, and the buyer's phone for the operator. */
export const negotiationColumns = {
  negotiation: priceNegotiations,
  productId: products.id,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  labelZh: skus.labelZh,
  labelEn: skus.labelEn,
  netWeightGrams: skus.netWeightGrams,
  listPriceFen: skus.priceFen,
  listPricePerKgFen: skus.pricePerKgFen,
  customerPhone: users.phone,
};

export type NegotiationRow = {
  negotiation: typeof priceNegotiations.$inferSelect;
  productId: number;
  nameZh: string;
  nameEn: string;
  labelZh: string;
  labelEn: string;
  netWeightGrams: number;
  listPriceFen: number;
  listPricePerKgFen: number;
  customerPhone: string;
};

/** The rows matching `where`, in the order and page the caller asks for. */
export function selectNegotiations(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(negotiationColumns)
    .from(priceNegotiations)
    .innerJoin(skus, eq(skus.id, priceNegotiations.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(users, eq(users.id, priceNegotiations.userId))
    .where(where);
}

type OfferRow = typeof negotiationOffers.$inferSelect;

const offerOf = (offer: OfferRow, netWeightGrams: number): NegotiationOffer => ({
  by: offer.by,
  priceUnit: offer.priceUnit,
  pricePerKgFen: offer.pricePerKgFen,
  packPriceFen: packPriceOf(offer, netWeightGrams),
  quantity: offer.quantity,
  note: offer.note,
  validUntil: offer.validUntil?.toISOString() ?? null,
  createdAt: offer.createdAt.toISOString(),
});

/** Every offer of these negotiations, oldest first, by negotiation. */
async function offersOf(db: Db | Tx, ids: number[]): Promise<Map<number, OfferRow[]>> {
  const byNegotiation = new Map<number, OfferRow[]>();
  if (ids.length === 0) return byNegotiation;
  const rows = await db.select().from(negotiationOffers).where(inArray(negotiationOffers.negotiationId, ids)).orderBy(asc(negotiationOffers.id));
  for (const row of rows) byNegotiation.set(row.negotiationId, [...(byNegotiation.get(row.negotiationId) ?? []), row]);
  return byNegotiation;
}

function summaryOf(row: NegotiationRow, offers: OfferRow[], viewer: NegotiationParty, locale: Locale, now: Date): NegotiationSummary {
  const n = row.negotiation;
  return {
    id: n.id,
    productId: row.productId,
    productName: locale === 'zh' ? row.nameZh : row.nameEn,
    specLabel: locale === 'zh' ? row.labelZh : row.labelEn,
    skuId: n.skuId,
    netWeightGrams: row.netWeightGrams,
    listPriceFen: row.listPriceFen,
    listPricePerKgFen: row.listPricePerKgFen,
    status: n.status,
    awaiting: n.awaiting,
    latestOffer: offerOf(offers.at(-1)!, row.netWeightGrams),
    agreedPriceUnit: n.agreedPriceUnit,
    agreedPricePerKgFen: n.agreedPricePerKgFen,
    agreedPackPriceFen:
      n.agreedPricePerKgFen === null ? null : packPriceOf({ pricePerKgFen: n.agreedPricePerKgFen, packPriceFen: n.agreedPackPriceFen }, row.netWeightGrams),
    agreedQuantity: n.agreedQuantity,
    usedQuantity: n.usedQuantity,
    validUntil: n.validUntil?.toISOString() ?? null,
    rejectReason: n.rejectReason,
    moves: allowedMoves(n, viewer, now),
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

/** These rows as one party sees them: each with its latest offer and the moves that party may make now. */
export async function summariesOf(db: Db | Tx, rows: NegotiationRow[], viewer: NegotiationParty, locale: Locale, now: Date) {
  const offers = await offersOf(
    db,
    rows.map((row) => row.negotiation.id),
  );
  return rows.map((row) => ({ ...summaryOf(row, offers.get(row.negotiation.id) ?? [], viewer, locale, now), customerPhone: row.customerPhone }));
}

/** One negotiation with its whole thread; not found when `where` (the owner's condition included) finds none. */
export async function detailOf(
  db: Db | Tx,
  where: SQL | undefined,
  viewer: NegotiationParty,
  locale: Locale,
  now: Date,
): Promise<NegotiationDetail & { customerPhone: string }> {
  const [row] = await selectNegotiations(db, where);
  if (!row) throw new ApiError('notFound');
  const offers = (await offersOf(db, [row.negotiation.id])).get(row.negotiation.id) ?? [];
  return {
    ...summaryOf(row, offers, viewer, locale, now),
    customerPhone: row.customerPhone,
    offers: offers.map((offer) => offerOf(offer, row.netWeightGrams)),
  };
}

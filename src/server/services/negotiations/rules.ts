import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ErrorName } from '../../../schemas/errors.ts';
import { type NegotiationParty, type NegotiationPriceUnit, type OfferPriceInput, packPriceFen, perKgOfPackFen } from '../../../schemas/negotiations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { negotiationOffers, priceNegotiations, products, skus } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { packOnSale, productInShop, retiredSql } from '../catalog/in-shop.ts';
import type { NegotiationState } from './machine.ts';

const refuse = (path: string, message: string) => new ApiError('validation', { issues: [{ path, message }] });

/** An offer's price as stored: the unit offered in, the price per kg, and the exact pack price when offered per pack. */
export type OfferedPrice = { priceUnit: NegotiationPriceUnit; pricePerKgFen: number; packPriceFen: number | null };

type ListedSpec = { pricePerKgFen: number; priceFen: number; netWeightGrams: number };

/**
 * An offer is a discount: below the spec's list price now in the unit offered (per kg against the list
 * price per kg, per pack against the pack's list price). The figure offered is kept exactly; the other
 * is derived, and must come to at least one fen. The contract has made sure exactly one is given.
 */
export function offeredPrice(offer: OfferPriceInput, spec: ListedSpec): OfferedPrice {
  if (offer.packPriceFen !== undefined) {
    if (offer.packPriceFen >= spec.priceFen) throw refuse('packPriceFen', 'validation.negotiationAboveListPack');
    const pricePerKgFen = perKgOfPackFen(offer.packPriceFen, spec.netWeightGrams);
    if (pricePerKgFen < 1) throw refuse('packPriceFen', 'validation.negotiationPackPrice');
    return { priceUnit: 'pack', pricePerKgFen, packPriceFen: offer.packPriceFen };
  }
  const pricePerKgFen = offer.pricePerKgFen!;
  if (pricePerKgFen >= spec.pricePerKgFen) throw refuse('pricePerKgFen', 'validation.negotiationAboveList');
  if (packPriceFen(pricePerKgFen, spec.netWeightGrams) < 1) throw refuse('pricePerKgFen', 'validation.negotiationPrice');
  return { priceUnit: 'kg', pricePerKgFen, packPriceFen: null };
}

/** What a pack costs at an offer or agreement: its own pack price when offered per pack, else derived from the price per kg. */
export const packPriceOf = (price: { pricePerKgFen: number; packPriceFen: number | null }, netWeightGrams: number): number =>
  price.packPriceFen ?? packPriceFen(price.pricePerKgFen, netWeightGrams);

/** The negotiation's agreed price from the offer accepted, in the unit it was offered in. */
export const agreedPriceOf = (offer: OfferedPrice) => ({
  agreedPriceUnit: offer.priceUnit,
  agreedPricePerKgFen: offer.pricePerKgFen,
  agreedPackPriceFen: offer.packPriceFen,
});

/** A spec with its list prices; a spec no longer on sale cannot be negotiated. */
export async function specOnSale(db: Db | Tx, skuId: number) {
  const [spec] = await db
    .select({
      pricePerKgFen: skus.pricePerKgFen,
      priceFen: skus.priceFen,
      netWeightGrams: skus.netWeightGrams,
      onSale: sql<boolean>`${productInShop}`,
      active: sql<boolean>`${packOnSale}`,
      retired: retiredSql,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId));
  if (!spec) throw new ApiError('notFound');
  if (spec.retired) throw new ApiError('productRetired');
  if (!spec.onSale || !spec.active) throw new ApiError('noSpecification');
  return spec;
}

/** The last offer of a negotiation: the one an acceptance agrees to. */
export async function latestOffer(tx: Tx, negotiationId: number) {
  const [offer] = await tx
    .select()
    .from(negotiationOffers)
    .where(eq(negotiationOffers.negotiationId, negotiationId))
    .orderBy(desc(negotiationOffers.id))
    .limit(1);
  return offer!;
}

/**
 * Claims an open negotiation for a move inside the move's transaction: the update only matches while it
 * is still open, unexpired and (for `party`) waiting for that party, so of two moves at once one happens
 * and the other is refused with the reason it now has. `where` limits it further (the buyer's own).
 */
export async function claimOpen(
  tx: Tx,
  id: number,
  party: NegotiationParty | null,
  set: Partial<typeof priceNegotiations.$inferInsert>,
  now: Date,
  refuseWith: (state: NegotiationState) => ErrorName | null,
  where?: SQL,
): Promise<void> {
  const n = priceNegotiations;
  const [claimed] = await tx
    .update(n)
    .set({ ...set, updatedAt: now })
    .where(and(eq(n.id, id), eq(n.status, 'open'), party ? eq(n.awaiting, party) : undefined, or(isNull(n.validUntil), gt(n.validUntil, now)), where))
    .returning({ id: n.id });
  if (claimed) return;
  const [state] = await tx
    .select()
    .from(n)
    .where(and(eq(n.id, id), where));
  throw new ApiError((state && refuseWith(state)) || 'conflict');
}

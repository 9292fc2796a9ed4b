import { and, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { ErrorName } from '../../../schemas/errors.ts';
import { packPriceFen, type NegotiationParty } from '../../../schemas/negotiations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { negotiationOffers, priceNegotiations, products, skus } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { NegotiationState } from './machine.ts';

const refuse = (path: string, message: string) => new ApiError('validation', { issues: [{ path, message }] });

/**
 * An offer is a discount: its price per kg must be below the spec's list price per kg now (an offer at
 * the list price or above is no negotiation), and the pack price it gives at least one fen.
 */
export function checkOfferPrice(pricePerKgFen: number, spec: { pricePerKgFen: number; netWeightGrams: number }): void {
  if (pricePerKgFen >= spec.pricePerKgFen) throw refuse('pricePerKgFen', 'validation.negotiationAboveList');
  if (packPriceFen(pricePerKgFen, spec.netWeightGrams) < 1) throw refuse('pricePerKgFen', 'validation.negotiationPrice');
}

/** A spec with its list prices; a spec no longer on sale cannot be negotiated. */
export async function specOnSale(db: Db | Tx, skuId: number) {
  const [spec] = await db
    .select({ pricePerKgFen: skus.pricePerKgFen, netWeightGrams: skus.netWeightGrams, onSale: products.published, active: skus.active })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId));
  if (!spec) throw new ApiError('notFound');
  if (!spec.onSale || !spec.active) throw new ApiError('noSpecification');
  return spec;
}

/** The last offer of a negotiation: the one an acceptance agrees to. */
export async function latestOffer(tx: Tx, negotiationId: number) {
  const [offer] = await tx.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, negotiationId)).orderBy(desc(negotiationOffers.id)).limit(1);
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
    .where(
      and(eq(n.id, id), eq(n.status, 'open'), party ? eq(n.awaiting, party) : undefined, or(isNull(n.validUntil), gt(n.validUntil, now)), where),
    )
    .returning({ id: n.id });
  if (claimed) return;
  const [state] = await tx.select().from(n).where(and(eq(n.id, id), where));
  throw new ApiError((state && refuseWith(state)) || 'conflict');
}

import { and, eq, inArray } from 'drizzle-orm';
import { liveNegotiationStatuses } from '../../../schemas/negotiations.ts';
import type { Tx } from '../../db/client.ts';
import { priceNegotiations, skus } from '../../db/schema.ts';
import { addNegotiationMessage } from './messages.ts';

/**
 * Closes the live negotiations (open, or agreed and not used up) of packs that were just retired, and
 * tells each buyer why: the price can no longer buy anything. Restoring the product does not reopen them;
 * the buyer may negotiate again then.
 */
export async function closeNegotiationsOfRetired(tx: Tx, retired: { productId: number } | { skuId: number }, now: Date): Promise<number> {
  const packs = 'skuId' in retired ? [retired.skuId] : tx.select({ id: skus.id }).from(skus).where(eq(skus.productId, retired.productId));
  const closed = await tx
    .update(priceNegotiations)
    .set({ status: 'rejected', updatedAt: now })
    .where(and(inArray(priceNegotiations.status, liveNegotiationStatuses), inArray(priceNegotiations.skuId, packs)))
    .returning({ id: priceNegotiations.id });
  for (const negotiation of closed) await addNegotiationMessage(tx, negotiation.id, { kind: 'retired' });
  return closed.length;
}

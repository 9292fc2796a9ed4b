import { and, inArray, lte } from 'drizzle-orm';
import { liveNegotiationStatuses } from '../../../schemas/negotiations.ts';
import type { Db } from '../../db/client.ts';
import { priceNegotiations } from '../../db/schema.ts';
import { ownedBy } from '../ownership.ts';
import { addNegotiationMessage } from './messages.ts';

/**
 * Marks expired what is past its validity: an accepted price (used or not in part) and a shop's offer
 * the buyer did not answer in time. Checkout and every move check the validity themselves, so this only
 * keeps the states and the buyer's messages right; it runs before the lists are read (for one buyer or
 * for all) and in the order sweeper. The update claims each negotiation once, so the buyer is told once.
 */
export async function expireDueNegotiations(db: Db, now: Date, userId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(priceNegotiations)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          inArray(priceNegotiations.status, liveNegotiationStatuses),
          lte(priceNegotiations.validUntil, now),
          userId === undefined ? undefined : ownedBy(priceNegotiations.userId, userId),
        ),
      )
      .returning({ id: priceNegotiations.id });
    for (const negotiation of expired) await addNegotiationMessage(tx, negotiation.id, { kind: 'expired' });
    return expired.length;
  });
}

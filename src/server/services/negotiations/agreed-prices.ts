import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { liveNegotiationStatuses } from '../../../schemas/negotiations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, priceNegotiations } from '../../db/schema.ts';
import { ownedBy } from '../ownership.ts';
import { packPriceOf } from './rules.ts';

/*
 * How checkout uses agreed prices. An accepted negotiation gives its buyer the agreed price per kg for
 * at most the agreed number of packs of its spec, bought before the end of its validity, over as many
 * orders as they like. Each order takes what it needs from the packs left; the rest of a line is at the
 * list price. The packs are taken in the order's own transaction by a conditional update, so two orders
 * at once can never take more than were agreed; a cancelled order gives its packs back.
 */

/** An agreed price: per kg, and the exact pack price when it was agreed per pack, until when it applies. */
export type Agreement = { id: number; pricePerKgFen: number; packPriceFen: number | null; packsLeft: number; validUntil: Date };

/** The buyer's agreed prices that apply now to these specs, by spec: accepted, still valid, with packs left. */
export async function agreementsFor(db: Db | Tx, userId: number, skuIds: number[], now: Date): Promise<Map<number, Agreement>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: priceNegotiations.id,
      skuId: priceNegotiations.skuId,
      pricePerKgFen: priceNegotiations.agreedPricePerKgFen,
      packPriceFen: priceNegotiations.agreedPackPriceFen,
      agreed: priceNegotiations.agreedQuantity,
      used: priceNegotiations.usedQuantity,
      validUntil: priceNegotiations.validUntil,
    })
    .from(priceNegotiations)
    .where(
      and(
        ownedBy(priceNegotiations.userId, userId),
        inArray(priceNegotiations.skuId, skuIds),
        eq(priceNegotiations.status, 'accepted'),
        gt(priceNegotiations.validUntil, now),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.skuId,
      { id: row.id, pricePerKgFen: row.pricePerKgFen!, packPriceFen: row.packPriceFen, packsLeft: row.agreed! - row.used, validUntil: row.validUntil! },
    ]),
  );
}

export type LinePart = { quantity: number; priceFen: number; pricePerKgFen: number; negotiationId: number | null };

/**
 * A line of `quantity` packs priced: the packs left of an agreement at the agreed pack price (as agreed
 * when agreed per pack, else from the price per kg), the rest at the list price. An agreed price that is
 * not below today's list price is not used (nor its packs taken). The cart and checkout both price by it.
 */
export function priceLine(
  quantity: number,
  pack: { priceFen: number; pricePerKgFen: number; netWeightGrams: number },
  agreement: Agreement | undefined,
): LinePart[] {
  const list = (packs: number): LinePart => ({ quantity: packs, priceFen: pack.priceFen, pricePerKgFen: pack.pricePerKgFen, negotiationId: null });
  if (!agreement) return [list(quantity)];
  const agreedFen = packPriceOf(agreement, pack.netWeightGrams);
  if (agreedFen >= pack.priceFen) return [list(quantity)];
  const agreedPacks = Math.min(quantity, agreement.packsLeft);
  const parts: LinePart[] = [{ quantity: agreedPacks, priceFen: agreedFen, pricePerKgFen: agreement.pricePerKgFen, negotiationId: agreement.id }];
  return agreedPacks < quantity ? [...parts, list(quantity - agreedPacks)] : parts;
}

/**
 * Takes `packs` from an agreement inside the order's transaction; the agreement is used once none are
 * left. False when they are no longer there (another order took them first, or it expired meanwhile).
 */
export async function takeAgreedPacks(tx: Tx, userId: number, negotiationId: number, packs: number, now: Date): Promise<boolean> {
  const taken = await tx
    .update(priceNegotiations)
    .set({
      usedQuantity: sql`${priceNegotiations.usedQuantity} + ${packs}`,
      status: sql`case when ${priceNegotiations.usedQuantity} + ${packs} >= ${priceNegotiations.agreedQuantity} then 'used' else 'accepted' end::negotiation_status`,
      updatedAt: now,
    })
    .where(
      and(
        eq(priceNegotiations.id, negotiationId),
        ownedBy(priceNegotiations.userId, userId),
        eq(priceNegotiations.status, 'accepted'),
        gt(priceNegotiations.validUntil, now),
        sql`${priceNegotiations.usedQuantity} + ${packs} <= ${priceNegotiations.agreedQuantity}`,
      ),
    )
    .returning({ id: priceNegotiations.id });
  return taken.length === 1;
}

/**
 * Gives the packs that just-cancelled orders bought at agreed prices back to their negotiations. One
 * that was used up applies again if still valid, expires if not, and stays used if the buyer has opened
 * another negotiation for the spec since (there is only ever one live negotiation per buyer and spec).
 */
export async function giveBackAgreedPacks(tx: Tx, orderIds: number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const held = await tx
    .select({ negotiationId: orderLines.negotiationId, packs: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, orderIds), isNotNull(orderLines.negotiationId)))
    .groupBy(orderLines.negotiationId);
  const n = priceNegotiations;
  for (const { negotiationId, packs } of held) {
    const anotherLive = sql`exists (select 1 from ${n} as other where other.user_id = ${n.userId} and other.sku_id = ${n.skuId} and other.id <> ${n.id} and ${inArray(sql`other.status`, liveNegotiationStatuses)})`;
    await tx
      .update(n)
      .set({
        usedQuantity: sql`greatest(${n.usedQuantity} - ${packs}, 0)`,
        status: sql`case
          when ${n.status} <> 'used' then ${n.status}
          when ${n.validUntil} <= ${now.toISOString()} then 'expired'
          when ${anotherLive} then 'used'
          else 'accepted' end::negotiation_status`,
        updatedAt: now,
      })
      .where(eq(n.id, negotiationId!));
  }
}

/** How long after its end checkout still mentions that an agreed price has expired. */
const LAPSED_NOTICE_MS = 30 * 86_400_000;

/**
 * The specs among these whose latest negotiation of the buyer was an agreed price that expired with packs
 * left (in the last 30 days): checkout says that the list price applies again.
 */
export async function lapsedAgreements(db: Db | Tx, userId: number, skuIds: number[], now: Date): Promise<Map<number, Date>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([priceNegotiations.skuId], {
      skuId: priceNegotiations.skuId,
      status: priceNegotiations.status,
      agreed: priceNegotiations.agreedQuantity,
      used: priceNegotiations.usedQuantity,
      validUntil: priceNegotiations.validUntil,
    })
    .from(priceNegotiations)
    .where(and(ownedBy(priceNegotiations.userId, userId), inArray(priceNegotiations.skuId, skuIds)))
    .orderBy(priceNegotiations.skuId, desc(priceNegotiations.id));
  const lapsed = rows.filter(
    (row) =>
      row.agreed !== null &&
      row.used < row.agreed &&
      row.validUntil !== null &&
      row.validUntil <= now &&
      row.validUntil.getTime() > now.getTime() - LAPSED_NOTICE_MS &&
      (row.status === 'expired' || row.status === 'accepted'),
  );
  return new Map(lapsed.map((row) => [row.skuId, row.validUntil!]));
}

import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type Addressee, quotationLines, quotations, users } from '../../db/schema.ts';
import { ownedBy } from '../ownership.ts';
import { liveOrderNoOf } from './mine.ts';

/** What makes two quotations the same offer: the priced lines, and the delivery terms when it states any. */
export type QuotedTerms = {
  negotiationId: number | null;
  goodsFen: number;
  freightFen: number | null;
  deliveryWay: string | null;
  addressee: Addressee | null;
  lines: { skuId: number; quantity: number; unitPriceFen: number; negotiationId: number | null }[];
};

const lineKey = (line: QuotedTerms['lines'][number]) => `${line.skuId}:${line.quantity}:${line.unitPriceFen}:${line.negotiationId ?? ''}`;
const linesKey = (lines: QuotedTerms['lines']) => lines.map(lineKey).sort().join(',');
const addresseeKey = (addressee: Addressee | null) =>
  addressee ? JSON.stringify([addressee.consignee, addressee.mobile, addressee.province, addressee.city, addressee.district, addressee.detail]) : '';

/**
 * Makes the buyer's quotations queue one by one until the transaction ends: two clicks at once both look
 * for an identical quotation, and the second finds the one the first made.
 */
export async function lockBuyerQuotations(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * The buyer's quotation that offers exactly these terms and can still be ordered from (valid, and no
 * order from it that is not cancelled), newest first; null when there is none.
 */
export async function identicalValidQuotation(tx: Tx, userId: number, terms: QuotedTerms, now: Date) {
  const candidates = await tx
    .select({
      id: quotations.id,
      quotationNo: quotations.quotationNo,
      validUntil: quotations.validUntil,
      totalFen: quotations.totalFen,
      freightFen: quotations.freightFen,
      deliveryWay: quotations.deliveryWay,
      addressee: quotations.addressee,
    })
    .from(quotations)
    .where(
      and(
        ownedBy(quotations.userId, userId),
        gt(quotations.validUntil, now),
        eq(quotations.goodsFen, terms.goodsFen),
        terms.negotiationId === null ? isNull(quotations.negotiationId) : eq(quotations.negotiationId, terms.negotiationId),
        sql`${liveOrderNoOf} is null`,
      ),
    )
    .orderBy(desc(quotations.createdAt), desc(quotations.id));
  const sameDelivery = candidates.filter(
    (candidate) =>
      candidate.freightFen === terms.freightFen &&
      candidate.deliveryWay === terms.deliveryWay &&
      addresseeKey(candidate.addressee) === addresseeKey(terms.addressee),
  );
  if (sameDelivery.length === 0) return null;
  const lines = await tx
    .select({
      quotationId: quotationLines.quotationId,
      skuId: quotationLines.skuId,
      quantity: quotationLines.quantity,
      unitPriceFen: quotationLines.unitPriceFen,
      negotiationId: quotationLines.negotiationId,
    })
    .from(quotationLines)
    .where(
      inArray(
        quotationLines.quotationId,
        sameDelivery.map((candidate) => candidate.id),
      ),
    );
  const wanted = linesKey(terms.lines);
  return sameDelivery.find((candidate) => linesKey(lines.filter((line) => line.quotationId === candidate.id)) === wanted) ?? null;
}

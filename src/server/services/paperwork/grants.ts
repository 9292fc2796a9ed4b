import { eq } from 'drizzle-orm';
import type { Locale } from '../../../schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { orders, quotations } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { signDocument } from './links.ts';
import { ownerCheck, type Reader } from './papers.ts';

type Signing = { db: Db; documentSecret: string; now: () => Date };

/**
 * The signed address of a quotation's PDF for its buyer or an operator, in the language asked for or
 * else the one it was made in. Someone else's is refused here rather than in the new tab.
 */
export async function quotationLink({ db, documentSecret, now }: Signing, reader: Reader, quotationNo: string, language?: Locale) {
  const [quotation] = await db
    .select({ userId: quotations.userId, language: quotations.language })
    .from(quotations)
    .where(eq(quotations.quotationNo, quotationNo));
  if (!quotation) throw new ApiError('notFound');
  ownerCheck(reader, quotation.userId);
  return signDocument(documentSecret, { kind: 'quotation', number: quotationNo, language: language ?? quotation.language, ...reader }, now());
}

/** The signed address of an order's proforma invoice: someone else's order, or a cancelled one, is refused here. */
export async function proformaLink({ db, documentSecret, now }: Signing, reader: Reader, orderNo: string, language: Locale) {
  const [order] = await db.select({ userId: orders.userId, status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw new ApiError('notFound');
  ownerCheck(reader, order.userId);
  if (order.status === 'cancelled') throw new ApiError('proformaUnavailable');
  return signDocument(documentSecret, { kind: 'proforma', number: orderNo, language, ...reader }, now());
}

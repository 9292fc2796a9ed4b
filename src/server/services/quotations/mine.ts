import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../schemas/common.ts';
import { MY_QUOTATIONS_PAGE_SIZE, type MyQuotation, type MyQuotationPage, type QuotationStatus } from '../../../schemas/quotations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orders, quotationLines, quotations } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { previewCart } from '../cart.ts';
import { splitOrderable } from '../checkout/left-out.ts';
import { ownedBy } from '../ownership.ts';

/** The order placed from a quotation that is not cancelled, if any: a quotation is ordered once. */
export const liveOrderNoOf = sql<
  string | null
>`(select o.order_no from ${orders} o where o.quotation_no = ${quotations}.quotation_no and o.status <> 'cancelled' limit 1)`;

const statusOf = (row: { orderNo: string | null; validUntil: Date }, now: Date): QuotationStatus =>
  row.orderNo !== null ? 'ordered' : row.validUntil <= now ? 'expired' : 'valid';

/** The buyer's quotations, newest first, each with where it stands and the first products it quotes. */
export async function listMyQuotations(db: Db, userId: number, curPage: number, locale: Locale, now: Date): Promise<MyQuotationPage> {
  const [counted] = await db.select({ total: count() }).from(quotations).where(ownedBy(quotations.userId, userId));
  const total = counted?.total ?? 0;
  const rows = await db
    .select({
      id: quotations.id,
      quotationNo: quotations.quotationNo,
      createdAt: quotations.createdAt,
      validUntil: quotations.validUntil,
      language: quotations.language,
      goodsFen: quotations.goodsFen,
      freightFen: quotations.freightFen,
      totalFen: quotations.totalFen,
      orderNo: liveOrderNoOf,
    })
    .from(quotations)
    .where(ownedBy(quotations.userId, userId))
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .limit(MY_QUOTATIONS_PAGE_SIZE)
    .offset((curPage - 1) * MY_QUOTATIONS_PAGE_SIZE);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ quotationId: quotationLines.quotationId, nameZh: quotationLines.productNameZh, nameEn: quotationLines.productNameEn })
          .from(quotationLines)
          .where(
            inArray(
              quotationLines.quotationId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(quotationLines.id));
  const unorderable = new Map<number, MyQuotation['unorderable']>();
  for (const row of rows) {
    if (statusOf(row, now) !== 'valid') continue;
    const packs = await db
      .select({ skuId: quotationLines.skuId, quantity: quotationLines.quantity })
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, row.id));
    unorderable.set(row.id, await linesLeftOut(db, packs, locale));
  }
  return {
    items: rows.map((row) => {
      const names = [...new Set(lines.filter((line) => line.quotationId === row.id).map((line) => (locale === 'zh' ? line.nameZh : line.nameEn)))];
      return {
        quotationNo: row.quotationNo,
        createdAt: row.createdAt.toISOString(),
        validUntil: row.validUntil.toISOString(),
        language: row.language,
        goodsFen: row.goodsFen,
        freightFen: row.freightFen,
        totalFen: row.totalFen,
        status: statusOf(row, now),
        orderNo: row.orderNo,
        summary: names.slice(0, 3).join(locale === 'zh' ? '、' : ', ') + (names.length > 3 ? ' …' : ''),
        lineCount: lines.filter((line) => line.quotationId === row.id).length,
        unorderable: unorderable.get(row.id) ?? [],
      };
    }),
    total,
    curPage,
    pageCount: Math.max(1, Math.ceil(total / MY_QUOTATIONS_PAGE_SIZE)),
  };
}

/** A quotation's packs (one entry per pack however many of its lines buy it) that cannot be ordered now, and why. */
async function linesLeftOut(db: Db, lines: { skuId: number; quantity: number }[], locale: Locale): Promise<MyQuotation['unorderable']> {
  const packs = new Map<number, number>();
  for (const line of lines) packs.set(line.skuId, (packs.get(line.skuId) ?? 0) + line.quantity);
  const view = await previewCart(
    db,
    [...packs].map(([skuId, quantity]) => ({ skuId, quantity, selected: true })),
    locale,
  );
  return splitOrderable(view.lines).leftOut.map(({ skuId, productName, specLabel, stock, reason }) => ({ skuId, productName, specLabel, stock, reason }));
}

/** One of the buyer's quotations by its number; someone else's is not found. */
export async function ownQuotation(db: Db | Tx, userId: number, quotationNo: string) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(and(ownedBy(quotations.userId, userId), eq(quotations.quotationNo, quotationNo)));
  if (!row) throw new ApiError('notFound');
  return row;
}

/**
 * A quotation an order may be placed from now, with its lines: the buyer's own, still valid, and not
 * ordered already (an order from it that was cancelled gives it back while it is valid).
 */
export async function quotationToOrder(db: Db | Tx, userId: number, quotationNo: string, now: Date) {
  const quotation = await ownQuotation(db, userId, quotationNo);
  if (quotation.validUntil <= now) throw new ApiError('quotationExpired');
  const [ordered] = await db.select({ orderNo: liveOrderNoOf }).from(quotations).where(eq(quotations.id, quotation.id));
  if (ordered?.orderNo) throw new ApiError('quotationOrdered');
  const lines = await db.select().from(quotationLines).where(eq(quotationLines.quotationId, quotation.id)).orderBy(asc(quotationLines.id));
  return { quotationNo, validUntil: quotation.validUntil, lines };
}
export type OrderableQuotation = Awaited<ReturnType<typeof quotationToOrder>>;

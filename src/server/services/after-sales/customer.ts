import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { canDo, modesForOrder, refundCapFen } from '../../../lib/after-sales-rules.ts';
import { canMoveOrder } from '../../../lib/order-rules.ts';
import {
  AFTER_SALES_PAGE_SIZE,
  type AfterSalesDetail,
  type AfterSalesOptions,
  type AfterSalesPage,
  type afterSalesApplyInput,
  openAfterSalesStatuses,
  type submitReturnInput,
} from '../../../schemas/after-sales.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { Db, Tx } from '../../db/client.ts';
import { writeWithFreshNumber } from '../../db/errors.ts';
import { afterSales, afterSalesLines, orderLines, orders } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { moveOrder } from '../order-transitions.ts';
import { ownedBy } from '../ownership.ts';
import { isOwnUpload } from '../uploads.ts';
import { type AfterSalesRow, appendHistory, newRefundNo, readDetail, refundsTaken, releaseOrder, summaryOf } from './records.ts';

type OrderRow = typeof orders.$inferSelect;
const issue = (path: string, message: string) => ({ issues: [{ path, message }] });

/** Each line of the order with what earlier applications (other than rejected or cancelled ones) already took. */
async function linesWithAvailability(db: Db | Tx, orderId: number, locale: Locale) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const taken = await db
    .select({ lineId: afterSalesLines.orderLineId, quantity: sql<number>`sum(${afterSalesLines.quantity})`.mapWith(Number) })
    .from(afterSalesLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSalesLines.afterSalesId))
    .where(and(eq(afterSales.orderId, orderId), notInArray(afterSales.status, ['rejected', 'cancelled'])))
    .groupBy(afterSalesLines.orderLineId);
  return lines.map((line) => ({
    lineId: line.id,
    productName: locale === 'zh' ? line.productNameZh : line.productNameEn,
    specLabel: locale === 'zh' ? line.skuLabelZh : line.skuLabelEn,
    unitPriceFen: line.unitPriceFen,
    quantity: line.quantity,
    availableQuantity: line.quantity - (taken.find((row) => row.lineId === line.id)?.quantity ?? 0),
  }));
}

async function openApplicationOf(db: Db | Tx, orderId: number) {
  const [open] = await db
    .select({ refundNo: afterSales.refundNo })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), inArray(afterSales.status, openAfterSalesStatuses)));
  return open?.refundNo ?? null;
}

const isPaid = (order: OrderRow) => order.paidFen !== null && canMoveOrder(order.status, 'openAfterSales');

/** What the application form of one of the customer's orders offers. */
export async function afterSalesOptions(db: Db, userId: number, orderNo: string, locale: Locale): Promise<AfterSalesOptions> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(ownedBy(orders.userId, userId), eq(orders.orderNo, orderNo)));
  if (!order) throw new ApiError('notFound');
  const paidFen = order.paidFen ?? 0;
  return {
    orderNo,
    orderStatus: order.status,
    paidFen,
    paidAt: order.paidAt?.toISOString() ?? null,
    refundableFen: isPaid(order) || order.status === 'after_sales' ? Math.max(0, paidFen - (await refundsTaken(db, order.id))) : 0,
    openRefundNo: await openApplicationOf(db, order.id),
    lines: await linesWithAvailability(db, order.id, locale),
  };
}

/** Photo credentials must be images the customer uploaded: a well-formed address is not enough, the file must be theirs and there. */
async function checkPhotos(db: Db, uploadDir: string, userId: number, urls: readonly string[]) {
  for (const [index, url] of urls.entries()) {
    if (!(await isOwnUpload(db, uploadDir, url, userId))) throw new ApiError('validation', issue(`photoUrls.${index}`, 'validation.upload'));
  }
}

/**
 * A customer applies for after-sales on a paid order of theirs, in one transaction that locks the order: no
 * other open application, quantities within what is left of each line, the amount within the chosen goods'
 * value (everything left may include the freight) and within what was paid less earlier and pending refunds.
 * The order moves to after_sales; the status it had is kept to go back to.
 */
export async function applyForAfterSales(
  db: Db,
  userId: number,
  input: z.output<typeof afterSalesApplyInput>,
  context: { uploadDir: string; now: Date; locale: Locale },
): Promise<AfterSalesDetail> {
  await checkPhotos(db, context.uploadDir, userId, input.photoUrls);
  return writeWithFreshNumber(
    'after_sales_refund_no_unique',
    () => newRefundNo(context.now),
    (refundNo) =>
      db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(ownedBy(orders.userId, userId), eq(orders.orderNo, input.orderNo)))
          .for('update');
        if (!order) throw new ApiError('notFound');
        if (await openApplicationOf(tx, order.id)) throw new ApiError('afterSalesOpen');
        if (!isPaid(order)) throw new ApiError('afterSalesOrderNotEligible');
        if (!modesForOrder(order.status).includes(input.mode))
          throw new ApiError('afterSalesReturnNotShipped', issue('mode', 'validation.afterSalesReturnNotShipped'));

        const lines = await linesWithAvailability(tx, order.id, context.locale);
        for (const [index, chosen] of input.lines.entries()) {
          const line = lines.find((candidate) => candidate.lineId === chosen.lineId);
          if (!line) throw new ApiError('validation', issue(`lines.${index}.lineId`, 'validation.afterSalesLines'));
          if (chosen.quantity > line.availableQuantity)
            throw new ApiError('afterSalesQuantity', issue(`lines.${index}.quantity`, 'validation.afterSalesQuantity'));
        }
        const refundableFen = order.paidFen! - (await refundsTaken(tx, order.id));
        const capFen = refundCapFen(lines, input.lines, refundableFen);
        if (input.refundFen > capFen) throw new ApiError('afterSalesAmount', { ...issue('refundFen', 'validation.refundTooHigh'), maxFen: capFen });

        const [row] = await tx
          .insert(afterSales)
          .values({
            refundNo,
            orderId: order.id,
            userId,
            mode: input.mode,
            refundFen: input.refundFen,
            reason: input.reason,
            description: input.description,
            photoUrls: input.photoUrls,
            orderStatusBefore: order.status,
            createdAt: context.now,
          })
          .returning();
        await tx.insert(afterSalesLines).values(input.lines.map((line) => ({ afterSalesId: row!.id, orderLineId: line.lineId, quantity: line.quantity })));
        await appendHistory(tx, row!, { kind: 'customer', userId }, null, context.now);
        await moveOrder(tx, eq(orders.id, order.id), { event: 'openAfterSales', actor: 'customer', now: context.now });
        return (await readDetail(tx, row!, context.locale)).detail;
      }),
  );
}

/** A page of the customer's applications, newest first, each with its order's payment date. */
export async function listAfterSales(db: Db, userId: number, curPage: number): Promise<AfterSalesPage> {
  const mine = ownedBy(afterSales.userId, userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(afterSales).where(mine);
  const pageCount = Math.max(1, Math.ceil(total / AFTER_SALES_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const rows = await db
    .select({ application: afterSales, order: { orderNo: orders.orderNo, paidAt: orders.paidAt } })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(mine)
    .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
    .limit(AFTER_SALES_PAGE_SIZE)
    .offset((page - 1) * AFTER_SALES_PAGE_SIZE);
  return { items: rows.map(({ application, order }) => summaryOf(application, order)), total, curPage: page, pageCount };
}

/** One of the customer's own applications; anyone else's answers not found. */
async function ownApplication(db: Db | Tx, userId: number, refundNo: string, lock = false): Promise<AfterSalesRow> {
  const query = db
    .select()
    .from(afterSales)
    .where(and(ownedBy(afterSales.userId, userId), eq(afterSales.refundNo, refundNo)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError('notFound');
  return row;
}

export async function afterSalesDetail(db: Db, userId: number, refundNo: string, locale: Locale): Promise<AfterSalesDetail> {
  return (await readDetail(db, await ownApplication(db, userId, refundNo), locale)).detail;
}

/** The customer withdraws an application still under audit; the order goes back to what it was. */
export async function cancelAfterSales(db: Db, userId: number, refundNo: string, now: Date, locale: Locale): Promise<AfterSalesDetail> {
  return db.transaction(async (tx) => {
    const row = await ownApplication(tx, userId, refundNo, true);
    if (!canDo(row, 'cancel')) throw new ApiError('afterSalesStateInvalid');
    const [cancelled] = await tx.update(afterSales).set({ status: 'cancelled' }).where(eq(afterSales.id, row.id)).returning();
    await appendHistory(tx, cancelled!, { kind: 'customer', userId }, null, now);
    await releaseOrder(tx, cancelled!, 'customer', now);
    return (await readDetail(tx, cancelled!, locale)).detail;
  });
}

/** Return-goods-refund, approved: the customer says how the goods come back; again to correct it until they arrive. */
export async function submitReturn(db: Db, userId: number, input: z.output<typeof submitReturnInput>, now: Date, locale: Locale): Promise<AfterSalesDetail> {
  return db.transaction(async (tx) => {
    const row = await ownApplication(tx, userId, input.refundNo, true);
    if (!canDo(row, 'submitReturn')) throw new ApiError('afterSalesStateInvalid');
    const [updated] = await tx
      .update(afterSales)
      .set({ expressCompany: input.expressCompany, trackingNo: input.trackingNo })
      .where(eq(afterSales.id, row.id))
      .returning();
    await appendHistory(tx, updated!, { kind: 'customer', userId }, `${input.expressCompany} ${input.trackingNo}`, now);
    return (await readDetail(tx, updated!, locale)).detail;
  });
}

import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { eventOf } from '../../../lib/after-sales-rules.ts';
import { beijingStamp } from '../../../lib/dates.ts';
import type { OrderActor } from '../../../lib/order-rules.ts';
import { type AfterSalesDetail, type AfterSalesSummary, openAfterSalesStatuses } from '../../../schemas/after-sales.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { Db, Tx } from '../../db/client.ts';
import { afterSales, afterSalesHistory, afterSalesLines, orderLines, orders, skus, stockMovements, users } from '../../db/schema.ts';
import { releaseStockOf, withdrawInvoiceApplications } from '../checkout/release-expired.ts';
import { moveOrder } from '../order-transitions.ts';

// What the customer's and the operator's calls share: reading an application whole, writing its history, and
// giving the order back its status when an application ends.

export type AfterSalesRow = typeof afterSales.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
export type Actor = { kind: 'customer' | 'operator'; userId: number } | { kind: 'system'; userId: null };

/** RF + the Beijing time to the second + 6 random digits: 22 characters, fit for Alipay's out_request_no and WeChat Pay's out_refund_no. */
export const newRefundNo = (now: Date) => `RF${beijingStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export async function appendHistory(tx: Tx, application: { id: number; status: AfterSalesRow['status'] }, actor: Actor, note: string | null, now: Date) {
  await tx
    .insert(afterSalesHistory)
    .values({ afterSalesId: application.id, status: application.status, actor: actor.kind, actorUserId: actor.userId, note, createdAt: now });
}

/** Money refunded on the order, and money asked for by applications still open: what can no longer be asked for. */
export async function refundsTaken(db: Db | Tx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`coalesce(sum(${afterSales.refundFen}), 0)`.mapWith(Number) })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), inArray(afterSales.status, ['refunded', ...openAfterSalesStatuses])));
  return row?.taken ?? 0;
}

/**
 * An application ended. The order leaves after_sales: cancelled (the trade is closed) once everything paid has
 * been refunded, otherwise back to the status it had before; an order not in after_sales is refused (nothing
 * changes). A trade closed by a refund withdraws its pending invoice application, and an order that never
 * shipped puts its packs back on sale.
 */
export async function releaseOrder(tx: Tx, application: AfterSalesRow, actor: OrderActor, now: Date) {
  const [order] = await tx.select({ paidFen: orders.paidFen }).from(orders).where(eq(orders.id, application.orderId));
  const [refunded] = await tx
    .select({ fen: sql<number>`coalesce(sum(${afterSales.refundFen}), 0)`.mapWith(Number) })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, application.orderId), eq(afterSales.status, 'refunded')));
  const fullyRefunded = (refunded?.fen ?? 0) >= (order?.paidFen ?? Number.POSITIVE_INFINITY);
  const which = eq(orders.id, application.orderId);
  if (!fullyRefunded) {
    await moveOrder(tx, which, { event: 'closeAfterSales', actor, now, statusBefore: application.orderStatusBefore });
    return;
  }
  await moveOrder(tx, which, { event: 'refundInFull', actor, now });
  await withdrawInvoiceApplications(tx, [application.orderId], now);
  if (application.orderStatusBefore === 'awaiting_shipment') await releaseStockOf(tx, [application.orderId], now);
}

/**
 * Goods of a return came back to the shop: each returned line's packs go back on sale with a stock movement.
 * Called by the one move to goods_returned, which the locked application allows once.
 */
export async function restockReturnedGoods(tx: Tx, application: AfterSalesRow, now: Date): Promise<void> {
  const returned = await tx
    .select({ skuId: orderLines.skuId, quantity: afterSalesLines.quantity })
    .from(afterSalesLines)
    .innerJoin(orderLines, eq(orderLines.id, afterSalesLines.orderLineId))
    .where(eq(afterSalesLines.afterSalesId, application.id));
  for (const line of returned) {
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(skus.id, line.skuId));
  }
  if (returned.length > 0) {
    await tx
      .insert(stockMovements)
      .values(returned.map((line) => ({ skuId: line.skuId, orderId: application.orderId, delta: line.quantity, reason: 'return', createdAt: now })));
  }
}

export function summaryOf(row: AfterSalesRow, order: Pick<OrderRow, 'orderNo' | 'paidAt'>): AfterSalesSummary {
  return {
    refundNo: row.refundNo,
    orderNo: order.orderNo,
    mode: row.mode,
    status: row.status,
    reason: row.reason as AfterSalesSummary['reason'],
    refundFen: row.refundFen,
    paidAt: order.paidAt?.toISOString() ?? null,
    expressCompany: row.expressCompany,
    trackingNo: row.trackingNo,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/** The application with its order's payment, its lines in the asked language and its whole history, oldest first. */
export async function readDetail(db: Db | Tx, row: AfterSalesRow, locale: Locale) {
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  const lines = await db
    .select({ line: orderLines, quantity: afterSalesLines.quantity })
    .from(afterSalesLines)
    .innerJoin(orderLines, eq(orderLines.id, afterSalesLines.orderLineId))
    .where(eq(afterSalesLines.afterSalesId, row.id))
    .orderBy(asc(orderLines.id));
  const history = await db
    .select({ entry: afterSalesHistory, operatorPhone: users.phone })
    .from(afterSalesHistory)
    .leftJoin(users, and(eq(users.id, afterSalesHistory.actorUserId), eq(afterSalesHistory.actor, 'operator')))
    .where(eq(afterSalesHistory.afterSalesId, row.id))
    .orderBy(asc(afterSalesHistory.createdAt), asc(afterSalesHistory.id));
  const detail: AfterSalesDetail = {
    ...summaryOf(row, order!),
    description: row.description ?? '',
    photoUrls: row.photoUrls,
    paidFen: order!.paidFen ?? 0,
    paymentType: order!.paymentType,
    lines: lines.map(({ line, quantity }) => ({
      lineId: line.id,
      productId: line.productId,
      productName: locale === 'zh' ? line.productNameZh : line.productNameEn,
      specLabel: locale === 'zh' ? line.skuLabelZh : line.skuLabelEn,
      unitPriceFen: line.unitPriceFen,
      quantity,
    })),
    history: history.map(({ entry }) => {
      const actor = entry.actor === 'operator' || entry.actor === 'system' ? entry.actor : 'customer';
      return { event: eventOf(entry.status, actor), status: entry.status, actor, note: entry.note, at: entry.createdAt.toISOString() };
    }),
  };
  return { detail, order: order!, operatorPhones: history.map(({ operatorPhone }) => operatorPhone) };
}

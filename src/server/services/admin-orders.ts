import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { beijingDayEnd, beijingDayStart } from '../../lib/dates.ts';
import type { Locale } from '../../schemas/common.ts';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderFilter,
  type AdminOrderPage,
  type OrderSummary,
  type ShipBatchInput,
  type ShipOrderInput,
} from '../../schemas/orders.ts';
import type { Db, Tx } from '../db/client.ts';
import { containing } from '../db/like.ts';
import { logisticsEvents, orderLines, orders, payments, users } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { addOrderMessage } from './messages.ts';
import { moveOrder } from './order-transitions.ts';
import { detailOf, summaryOf } from './orders.ts';

/** The orders the operator's filter keeps (the query joins the customer, for a search by mobile). */
export function adminOrderConditions(filter: AdminOrderFilter): SQL | undefined {
  const keyword = filter.keyword && containing(filter.keyword);
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    keyword ? or(ilike(orders.orderNo, keyword), ilike(users.phone, keyword)) : undefined,
    filter.from ? gte(orders.createdAt, beijingDayStart(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, beijingDayEnd(filter.to)) : undefined,
    filter.deliveryWay ? eq(orders.deliveryWay, filter.deliveryWay) : undefined,
    filter.paymentType ? eq(orders.paymentType, filter.paymentType) : undefined,
  );
}

/** All customers' orders, newest first, as the operator's filter keeps them: what each holds, how it travels and was paid. */
export async function listAdminOrders(db: Db, filter: AdminOrderFilter & { curPage: number }, locale: Locale): Promise<AdminOrderPage> {
  const where = adminOrderConditions(filter);
  const refundDue = sql<boolean>`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.needsRefund})`;
  const lineCount = sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(Number);
  const productName = locale === 'en' ? orderLines.productNameEn : orderLines.productNameZh;
  const firstProduct = sql<string>`(select ${productName} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1)`;

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const rows = await db
    .select({ order: orders, customerPhone: users.phone, refundDue, lineCount, firstProduct })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_ORDERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      ...summaryOf(row.order),
      customerPhone: row.customerPhone,
      consignee: row.order.addressee.consignee,
      refundDue: row.refundDue,
      paymentType: row.order.paymentType,
      paidAt: row.order.paidAt?.toISOString() ?? null,
      lineCount: row.lineCount,
      firstProduct: row.firstProduct ?? '',
    })),
    total,
    curPage: page,
    pageCount,
  };
}

async function orderByNo(db: Db | Tx, orderNo: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw new ApiError('notFound');
  return order;
}

export async function adminOrderDetail(db: Db, orderNo: string, locale: Locale): Promise<AdminOrderDetail> {
  const order = await orderByNo(db, orderNo);
  const [customer] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, order.userId));
  const attempts = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id);
  return {
    ...(await detailOf(db, order, locale)),
    customerPhone: customer!.phone,
    payments: attempts.map((attempt) => ({
      outTradeNo: attempt.outTradeNo,
      channel: attempt.channel,
      amountFen: attempt.amountFen,
      status: attempt.status,
      needsRefund: attempt.needsRefund,
      refundedAt: attempt.refundedAt?.toISOString() ?? null,
      createdAt: attempt.createdAt.toISOString(),
    })),
  };
}

const shipment = (input: ShipOrderInput) => {
  const none = { logisticsCompany: null, trackingNo: null, driverName: null, driverPhone: null, collectedBy: null };
  if (input.method === 'carrier') return { ...none, logisticsCompany: input.logisticsCompany, trackingNo: input.trackingNo };
  if (input.method === 'own') return { ...none, driverName: input.driverName, driverPhone: input.driverPhone };
  return { ...none, collectedBy: input.collectedBy };
};

/**
 * Sends a paid order on its way, once: by a carrier (company and tracking number) or the shop's own vehicle
 * (driver), or, for a pickup order, hands it over at the warehouse to whoever collects it.
 */
export async function shipOrder(db: Db, input: ShipOrderInput, now: Date): Promise<OrderSummary> {
  return db.transaction(async (tx) => {
    const order = await orderByNo(tx, input.orderNo);
    if ((order.deliveryWay === 'pickup') !== (input.method === 'pickup')) throw new ApiError('shipMethodNotForOrder');
    const shipped = await moveOrder(tx, eq(orders.id, order.id), { event: 'ship', actor: 'operator', now, fields: shipment(input) });
    const event = input.method === 'pickup' ? 'pickedUp' : 'shipped';
    await addOrderMessage(tx, { userId: shipped.userId, orderId: shipped.id, orderNo: shipped.orderNo, event });
    return summaryOf(shipped);
  });
}

/**
 * Ships several paid orders by one carrier, each with its own tracking number, in one transaction: a refusal
 * for any of them (named in the answer's data) ships none, so the operator fixes the list and sends it again.
 */
export async function shipBatch(db: Db, input: ShipBatchInput, now: Date): Promise<{ shipped: number }> {
  return db.transaction(async (tx) => {
    for (const { orderNo, trackingNo } of input.shipments) {
      try {
        const order = await orderByNo(tx, orderNo);
        if (order.deliveryWay === 'pickup') throw new ApiError('shipMethodNotForOrder');
        const fields = shipment({ orderNo, method: 'carrier', logisticsCompany: input.logisticsCompany, trackingNo });
        const shipped = await moveOrder(tx, eq(orders.id, order.id), { event: 'ship', actor: 'operator', now, fields });
        await addOrderMessage(tx, { userId: shipped.userId, orderId: shipped.id, orderNo, event: 'shipped' });
      } catch (error) {
        if (error instanceof ApiError) throw new ApiError(error.errorName, { orderNo });
        throw error;
      }
    }
    return { shipped: input.shipments.length };
  });
}

/** Records a step of a shipped parcel's journey. */
export async function addTrackingEvent(
  db: Db,
  input: { orderNo: string; happenedAt: string; location?: string | undefined; description: string },
): Promise<void> {
  const order = await orderByNo(db, input.orderNo);
  if (!order.shippedAt) throw new ApiError('conflict');
  await db
    .insert(logisticsEvents)
    .values({ orderId: order.id, happenedAt: new Date(input.happenedAt), location: input.location || null, description: input.description });
}

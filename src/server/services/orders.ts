import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../schemas/common.ts';
import { deliveryWays, type FreightSettings } from '../../schemas/freight.ts';
import {
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderOutcome,
  type OrderPage,
  type OrderSummary,
  type OrderTab,
  orderTabs,
  statusOfTab,
} from '../../schemas/orders.ts';
import type { Db, Tx } from '../db/client.ts';
import { bankTransfers, orderLines, orders } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { metrics } from '../metrics/registry.ts';
import { loadFreightSettings } from './checkout/freight.ts';
import { collectionPlace } from './checkout/freight-estimate.ts';
import { releaseCancelledOrders } from './checkout/release-expired.ts';
import { recordedTracking } from './logistics.ts';
import { addOrderMessage } from './messages.ts';
import { moveOrder } from './order-transitions.ts';
import { ownedBy } from './ownership.ts';

type OrderRow = typeof orders.$inferSelect;

const deliveryWayOf = (order: OrderRow) => deliveryWays.find((way) => way === order.deliveryWay) ?? null;

export const summaryOf = (order: OrderRow): OrderSummary => ({
  orderNo: order.orderNo,
  status: order.status,
  deliveryWay: deliveryWayOf(order),
  goodsFen: order.goodsFen,
  freightFen: order.freightFen,
  totalFen: order.totalFen,
  payDeadline: order.payDeadline.toISOString(),
  createdAt: order.createdAt.toISOString(),
});

const lineOf = (line: typeof orderLines.$inferSelect, locale: Locale) => ({
  productId: line.productId,
  productName: locale === 'zh' ? line.productNameZh : line.productNameEn,
  specLabel: locale === 'zh' ? line.skuLabelZh : line.skuLabelEn,
  quantity: line.quantity,
  unitPriceFen: line.unitPriceFen,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The pickup place of each order collected at the warehouse (null for the others), with the settings read once. */
function pickupOf(db: Db | Tx, locale: Locale) {
  let settings: FreightSettings | null = null;
  return async (order: OrderRow) => {
    if (order.deliveryWay !== 'pickup') return null;
    settings ??= await loadFreightSettings(db);
    return collectionPlace(settings, locale);
  };
}

/** Every field of an order, its lines and its parcel's journey; for the customer and for the operator. */
export async function detailOf(db: Db, order: OrderRow, locale: Locale): Promise<OrderDetail> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  const [bankTransfer] = await db
    .select({ status: bankTransfers.status, rejectReason: bankTransfers.rejectReason })
    .from(bankTransfers)
    .where(eq(bankTransfers.orderId, order.id));
  return {
    ...summaryOf(order),
    pickup: await pickupOf(db, locale)(order),
    lines: lines.map((line) => lineOf(line, locale)),
    paidAt: iso(order.paidAt),
    paymentType: order.paymentType,
    paidFen: order.paidFen,
    bankTransfer: bankTransfer ?? null,
    remark: order.remark,
    quotationNo: order.quotationNo,
    // How much more would have shipped free is a hint for checkout: a placed order can no longer act on it.
    freight: order.freightRule ? { ...order.freightRule, shortOfFreeFen: null } : null,
    logisticsCompany: order.logisticsCompany,
    trackingNo: order.trackingNo,
    shippedAt: iso(order.shippedAt),
    driverName: order.driverName,
    driverPhone: order.driverPhone,
    receivedAt: iso(order.receivedAt),
    cancelledAt: iso(order.cancelledAt),
    addressee: order.addressee,
    tracking: await recordedTracking(db).eventsOf(order),
  };
}

/** One of the customer's own orders by its number; anyone else's answers not found. */
export async function ownOrder(db: Db | Tx, userId: number, orderNo: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(ownedBy(orders.userId, userId), eq(orders.orderNo, orderNo)));
  if (!order) throw new ApiError('notFound');
  return order;
}

export async function orderDetail(db: Db, userId: number, orderNo: string, locale: Locale): Promise<OrderDetail> {
  return detailOf(db, await ownOrder(db, userId, orderNo), locale);
}

/** The customer says the goods arrived: an order awaiting receipt is completed, once. */
export async function confirmReceipt(db: Db, userId: number, orderNo: string, now: Date): Promise<OrderSummary> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderNo);
    const received = await moveOrder(tx, eq(orders.id, order.id), { event: 'confirmReceipt', actor: 'customer', now });
    await addOrderMessage(tx, { userId, orderId: received.id, orderNo, event: 'delivered' });
    return summaryOf(received);
  });
}

export async function orderSummary(db: Db, userId: number, orderNo: string, locale: Locale): Promise<OrderOutcome> {
  const order = await ownOrder(db, userId, orderNo);
  return { ...summaryOf(order), pickup: await pickupOf(db, locale)(order) };
}

/** A page of the customer's orders in one tab, newest first, with their lines and every tab's count. */
export async function listOrders(db: Db, userId: number, tab: OrderTab, curPage: number, locale: Locale): Promise<OrderPage> {
  const mine = ownedBy(orders.userId, userId);
  const inTab = tab === 'all' ? mine : and(mine, eq(orders.status, statusOfTab[tab]));
  const byStatus = await db.select({ status: orders.status, orders: count() }).from(orders).where(mine).groupBy(orders.status);
  const countOf = (name: OrderTab) => byStatus.filter((row) => name === 'all' || row.status === statusOfTab[name]).reduce((sum, row) => sum + row.orders, 0);
  const counts = Object.fromEntries(orderTabs.map((name) => [name, countOf(name)])) as Record<OrderTab, number>;

  const total = counts[tab];
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const rows = await db
    .select()
    .from(orders)
    .where(inTab)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(orderLines.id);
  const pickup = pickupOf(db, locale);
  const items = [];
  for (const row of rows)
    items.push({ ...summaryOf(row), pickup: await pickup(row), lines: lines.filter((line) => line.orderId === row.id).map((line) => lineOf(line, locale)) });
  return { items, total, curPage: page, pageCount, counts };
}

/** The customer cancels an order still awaiting payment; the packs it held go back on sale, once. */
export async function cancelOrder(db: Db, userId: number, orderNo: string, now: Date): Promise<OrderSummary> {
  const summary = await db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderNo);
    const cancelled = await moveOrder(tx, eq(orders.id, order.id), { event: 'cancel', actor: 'customer', now });
    await releaseCancelledOrders(tx, [cancelled.id], now);
    return summaryOf(cancelled);
  });
  metrics().orders.inc({ event: 'cancelled' });
  return summary;
}

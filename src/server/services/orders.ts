import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { shownOrderStatus, tabOfShownStatus } from '../../lib/order-progress.ts';
import type { Locale } from '../../schemas/common.ts';
import { deliveryWays, type FreightSettings } from '../../schemas/freight.ts';
import {
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderOutcome,
  type OrderPage,
  type OrderSummary,
  type OrderTab,
  orderStatuses,
  orderTabs,
} from '../../schemas/orders.ts';
import type { Db, Tx } from '../db/client.ts';
import { bankTransfers, orderLines, orders, productColours, products } from '../db/schema.ts';
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
  const lines = await db
    .select({ line: orderLines, imageUrl: products.imageUrl, hex: productColours.hex })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productColours, and(eq(productColours.productId, orderLines.productId), eq(productColours.variant, 'natural')))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  const [bankTransfer] = await db
    .select({ status: bankTransfers.status, rejectReason: bankTransfers.rejectReason })
    .from(bankTransfers)
    .where(eq(bankTransfers.orderId, order.id));
  return {
    ...summaryOf(order),
    pickup: await pickupOf(db, locale)(order),
    lines: lines.map(({ line, imageUrl, hex }) => ({ ...lineOf(line, locale), lineTotalFen: line.lineTotalFen, imageUrl, hex })),
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
    collectedBy: order.collectedBy,
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

const isPickup = sql<boolean>`coalesce(${orders.deliveryWay} = 'pickup', false)`;

/** The orders a tab lists: those whose shown status (their status read with their delivery way) is listed under it. */
function inTab(tab: Exclude<OrderTab, 'all'>): SQL | undefined {
  const statusesOf = (way: 'pickup' | null) => orderStatuses.filter((status) => tabOfShownStatus[shownOrderStatus(status, way)] === tab);
  const [pickup, shipped] = [statusesOf('pickup'), statusesOf(null)];
  return or(
    pickup.length ? and(isPickup, inArray(orders.status, pickup)) : undefined,
    shipped.length ? and(sql`not ${isPickup}`, inArray(orders.status, shipped)) : undefined,
  );
}

/** A page of the customer's orders in one tab, newest first, with their lines and every tab's count. */
export async function listOrders(db: Db, userId: number, tab: OrderTab, curPage: number, locale: Locale): Promise<OrderPage> {
  const mine = ownedBy(orders.userId, userId);
  const byStatus = await db.select({ status: orders.status, pickup: isPickup, orders: count() }).from(orders).where(mine).groupBy(orders.status, isPickup);
  const counts = Object.fromEntries(orderTabs.map((name) => [name, 0])) as Record<OrderTab, number>;
  for (const row of byStatus) {
    counts.all += row.orders;
    const shownIn = tabOfShownStatus[shownOrderStatus(row.status, row.pickup ? 'pickup' : null)];
    if (shownIn) counts[shownIn] += row.orders;
  }
  const inTabOrders = tab === 'all' ? mine : and(mine, inTab(tab));

  const total = counts[tab];
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const rows = await db
    .select()
    .from(orders)
    .where(inTabOrders)
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

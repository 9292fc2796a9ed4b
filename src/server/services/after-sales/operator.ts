import { and, count, desc, eq } from 'drizzle-orm';
import { type AfterSalesAction, canDo } from '../../../lib/after-sales-rules.ts';
import { canMoveOrder } from '../../../lib/order-rules.ts';
import { type AdminAfterSalesDetail, type AdminAfterSalesPage, AFTER_SALES_PAGE_SIZE, type AfterSalesStatus } from '../../../schemas/after-sales.ts';
import type { Db, Tx } from '../../db/client.ts';
import { afterSales, orders, payments, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { addOrderMessage } from '../messages.ts';
import type { Payments } from '../payment/index.ts';
import { type AfterSalesRow, appendHistory, readDetail, releaseOrder, restockReturnedGoods, summaryOf } from './records.ts';

// The back office's side (/api/admin/afterSales, admins only): audit, goods received, refund through the
// provider. Every action is written to the application's history with the operator who did it.

/** The operator sees everything in Chinese, like the rest of the back office. */
const LOCALE = 'zh';

export async function listForOperator(db: Db, status: AfterSalesStatus | undefined, curPage: number): Promise<AdminAfterSalesPage> {
  const where = status ? eq(afterSales.status, status) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(afterSales).where(where);
  const pageCount = Math.max(1, Math.ceil(total / AFTER_SALES_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const rows = await db
    .select({ application: afterSales, order: { orderNo: orders.orderNo, paidAt: orders.paidAt }, customerPhone: users.phone })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(users, eq(users.id, afterSales.userId))
    .where(where)
    .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
    .limit(AFTER_SALES_PAGE_SIZE)
    .offset((page - 1) * AFTER_SALES_PAGE_SIZE);
  return {
    items: rows.map(({ application, order, customerPhone }) => ({ ...summaryOf(application, order), customerPhone })),
    total,
    curPage: page,
    pageCount,
  };
}

async function applicationByNo(db: Db | Tx, refundNo: string, lock = false): Promise<AfterSalesRow> {
  const query = db.select().from(afterSales).where(eq(afterSales.refundNo, refundNo));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError('notFound');
  return row;
}

async function operatorDetail(db: Db | Tx, row: AfterSalesRow): Promise<AdminAfterSalesDetail> {
  const { detail, order, operatorPhones } = await readDetail(db, row, LOCALE);
  const [customer] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, row.userId));
  return {
    ...detail,
    customerPhone: customer!.phone,
    orderStatus: order.status,
    history: detail.history.map((entry, index) => ({ ...entry, operatorPhone: operatorPhones[index] ?? null })),
  };
}

export async function detailForOperator(db: Db, refundNo: string): Promise<AdminAfterSalesDetail> {
  return operatorDetail(db, await applicationByNo(db, refundNo));
}

type Move = { to: AfterSalesStatus; note: string | null; ends: boolean; restock?: boolean; tell?: 'afterSalesApproved' | 'afterSalesRejected' };

/** The customer hears of a decision on their application, as an order message in the same transaction. */
async function tellCustomer(tx: Tx, row: AfterSalesRow, event: 'afterSalesApproved' | 'afterSalesRejected' | 'refunded') {
  const [order] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, row.orderId));
  await addOrderMessage(tx, { userId: row.userId, orderId: row.orderId, orderNo: order!.orderNo, event });
}

/** One audited move in one transaction: allowed from the locked row's state, written with its history; an end releases the order. */
async function move(db: Db, operatorId: number, refundNo: string, action: AfterSalesAction, decide: (row: AfterSalesRow) => Move, now: Date) {
  return db.transaction(async (tx) => {
    const row = await applicationByNo(tx, refundNo, true);
    if (action === 'received' && row.mode === 'return_refund' && row.status === 'approved' && !row.trackingNo) throw new ApiError('afterSalesReturnNotSent');
    if (!canDo(row, action)) throw new ApiError('afterSalesStateInvalid');
    const { to, note, ends, restock, tell } = decide(row);
    const [moved] = await tx.update(afterSales).set({ status: to }).where(eq(afterSales.id, row.id)).returning();
    await appendHistory(tx, moved!, { kind: 'operator', userId: operatorId }, note, now);
    if (restock) await restockReturnedGoods(tx, moved!, now);
    if (ends) await releaseOrder(tx, moved!, 'operator', now);
    if (tell) await tellCustomer(tx, moved!, tell);
    return operatorDetail(tx, moved!);
  });
}

export const approveAfterSales = (db: Db, operatorId: number, refundNo: string, note: string | undefined, now: Date) =>
  move(db, operatorId, refundNo, 'approve', () => ({ to: 'approved', note: note || null, ends: false, tell: 'afterSalesApproved' }), now);

export const rejectAfterSales = (db: Db, operatorId: number, refundNo: string, reason: string, now: Date) =>
  move(db, operatorId, refundNo, 'reject', () => ({ to: 'rejected', note: reason, ends: true, tell: 'afterSalesRejected' }), now);

export const receiveReturnedGoods = (db: Db, operatorId: number, refundNo: string, note: string | undefined, now: Date) =>
  move(db, operatorId, refundNo, 'received', () => ({ to: 'goods_returned', note: note || null, ends: false, restock: true }), now);

/**
 * Refunds an approved refund-only application, or a return whose goods came back, through the provider that
 * took the order's payment, on that payment's trade and with the application's refund number as the request
 * number: a retry (a lost answer, a double click) asks the same refund again and the provider pays it once.
 * A refusal or an unreachable provider changes nothing here; the operator sees why and may retry.
 */
export async function refundAfterSales(
  db: Db,
  openPayments: () => Promise<Payments>,
  operatorId: number,
  refundNo: string,
  now: Date,
): Promise<AdminAfterSalesDetail> {
  const row = await applicationByNo(db, refundNo);
  if (!canDo(row, 'refund')) throw new ApiError('afterSalesStateInvalid');
  // Whole or partial, a refund ends the application and moves the order out of after_sales: never pay out
  // money for an order that move would refuse.
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
  if (!canMoveOrder(order!.status, 'refundInFull')) throw new ApiError('conflict');
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, row.orderId), eq(payments.status, 'succeeded'), eq(payments.needsRefund, false)))
    .orderBy(payments.id)
    .limit(1);
  if (!payment) throw new ApiError('afterSalesNoPayment');

  const gateway = (await openPayments()).gateways[payment.channel];
  // No provider takes money back from a bank transfer: the operator pays it back from the shop's account,
  // as the confirmation they gave says, and the shop records the refund.
  const outcome =
    payment.channel === 'bankTransfer'
      ? ({ ok: true } as const)
      : gateway
        ? await gateway.refund(
            {
              outTradeNo: payment.outTradeNo,
              refundNo: row.refundNo,
              amountFen: row.refundFen,
              totalFen: payment.amountFen,
              reason: `售后退款 ${row.refundNo}`,
            },
            now,
          )
        : ({ ok: false, reason: `the ${payment.channel} channel is not configured` } as const);
  if (!outcome.ok)
    throw new ApiError('afterSalesRefundFailed', { reason: outcome.reason }, { cause: new Error(`refund ${row.refundNo} refused: ${outcome.reason}`) });

  return db.transaction(async (tx) => {
    const locked = await applicationByNo(tx, refundNo, true);
    // A twin call (a double click) recorded the same refund first: the provider paid it once; answer it.
    if (locked.status === 'refunded') return operatorDetail(tx, locked);
    if (!canDo(locked, 'refund')) throw new ApiError('conflict');
    const [refunded] = await tx.update(afterSales).set({ status: 'refunded', refundedAt: now }).where(eq(afterSales.id, locked.id)).returning();
    await appendHistory(tx, refunded!, { kind: 'operator', userId: operatorId }, null, now);
    await releaseOrder(tx, refunded!, 'operator', now);
    await tellCustomer(tx, refunded!, 'refunded');
    return operatorDetail(tx, refunded!);
  });
}

import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { deliveryWays } from '../../../schemas/freight.ts';
import {
  INVOICE_ORDERS_PAGE_SIZE,
  type InvoiceApplication,
  type InvoiceOrder,
  type InvoiceOrderPage,
  type invoiceApplyInput,
  invoiceableStatuses,
} from '../../../schemas/invoices.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { invoiceApplications, orders } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownedBy } from '../ownership.ts';
import { invoiceableAmount, isInvoiceable } from './amount.ts';
import { findInvoiceTitle, titleColumns } from './titles.ts';

type ApplicationRow = typeof invoiceApplications.$inferSelect;
type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'orderNo' | 'status' | 'deliveryWay' | 'createdAt' | 'totalFen'>;

export const applicationOf = (row: ApplicationRow): InvoiceApplication => ({
  id: row.id,
  status: row.status,
  type: row.type,
  title: row.title,
  taxNo: row.taxNo,
  amountFen: row.amountFen,
  appliedAt: row.createdAt.toISOString(),
  issuedAt: row.issuedAt?.toISOString() ?? null,
  invoiceNo: row.invoiceNo,
  fileUrl: row.fileUrl,
  rejectReason: row.rejectReason,
});

/**
 * The orders the invoice page shows: paid ones (they can be invoiced) and any other with an application,
 * such as one asked for at checkout and not paid yet. Cancelled orders are left out.
 */
const shownOrders = (userId: number) =>
  and(
    ownedBy(orders.userId, userId),
    ne(orders.status, 'cancelled'),
    or(
      inArray(orders.status, [...invoiceableStatuses]),
      sql`exists (select 1 from ${invoiceApplications} where ${invoiceApplications.orderId} = ${orders.id})`,
    ),
  );

const orderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  deliveryWay: orders.deliveryWay,
  createdAt: orders.createdAt,
  totalFen: orders.totalFen,
};

/** Each order with its newest application, which is its invoice state; none is "not applied". */
async function withInvoices(db: Db | Tx, rows: OrderRow[]): Promise<InvoiceOrder[]> {
  const applications =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(invoiceApplications)
          .where(
            inArray(
              invoiceApplications.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(invoiceApplications.id));
  return rows.map((row) => {
    const latest = applications.find((application) => application.orderId === row.id);
    return {
      orderNo: row.orderNo,
      orderStatus: row.status,
      deliveryWay: deliveryWays.find((way) => way === row.deliveryWay) ?? null,
      createdAt: row.createdAt.toISOString(),
      totalFen: row.totalFen,
      canApply: isInvoiceable(row.status) && latest?.status !== 'in_progress',
      invoice: latest ? applicationOf(latest) : null,
    };
  });
}

/** A page of the customer's orders with their invoice state, newest first. */
export async function listInvoiceOrders(db: Db, userId: number, curPage: number): Promise<InvoiceOrderPage> {
  const where = shownOrders(userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
  const pageCount = Math.max(1, Math.ceil(total / INVOICE_ORDERS_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(INVOICE_ORDERS_PAGE_SIZE)
    .offset((page - 1) * INVOICE_ORDERS_PAGE_SIZE);
  return { items: await withInvoices(db, rows), total, curPage: page, pageCount };
}

/** One of the customer's orders with its invoice state. */
async function invoiceOrder(db: Db, userId: number, orderNo: string): Promise<InvoiceOrder> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(and(ownedBy(orders.userId, userId), eq(orders.orderNo, orderNo)));
  const [item] = await withInvoices(db, rows);
  if (!item) throw new ApiError('notFound');
  return item;
}

/**
 * Applies for the invoice of one of the customer's paid orders with one of their titles, copied as it is
 * now, for what was paid less refunds. While an application waits, another is refused; after it was
 * issued or rejected a new one replaces it as the order's state (the earlier ones stay as history).
 */
export async function applyForInvoice(db: Db, userId: number, input: z.output<typeof invoiceApplyInput>, now: Date): Promise<InvoiceOrder> {
  const { orderNo, titleId } = input;
  if (titleId === undefined) throw new ApiError('invoiceRequired');
  try {
    await db.transaction(async (tx) => {
      // The order row is locked so that two applications at once are decided one after the other.
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(ownedBy(orders.userId, userId), eq(orders.orderNo, orderNo)))
        .for('update');
      if (!order) throw new ApiError('notFound');
      const title = await findInvoiceTitle(tx, userId, titleId);
      if (!title) throw new ApiError('invoiceRequired');
      if (!isInvoiceable(order.status)) throw new ApiError('orderNotInvoiceable');
      const [waiting] = await tx
        .select({ id: invoiceApplications.id })
        .from(invoiceApplications)
        .where(and(eq(invoiceApplications.orderId, order.id), eq(invoiceApplications.status, 'in_progress')));
      if (waiting) throw new ApiError('invoiceInProgress');
      const amountFen = await invoiceableAmount(tx, order);
      if (amountFen <= 0) throw new ApiError('orderNotInvoiceable');
      await tx.insert(invoiceApplications).values({ orderId: order.id, userId, ...titleColumns(title), amountFen, createdAt: now });
    });
  } catch (error) {
    // A unique index said no: a second application waiting for the same order.
    if (isUniqueViolation(error)) throw new ApiError('invoiceInProgress');
    throw error;
  }
  return invoiceOrder(db, userId, orderNo);
}

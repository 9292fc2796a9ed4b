import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_INVOICES_PAGE_SIZE,
  type AdminInvoice,
  type AdminInvoicePage,
  type adminInvoiceIssueInput,
  type InvoiceStatus,
} from '../../../schemas/invoices.ts';
import type { Db } from '../../db/client.ts';
import { invoiceApplications, orders, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { addOrderMessage } from '../messages.ts';
import { isStoredUpload } from '../uploads.ts';
import { invoiceableAmount, isInvoiceable } from './amount.ts';
import { applicationOf } from './applications.ts';

const row = { application: invoiceApplications, orderNo: orders.orderNo, orderStatus: orders.status, customerPhone: users.phone };

async function adminRows(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<AdminInvoice[]> {
  const rows = await db
    .select(row)
    .from(invoiceApplications)
    .innerJoin(orders, eq(orders.id, invoiceApplications.orderId))
    .innerJoin(users, eq(users.id, invoiceApplications.userId))
    .where(where)
    .orderBy(desc(invoiceApplications.createdAt), desc(invoiceApplications.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ application, orderNo, orderStatus, customerPhone }) => ({
    ...applicationOf(application),
    orderNo,
    orderStatus,
    customerPhone,
    unitAddress: application.unitAddress,
    unitPhone: application.unitPhone,
    bankName: application.bankName,
    bankAccount: application.bankAccount,
    email: application.email,
    mobile: application.mobile,
  }));
}

/** The applications for the operator, newest first, of one status or all. */
export async function listApplicationsForAdmin(db: Db, status: InvoiceStatus | undefined, curPage: number): Promise<AdminInvoicePage> {
  const where = status ? eq(invoiceApplications.status, status) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(invoiceApplications).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_INVOICES_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  return { items: await adminRows(db, where, ADMIN_INVOICES_PAGE_SIZE, (page - 1) * ADMIN_INVOICES_PAGE_SIZE), total, curPage: page, pageCount };
}

const one = async (db: Db, id: number) => (await adminRows(db, eq(invoiceApplications.id, id), 1))[0]!;

/** A decision needs an application still waiting: another id is not found, one decided already a conflict. */
async function waitingApplication(db: Db, id: number) {
  const [found] = await db
    .select({ status: invoiceApplications.status, order: orders })
    .from(invoiceApplications)
    .innerJoin(orders, eq(orders.id, invoiceApplications.orderId))
    .where(eq(invoiceApplications.id, id));
  if (!found) throw new ApiError('notFound');
  if (found.status !== 'in_progress') throw new ApiError('conflict');
  return found.order;
}

/**
 * Issues a waiting application: the invoice's file (a PDF or image the shop stores), its number, or both.
 * Only a paid order is invoiced, for what was paid less refunds as it stands now (an application made at
 * checkout was made before payment). Issuing twice at once issues once.
 */
export async function issueInvoice(db: Db, uploadDir: string, input: z.output<typeof adminInvoiceIssueInput>, now: Date): Promise<AdminInvoice> {
  const { id, fileUrl, invoiceNo } = input;
  if (fileUrl !== undefined && !(await isStoredUpload(uploadDir, fileUrl))) {
    throw new ApiError('validation', { issues: [{ path: 'fileUrl', message: 'validation.upload' }] });
  }
  const order = await waitingApplication(db, id);
  if (!isInvoiceable(order.status)) throw new ApiError('orderNotInvoiceable');
  const amountFen = await invoiceableAmount(db, order);
  if (amountFen <= 0) throw new ApiError('orderNotInvoiceable');
  await db.transaction(async (tx) => {
    const [issued] = await tx
      .update(invoiceApplications)
      .set({ status: 'issued', fileUrl: fileUrl ?? null, invoiceNo: invoiceNo ?? null, amountFen, issuedAt: now })
      .where(and(eq(invoiceApplications.id, id), eq(invoiceApplications.status, 'in_progress')))
      .returning({ userId: invoiceApplications.userId });
    if (!issued) throw new ApiError('conflict');
    await addOrderMessage(tx, { userId: issued.userId, orderId: order.id, orderNo: order.orderNo, event: 'invoiceIssued' });
  });
  return one(db, id);
}

/** Rejects a waiting application with the reason the customer will read; they may apply again. */
export async function rejectInvoice(db: Db, id: number, reason: string, now: Date): Promise<AdminInvoice> {
  const order = await waitingApplication(db, id);
  await db.transaction(async (tx) => {
    const [rejected] = await tx
      .update(invoiceApplications)
      .set({ status: 'rejected', rejectReason: reason, rejectedAt: now })
      .where(and(eq(invoiceApplications.id, id), eq(invoiceApplications.status, 'in_progress')))
      .returning({ userId: invoiceApplications.userId });
    if (!rejected) throw new ApiError('conflict');
    await addOrderMessage(tx, { userId: rejected.userId, orderId: order.id, orderNo: order.orderNo, event: 'invoiceRejected' });
  });
  return one(db, id);
}

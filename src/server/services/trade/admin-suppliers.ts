import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_TRADE_PAGE_SIZE,
  type AdminSupplier,
  type AdminSupplierPage,
  type adminSupplierListInput,
  canMove,
  SUPPLIER_CONTACT_HOURS,
  type SupplierMove,
  supplierMoves,
  supplierWaitingStatuses,
} from '../../../schemas/trade-admin.ts';
import type { Db } from '../../db/client.ts';
import { supplierApplications } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ageMinutes, type Commitment, isOverdue, overdueCondition } from './promise.ts';

type Application = typeof supplierApplications.$inferSelect;

/** The form promises a call back within 24 hours: overdue while still new after that. */
export const contactPromise: Commitment<Application['status']> = { waiting: supplierWaitingStatuses, hours: SUPPLIER_CONTACT_HOURS };
const overdue = (now: Date) => overdueCondition(contactPromise, supplierApplications.status, supplierApplications.createdAt, now);

function forOperator(a: Application, now: Date): AdminSupplier {
  return {
    id: a.id,
    companyName: a.companyName,
    contactName: a.contactName,
    phone: a.phone,
    supplies: a.supplies,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    contactedAt: a.contactedAt?.toISOString() ?? null,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    note: a.note,
    ageMinutes: ageMinutes(a.createdAt, now),
    overdue: isOverdue(contactPromise, a.status, a.createdAt, now),
  };
}

/** Every application, newest first, by status and/or overdue only; with the count of all overdue ones. */
export async function listSuppliersForAdmin(db: Db, filter: z.output<typeof adminSupplierListInput>, now: Date): Promise<AdminSupplierPage> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(supplierApplications.status, filter.status));
  if (filter.overdueOnly) conditions.push(overdue(now));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(supplierApplications).where(where);
  const [{ overdueTotal } = { overdueTotal: 0 }] = await db.select({ overdueTotal: count() }).from(supplierApplications).where(overdue(now));
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_TRADE_PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const rows = await db
    .select()
    .from(supplierApplications)
    .where(where)
    .orderBy(desc(supplierApplications.createdAt), desc(supplierApplications.id))
    .limit(ADMIN_TRADE_PAGE_SIZE)
    .offset((page - 1) * ADMIN_TRADE_PAGE_SIZE);
  return { items: rows.map((row) => forOperator(row, now)), total, curPage: page, pageCount, overdue: overdueTotal };
}

/** Makes a move on a locked application if its status allows it (`supplierMoves`). */
async function move(db: Db, id: number, name: SupplierMove, change: Partial<Application>, now: Date): Promise<AdminSupplier> {
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(supplierApplications).where(eq(supplierApplications.id, id)).for('update');
    if (!application) throw new ApiError('notFound');
    if (!canMove(supplierMoves[name], application.status)) {
      throw new ApiError(application.status === 'contacted' ? 'supplierContacted' : 'supplierDecided');
    }
    const [changed] = await tx.update(supplierApplications).set(change).where(eq(supplierApplications.id, id)).returning();
    return forOperator(changed!, now);
  });
}

/** The operator called the applicant back: the 24-hour promise is kept from here on. */
export const markSupplierContacted = (db: Db, id: number, now: Date) => move(db, id, 'contacted', { status: 'contacted', contactedAt: now }, now);

export const acceptSupplier = (db: Db, id: number, now: Date) => move(db, id, 'accept', { status: 'accepted', decidedAt: now }, now);

/** Rejects, with an optional note for the next operator (the applicant is not told here: they have no account). */
export const rejectSupplier = (db: Db, id: number, note: string | undefined, now: Date) =>
  move(db, id, 'reject', { status: 'rejected', decidedAt: now, note: note ?? null }, now);

import { and, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_SAMPLES_PAGE_SIZE,
  type AdminSample,
  type AdminSamplePage,
  type adminSampleListInput,
  type SampleMove,
  sampleMoves,
} from '../../../schemas/samples.ts';
import { canMove } from '../../../schemas/trade-admin.ts';
import type { Db, Tx } from '../../db/client.ts';
import { sampleRequests } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { overdueCondition } from '../trade/promise.ts';
import { addSampleMessage } from './message.ts';
import { adminSampleRows, samplePromise } from './views.ts';

type Sample = typeof sampleRequests.$inferSelect;

const overdue = (now: Date) => overdueCondition(samplePromise, sampleRequests.status, sampleRequests.createdAt, now);

/** Every request, newest first, by status and/or overdue only; with the count of all overdue ones. */
export async function listSamplesForAdmin(db: Db, filter: z.output<typeof adminSampleListInput>, now: Date): Promise<AdminSamplePage> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(sampleRequests.status, filter.status));
  if (filter.overdueOnly) conditions.push(overdue(now));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sampleRequests).where(where);
  const [{ overdueTotal } = { overdueTotal: 0 }] = await db.select({ overdueTotal: count() }).from(sampleRequests).where(overdue(now));
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_SAMPLES_PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const items = await adminSampleRows(db, where, now, ADMIN_SAMPLES_PAGE_SIZE, (page - 1) * ADMIN_SAMPLES_PAGE_SIZE);
  return { items, total, curPage: page, pageCount, overdue: overdueTotal };
}

export async function sampleForAdmin(db: Db, id: number, now: Date): Promise<AdminSample> {
  const [found] = await adminSampleRows(db, eq(sampleRequests.id, id), now, 1);
  if (!found) throw new ApiError('notFound');
  return found;
}

/** Makes a move on a locked request if its status allows it (`sampleMoves`): two operators at once are served one after the other. */
async function move(db: Db, id: number, name: SampleMove, now: Date, change: (tx: Tx, sample: Sample) => Promise<void>): Promise<AdminSample> {
  await db.transaction(async (tx) => {
    const [sample] = await tx.select().from(sampleRequests).where(eq(sampleRequests.id, id)).for('update');
    if (!sample) throw new ApiError('notFound');
    if (!canMove(sampleMoves[name], sample.status)) throw new ApiError('sampleHandled');
    await change(tx, sample);
  });
  return sampleForAdmin(db, id, now);
}

/** Approves and sends: the carrier and tracking number go to the buyer by message. */
export function sendSample(db: Db, { id, carrier, trackingNo }: { id: number; carrier: string; trackingNo: string }, now: Date): Promise<AdminSample> {
  return move(db, id, 'send', now, async (tx, sample) => {
    await tx.update(sampleRequests).set({ status: 'sent', carrier, trackingNo, sentAt: now, updatedAt: now }).where(eq(sampleRequests.id, id));
    await addSampleMessage(tx, sample.userId, { event: 'sent', id, carrier, trackingNo }, now);
  });
}

/** Declines with a reason, which the buyer is told. */
export function declineSample(db: Db, { id, reason }: { id: number; reason: string }, now: Date): Promise<AdminSample> {
  return move(db, id, 'decline', now, async (tx, sample) => {
    await tx.update(sampleRequests).set({ status: 'declined', declineReason: reason, declinedAt: now, updatedAt: now }).where(eq(sampleRequests.id, id));
    await addSampleMessage(tx, sample.userId, { event: 'declined', id, reason }, now);
  });
}

/** Closes a sent sample once it is done with (delivered, followed up). */
export function closeSample(db: Db, id: number, now: Date): Promise<AdminSample> {
  return move(db, id, 'close', now, async (tx) => {
    await tx.update(sampleRequests).set({ status: 'closed', closedAt: now, updatedAt: now }).where(eq(sampleRequests.id, id));
  });
}

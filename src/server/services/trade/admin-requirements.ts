import { and, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_TRADE_PAGE_SIZE,
  type AdminRequirement,
  type AdminRequirementPage,
  type adminRequirementListInput,
  canMove,
  type RequirementMove,
  requirementMoves,
} from '../../../schemas/trade-admin.ts';
import type { Db, Tx } from '../../db/client.ts';
import { purchaseRequirements } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { overdueCondition } from './promise.ts';
import { addRequirementMessage } from './requirement-message.ts';
import { adminRequirementRows, requirementPromise } from './requirement-views.ts';

type Requirement = typeof purchaseRequirements.$inferSelect;

const overdue = (now: Date) => overdueCondition(requirementPromise, purchaseRequirements.status, purchaseRequirements.createdAt, now);

/** Every requirement, newest first, by status and/or overdue only; with the count of all overdue ones. */
export async function listRequirementsForAdmin(db: Db, filter: z.output<typeof adminRequirementListInput>, now: Date): Promise<AdminRequirementPage> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(purchaseRequirements.status, filter.status));
  if (filter.overdueOnly) conditions.push(overdue(now));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(purchaseRequirements).where(where);
  const [{ overdueTotal } = { overdueTotal: 0 }] = await db.select({ overdueTotal: count() }).from(purchaseRequirements).where(overdue(now));
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_TRADE_PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const items = await adminRequirementRows(db, where, now, ADMIN_TRADE_PAGE_SIZE, (page - 1) * ADMIN_TRADE_PAGE_SIZE);
  return { items, total, curPage: page, pageCount, overdue: overdueTotal };
}

export async function requirementForAdmin(db: Db, id: number, now: Date): Promise<AdminRequirement> {
  const [found] = await adminRequirementRows(db, eq(purchaseRequirements.id, id), now, 1);
  if (!found) throw new ApiError('notFound');
  return found;
}

/**
 * Makes a move on a locked requirement if its status allows it (`requirementMoves`): two operators acting
 * at once are served one after the other, and the second sees the first one's result.
 */
async function move(
  db: Db,
  id: number,
  name: RequirementMove,
  now: Date,
  change: (tx: Tx, requirement: Requirement) => Promise<void>,
): Promise<AdminRequirement> {
  await db.transaction(async (tx) => {
    const [requirement] = await tx.select().from(purchaseRequirements).where(eq(purchaseRequirements.id, id)).for('update');
    if (!requirement) throw new ApiError('notFound');
    if (!canMove(requirementMoves[name], requirement.status)) {
      throw new ApiError(requirement.status === 'closed' ? 'requirementClosed' : 'requirementAnswered');
    }
    await change(tx, requirement);
  });
  return requirementForAdmin(db, id, now);
}

/** Gives a requirement not yet answered to a colleague (or to another one). */
export function assignRequirement(db: Db, { id, assignee }: { id: number; assignee: string }, now: Date): Promise<AdminRequirement> {
  return move(db, id, 'assign', now, async (tx) => {
    await tx.update(purchaseRequirements).set({ status: 'assigned', assignee, updatedAt: now }).where(eq(purchaseRequirements.id, id));
  });
}

/** Answers (or answers again, replacing the answer); a buyer with an account is told by message. */
export function answerRequirement(db: Db, { id, answer }: { id: number; answer: string }, now: Date): Promise<AdminRequirement> {
  return move(db, id, 'answer', now, async (tx, requirement) => {
    await tx.update(purchaseRequirements).set({ status: 'answered', answer, answeredAt: now, updatedAt: now }).where(eq(purchaseRequirements.id, id));
    if (requirement.userId === null) return;
    const event = requirement.status === 'answered' ? 'answeredAgain' : 'answered';
    await addRequirementMessage(tx, { userId: requirement.userId, requirementId: id, event, now });
  });
}

/** Ends a requirement from any open status, answered or not; closed is final. */
export function closeRequirement(db: Db, id: number, now: Date): Promise<AdminRequirement> {
  return move(db, id, 'close', now, async (tx) => {
    await tx.update(purchaseRequirements).set({ status: 'closed', closedAt: now, updatedAt: now }).where(eq(purchaseRequirements.id, id));
  });
}

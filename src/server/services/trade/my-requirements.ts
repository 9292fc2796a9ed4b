import { and, count, eq } from 'drizzle-orm';
import type { Locale } from '../../../schemas/common.ts';
import { MY_REQUIREMENTS_PAGE_SIZE, type MyRequirement, type MyRequirementPage } from '../../../schemas/trade.ts';
import type { Db } from '../../db/client.ts';
import { purchaseRequirements } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownedBy } from '../ownership.ts';
import { myRequirementRows } from './requirement-views.ts';

/*
 * "My requirements": only what a logged-in buyer sent. A visitor's requirement has no account to show it
 * in; it is answered by phone, and is not linked to an account that registers later with its contact phone,
 * since that number was typed in unverified and may be someone else's.
 */

/** A page of the buyer's requirements, newest first. */
export async function listMyRequirements(db: Db, userId: number, curPage: number, locale: Locale): Promise<MyRequirementPage> {
  const mine = ownedBy(purchaseRequirements.userId, userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(purchaseRequirements).where(mine);
  const pageCount = Math.max(1, Math.ceil(total / MY_REQUIREMENTS_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const items = await myRequirementRows(db, mine, locale, MY_REQUIREMENTS_PAGE_SIZE, (page - 1) * MY_REQUIREMENTS_PAGE_SIZE);
  return { items, total, curPage: page, pageCount };
}

/** One of the buyer's requirements; another's is not found. */
export async function myRequirementDetail(db: Db, userId: number, id: number, locale: Locale): Promise<MyRequirement> {
  const [found] = await myRequirementRows(db, and(ownedBy(purchaseRequirements.userId, userId), eq(purchaseRequirements.id, id))!, locale, 1);
  if (!found) throw new ApiError('notFound');
  return found;
}

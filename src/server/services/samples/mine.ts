import { and, count, eq } from 'drizzle-orm';
import type { Locale } from '../../../schemas/common.ts';
import { MY_SAMPLES_PAGE_SIZE, type MySample, type MySamplePage } from '../../../schemas/samples.ts';
import type { Db } from '../../db/client.ts';
import { sampleRequests } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownedBy } from '../ownership.ts';
import { mySampleRows } from './views.ts';

/** A page of the buyer's sample requests ("My samples"), newest first. */
export async function listMySamples(db: Db, userId: number, curPage: number, locale: Locale): Promise<MySamplePage> {
  const mine = ownedBy(sampleRequests.userId, userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sampleRequests).where(mine);
  const pageCount = Math.max(1, Math.ceil(total / MY_SAMPLES_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const items = await mySampleRows(db, mine, locale, MY_SAMPLES_PAGE_SIZE, (page - 1) * MY_SAMPLES_PAGE_SIZE);
  return { items, total, curPage: page, pageCount };
}

/** One of the buyer's requests; another's is not found. */
export async function mySampleDetail(db: Db, userId: number, id: number, locale: Locale): Promise<MySample> {
  const [found] = await mySampleRows(db, and(ownedBy(sampleRequests.userId, userId), eq(sampleRequests.id, id))!, locale, 1);
  if (!found) throw new ApiError('notFound');
  return found;
}

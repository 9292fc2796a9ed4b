import { count, desc, eq } from 'drizzle-orm';
import type { ActivityEntry } from '../../../schemas/companies.ts';
import type { CompanyAction } from '../../../schemas/company-values.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companyActivity, users } from '../../db/schema.ts';

const PAGE_SIZE = 20;

/** Writes a line of the company's activity log, in the transaction of the change it records. */
export async function recordActivity(
  tx: Db | Tx,
  entry: { companyId: number; actorId: number | null; action: CompanyAction; details?: Record<string, string | number | null> },
  now: Date,
): Promise<void> {
  await tx.insert(companyActivity).values({ ...entry, details: entry.details ?? {}, createdAt: now });
}

/** The company's activity, newest first. */
export async function listActivity(db: Db, companyId: number, curPage: number) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(companyActivity).where(eq(companyActivity.companyId, companyId));
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const rows = await db
    .select({
      id: companyActivity.id,
      action: companyActivity.action,
      actorPhone: users.phone,
      details: companyActivity.details,
      createdAt: companyActivity.createdAt,
    })
    .from(companyActivity)
    .leftJoin(users, eq(users.id, companyActivity.actorId))
    .where(eq(companyActivity.companyId, companyId))
    .orderBy(desc(companyActivity.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const items: ActivityEntry[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, curPage: page, pageCount, total };
}

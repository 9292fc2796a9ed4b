import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditPage } from '../../schemas/audit.ts';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';

const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first; about one target when asked. */
export async function listAudit(db: Db, filter: { curPage: number; targetId?: string | undefined }): Promise<z.infer<typeof auditPage>> {
  const where = filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const rows = await db
    .select({ entry: auditLog, actorPhone: users.phone })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    items: rows.map(({ entry, actorPhone }) => ({ ...entry, actorPhone, createdAt: entry.createdAt.toISOString() })),
    total,
    curPage: page,
    pageCount,
  };
}

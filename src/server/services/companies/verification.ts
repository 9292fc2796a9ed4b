import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCompany, adminCompanyListInput, companyVerifyInput } from '../../../schemas/companies.ts';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { companies, companyMembers, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordActivity } from './activity.ts';
import { companyAnswer } from './company.ts';

const PAGE_SIZE = 20;

/** The companies for the operator, the oldest waiting first when filtered to those waiting, newest first otherwise. */
export async function listCompaniesForAdmin(db: Db, filter: z.output<typeof adminCompanyListInput>) {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(companies.state, filter.state));
  if (filter.keyword) {
    const like = containing(filter.keyword);
    const owners = db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.role, 'owner'), ilike(users.phone, like)));
    conditions.push(or(ilike(companies.name, like), ilike(companies.creditCode, like), inArray(companies.id, owners))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(companies).where(where);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const rows = await db
    .select({
      company: companies,
      // Spelled out: in a query of one table Drizzle leaves column names unqualified, which these subqueries would make ambiguous.
      ownerPhone: sql<string>`(select u.phone from company_members m join users u on u.id = m.user_id
        where m.company_id = companies.id and m.role = 'owner' limit 1)`,
      memberCount: sql<number>`(select count(*)::int from company_members m where m.company_id = companies.id)`,
    })
    .from(companies)
    .where(where)
    .orderBy(filter.state === 'pending' ? companies.createdAt : desc(companies.createdAt), desc(companies.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const items: AdminCompany[] = rows.map((row) => ({ ...companyAnswer(row.company), ownerPhone: row.ownerPhone ?? '', memberCount: row.memberCount }));
  return { items, curPage: page, pageCount, total };
}

/** The operator verifies a waiting company or turns it down with a reason; a company already decided is not decided again. */
export async function verifyCompany(db: Db, input: z.output<typeof companyVerifyInput>, now: Date): Promise<AdminCompany> {
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(companies)
      .set(
        input.approve
          ? { state: 'verified', verifiedAt: now, rejectReason: null, updatedAt: now }
          : { state: 'rejected', verifiedAt: null, rejectReason: input.reason, updatedAt: now },
      )
      .where(and(eq(companies.id, input.id), eq(companies.state, 'pending')))
      .returning({ id: companies.id });
    if (!decided) {
      const [exists] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.id));
      throw new ApiError(exists ? 'companyDecided' : 'notFound');
    }
    const entry = input.approve ? { action: 'verified' as const } : { action: 'rejected' as const, details: { reason: input.reason } };
    await recordActivity(tx, { companyId: input.id, actorId: null, ...entry }, now);
  });
  return companyForAdmin(db, input.id);
}

async function companyForAdmin(db: Db, id: number): Promise<AdminCompany> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw new ApiError('notFound');
  const members = await db
    .select({ role: companyMembers.role, phone: users.phone })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, id));
  return { ...companyAnswer(row), ownerPhone: members.find((member) => member.role === 'owner')?.phone ?? '', memberCount: members.length };
}

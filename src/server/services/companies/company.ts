import { eq } from 'drizzle-orm';
import type { Company, CompanyFields } from '../../../schemas/companies.ts';
import { type CompanyRole, companyManagers } from '../../../schemas/company-values.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { companies, companyMembers } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { listActivity, recordActivity } from './activity.ts';

type CompanyRow = typeof companies.$inferSelect;

export const companyAnswer = (row: CompanyRow) => ({
  id: row.id,
  name: row.name,
  creditCode: row.creditCode,
  address: row.address,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  state: row.state,
  rejectReason: row.state === 'rejected' ? row.rejectReason : null,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The company the user belongs to and their role in it, if any; `lock` holds the company's row for the transaction. */
export async function membershipOf(db: Db | Tx, userId: number, lock = false) {
  const query = db
    .select({ company: companies, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  const [row] = lock ? await query.for('update', { of: companies }) : await query;
  return row;
}

/** The company of an owner or administrator, its row held for the transaction; refused to anyone else. */
export async function managedCompany(tx: Tx, userId: number): Promise<{ company: CompanyRow; role: CompanyRole }> {
  const membership = await membershipOf(tx, userId, true);
  if (!membership) throw new ApiError('notFound');
  if (!companyManagers.includes(membership.role)) throw new ApiError('forbidden');
  return membership;
}

/** The activity of the reader's company, newest first: for its owner and administrators. */
export async function companyActivityFor(db: Db, userId: number, curPage: number) {
  const { company } = await db.transaction((tx) => managedCompany(tx, userId));
  return listActivity(db, company.id, curPage);
}

/** The company the user belongs to, with their role in it; null when none. */
export async function myCompany(db: Db, userId: number): Promise<Company | null> {
  const membership = await membershipOf(db, userId);
  return membership ? { ...companyAnswer(membership.company), myRole: membership.role } : null;
}

/** A unique credit code taken by another company: the one unique column of `companies`. */
const refuseTakenCode = (error: unknown): never => {
  throw isUniqueViolation(error) ? new ApiError('creditCodeTaken') : error;
};

/** Registers the user's company, with them as its owner, waiting for the shop's check. */
export async function createCompany(db: Db, userId: number, fields: CompanyFields, now: Date): Promise<Company> {
  return db.transaction(async (tx) => {
    if (await membershipOf(tx, userId)) throw new ApiError('alreadyInCompany');
    const [created] = await tx
      .insert(companies)
      .values({ ...fields, createdAt: now, updatedAt: now })
      .returning()
      .catch(refuseTakenCode);
    // Two registrations by one person at once: the second finds the first's membership.
    await tx
      .insert(companyMembers)
      .values({ companyId: created!.id, userId, role: 'owner', joinedAt: now })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new ApiError('alreadyInCompany') : error;
      });
    await recordActivity(tx, { companyId: created!.id, actorId: userId, action: 'registered' }, now);
    return { ...companyAnswer(created!), myRole: 'owner' as const };
  });
}

/**
 * Changes the company's registered details (its owner or an administrator; the company's row is held, so
 * two changes at once apply one after the other). A verified company whose name
 * or credit code changes is checked again; a turned-down one goes back to the queue with whatever changed.
 */
export async function updateCompany(db: Db, userId: number, fields: CompanyFields, now: Date): Promise<Company> {
  return db.transaction(async (tx) => {
    const membership = await managedCompany(tx, userId);
    const before = membership.company;
    const identityChanged = fields.name !== before.name || fields.creditCode !== before.creditCode;
    const state = before.state === 'rejected' || identityChanged ? 'pending' : before.state;
    const [updated] = await tx
      .update(companies)
      .set({ ...fields, state, ...(state === 'pending' && { verifiedAt: null }), updatedAt: now })
      .where(eq(companies.id, before.id))
      .returning()
      .catch(refuseTakenCode);
    const changed = (Object.keys(fields) as (keyof CompanyFields)[]).filter((name) => fields[name] !== before[name]);
    if (changed.length > 0)
      await recordActivity(tx, { companyId: before.id, actorId: userId, action: 'detailsChanged', details: { fields: changed.join(',') } }, now);
    return { ...companyAnswer(updated!), myRole: membership.role };
  });
}

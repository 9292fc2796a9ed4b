import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DemoAccountsLeft, DemoAccountsRemoved } from '../../../schemas/demo-data.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { companies, companyActivity, companyInvitations, companyMembers, users } from '../../db/schema.ts';
import { DEMO_COMPANY_CREDIT_CODE, demoAccounts } from '../../db/seed/users.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';

const demoPhones = Object.values(demoAccounts).map((account) => account.phone);

/** Stored instead of a password hash: no password verifies against it (it is not an scrypt hash). */
const NO_PASSWORD = 'closed';

/** The demo accounts still there: those removal would take, and the caller's own if it is one (never removed). */
export async function demoAccountsLeft(db: Db | Tx, actorId: number): Promise<DemoAccountsLeft> {
  const rows = await db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, demoPhones)).orderBy(users.phone);
  return {
    accounts: rows.filter((row) => row.id !== actorId).map((row) => row.phone),
    ownAccount: rows.find((row) => row.id === actorId)?.phone ?? null,
  };
}

/**
 * Removes the demo accounts but the caller's. An account nothing else names (no order, no audit entry…)
 * is deleted with its addresses, cart and sessions; one that records name is closed instead: its phone
 * becomes `removed-<id>`, its e-mail and password are cleared and its sessions end, so nobody can log
 * into it or receive its codes, and its records keep their owner.
 */
export async function removeDemoAccounts(tx: Tx, actorId: number, now: Date): Promise<DemoAccountsRemoved> {
  const result: DemoAccountsRemoved = { deleted: [], closed: [] };
  await removeDemoCompany(tx);
  const doomed = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(inArray(users.phone, demoPhones), ne(users.id, actorId)))
    .orderBy(users.phone);
  for (const account of doomed) {
    try {
      await tx.transaction((savepoint) => savepoint.delete(users).where(eq(users.id, account.id)));
      result.deleted.push(account.phone);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await tx
        .update(users)
        .set({ phone: `removed-${account.id}`, email: null, passwordHash: NO_PASSWORD, mustChangePassword: false, updatedAt: now })
        .where(eq(users.id, account.id));
      await revokeOtherSessions(tx, account.id, null, now);
      result.closed.push(account.phone);
    }
  }
  return result;
}

/** The demo accounts' company goes with them: its log, invitations and members first. */
async function removeDemoCompany(tx: Tx): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.creditCode, DEMO_COMPANY_CREDIT_CODE));
  if (!company) return;
  await tx.delete(companyActivity).where(eq(companyActivity.companyId, company.id));
  await tx.delete(companyInvitations).where(eq(companyInvitations.companyId, company.id));
  await tx.delete(companyMembers).where(eq(companyMembers.companyId, company.id));
  await tx.delete(companies).where(eq(companies.id, company.id));
}

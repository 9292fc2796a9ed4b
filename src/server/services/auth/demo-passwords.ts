import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { demoAccounts } from '../../db/seed/users.ts';
import { verifyPassword } from './password.ts';

/** Admin accounts checked besides the demo phones: the demo admin may have been given another phone. */
const ADMINS_CHECKED = 20;

/**
 * The accounts that still open with a published demo password: each demo phone against its own, and the
 * first ADMINS_CHECKED admins against the demo admin's. A check costs a full scrypt (128 MiB, about a
 * second), so every account against every demo password would hold a start for minutes.
 */
export async function accountsWithDemoPasswords(db: Db): Promise<string[]> {
  const demo = Object.values(demoAccounts);
  const rows = await db
    .select({ phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(
          users.phone,
          demo.map((account) => account.phone),
        ),
        inArray(users.id, db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(ADMINS_CHECKED)),
      ),
    );
  const open: string[] = [];
  for (const row of rows) {
    const password = (demo.find((candidate) => candidate.phone === row.phone) ?? demoAccounts.admin).password;
    if (await verifyPassword(password, row.passwordHash)) open.push(row.phone);
  }
  return open.sort();
}

/** Whether `password` is one of the demo passwords printed in the README. */
export const isDemoPassword = (password: string) => Object.values(demoAccounts).some((account) => account.password === password.normalize('NFKC'));

/** The production start's refusal for each such account: the phone, and the commands that end it. */
export const demoPasswordRefusal = (phone: string) =>
  `the account ${phone} still has the published demo password: set a new one with npm run password:set -- --phone ${phone}, or remove the demo accounts (back office, catalogue → demo data, outside production); a staging shop: ALLOW_DEMO_PASSWORDS=1`;

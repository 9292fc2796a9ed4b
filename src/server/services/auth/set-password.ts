import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type AdminCreateIo, AdminCreateRefused, consoleCredentials, consoleInput } from './create-admin.ts';
import { hashPassword } from './password.ts';
import { revokeOtherSessions } from './sessions.ts';

const NEW_PASSWORD_VARIABLE = 'NEW_PASSWORD';

/** `npm run password:set -- --phone 139…`: the password from NEW_PASSWORD or the prompt. */
export const setPasswordRequest = (args: string[], io: AdminCreateIo) =>
  consoleCredentials(args, io, {
    usage: 'usage: npm run password:set -- --phone <mobile number>',
    variable: NEW_PASSWORD_VARIABLE,
    question: (phone) => `New password for ${phone}: `,
  });

/**
 * Gives an existing account a new password from the console (a demo account before going live, or an
 * admin locked out). Every session of the account ends, and the new password must be changed at the next
 * login: whoever ran the command has seen it.
 */
export async function setPassword(db: Db, input: { phone: string; password: string }, now: Date = new Date()): Promise<{ id: number; phone: string }> {
  const { phone, password } = consoleInput(input);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!account) throw new AdminCreateRefused(`there is no account with phone ${phone} (make an admin with npm run admin:create)`);
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: now }).where(eq(users.id, account.id));
  await revokeOtherSessions(db, account.id, null, now);
  return { id: account.id, phone };
}

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { passwordSchema } from '../../../schemas/auth.ts';
import { mobileSchema } from '../../../schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isDemoPassword } from './demo-passwords.ts';
import { hashPassword } from './password.ts';

/** The same rules as registration: a mainland mobile number, 6 to 16 characters with letters and digits. */
const adminInput = z.strictObject({ phone: mobileSchema, password: passwordSchema });

/** Refused as asked: the message is for the person at the console. */
export class AdminCreateRefused extends Error {}

/** A phone and password typed at the console, held to the registration rules; never a published demo password. */
export function consoleInput(input: { phone: string; password: string }): { phone: string; password: string } {
  const parsed = adminInput.safeParse(input);
  if (!parsed.success) {
    throw new AdminCreateRefused(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${englishMessage(issue.message)}`).join('; '));
  }
  if (isDemoPassword(parsed.data.password)) throw new AdminCreateRefused('password: that is a demo password, published in the README');
  return parsed.data;
}

/** The validation messages in English, as the console speaks it (the catalogue holds them by key). */
function englishMessage(key: string): string {
  const catalogue = JSON.parse(readFileSync(new URL('../../../../i18n/en.json', import.meta.url), 'utf8')) as Record<string, string>;
  return catalogue[key] ?? key;
}

/**
 * A new admin account that must change its password at first login: nobody but its owner should know a
 * password for long, and the one typed here was seen by whoever ran the command.
 */
export async function createAdmin(db: Db, input: { phone: string; password: string }, now: Date = new Date()): Promise<{ id: number; phone: string }> {
  const { phone, password } = consoleInput(input);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (existing) throw new AdminCreateRefused(`an account with phone ${phone} exists already`);
  const passwordHash = await hashPassword(password);
  const [created] = await db
    .insert(users)
    .values({ phone, passwordHash, role: 'admin', staffRole: 'owner', mustChangePassword: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (!created) throw new AdminCreateRefused(`an account with phone ${phone} exists already`);
  return { id: created.id, phone };
}

export const ADMIN_PASSWORD_VARIABLE = 'ADMIN_PASSWORD';

export type AdminCreateIo = {
  /** The environment: ADMIN_PASSWORD, when set, is the password (for scripts). */
  env: Record<string, string | undefined>;
  /** Asks for a line; `hidden` when what is typed must not be shown. */
  prompt: (question: string, options: { hidden: boolean }) => Promise<string>;
  /** Whether a person types at a terminal (asked twice, to catch a typo they cannot see). */
  interactive: boolean;
};

/**
 * The phone from the arguments, the password from `variable` or typed at the prompt (twice at a
 * terminal). Never from the arguments, which the shell's history and `ps` show. Asked before the
 * database opens: the embedded database takes over standard input once it runs.
 */
export async function consoleCredentials(
  args: string[],
  io: AdminCreateIo,
  wording: { usage: string; variable: string; question: (phone: string) => string },
): Promise<{ phone: string; password: string }> {
  let phone: string | undefined;
  try {
    phone = parseArgs({ args, options: { phone: { type: 'string' } }, strict: true }).values.phone;
  } catch (error) {
    throw new AdminCreateRefused((error as Error).message);
  }
  if (!phone) throw new AdminCreateRefused(wording.usage);
  let password = io.env[wording.variable];
  if (!password) {
    password = await io.prompt(wording.question(phone), { hidden: true });
    if (io.interactive && (await io.prompt('Type it again: ', { hidden: true })) !== password) throw new AdminCreateRefused('the two passwords differ');
  }
  return { phone, password };
}

/** `npm run admin:create -- --phone 139…`: the password from ADMIN_PASSWORD or the prompt. There is no default password. */
export const adminCreateRequest = (args: string[], io: AdminCreateIo) =>
  consoleCredentials(args, io, {
    usage: 'usage: npm run admin:create -- --phone <mobile number>',
    variable: ADMIN_PASSWORD_VARIABLE,
    question: (phone) => `Password for admin ${phone}: `,
  });

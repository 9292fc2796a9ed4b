import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { spendAttempt } from '../rate-limit.ts';
import { clientLimitKeys } from './client-limits.ts';
import { verifyPassword } from './password.ts';

/**
 * Checks of a logged-in account's current password (password change, account change), each a
 * costly hash: wrong ones are limited per account and per client. Every check is counted before it
 * runs, so concurrent guesses cannot slip past; a right one is taken back.
 */
export const PASSWORD_CHECKS_PER_USER = 5;
export const PASSWORD_CHECKS_PER_CLIENT = 20;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60_000;

export type PasswordCheckContext = { limiter: RateLimiter; clientKey: string };

/** The account's row when `password` is its current password; oldPasswordWrong otherwise. */
export async function checkCurrentPassword(db: Db, userId: number, password: string, context: PasswordCheckContext) {
  const { limiter } = context;
  const keys = [
    { key: `password-check:user:${userId}`, limit: PASSWORD_CHECKS_PER_USER },
    { key: clientLimitKeys(context.clientKey).passwordChecks, limit: PASSWORD_CHECKS_PER_CLIENT },
  ];
  for (const { key, limit } of keys) {
    await spendAttempt(limiter, key, limit, PASSWORD_CHECK_WINDOW_MS);
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError('sessionInvalid');
  if (!(await verifyPassword(password, user.passwordHash))) throw new ApiError('oldPasswordWrong');
  for (const { key } of keys) await limiter.forgive(key);
  return user;
}

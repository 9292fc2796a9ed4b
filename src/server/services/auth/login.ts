import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';

/** Failed logins allowed per phone (and per client address) in 15 minutes before logins are refused. */
export const LOGIN_FAILURE_LIMIT = 5;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

// Compared against when the phone is unknown, so that a wrong phone costs as long as a wrong password.
const decoyHash = hashPassword('decoy-password-never-used');

type LoginInput = { phone: string; password: string };
type LoginContext = { limiter: RateLimiter; clientKey: string; ttlDays: number; now: Date; userAgent?: string | undefined };

export async function loginWithPassword(db: Db, input: LoginInput, context: LoginContext) {
  const keys = [`login:phone:${input.phone}`, `login:client:${context.clientKey}`];
  for (const key of keys) {
    if (!(await context.limiter.allowed(key, LOGIN_FAILURE_LIMIT))) throw new ApiError('rateLimited');
  }
  const [user] = await db.select().from(users).where(eq(users.phone, input.phone));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) {
    for (const key of keys) await context.limiter.hit(key, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS);
    throw new ApiError('loginFailed');
  }
  await context.limiter.reset(keys[0]!);
  const token = await createSession(db, user.id, { ttlDays: context.ttlDays, now: context.now, userAgent: context.userAgent });
  return { token, userId: user.id };
}

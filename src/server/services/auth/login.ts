import { eq } from 'drizzle-orm';
import type { LoginInput } from '../../../schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CodeStore } from '../codes.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { checkCaptcha } from './captcha-check.ts';
import { clientLimitKeys } from './client-limits.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';

/** Failed logins per account: past 10 in 15 minutes a captcha is needed, past 100 in an hour the account is locked. */
export const CAPTCHA_AFTER_FAILURES = 10;
const CAPTCHA_WINDOW_MS = 15 * 60_000;
export const LOCK_AFTER_FAILURES = 100;
const LOCK_WINDOW_MS = 60 * 60_000;
/** Failed logins per client address, across accounts (password spraying). */
const CLIENT_FAILURE_LIMIT = 100;
const CLIENT_WINDOW_MS = 15 * 60_000;

// Compared against when the phone is unknown, so that a wrong phone costs as long as a wrong password.
const decoyHash = hashPassword('decoy-password-never-used');

export type SessionContext = { ttlDays: number; now: Date; userAgent?: string | undefined };
type LoginContext = SessionContext & { limiter: RateLimiter; codes: CodeStore; clientKey: string };

const keysOf = (phone: string, clientKey: string) => ({
  captcha: `login:captcha:${phone}`,
  lock: `login:lock:${phone}`,
  client: clientLimitKeys(clientKey).failedLogins,
});

/** Whether the next password login for this phone needs the graphic captcha (the login page asks first). */
export async function loginNeedsCaptcha(limiter: RateLimiter, phone: string): Promise<boolean> {
  return !(await limiter.allowed(keysOf(phone, '').captcha, CAPTCHA_AFTER_FAILURES));
}

/** An unknown phone and a wrong password get the same answer, in the same time. */
export async function loginWithPassword(db: Db, input: LoginInput, context: LoginContext) {
  const { limiter } = context;
  const keys = keysOf(input.phone, context.clientKey);
  for (const key of [keys.lock, keys.client]) {
    const limit = key === keys.lock ? LOCK_AFTER_FAILURES : CLIENT_FAILURE_LIMIT;
    if (!(await limiter.allowed(key, limit))) {
      throw new ApiError('rateLimited', { retryAfterSeconds: Math.ceil((await limiter.retryAfterMs(key)) / 1000) });
    }
  }
  if (await loginNeedsCaptcha(limiter, input.phone)) {
    await checkCaptcha(context.codes, input.captchaId, input.captcha, { captchaRequired: true });
  }
  const [user] = await db.select().from(users).where(eq(users.phone, input.phone));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) {
    await limiter.hit(keys.captcha, CAPTCHA_AFTER_FAILURES, CAPTCHA_WINDOW_MS);
    await limiter.hit(keys.lock, LOCK_AFTER_FAILURES, LOCK_WINDOW_MS);
    await limiter.hit(keys.client, CLIENT_FAILURE_LIMIT, CLIENT_WINDOW_MS);
    throw new ApiError('loginFailed', { captchaRequired: await loginNeedsCaptcha(limiter, input.phone) });
  }
  await limiter.reset(keys.captcha);
  await limiter.reset(keys.lock);
  if (needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
  }
  const token = await createSession(db, user.id, context);
  return { token, userId: user.id };
}

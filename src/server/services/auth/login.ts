import { eq } from 'drizzle-orm';
import type { LoginInput } from '../../../schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { spendAttempt, waitSeconds } from '../rate-limit.ts';
import type { CaptchaVerifier } from './captcha-check.ts';
import { clientLimitKeys } from './client-limits.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';
import { countTowardsShopCeiling, type ShopCeilingContext, shopCeilingKey } from './shop-ceilings.ts';

/** Password checks per account in a day: past 10 the captcha is needed as well. */
export const CAPTCHA_AFTER_FAILURES = 10;
/**
 * From the 10th check on, each check opens a wait before the account's next one is accepted,
 * doubling from 15 s to at most 15 minutes. There is no lock: the owner can always log in by SMS
 * code, and by password again once the wait is over.
 */
export const DELAY_AFTER_FAILURES = 10;
export const FIRST_DELAY_MS = 15_000;
export const MAX_DELAY_MS = 15 * 60_000;
const ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;
/** Failed logins per client address, across accounts (password spraying). */
const CLIENT_FAILURE_LIMIT = 100;
const CLIENT_WINDOW_MS = 15 * 60_000;

/** The wait a password check opens when it is the account's `place`-th in the window. */
export const delayAfterCheck = (place: number) => Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(20, Math.max(0, place - DELAY_AFTER_FAILURES)));

// Compared against when the phone is unknown, so that a wrong phone costs as long as a wrong password.
// Made at first need, and made again if that hash was refused as busy.
let decoy: Promise<string> | undefined;
const decoyHash = () =>
  (decoy ??= hashPassword('decoy-password-never-used').catch((error: unknown) => {
    decoy = undefined;
    throw error;
  }));

export type SessionContext = { ttlDays: number; now: Date; userAgent?: string | undefined };
type LoginContext = SessionContext & ShopCeilingContext & { limiter: RateLimiter; captcha: CaptchaVerifier; clientAddress: string; clientKey: string };

/** The account's keys hold the phone typed, known or not, so an unknown phone is treated as a known one. */
export const loginLimitKeys = (phone: string) => ({ checks: `login:account:${phone}`, wait: `login:wait:${phone}` });

/** Ends an account's waits and captcha after a proof of ownership (a right password, a new password by SMS). */
export async function clearLoginFailures(limiter: RateLimiter, phone: string): Promise<void> {
  const keys = loginLimitKeys(phone);
  await limiter.reset(keys.checks);
  await limiter.reset(keys.wait);
}

/**
 * An unknown phone and a wrong password get the same answer, in the same time. Every attempt is
 * counted before its password is checked, so concurrent attempts cannot all slip under a limit; an
 * attempt refused before its check (captcha, wait, busy) is taken back from the account's count.
 */
export async function loginWithPassword(db: Db, input: LoginInput, context: LoginContext) {
  const { limiter } = context;
  const keys = loginLimitKeys(input.phone);
  const failuresKey = clientLimitKeys(context.clientKey).failedLogins;
  const ceilingKey = shopCeilingKey('failedLoginsPerHour');
  await spendAttempt(limiter, failuresKey, CLIENT_FAILURE_LIMIT, CLIENT_WINDOW_MS);
  try {
    await countTowardsShopCeiling(context, 'failedLoginsPerHour');
  } catch (error) {
    await limiter.forgive(failuresKey);
    throw error;
  }
  const place = await limiter.count(keys.checks, ACCOUNT_WINDOW_MS);
  const captchaRequired = place >= CAPTCHA_AFTER_FAILURES;
  let valid: boolean;
  let user: typeof users.$inferSelect | undefined;
  try {
    if (place > CAPTCHA_AFTER_FAILURES) await context.captcha.check(input, context.clientAddress, { captchaRequired: true });
    if (place >= DELAY_AFTER_FAILURES && !(await limiter.hit(keys.wait, 1, delayAfterCheck(place)))) {
      throw new ApiError('loginDelayed', { retryAfterSeconds: await waitSeconds(limiter, keys.wait), captchaRequired });
    }
    [user] = await db.select().from(users).where(eq(users.phone, input.phone));
    valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  } catch (error) {
    // Refused before its password was checked: no failure to count, for the account or the shop.
    await limiter.forgive(keys.checks);
    await limiter.forgive(ceilingKey);
    throw error;
  }
  if (!user || !valid) throw new ApiError('loginFailed', { captchaRequired });
  await clearLoginFailures(limiter, input.phone);
  await limiter.forgive(failuresKey);
  await limiter.forgive(ceilingKey);
  refuseDisabled(user);
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  const token = await createSession(db, user.id, context);
  return { token, userId: user.id };
}

/** A member of the team let go keeps a password but no access; told so only once the password or code was right. */
export function refuseDisabled(user: { disabledAt: Date | null }): void {
  if (user.disabledAt) throw new ApiError('accountDisabled');
}

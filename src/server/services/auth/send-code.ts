import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { SendCodeInput } from '../../../schemas/auth.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CodeStore } from '../codes.ts';
import type { MailProvider } from '../mail/index.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { spendAttempt } from '../rate-limit.ts';
import type { SmsProvider } from '../sms/index.ts';
import type { CaptchaVerifier } from './captcha-check.ts';
import { clientLimitKeys } from './client-limits.ts';
import { countTowardsShopCeiling, type ShopCeilingContext } from './shop-ceilings.ts';

/** How soon the same phone may ask again; the form counts it down. */
export const RESEND_AFTER_SECONDS = 60;
const perTarget = [
  { name: 'minute', limit: 1, windowMs: RESEND_AFTER_SECONDS * 1000 },
  { name: 'hour', limit: 5, windowMs: 3_600_000 },
  { name: 'day', limit: 10, windowMs: 86_400_000 },
] as const;
const perClient = { limit: 20, windowMs: 3_600_000 };

/** The limiter keys of the codes sent to one phone or address. */
export const targetLimitKeys = (target: string) => perTarget.map((rule) => `code:${rule.name}:${target.toLowerCase()}`);

type SendContext = ShopCeilingContext & {
  db: Db;
  codes: CodeStore;
  captcha: CaptchaVerifier;
  limiter: RateLimiter;
  sms: SmsProvider;
  mail: MailProvider;
  log: Logger;
  clientAddress: string;
  clientKey: string;
  userId: number | null;
  locale: Locale;
};

/**
 * Sends a verification code, by SMS to a phone or by e-mail to an address, after a right graphic
 * captcha and within the limits (per target: 1 a minute, 5 an hour, 10 a day; per client: 20 an
 * hour; SMS for the whole shop: SHOP_SMS_PER_HOUR). For a login or reset to a phone with no account, or an account change to a phone or
 * address that has one, the answer is the same but nothing is sent: the call does not tell which
 * phones and addresses exist.
 */
export async function sendCode(input: SendCodeInput, context: SendContext): Promise<{ resendAfterSeconds: number }> {
  const { db, codes, limiter } = context;
  await context.captcha.check(input, context.clientAddress);
  if (input.purpose === 'change_username' && context.userId === null) throw new ApiError('sessionInvalid');
  const target = 'phone' in input ? input.phone : input.email.toLowerCase();

  const rules = [
    ...perTarget.map((rule, index) => ({ key: targetLimitKeys(target)[index]!, limit: rule.limit, windowMs: rule.windowMs })),
    { key: clientLimitKeys(context.clientKey).codes, ...perClient },
  ];
  for (const rule of rules) {
    await spendAttempt(limiter, rule.key, rule.limit, rule.windowMs);
  }
  // Counted before the account is looked up, so that a phone with an account and one without answer alike here too.
  if ('phone' in input) await countTowardsShopCeiling(context, 'smsPerHour');

  const column = 'phone' in input ? users.phone : users.email;
  const [account] = await db.select({ id: users.id }).from(users).where(eq(column, target));
  // The answer never tells whether the phone or address has an account. A registration code goes out
  // either way: only the owner reads it, and registering with it then says the phone is registered.
  // An account change to a taken target could never succeed, so nothing is sent.
  const pointless = input.purpose === 'change_username' ? Boolean(account) : input.purpose !== 'register' && !account;
  if (pointless) return { resendAfterSeconds: RESEND_AFTER_SECONDS };

  const code = await codes.issue(input.purpose, target);
  const message = { code, purpose: input.purpose, locale: context.locale };
  try {
    await ('phone' in input ? context.sms.send({ ...message, phone: target }) : context.mail.send({ ...message, address: target }));
  } catch (error) {
    context.log.error({ err: error, purpose: input.purpose }, 'verification code not sent');
    throw new ApiError('codeNotSent');
  }
  return { resendAfterSeconds: RESEND_AFTER_SECONDS };
}

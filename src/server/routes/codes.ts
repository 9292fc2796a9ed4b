import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { type CaptchaChallenge, captchaChallenge, sendCodeAnswer, sendCodeInput } from '../../schemas/auth.ts';
import { emptyBody } from '../../schemas/common.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { createCaptcha } from '../services/auth/captcha.ts';
import { clientLimitKeys } from '../services/auth/client-limits.ts';
import { sendCode } from '../services/auth/send-code.ts';
import { DEFAULT_SHOP_CEILINGS } from '../services/auth/shop-ceilings.ts';
import { spendAttempt } from '../services/rate-limit.ts';

const CAPTCHAS_PER_MINUTE = 30;

export const captchaRoutes = new Hono<AppEnv>();

/**
 * The captcha the forms show. The shop's image: a new one, and the id its answer is checked under
 * (single use, 5 minutes). A captcha service: what the browser needs to show its widget; nothing is
 * made here, so nothing to limit.
 */
captchaRoutes.post('/get', jsonBody(emptyBody), answers(captchaChallenge), async (c) => {
  const { captcha, codes, limiter, testHooks, devOutbox } = c.var.deps;
  if (captcha.provider === 'tencent') return ok(c, { provider: captcha.provider, ...captcha.widget } satisfies CaptchaChallenge);
  await spendAttempt(limiter, clientLimitKeys(c.var.clientKey).captchas, CAPTCHAS_PER_MINUTE, 60_000);
  const { text, svg } = createCaptcha();
  const captchaId = randomUUID();
  await codes.issue('captcha', captchaId, text.toLowerCase());
  testHooks?.captchas.set(captchaId, text);
  devOutbox?.recordCaptcha(captchaId, text);
  return ok(c, { provider: captcha.provider, captchaId, svg } satisfies CaptchaChallenge);
});

export const smsRoutes = new Hono<AppEnv>();

smsRoutes.post('/send', jsonBody(sendCodeInput), answers(sendCodeAnswer), async (c) => {
  const { db, codes, captcha, limiter, sms, mail, log, shopCeilings = DEFAULT_SHOP_CEILINGS } = c.var.deps;
  const { clientAddress, clientKey, locale } = c.var;
  const context = { db, codes, captcha, limiter, sms, mail, log, shopCeilings, clientAddress, clientKey, userId: c.var.user?.id ?? null, locale };
  return ok(c, await sendCode(c.req.valid('json'), context));
});

import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { readOutbox } from '../services/code-outbox.ts';

/**
 * Only mounted when SHOP_TEST_HOOKS=1 (never in production): lets the browser tests read what a person
 * would read off the captcha image, their phone and their mailbox.
 */
export const testHookRoutes = new Hono<AppEnv>();

testHookRoutes.post('/captcha', jsonBody(z.strictObject({ captchaId: z.string() })), (c) =>
  ok(c, { text: c.var.deps.testHooks?.captchas.get(c.req.valid('json').captchaId) ?? null }),
);

/** Codes kept for a phone or an e-mail address; a target is one or the other, so at most one outbox has any. */
testHookRoutes.post('/outbox', jsonBody(z.strictObject({ target: z.string() })), (c) => {
  const { sms, mail } = c.var.deps;
  const { target } = c.req.valid('json');
  const kept = [...readOutbox(sms, target), ...readOutbox(mail, target)];
  return ok(c, kept.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })));
});

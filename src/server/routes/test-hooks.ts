import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { readOutbox } from '../services/sms/index.ts';

/**
 * Only mounted when SHOP_TEST_HOOKS=1 (never in production): lets the browser tests read what a person
 * would read off the captcha image and their phone.
 */
export const testHookRoutes = new Hono<AppEnv>();

testHookRoutes.post('/captcha', jsonBody(z.strictObject({ captchaId: z.string() })), (c) =>
  ok(c, { text: c.var.deps.testHooks?.captchas.get(c.req.valid('json').captchaId) ?? null }),
);

testHookRoutes.post('/outbox', jsonBody(z.strictObject({ target: z.string() })), (c) =>
  ok(c, readOutbox(c.var.deps.sms, c.req.valid('json').target).map((message) => ({ ...message, sentAt: message.sentAt.toISOString() }))),
);

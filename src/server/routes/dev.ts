import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { fail, ok } from '../http/respond.ts';

/** Only mounted outside production: what /dev/outbox shows, for a developer's own scripts. */
export const devRoutes = new Hono<AppEnv>();

devRoutes.get('/outbox', (c) => {
  const { devOutbox, sms, mail } = c.var.deps;
  if (!devOutbox) return fail(c, 'notFound');
  const { codes, captchas } = devOutbox.read({ sms, mail });
  return ok(c, {
    codes: codes.map((entry) => ({ ...entry, sentAt: entry.sentAt.toISOString() })),
    captchas: captchas.map((captcha) => ({ ...captcha, issuedAt: captcha.issuedAt.toISOString() })),
  });
});

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { orders, purchaseRequirements, supplierApplications } from '../db/schema.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody } from '../http/middleware.ts';
import { fail, ok } from '../http/respond.ts';
import { clientLimitKeys } from '../services/auth/client-limits.ts';
import { targetLimitKeys } from '../services/auth/send-code.ts';
import { releaseExpiredOrders } from '../services/checkout/release-expired.ts';
import { readOutbox } from '../services/code-outbox.ts';
import { addOrderMessage, orderEvents } from '../services/messages.ts';

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
  return ok(
    c,
    kept.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })),
  );
});

/**
 * The browser suite sends every code from one address, and its journeys ask for several codes to one
 * phone within a minute: this lifts the caller's per-client limits and, given a target, that target's.
 */
testHookRoutes.post('/resetLimits', jsonBody(z.strictObject({ target: z.string().optional() })), async (c) => {
  const { target } = c.req.valid('json');
  const keys = [...Object.values(clientLimitKeys(c.var.clientKey)), ...(target ? targetLimitKeys(target) : [])];
  for (const key of keys) await c.var.deps.limiter.reset(key);
  return ok(c, null);
});

/** An order event's message, as payment or shipping will send it once they exist. */
testHookRoutes.post('/orderMessage', jsonBody(z.strictObject({ orderNo: z.string(), event: z.enum(orderEvents) })), async (c) => {
  const { orderNo, event } = c.req.valid('json');
  const [order] = await c.var.deps.db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) return fail(c, 'notFound');
  await addOrderMessage(c.var.deps.db, { userId: order.userId, orderId: order.id, orderNo, event });
  return ok(c, null);
});

/** The sweeper's run at a later time, for one order only (other tests' orders are left alone): an unpaid order past its deadline is cancelled. */
testHookRoutes.post('/sweepOrder', jsonBody(z.strictObject({ orderNo: z.string(), at: z.iso.datetime() })), async (c) => {
  const { orderNo, at } = c.req.valid('json');
  return ok(c, { released: await releaseExpiredOrders(c.var.deps.db, new Date(at), eq(orders.orderNo, orderNo)) });
});

/** Makes a requirement or supplier application this many hours old, so the browser can see the overdue flag. */
testHookRoutes.post(
  '/backdateTradeEntry',
  jsonBody(
    z.strictObject({
      kind: z.enum(['requirement', 'supplier']),
      id: z.number().int().positive(),
      hours: z
        .number()
        .min(0)
        .max(24 * 365),
    }),
  ),
  async (c) => {
    const { kind, id, hours } = c.req.valid('json');
    const createdAt = new Date(c.var.deps.now().getTime() - hours * 3_600_000);
    const table = kind === 'requirement' ? purchaseRequirements : supplierApplications;
    const changed = await c.var.deps.db.update(table).set({ createdAt }).where(eq(table.id, id)).returning({ id: table.id });
    return changed.length === 0 ? fail(c, 'notFound') : ok(c, null);
  },
);

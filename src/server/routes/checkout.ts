import { Hono } from 'hono';
import { checkoutQuote, checkoutQuoteInput, placedOrder, placeOrderInput } from '../../schemas/checkout.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { metrics } from '../metrics/registry.ts';
import { DEFAULT_CHECKOUT_LIMITS } from '../services/checkout/limits.ts';
import { placeOrder, quoteCheckout } from '../services/checkout/place-order.ts';

const limitsOf = (c: AppContext) => c.var.deps.checkoutLimits ?? DEFAULT_CHECKOUT_LIMITS;

export const checkoutRoutes = new Hono<AppEnv>();
checkoutRoutes.use(requireUser);

checkoutRoutes.post('/quote', jsonBody(checkoutQuoteInput), answers(checkoutQuote), async (c) =>
  ok(c, await quoteCheckout(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.locale, c.var.deps.now(), limitsOf(c))),
);

checkoutRoutes.post('/place', jsonBody(placeOrderInput), answers(placedOrder), async (c) => {
  const placed = await placeOrder(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now(), c.var.locale, limitsOf(c)).catch((error: unknown) => {
    if (error instanceof ApiError) metrics().checkoutRefusals.inc({ reason: error.errorName });
    throw error;
  });
  return ok(c, placed);
});

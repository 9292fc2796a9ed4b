import { Hono } from 'hono';
import {
  afterSalesApplyInput,
  afterSalesDetail as afterSalesDetailAnswer,
  afterSalesListInput,
  afterSalesOptions as afterSalesOptionsAnswer,
  afterSalesOptionsInput,
  afterSalesPage,
  refundNoInput,
  submitReturnInput,
} from '../../schemas/after-sales.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { afterSalesDetail, afterSalesOptions, applyForAfterSales, cancelAfterSales, listAfterSales, submitReturn } from '../services/after-sales/customer.ts';

/** The customer's after-sales calls under /api/portal/afterSales: only their own orders and applications. */
export const afterSalesRoutes = new Hono<AppEnv>();
afterSalesRoutes.use(requireUser);

afterSalesRoutes.post('/options', jsonBody(afterSalesOptionsInput), answers(afterSalesOptionsAnswer), async (c) =>
  ok(c, await afterSalesOptions(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.locale)),
);

afterSalesRoutes.post('/apply', jsonBody(afterSalesApplyInput), answers(afterSalesDetailAnswer), async (c) => {
  const { db, uploadDir, now } = c.var.deps;
  return ok(c, await applyForAfterSales(db, userOf(c).id, c.req.valid('json'), { uploadDir, now: now(), locale: c.var.locale }));
});

afterSalesRoutes.post('/list', jsonBody(afterSalesListInput), answers(afterSalesPage), async (c) =>
  ok(c, await listAfterSales(c.var.deps.db, userOf(c).id, c.req.valid('json').curPage)),
);

afterSalesRoutes.post('/detail', jsonBody(refundNoInput), answers(afterSalesDetailAnswer), async (c) =>
  ok(c, await afterSalesDetail(c.var.deps.db, userOf(c).id, c.req.valid('json').refundNo, c.var.locale)),
);

afterSalesRoutes.post('/cancel', jsonBody(refundNoInput), answers(afterSalesDetailAnswer), async (c) =>
  ok(c, await cancelAfterSales(c.var.deps.db, userOf(c).id, c.req.valid('json').refundNo, c.var.deps.now(), c.var.locale)),
);

afterSalesRoutes.post('/submitReturn', jsonBody(submitReturnInput), answers(afterSalesDetailAnswer), async (c) =>
  ok(c, await submitReturn(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now(), c.var.locale)),
);

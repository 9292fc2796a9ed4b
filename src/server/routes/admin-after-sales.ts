import { Hono } from 'hono';
import {
  adminAfterSalesDetail,
  adminAfterSalesListInput,
  adminAfterSalesPage,
  afterSalesNoteInput,
  afterSalesRejectInput,
  refundNoInput,
} from '../../schemas/after-sales.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import * as operator from '../services/after-sales/operator.ts';

/** The operator's after-sales calls, mounted under /api/admin/afterSales behind requireStaff. */
export const adminAfterSalesRoutes = new Hono<AppEnv>();

adminAfterSalesRoutes.post('/list', jsonBody(adminAfterSalesListInput), answers(adminAfterSalesPage), async (c) => {
  const { status, curPage } = c.req.valid('json');
  return ok(c, await operator.listForOperator(c.var.deps.db, status, curPage));
});

adminAfterSalesRoutes.post('/detail', jsonBody(refundNoInput), answers(adminAfterSalesDetail), async (c) =>
  ok(c, await operator.detailForOperator(c.var.deps.db, c.req.valid('json').refundNo)),
);

adminAfterSalesRoutes.post('/approve', jsonBody(afterSalesNoteInput), answers(adminAfterSalesDetail), async (c) => {
  const { refundNo, note } = c.req.valid('json');
  return ok(c, await operator.approveAfterSales(c.var.deps.db, userOf(c).id, refundNo, note, c.var.deps.now()));
});

adminAfterSalesRoutes.post('/reject', jsonBody(afterSalesRejectInput), answers(adminAfterSalesDetail), async (c) => {
  const { refundNo, reason } = c.req.valid('json');
  return ok(c, await operator.rejectAfterSales(c.var.deps.db, userOf(c).id, refundNo, reason, c.var.deps.now()));
});

adminAfterSalesRoutes.post('/received', jsonBody(afterSalesNoteInput), answers(adminAfterSalesDetail), async (c) => {
  const { refundNo, note } = c.req.valid('json');
  return ok(c, await operator.receiveReturnedGoods(c.var.deps.db, userOf(c).id, refundNo, note, c.var.deps.now()));
});

adminAfterSalesRoutes.post('/refund', jsonBody(refundNoInput), answers(adminAfterSalesDetail), async (c) => {
  const { db, payments, now } = c.var.deps;
  return ok(c, await operator.refundAfterSales(db, payments, userOf(c).id, c.req.valid('json').refundNo, now()));
});

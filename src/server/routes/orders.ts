import { Hono } from 'hono';
import { buyAgainAnswer, orderExportInput } from '../../schemas/order-records.ts';
import {
  orderDetail as orderDetailAnswer,
  orderListInput,
  orderNoInput,
  orderOutcome,
  orderPage,
  orderSummary as orderSummaryAnswer,
} from '../../schemas/orders.ts';
import { documentLink, proformaLinkInput } from '../../schemas/quotations.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { fileAnswer, ok } from '../http/respond.ts';
import { jobGate } from '../services/job-gate.ts';
import { buyAgain } from '../services/order-records/buy-again.ts';
import { exportOrders } from '../services/order-records/export.ts';
import { cancelOrder, confirmReceipt, listOrders, orderDetail, orderSummary } from '../services/orders.ts';
import { proformaLink } from '../services/paperwork/grants.ts';
import { spendAttempt } from '../services/rate-limit.ts';

export const orderRoutes = new Hono<AppEnv>();
orderRoutes.use(requireUser);

orderRoutes.post('/summary', jsonBody(orderNoInput), answers(orderOutcome), async (c) =>
  ok(c, await orderSummary(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.locale)),
);

orderRoutes.post('/list', jsonBody(orderListInput), answers(orderPage), async (c) => {
  const { tab, curPage } = c.req.valid('json');
  return ok(c, await listOrders(c.var.deps.db, userOf(c).id, tab, curPage, c.var.locale));
});

orderRoutes.post('/cancel', jsonBody(orderNoInput), answers(orderSummaryAnswer), async (c) =>
  ok(c, await cancelOrder(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.deps.now())),
);

orderRoutes.post('/detail', jsonBody(orderNoInput), answers(orderDetailAnswer), async (c) =>
  ok(c, await orderDetail(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.locale)),
);

orderRoutes.post('/confirmReceipt', jsonBody(orderNoInput), answers(orderSummaryAnswer), async (c) =>
  ok(c, await confirmReceipt(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.deps.now())),
);

orderRoutes.post('/buyAgain', jsonBody(orderNoInput), answers(buyAgainAnswer), async (c) =>
  ok(c, await buyAgain(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.locale)),
);

orderRoutes.post('/proforma', jsonBody(proformaLinkInput), answers(documentLink), async (c) =>
  ok(c, await proformaLink(c.var.deps, { userId: userOf(c).id, asOperator: false }, c.req.valid('json').orderNo, c.req.valid('json').language)),
);

const ORDER_EXPORTS_PER_MINUTE = 10;
/** Writing a workbook of thousands of lines holds a core: two downloads at a time in a process. */
const exportGate = jobGate(2);

orderRoutes.post('/export', jsonBody(orderExportInput), async (c) => {
  const userId = userOf(c).id;
  await spendAttempt(c.var.deps.limiter, `order-export:${userId}`, ORDER_EXPORTS_PER_MINUTE, 60_000);
  const file = await exportGate(() => exportOrders(c.var.deps.db, userId, c.req.valid('json'), c.var.locale));
  return fileAnswer(c, file, 'no-store');
});

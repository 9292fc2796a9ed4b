import { Hono } from 'hono';
import { orderExportInput } from '../../schemas/order-records.ts';
import { orderListInput, orderNoInput } from '../../schemas/orders.ts';
import { proformaLinkInput } from '../../schemas/quotations.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { fileAnswer, ok } from '../http/respond.ts';
import { jobGate } from '../services/job-gate.ts';
import { buyAgain } from '../services/order-records/buy-again.ts';
import { exportOrders } from '../services/order-records/export.ts';
import { cancelOrder, confirmReceipt, listOrders, orderDetail, orderSummary } from '../services/orders.ts';
import { proformaLink } from '../services/paperwork/grants.ts';
import { spendAttempt } from '../services/rate-limit.ts';

export const orderRoutes = new Hono<AppEnv>();
orderRoutes.use(requireUser);

orderRoutes.post('/summary', jsonBody(orderNoInput), async (c) =>
  ok(c, await orderSummary(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.locale)),
);

orderRoutes.post('/list', jsonBody(orderListInput), async (c) => {
  const { tab, curPage } = c.req.valid('json');
  return ok(c, await listOrders(c.var.deps.db, userOf(c).id, tab, curPage, c.var.locale));
});

orderRoutes.post('/cancel', jsonBody(orderNoInput), async (c) =>
  ok(c, await cancelOrder(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.deps.now())),
);

orderRoutes.post('/detail', jsonBody(orderNoInput), async (c) =>
  ok(c, await orderDetail(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.locale)),
);

orderRoutes.post('/confirmReceipt', jsonBody(orderNoInput), async (c) =>
  ok(c, await confirmReceipt(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.deps.now())),
);

orderRoutes.post('/buyAgain', jsonBody(orderNoInput), async (c) =>
  ok(c, await buyAgain(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo, c.var.locale)),
);

orderRoutes.post('/proforma', jsonBody(proformaLinkInput), async (c) =>
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

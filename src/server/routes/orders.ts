import { Hono } from 'hono';
import { orderListInput, orderNoInput } from '../../schemas/orders.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { cancelOrder, confirmReceipt, listOrders, orderDetail, orderSummary } from '../services/orders.ts';

export const orderRoutes = new Hono<AppEnv>();
orderRoutes.use(requireUser);

orderRoutes.post('/summary', jsonBody(orderNoInput), async (c) => ok(c, await orderSummary(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo)));

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

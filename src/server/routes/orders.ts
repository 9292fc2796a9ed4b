import { Hono } from 'hono';
import { orderNoInput } from '../../schemas/orders.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { orderSummary } from '../services/orders.ts';

export const orderRoutes = new Hono<AppEnv>();
orderRoutes.use(requireUser);

orderRoutes.post('/summary', jsonBody(orderNoInput), async (c) => ok(c, await orderSummary(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo)));

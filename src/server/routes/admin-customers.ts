import { Hono } from 'hono';
import { idInput } from '../../schemas/common.ts';
import { adminCustomerDetail, adminCustomerListInput, adminCustomerPage } from '../../schemas/customers.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { customerDetail, listCustomers } from '../services/admin-customers.ts';

/** The operator's customers, under /api/admin/customer behind requireStaff. */
export const adminCustomerRoutes = new Hono<AppEnv>();

adminCustomerRoutes.post('/list', jsonBody(adminCustomerListInput), answers(adminCustomerPage), async (c) =>
  ok(c, await listCustomers(c.var.deps.db, c.req.valid('json'))),
);
adminCustomerRoutes.post('/detail', jsonBody(idInput), answers(adminCustomerDetail), async (c) =>
  ok(c, await customerDetail(c.var.deps.db, c.req.valid('json').id, c.var.deps.now(), c.var.locale)),
);

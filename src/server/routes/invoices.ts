import { Hono } from 'hono';
import { emptyBody, idInput } from '../../schemas/common.ts';
import {
  adminInvoiceIssueInput,
  adminInvoiceListInput,
  adminInvoiceRejectInput,
  invoiceApplyInput,
  invoiceOrderListInput,
  invoiceTitleInput,
  invoiceTitleUpdateInput,
} from '../../schemas/invoices.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { issueInvoice, listApplicationsForAdmin, rejectInvoice } from '../services/invoices/admin.ts';
import { applyForInvoice, listInvoiceOrders } from '../services/invoices/applications.ts';
import { createInvoiceTitle, deleteInvoiceTitle, listInvoiceTitles, setDefaultInvoiceTitle, updateInvoiceTitle } from '../services/invoices/titles.ts';

/** The customer's invoice titles and applications, under /api/portal/invoice. */
export const invoiceRoutes = new Hono<AppEnv>();
invoiceRoutes.use(requireUser);

invoiceRoutes.post('/title/list', jsonBody(emptyBody), async (c) => ok(c, await listInvoiceTitles(c.var.deps.db, userOf(c).id)));
invoiceRoutes.post('/title/create', jsonBody(invoiceTitleInput), async (c) =>
  ok(c, await createInvoiceTitle(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now())),
);
invoiceRoutes.post('/title/update', jsonBody(invoiceTitleUpdateInput), async (c) => {
  const { id, ...fields } = c.req.valid('json');
  return ok(c, await updateInvoiceTitle(c.var.deps.db, userOf(c).id, id, fields));
});
invoiceRoutes.post('/title/setDefault', jsonBody(idInput), async (c) =>
  ok(c, await setDefaultInvoiceTitle(c.var.deps.db, userOf(c).id, c.req.valid('json').id)),
);
invoiceRoutes.post('/title/delete', jsonBody(idInput), async (c) => ok(c, await deleteInvoiceTitle(c.var.deps.db, userOf(c).id, c.req.valid('json').id)));

invoiceRoutes.post('/list', jsonBody(invoiceOrderListInput), async (c) =>
  ok(c, await listInvoiceOrders(c.var.deps.db, userOf(c).id, c.req.valid('json').curPage)),
);
invoiceRoutes.post('/apply', jsonBody(invoiceApplyInput), async (c) =>
  ok(c, await applyForInvoice(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now())),
);

/** The operator's calls, under /api/admin/invoice behind requireAdmin. */
export const adminInvoiceRoutes = new Hono<AppEnv>();

adminInvoiceRoutes.post('/list', jsonBody(adminInvoiceListInput), async (c) => {
  const { status, curPage } = c.req.valid('json');
  return ok(c, await listApplicationsForAdmin(c.var.deps.db, status, curPage));
});
adminInvoiceRoutes.post('/issue', jsonBody(adminInvoiceIssueInput), async (c) =>
  ok(c, await issueInvoice(c.var.deps.db, c.var.deps.uploadDir, c.req.valid('json'), c.var.deps.now())),
);
adminInvoiceRoutes.post('/reject', jsonBody(adminInvoiceRejectInput), async (c) => {
  const { id, reason } = c.req.valid('json');
  return ok(c, await rejectInvoice(c.var.deps.db, id, reason, c.var.deps.now()));
});

import { Hono } from 'hono';
import { emptyBody, idInput } from '../../schemas/common.ts';
import {
  adminInvoice,
  adminInvoiceIssueInput,
  adminInvoiceListInput,
  adminInvoicePage,
  adminInvoiceRejectInput,
  invoiceApplyInput,
  invoiceOrder,
  invoiceOrderListInput,
  invoiceOrderPage,
  invoiceTitleInput,
  invoiceTitleList,
  invoiceTitleUpdateInput,
} from '../../schemas/invoices.ts';
import type { AppEnv } from '../http/context.ts';
import { fileSignerFor, withSigned } from '../http/file-links.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { issueInvoice, listApplicationsForAdmin, rejectInvoice } from '../services/invoices/admin.ts';
import { applyForInvoice, listInvoiceOrders } from '../services/invoices/applications.ts';
import { createInvoiceTitle, deleteInvoiceTitle, listInvoiceTitles, setDefaultInvoiceTitle, updateInvoiceTitle } from '../services/invoices/titles.ts';
import type { FileSigner } from '../services/private-files.ts';

/** The answer with its invoice file's address signed for the reader. */
const withSignedInvoice = <Answer extends { invoice: { fileUrl: string | null } | null }>(answer: Answer, sign: FileSigner): Answer => ({
  ...answer,
  invoice: answer.invoice && withSigned(answer.invoice, 'fileUrl', sign),
});

/** The customer's invoice titles and applications, under /api/portal/invoice. */
export const invoiceRoutes = new Hono<AppEnv>();
invoiceRoutes.use(requireUser);

invoiceRoutes.post('/title/list', jsonBody(emptyBody), answers(invoiceTitleList), async (c) => ok(c, await listInvoiceTitles(c.var.deps.db, userOf(c).id)));
invoiceRoutes.post('/title/create', jsonBody(invoiceTitleInput), answers(invoiceTitleList), async (c) =>
  ok(c, await createInvoiceTitle(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now())),
);
invoiceRoutes.post('/title/update', jsonBody(invoiceTitleUpdateInput), answers(invoiceTitleList), async (c) => {
  const { id, ...fields } = c.req.valid('json');
  return ok(c, await updateInvoiceTitle(c.var.deps.db, userOf(c).id, id, fields));
});
invoiceRoutes.post('/title/setDefault', jsonBody(idInput), answers(invoiceTitleList), async (c) =>
  ok(c, await setDefaultInvoiceTitle(c.var.deps.db, userOf(c).id, c.req.valid('json').id)),
);
invoiceRoutes.post('/title/delete', jsonBody(idInput), answers(invoiceTitleList), async (c) =>
  ok(c, await deleteInvoiceTitle(c.var.deps.db, userOf(c).id, c.req.valid('json').id)),
);

invoiceRoutes.post('/list', jsonBody(invoiceOrderListInput), answers(invoiceOrderPage), async (c) => {
  const page = await listInvoiceOrders(c.var.deps.db, userOf(c).id, c.req.valid('json').curPage);
  const sign = fileSignerFor(c, false);
  return ok(c, { ...page, items: page.items.map((item) => withSignedInvoice(item, sign)) });
});
invoiceRoutes.post('/apply', jsonBody(invoiceApplyInput), answers(invoiceOrder), async (c) =>
  ok(c, withSignedInvoice(await applyForInvoice(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now()), fileSignerFor(c, false))),
);

/** The operator's calls, under /api/admin/invoice behind requireStaff. */
export const adminInvoiceRoutes = new Hono<AppEnv>();

adminInvoiceRoutes.post('/list', jsonBody(adminInvoiceListInput), answers(adminInvoicePage), async (c) => {
  const { status, curPage } = c.req.valid('json');
  const page = await listApplicationsForAdmin(c.var.deps.db, status, curPage);
  const sign = fileSignerFor(c, true);
  return ok(c, { ...page, items: page.items.map((item) => withSigned(item, 'fileUrl', sign)) });
});
adminInvoiceRoutes.post('/issue', jsonBody(adminInvoiceIssueInput), answers(adminInvoice), async (c) =>
  ok(c, withSigned(await issueInvoice(c.var.deps.db, c.var.deps.uploadDir, c.req.valid('json'), c.var.deps.now()), 'fileUrl', fileSignerFor(c, true))),
);
adminInvoiceRoutes.post('/reject', jsonBody(adminInvoiceRejectInput), answers(adminInvoice), async (c) => {
  const { id, reason } = c.req.valid('json');
  return ok(c, withSigned(await rejectInvoice(c.var.deps.db, id, reason, c.var.deps.now()), 'fileUrl', fileSignerFor(c, true)));
});

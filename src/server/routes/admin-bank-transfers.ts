import { Hono } from 'hono';
import {
  adminBankTransfer,
  adminBankTransferConfirmInput,
  adminBankTransferListInput,
  adminBankTransferPage,
  adminBankTransferRejectInput,
  adminBankTransferResolveInput,
} from '../../schemas/bank-transfer.ts';
import type { AppEnv } from '../http/context.ts';
import { fileSignerFor, withSigned } from '../http/file-links.ts';
import { answers, jsonBody, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { confirmBankTransfer, listBankTransfers, rejectBankTransfer, resolveBankTransfer } from '../services/payment/bank-transfer.ts';

/** The operator's bank transfers, mounted under /api/admin/bankTransfer behind requireStaff: list, confirm, reject, and resolve one to check. */
export const adminBankTransferRoutes = new Hono<AppEnv>();

adminBankTransferRoutes.post('/list', jsonBody(adminBankTransferListInput), answers(adminBankTransferPage), async (c) => {
  const { status, curPage } = c.req.valid('json');
  const page = await listBankTransfers(c.var.deps.db, status, curPage);
  const sign = fileSignerFor(c, true);
  return ok(c, { ...page, items: page.items.map((item) => withSigned(item, 'receiptUrl', sign)) });
});
adminBankTransferRoutes.post('/confirm', jsonBody(adminBankTransferConfirmInput), answers(adminBankTransfer), async (c) => {
  const confirmed = await confirmBankTransfer(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now());
  return ok(c, withSigned(confirmed, 'receiptUrl', fileSignerFor(c, true)));
});
adminBankTransferRoutes.post('/reject', jsonBody(adminBankTransferRejectInput), answers(adminBankTransfer), async (c) => {
  const { id, reason } = c.req.valid('json');
  return ok(c, withSigned(await rejectBankTransfer(c.var.deps.db, userOf(c).id, id, reason, c.var.deps.now()), 'receiptUrl', fileSignerFor(c, true)));
});
adminBankTransferRoutes.post('/resolve', jsonBody(adminBankTransferResolveInput), answers(adminBankTransfer), async (c) =>
  ok(c, withSigned(await resolveBankTransfer(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now()), 'receiptUrl', fileSignerFor(c, true))),
);

import { Hono } from 'hono';
import { adminBankTransferConfirmInput, adminBankTransferListInput, adminBankTransferRejectInput } from '../../schemas/bank-transfer.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { confirmBankTransfer, listBankTransfers, rejectBankTransfer } from '../services/payment/bank-transfer.ts';

/** The operator's bank transfers, mounted under /api/admin/bankTransfer behind requireAdmin: list, confirm, reject. */
export const adminBankTransferRoutes = new Hono<AppEnv>();

adminBankTransferRoutes.post('/list', jsonBody(adminBankTransferListInput), async (c) => {
  const { status, curPage } = c.req.valid('json');
  return ok(c, await listBankTransfers(c.var.deps.db, status, curPage));
});
adminBankTransferRoutes.post('/confirm', jsonBody(adminBankTransferConfirmInput), async (c) =>
  ok(c, await confirmBankTransfer(c.var.deps.db, userOf(c).id, c.req.valid('json').id, c.var.deps.now())),
);
adminBankTransferRoutes.post('/reject', jsonBody(adminBankTransferRejectInput), async (c) => {
  const { id, reason } = c.req.valid('json');
  return ok(c, await rejectBankTransfer(c.var.deps.db, userOf(c).id, id, reason, c.var.deps.now()));
});

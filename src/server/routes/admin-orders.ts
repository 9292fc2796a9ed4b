import { Hono } from 'hono';
import { beijingStamp } from '../../lib/dates.ts';
import { auditListInput, auditPage } from '../../schemas/audit.ts';
import { nothing } from '../../schemas/common.ts';
import {
  adminOrderDetail as adminOrderDetailAnswer,
  adminOrderExportInput,
  adminOrderListInput,
  adminOrderPage,
  deliveryNoteInput,
  orderNoInput,
  orderSummary,
  outTradeNoInput,
  shipBatchAnswer,
  shipBatchInput,
  shipOrderInput,
  trackingEventInput,
} from '../../schemas/orders.ts';
import { documentLink, proformaLinkInput } from '../../schemas/quotations.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, userOf } from '../http/middleware.ts';
import { fileAnswer, ok } from '../http/respond.ts';
import { addTrackingEvent, adminOrderDetail, listAdminOrders, shipBatch, shipOrder } from '../services/admin-orders.ts';
import { listAudit } from '../services/audit.ts';
import { jobGate } from '../services/job-gate.ts';
import { exportAdminOrders } from '../services/order-records/export.ts';
import { deliveryNotes } from '../services/paperwork/delivery-note.ts';
import { proformaLink } from '../services/paperwork/grants.ts';
import { refundStrayPayment } from '../services/payment/stray-refund.ts';
import { spendAttempt } from '../services/rate-limit.ts';

/** The operator's order calls, mounted under /api/admin/order behind requireStaff. */
export const adminOrderRoutes = new Hono<AppEnv>();

adminOrderRoutes.post('/list', jsonBody(adminOrderListInput), answers(adminOrderPage), async (c) =>
  ok(c, await listAdminOrders(c.var.deps.db, c.req.valid('json'), c.var.locale)),
);

/** Spreadsheets and delivery-note files a member of the team may ask for a minute. */
const ORDER_EXPORTS_PER_MINUTE = 10;
/** Writing a workbook of thousands of lines holds a core: two at a time in a process, shared by the team. */
const exportGate = jobGate(2);

adminOrderRoutes.post('/export', jsonBody(adminOrderExportInput), async (c) => {
  const { db, limiter, now } = c.var.deps;
  await spendAttempt(limiter, `admin-order-export:${userOf(c).id}`, ORDER_EXPORTS_PER_MINUTE, 60_000);
  return fileAnswer(c, await exportGate(() => exportAdminOrders(db, c.req.valid('json'), now(), c.var.locale)), 'no-store');
});
adminOrderRoutes.post('/detail', jsonBody(orderNoInput), answers(adminOrderDetailAnswer), async (c) =>
  ok(c, await adminOrderDetail(c.var.deps.db, c.req.valid('json').orderNo, c.var.locale)),
);
adminOrderRoutes.post('/proforma', jsonBody(proformaLinkInput), answers(documentLink), async (c) =>
  ok(c, await proformaLink(c.var.deps, { userId: userOf(c).id, asOperator: true }, c.req.valid('json').orderNo, c.req.valid('json').language)),
);
adminOrderRoutes.post('/ship', jsonBody(shipOrderInput), answers(orderSummary), async (c) =>
  ok(c, await shipOrder(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
adminOrderRoutes.post('/shipBatch', jsonBody(shipBatchInput), answers(shipBatchAnswer), async (c) =>
  ok(c, await shipBatch(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
/** Delivery notes go to the warehouse's printer as one file: the same gate as the shop's other papers. */
adminOrderRoutes.post('/deliveryNote', jsonBody(deliveryNoteInput), async (c) => {
  const { orderNos, language } = c.req.valid('json');
  await spendAttempt(c.var.deps.limiter, `delivery-notes:${userOf(c).id}`, ORDER_EXPORTS_PER_MINUTE, 60_000);
  const bytes = await deliveryNotes(c.var.deps.db, orderNos, language);
  const fileName = orderNos.length === 1 ? `delivery-note-${orderNos[0]}.pdf` : `delivery-notes-${beijingStamp(c.var.deps.now())}.pdf`;
  return fileAnswer(c, { bytes, fileName, contentType: 'application/pdf' }, 'no-store');
});
adminOrderRoutes.post('/tracking', jsonBody(trackingEventInput), answers(nothing), async (c) => {
  await addTrackingEvent(c.var.deps.db, c.req.valid('json'));
  return ok(c, null);
});
adminOrderRoutes.post('/refundPayment', jsonBody(outTradeNoInput), answers(nothing), async (c) => {
  const { db, payments, now } = c.var.deps;
  await refundStrayPayment(db, payments, c.req.valid('json').outTradeNo, now());
  return ok(c, null);
});

/** The audit log of every operator change, under /api/admin/audit. */
export const adminAuditRoutes = new Hono<AppEnv>();
adminAuditRoutes.post('/list', jsonBody(auditListInput), answers(auditPage), async (c) => ok(c, await listAudit(c.var.deps.db, c.req.valid('json'))));

import { Hono } from 'hono';
import { idInput } from '../../schemas/common.ts';
import {
  adminNegotiationAcceptInput,
  adminNegotiationCounterInput,
  adminNegotiationDetail,
  adminNegotiationListInput,
  adminNegotiationPage,
  adminNegotiationRejectInput,
  negotiationCounterInput,
  negotiationDetail as negotiationDetailAnswer,
  negotiationListInput,
  negotiationPage,
  negotiationProposeInput,
} from '../../schemas/negotiations.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { acceptAsBuyer, counterAsBuyer, listNegotiations, negotiationDetail, proposeNegotiation, withdrawNegotiation } from '../services/negotiations/buyer.ts';
import { acceptAsShop, counterAsShop, detailForShop, listForShop, rejectAsShop } from '../services/negotiations/shop.ts';

/** The buyer's price negotiations, under /api/portal/negotiation. */
export const negotiationRoutes = new Hono<AppEnv>();
negotiationRoutes.use(requireUser);

negotiationRoutes.post('/propose', jsonBody(negotiationProposeInput), answers(negotiationDetailAnswer), async (c) =>
  ok(c, await proposeNegotiation(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now(), c.var.locale)),
);
negotiationRoutes.post('/list', jsonBody(negotiationListInput), answers(negotiationPage), async (c) =>
  ok(c, await listNegotiations(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now(), c.var.locale)),
);
negotiationRoutes.post('/detail', jsonBody(idInput), answers(negotiationDetailAnswer), async (c) =>
  ok(c, await negotiationDetail(c.var.deps.db, userOf(c).id, c.req.valid('json').id, c.var.deps.now(), c.var.locale)),
);
negotiationRoutes.post('/counter', jsonBody(negotiationCounterInput), answers(negotiationDetailAnswer), async (c) =>
  ok(c, await counterAsBuyer(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now(), c.var.locale)),
);
negotiationRoutes.post('/accept', jsonBody(idInput), answers(negotiationDetailAnswer), async (c) =>
  ok(c, await acceptAsBuyer(c.var.deps.db, userOf(c).id, c.req.valid('json').id, c.var.deps.now(), c.var.locale)),
);
negotiationRoutes.post('/withdraw', jsonBody(idInput), answers(negotiationDetailAnswer), async (c) =>
  ok(c, await withdrawNegotiation(c.var.deps.db, userOf(c).id, c.req.valid('json').id, c.var.deps.now(), c.var.locale)),
);

/** The operator's answers, under /api/admin/negotiation behind requireStaff (and the audit log). */
export const adminNegotiationRoutes = new Hono<AppEnv>();

adminNegotiationRoutes.post('/list', jsonBody(adminNegotiationListInput), answers(adminNegotiationPage), async (c) =>
  ok(c, await listForShop(c.var.deps.db, c.req.valid('json'), c.var.deps.now(), c.var.locale)),
);
adminNegotiationRoutes.post('/detail', jsonBody(idInput), answers(adminNegotiationDetail), async (c) =>
  ok(c, await detailForShop(c.var.deps.db, c.req.valid('json').id, c.var.deps.now(), c.var.locale)),
);
adminNegotiationRoutes.post('/counter', jsonBody(adminNegotiationCounterInput), answers(adminNegotiationDetail), async (c) =>
  ok(c, await counterAsShop(c.var.deps.db, c.req.valid('json'), c.var.deps.now(), c.var.locale)),
);
adminNegotiationRoutes.post('/accept', jsonBody(adminNegotiationAcceptInput), answers(adminNegotiationDetail), async (c) => {
  const { id, validUntil } = c.req.valid('json');
  return ok(c, await acceptAsShop(c.var.deps.db, id, validUntil, c.var.deps.now(), c.var.locale));
});
adminNegotiationRoutes.post('/reject', jsonBody(adminNegotiationRejectInput), answers(adminNegotiationDetail), async (c) => {
  const { id, reason } = c.req.valid('json');
  return ok(c, await rejectAsShop(c.var.deps.db, id, reason, c.var.deps.now(), c.var.locale));
});

import { Hono } from 'hono';
import { idInput } from '../../schemas/common.ts';
import { myRequirement, myRequirementListInput, myRequirementPage, requirementInput, submittedAnswer, supplierApplicationInput } from '../../schemas/trade.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { listMyRequirements, myRequirementDetail } from '../services/trade/my-requirements.ts';
import { applyAsSupplier, submitRequirement } from '../services/trade/submissions.ts';

const submitContext = (c: AppContext) => {
  const { db, captcha, limiter, uploadDir, now } = c.var.deps;
  return { db, captcha, limiter, uploadDir, now: now(), clientAddress: c.var.clientAddress, clientKey: c.var.clientKey, userId: c.var.user?.id ?? null };
};

export const supplierRoutes = new Hono<AppEnv>();
supplierRoutes.post('/apply', jsonBody(supplierApplicationInput), answers(submittedAnswer), async (c) =>
  ok(c, await applyAsSupplier(c.req.valid('json'), submitContext(c))),
);

export const requirementRoutes = new Hono<AppEnv>();
requirementRoutes.post('/submit', jsonBody(requirementInput), answers(submittedAnswer), async (c) =>
  ok(c, await submitRequirement(c.req.valid('json'), submitContext(c))),
);

/** The buyer's own requirements ("My requirements"): a visitor's have no account to show them in. */
requirementRoutes.post('/mine', requireUser, jsonBody(myRequirementListInput), answers(myRequirementPage), async (c) =>
  ok(c, await listMyRequirements(c.var.deps.db, userOf(c).id, c.req.valid('json').curPage, c.var.locale)),
);
requirementRoutes.post('/detail', requireUser, jsonBody(idInput), answers(myRequirement), async (c) =>
  ok(c, await myRequirementDetail(c.var.deps.db, userOf(c).id, c.req.valid('json').id, c.var.locale)),
);

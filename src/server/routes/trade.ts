import { Hono } from 'hono';
import { requirementInput, supplierApplicationInput } from '../../schemas/trade.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { applyAsSupplier, submitRequirement } from '../services/trade/submissions.ts';

const submitContext = (c: AppContext) => {
  const { db, codes, limiter, now } = c.var.deps;
  return { db, codes, limiter, now: now(), clientKey: c.env?.clientAddress ?? 'unknown', userId: c.var.user?.id ?? null };
};

export const supplierRoutes = new Hono<AppEnv>();
supplierRoutes.post('/apply', jsonBody(supplierApplicationInput), async (c) => ok(c, await applyAsSupplier(c.req.valid('json'), submitContext(c))));

export const requirementRoutes = new Hono<AppEnv>();
requirementRoutes.post('/submit', jsonBody(requirementInput), async (c) => ok(c, await submitRequirement(c.req.valid('json'), submitContext(c))));

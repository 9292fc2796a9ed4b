import { Hono } from 'hono';
import { emptyBody } from '../../schemas/common.ts';
import { freightEstimate, freightEstimateInput, freightSettings } from '../../schemas/freight.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { loadFreightSettings, saveFreightSettings } from '../services/checkout/freight.ts';
import { estimateFreight } from '../services/checkout/freight-estimate.ts';

/** The product page's freight estimate, for visitors too: /api/portal/freight. */
export const freightRoutes = new Hono<AppEnv>();
freightRoutes.post('/estimate', jsonBody(freightEstimateInput), answers(freightEstimate), async (c) =>
  ok(c, await estimateFreight(c.var.deps.db, c.req.valid('json'), c.var.locale)),
);

/** The freight templates, edited in the back office: /api/admin/freight. */
export const adminFreightRoutes = new Hono<AppEnv>();
adminFreightRoutes.post('/get', jsonBody(emptyBody), answers(freightSettings), async (c) => ok(c, await loadFreightSettings(c.var.deps.db)));
adminFreightRoutes.post('/save', jsonBody(freightSettings), answers(freightSettings), async (c) =>
  ok(c, await saveFreightSettings(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);

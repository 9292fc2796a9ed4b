import { Hono } from 'hono';
import { idInput } from '../../schemas/common.ts';
import {
  adminSample,
  adminSampleListInput,
  adminSamplePage,
  declineSampleInput,
  mySample,
  mySampleListInput,
  mySamplePage,
  sampleApplied,
  sampleApplyInput,
  sampleOptions,
  sampleProductInput,
  sendSampleInput,
} from '../../schemas/samples.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { closeSample, declineSample, listSamplesForAdmin, sampleForAdmin, sendSample } from '../services/samples/admin.ts';
import { applyForSample, sampleOptionsOf } from '../services/samples/apply.ts';
import { listMySamples, mySampleDetail } from '../services/samples/mine.ts';

/** The buyer's sample requests, under /api/portal/sample; the form's options are public (the product page shows them). */
export const sampleRoutes = new Hono<AppEnv>();

sampleRoutes.post('/options', jsonBody(sampleProductInput), answers(sampleOptions), async (c) =>
  ok(c, await sampleOptionsOf(c.var.deps.db, c.req.valid('json').productId, c.var.locale)),
);
sampleRoutes.post('/apply', requireUser, jsonBody(sampleApplyInput), answers(sampleApplied), async (c) =>
  ok(c, await applyForSample(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now())),
);
sampleRoutes.post('/mine', requireUser, jsonBody(mySampleListInput), answers(mySamplePage), async (c) =>
  ok(c, await listMySamples(c.var.deps.db, userOf(c).id, c.req.valid('json').curPage, c.var.locale)),
);
sampleRoutes.post('/detail', requireUser, jsonBody(idInput), answers(mySample), async (c) =>
  ok(c, await mySampleDetail(c.var.deps.db, userOf(c).id, c.req.valid('json').id, c.var.locale)),
);

/** The operator's sample requests, under /api/admin/sample behind requireStaff (changes audited). */
export const adminSampleRoutes = new Hono<AppEnv>();

adminSampleRoutes.post('/list', jsonBody(adminSampleListInput), answers(adminSamplePage), async (c) =>
  ok(c, await listSamplesForAdmin(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
adminSampleRoutes.post('/detail', jsonBody(idInput), answers(adminSample), async (c) =>
  ok(c, await sampleForAdmin(c.var.deps.db, c.req.valid('json').id, c.var.deps.now())),
);
adminSampleRoutes.post('/send', jsonBody(sendSampleInput), answers(adminSample), async (c) =>
  ok(c, await sendSample(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
adminSampleRoutes.post('/decline', jsonBody(declineSampleInput), answers(adminSample), async (c) =>
  ok(c, await declineSample(c.var.deps.db, c.req.valid('json'), c.var.deps.now())),
);
adminSampleRoutes.post('/close', jsonBody(idInput), answers(adminSample), async (c) =>
  ok(c, await closeSample(c.var.deps.db, c.req.valid('json').id, c.var.deps.now())),
);

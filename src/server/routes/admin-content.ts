import { Hono } from 'hono';
import { z } from 'zod';
import * as admin from '../../schemas/admin-content.ts';
import { emptyBody, idInput, nothing } from '../../schemas/common.ts';
import { configPermission } from '../../schemas/staff-calls.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requirePermission } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import * as content from '../services/admin-content.ts';

/** Editors' content calls, mounted under /api/admin/content behind requireStaff. */
export const adminContentRoutes = new Hono<AppEnv>();
const db = (c: { var: AppEnv['Variables'] }) => c.var.deps.db;

adminContentRoutes.post('/banner/list', jsonBody(emptyBody), answers(z.array(admin.bannerRow)), async (c) => ok(c, await content.listBannersForEditing(db(c))));
adminContentRoutes.post('/banner/reorder', jsonBody(admin.reorderInput), answers(nothing), async (c) =>
  ok(c, await content.reorderBanners(db(c), c.req.valid('json').ids)),
);
adminContentRoutes.post('/banner/create', jsonBody(admin.bannerFields), answers(admin.bannerRow), async (c) =>
  ok(c, await content.createBanner(db(c), c.req.valid('json'))),
);
adminContentRoutes.post('/banner/update', jsonBody(admin.bannerUpdate), answers(admin.bannerRow), async (c) =>
  ok(c, await content.updateBanner(db(c), c.req.valid('json'))),
);
adminContentRoutes.post('/banner/delete', jsonBody(idInput), answers(nothing), async (c) => ok(c, await content.deleteBanner(db(c), c.req.valid('json').id)));

adminContentRoutes.post('/policy/list', jsonBody(emptyBody), answers(z.array(admin.policyRow)), async (c) =>
  ok(c, await content.listPoliciesForEditing(db(c))),
);
adminContentRoutes.post('/policy/save', jsonBody(admin.policySave), answers(admin.policyRow), async (c) =>
  ok(c, await content.savePolicy(db(c), c.req.valid('json'), c.var.deps.now())),
);

adminContentRoutes.post('/article/list', jsonBody(emptyBody), answers(z.array(admin.articleListRow)), async (c) =>
  ok(c, await content.listArticlesForEditing(db(c))),
);
adminContentRoutes.post('/article/get', jsonBody(idInput), answers(admin.articleRow), async (c) =>
  ok(c, await content.getArticleForEditing(db(c), c.req.valid('json').id)),
);
adminContentRoutes.post('/article/create', jsonBody(admin.articleFields), answers(admin.articleRow), async (c) =>
  ok(c, await content.createArticle(db(c), c.req.valid('json'))),
);
adminContentRoutes.post('/article/update', jsonBody(admin.articleUpdate), answers(admin.articleRow), async (c) =>
  ok(c, await content.updateArticle(db(c), c.req.valid('json'))),
);
adminContentRoutes.post('/article/delete', jsonBody(idInput), answers(nothing), async (c) => ok(c, await content.deleteArticle(db(c), c.req.valid('json').id)));

adminContentRoutes.post('/column/list', jsonBody(emptyBody), answers(z.array(admin.columnRow)), async (c) => ok(c, await content.listColumnsForEditing(db(c))));
adminContentRoutes.post('/column/create', jsonBody(admin.columnFields), answers(admin.columnRow), async (c) =>
  ok(c, await content.createColumn(db(c), c.req.valid('json'))),
);
adminContentRoutes.post('/column/delete', jsonBody(idInput), answers(nothing), async (c) => ok(c, await content.deleteColumn(db(c), c.req.valid('json').id)));

adminContentRoutes.post('/config/get', jsonBody(admin.configGet), answers(admin.configValue), async (c) => {
  const { key } = c.req.valid('json');
  requirePermission(c, configPermission(key));
  return ok(c, await content.getStoredConfig(db(c), key));
});
adminContentRoutes.post('/config/save', jsonBody(admin.configSave), answers(admin.configValue), async (c) => {
  const { key, value } = c.req.valid('json');
  requirePermission(c, configPermission(key));
  return ok(c, await content.saveConfig(db(c), key, value, c.var.deps.now()));
});

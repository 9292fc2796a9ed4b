import { Hono } from 'hono';
import { emptyBody } from '../../schemas/common.ts';
import { configResponses, policyByCodeInput, type ConfigKey } from '../../schemas/content.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { getColumnTree, getConfig, getPolicy, listBanners, listPolicies } from '../services/content.ts';

export const contentRoutes = new Hono<AppEnv>();

for (const key of Object.keys(configResponses) as ConfigKey[]) {
  contentRoutes.post(`/configData/${key}`, jsonBody(emptyBody), async (c) =>
    ok(c, await getConfig(c.var.deps.db, key, c.var.locale)),
  );
}

contentRoutes.post('/policy/getAll', jsonBody(emptyBody), async (c) => ok(c, await listPolicies(c.var.deps.db, c.var.locale)));

contentRoutes.post('/policy/getByCode', jsonBody(policyByCodeInput), async (c) =>
  ok(c, await getPolicy(c.var.deps.db, c.req.valid('json').code, c.var.locale)),
);

contentRoutes.post('/banner/getList', jsonBody(emptyBody), async (c) => ok(c, await listBanners(c.var.deps.db, c.var.locale)));

contentRoutes.post('/column/tree', jsonBody(emptyBody), async (c) => ok(c, await getColumnTree(c.var.deps.db, c.var.locale)));

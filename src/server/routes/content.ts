import { Hono } from 'hono';
import { emptyBody, idInput } from '../../schemas/common.ts';
import {
  article,
  articleListInput,
  articlePage,
  bannerList,
  brandList,
  columnTree,
  configResponses,
  type PublicConfigKey,
  policy,
  policyByCodeInput,
  policyList,
} from '../../schemas/content.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { listBrands } from '../services/brands.ts';
import { getColumnTree, getConfig, getPolicy, listBanners, listPolicies } from '../services/content.ts';
import { getArticle, listArticles } from '../services/news.ts';

export const contentRoutes = new Hono<AppEnv>();

for (const key of Object.keys(configResponses) as PublicConfigKey[]) {
  contentRoutes.post(`/configData/${key}`, jsonBody(emptyBody), answers(configResponses[key]), async (c) =>
    ok(c, await getConfig(c.var.deps.db, key, c.var.locale)),
  );
}

contentRoutes.post('/policy/getAll', jsonBody(emptyBody), answers(policyList), async (c) => ok(c, await listPolicies(c.var.deps.db, c.var.locale)));

contentRoutes.post('/policy/getByCode', jsonBody(policyByCodeInput), answers(policy), async (c) =>
  ok(c, await getPolicy(c.var.deps.db, c.req.valid('json').code, c.var.locale)),
);

contentRoutes.post('/banner/getList', jsonBody(emptyBody), answers(bannerList), async (c) => ok(c, await listBanners(c.var.deps.db, c.var.locale)));

contentRoutes.post('/column/tree', jsonBody(emptyBody), answers(columnTree), async (c) => ok(c, await getColumnTree(c.var.deps.db, c.var.locale)));

contentRoutes.post('/article/getList', jsonBody(articleListInput), answers(articlePage), async (c) =>
  ok(c, await listArticles(c.var.deps.db, c.req.valid('json'), c.var.locale)),
);

contentRoutes.post('/article/getById', jsonBody(idInput), answers(article), async (c) =>
  ok(c, await getArticle(c.var.deps.db, c.req.valid('json').id, c.var.locale)),
);

contentRoutes.post('/brand/getList', jsonBody(emptyBody), answers(brandList), async (c) => ok(c, await listBrands(c.var.deps.db, c.var.locale)));

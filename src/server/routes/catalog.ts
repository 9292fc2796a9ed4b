import { Hono } from 'hono';
import {
  categoryTreeOutput,
  colourCardInput,
  colourCardOutput,
  colourSearchInput,
  colourSearchOutput,
  popularInput,
  productCardList,
  productDetail,
  productListInput,
  productListOutput,
  productLiveInput,
  productLiveOutput,
} from '../../schemas/catalog.ts';
import { emptyBody, idInput } from '../../schemas/common.ts';
import { suggestInput, suggestOutput } from '../../schemas/suggest.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { localWindowLimit } from '../http/local-limit.ts';
import { answers, jsonBody } from '../http/middleware.ts';
import { ok, okJson } from '../http/respond.ts';
import { getProduct } from '../services/catalog/detail-store.ts';
import { getCategoryTree, listColourSwatches, listPopular, listProducts, readLive, searchByColour } from '../services/catalog/products.ts';
import { suggest } from '../services/catalog/suggest.ts';

const SUGGESTIONS_PER_CLIENT_PER_MINUTE = 300;

export const productRoutes = new Hono<AppEnv>();

productRoutes.post('/getList', jsonBody(productListInput), answers(productListOutput), async (c) =>
  okJson(c, await listProducts(c.var.deps.db, c.req.valid('json'), c.var.locale)),
);

/**
 * Suggestions answer every keystroke from memory, but a keyword not seen before scans the catalogue: a
 * client gets five a second on average, far above typing, counted in memory to stay cheap.
 */
const suggestionsAllowed = localWindowLimit(SUGGESTIONS_PER_CLIENT_PER_MINUTE, 60_000);

productRoutes.post('/suggest', jsonBody(suggestInput), answers(suggestOutput), async (c) => {
  if (!suggestionsAllowed(c.var.clientKey)) throw new ApiError('rateLimited');
  return ok(c, await suggest(c.var.deps.db, c.req.valid('json').keyword, c.var.locale));
});

productRoutes.post('/getById', jsonBody(idInput), answers(productDetail), async (c) =>
  ok(c, await getProduct(c.var.deps.db, c.req.valid('json').id, c.var.locale)),
);

productRoutes.post('/getLive', jsonBody(productLiveInput), answers(productLiveOutput), async (c) =>
  ok(c, await readLive(c.var.deps.db, c.req.valid('json').ids, c.var.locale)),
);

productRoutes.post('/getPopular', jsonBody(popularInput), answers(productCardList), async (c) =>
  ok(c, await listPopular(c.var.deps.db, c.req.valid('json').limit, c.var.locale)),
);

productRoutes.post('/colourSearch', jsonBody(colourSearchInput), answers(colourSearchOutput), async (c) =>
  ok(c, await searchByColour(c.var.deps.db, c.req.valid('json'), c.var.locale)),
);

productRoutes.post('/colourCard', jsonBody(colourCardInput), answers(colourCardOutput), async (c) =>
  ok(c, await listColourSwatches(c.var.deps.db, c.req.valid('json').brandId, c.var.locale)),
);

export const categoryRoutes = new Hono<AppEnv>();

categoryRoutes.post('/tree', jsonBody(emptyBody), answers(categoryTreeOutput), async (c) => ok(c, await getCategoryTree(c.var.deps.db, c.var.locale)));

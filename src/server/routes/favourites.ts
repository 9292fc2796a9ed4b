import { Hono } from 'hono';
import { nothing } from '../../schemas/common.ts';
import { favouriteCheckInput, favouriteIds, favouriteInput, favouriteListInput, favouritePage } from '../../schemas/favourites.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { addFavourite, favouritedAmong, listFavourites, removeFavourite } from '../services/favourites.ts';

export const favouriteRoutes = new Hono<AppEnv>();
favouriteRoutes.use(requireUser);

favouriteRoutes.post('/add', jsonBody(favouriteInput), answers(nothing), async (c) => {
  await addFavourite(c.var.deps.db, userOf(c).id, c.req.valid('json').productId);
  return ok(c, null);
});

favouriteRoutes.post('/remove', jsonBody(favouriteInput), answers(nothing), async (c) => {
  await removeFavourite(c.var.deps.db, userOf(c).id, c.req.valid('json').productId);
  return ok(c, null);
});

favouriteRoutes.post('/check', jsonBody(favouriteCheckInput), answers(favouriteIds), async (c) =>
  ok(c, await favouritedAmong(c.var.deps.db, userOf(c).id, c.req.valid('json').productIds)),
);

favouriteRoutes.post('/list', jsonBody(favouriteListInput), answers(favouritePage), async (c) =>
  ok(c, await listFavourites(c.var.deps.db, userOf(c).id, c.req.valid('json').curPage, c.var.locale)),
);

import { Hono } from 'hono';
import {
  cartAddAnswer,
  cartAddInput,
  cartAddManyAnswer,
  cartAddManyInput,
  cartLinesInput,
  cartMergeAnswer,
  cartRemoveInput,
  cartSelectAllInput,
  cartUpdateInput,
  cartView,
} from '../../schemas/cart.ts';
import { emptyBody } from '../../schemas/common.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { addManyToCart, addToCart, mergeIntoCart, previewCart, readCart, removeCartLines, selectAllCartLines, updateCartLine } from '../services/cart.ts';
import { spendAttempt } from '../services/rate-limit.ts';

/** A merge comes once a login; a few more allow for logging in again, not for a loop. */
const MERGES_PER_MINUTE = 10;

export const cartRoutes = new Hono<AppEnv>();

/** The browser's cart of a visitor, priced now: no login needed. */
cartRoutes.post('/preview', jsonBody(cartLinesInput), answers(cartView), async (c) =>
  ok(c, await previewCart(c.var.deps.db, c.req.valid('json').lines, c.var.locale)),
);

/** Everything else is the logged-in customer's own cart. */
const ownCart = new Hono<AppEnv>();
ownCart.use(requireUser);

ownCart.post('/list', jsonBody(emptyBody), answers(cartView), async (c) => ok(c, await readCart(c.var.deps.db, userOf(c).id, c.var.locale, c.var.deps.now())));

ownCart.post('/add', jsonBody(cartAddInput), answers(cartAddAnswer), async (c) => {
  const { skuId, quantity } = c.req.valid('json');
  return ok(c, await addToCart(c.var.deps.db, userOf(c).id, skuId, quantity));
});

/** Every pack of the list, or none: the pack calculator's mix goes in as one step. */
ownCart.post('/addMany', jsonBody(cartAddManyInput), answers(cartAddManyAnswer), async (c) =>
  ok(c, await addManyToCart(c.var.deps.db, userOf(c).id, c.req.valid('json').lines)),
);

ownCart.post('/update', jsonBody(cartUpdateInput), answers(cartView), async (c) => {
  await updateCartLine(c.var.deps.db, userOf(c).id, c.req.valid('json'));
  return ok(c, await readCart(c.var.deps.db, userOf(c).id, c.var.locale, c.var.deps.now()));
});

ownCart.post('/selectAll', jsonBody(cartSelectAllInput), answers(cartView), async (c) => {
  await selectAllCartLines(c.var.deps.db, userOf(c).id, c.req.valid('json').selected);
  return ok(c, await readCart(c.var.deps.db, userOf(c).id, c.var.locale, c.var.deps.now()));
});

ownCart.post('/remove', jsonBody(cartRemoveInput), answers(cartView), async (c) => {
  await removeCartLines(c.var.deps.db, userOf(c).id, c.req.valid('json').ids);
  return ok(c, await readCart(c.var.deps.db, userOf(c).id, c.var.locale, c.var.deps.now()));
});

ownCart.post('/merge', jsonBody(cartLinesInput), answers(cartMergeAnswer), async (c) => {
  const { limiter } = c.var.deps;
  const key = `cartMerge:${userOf(c).id}`;
  await spendAttempt(limiter, key, MERGES_PER_MINUTE, 60_000);
  return ok(c, await mergeIntoCart(c.var.deps.db, userOf(c).id, c.req.valid('json').lines));
});

cartRoutes.route('/', ownCart);

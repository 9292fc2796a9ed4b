import { Hono } from 'hono';
import { emptyBody } from '../../schemas/common.ts';
import { changeUsernameInput, modifyUserInfoInput } from '../../schemas/user.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { changeUsername, getUserInfo, modifyUserInfo } from '../services/user.ts';

export const userRoutes = new Hono<AppEnv>();

userRoutes.use(requireUser);

userRoutes.post('/getCurrentUserInfo', jsonBody(emptyBody), async (c) => ok(c, await getUserInfo(c.var.deps.db, userOf(c).id)));

userRoutes.post('/modifyUserInfo', jsonBody(modifyUserInfoInput), async (c) => {
  const { db, now } = c.var.deps;
  return ok(c, await modifyUserInfo(db, userOf(c).id, c.req.valid('json'), now()));
});

userRoutes.post('/changeUsername', jsonBody(changeUsernameInput), async (c) => {
  const { db, codes, now } = c.var.deps;
  return ok(c, await changeUsername(db, codes, userOf(c).id, c.req.valid('json'), now()));
});

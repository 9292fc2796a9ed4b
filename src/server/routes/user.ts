import { Hono } from 'hono';
import { emptyBody } from '../../schemas/common.ts';
import { changeUsernameInput, modifyUserInfoInput } from '../../schemas/user.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { changeUsername, getUserInfo, modifyUserInfo } from '../services/user.ts';
import { loginInput } from '../../schemas/auth.ts';
import { loginWithPassword } from '../services/auth/login.ts';
import { revokeSession } from '../services/auth/sessions.ts';

export const userRoutes = new Hono<AppEnv>();

userRoutes.post('/login', jsonBody(loginInput), async (c) => {
  const { db, limiter, sessionTtlDays, now } = c.var.deps;
  const clientKey = c.env?.clientAddress ?? 'unknown';
  const { token, userId } = await loginWithPassword(db, c.req.valid('json'), {
    limiter,
    clientKey,
    ttlDays: sessionTtlDays,
    now: now(),
    userAgent: c.req.header('user-agent'),
  });
  return ok(c, { token, user: await getUserInfo(db, userId) });
});

userRoutes.post('/logout', requireUser, jsonBody(emptyBody), async (c) => {
  await revokeSession(c.var.deps.db, userOf(c).tokenHash, c.var.deps.now());
  return ok(c, null);
});

userRoutes.post('/getCurrentUserInfo', requireUser, jsonBody(emptyBody), async (c) => ok(c, await getUserInfo(c.var.deps.db, userOf(c).id)));

userRoutes.post('/modifyUserInfo', requireUser, jsonBody(modifyUserInfoInput), async (c) => {
  const { db, now } = c.var.deps;
  return ok(c, await modifyUserInfo(db, userOf(c).id, c.req.valid('json'), now()));
});

userRoutes.post('/changeUsername', requireUser, jsonBody(changeUsernameInput), async (c) => {
  const { db, codes, now } = c.var.deps;
  return ok(c, await changeUsername(db, codes, userOf(c).id, c.req.valid('json'), now()));
});

import { Hono } from 'hono';
import { changePasswordInput, loginAnswer, loginByCodeInput, loginInput, registerInput, resetPasswordInput } from '../../schemas/auth.ts';
import { emptyBody, nothing } from '../../schemas/common.ts';
import { changeUsernameInput, modifyUserInfoInput, userInfo } from '../../schemas/user.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { changePassword, loginWithCode, register, resetPassword } from '../services/auth/account.ts';
import { loginWithPassword } from '../services/auth/login.ts';
import { revokeSession } from '../services/auth/sessions.ts';
import { DEFAULT_SHOP_CEILINGS } from '../services/auth/shop-ceilings.ts';
import { changeUsername, getUserInfo, modifyUserInfo } from '../services/user.ts';

export const userRoutes = new Hono<AppEnv>();

/** A new session's context: lifetime, the request's time and browser. */
const sessionContext = (c: AppContext) => ({ ttlDays: c.var.deps.sessionTtlDays, now: c.var.deps.now(), userAgent: c.req.header('user-agent') });
const clientKeyOf = (c: AppContext) => c.var.clientKey;
const loggedIn = async (c: AppContext, session: { token: string; userId: number }) =>
  ok(c, { token: session.token, user: await getUserInfo(c.var.deps.db, session.userId) });

userRoutes.post('/login', jsonBody(loginInput), answers(loginAnswer), async (c) => {
  const { db, limiter, captcha, log, shopCeilings = DEFAULT_SHOP_CEILINGS } = c.var.deps;
  const { clientAddress, clientKey } = c.var;
  return loggedIn(c, await loginWithPassword(db, c.req.valid('json'), { ...sessionContext(c), limiter, captcha, log, shopCeilings, clientAddress, clientKey }));
});

userRoutes.post('/loginByCode', jsonBody(loginByCodeInput), answers(loginAnswer), async (c) =>
  loggedIn(c, await loginWithCode(c.var.deps.db, c.var.deps.codes, c.req.valid('json'), sessionContext(c))),
);

userRoutes.post('/register', jsonBody(registerInput), answers(loginAnswer), async (c) =>
  loggedIn(c, await register(c.var.deps.db, c.var.deps.codes, c.req.valid('json'), sessionContext(c))),
);

userRoutes.post('/resetPassword', jsonBody(resetPasswordInput), answers(nothing), async (c) => {
  await resetPassword(c.var.deps.db, c.var.deps.codes, c.var.deps.limiter, c.req.valid('json'), c.var.deps.now());
  return ok(c, null);
});

userRoutes.post('/changePassword', requireUser, jsonBody(changePasswordInput), answers(nothing), async (c) => {
  const user = userOf(c);
  const { db, limiter, now } = c.var.deps;
  await changePassword(db, { userId: user.id, tokenHash: user.tokenHash }, c.req.valid('json'), { limiter, clientKey: clientKeyOf(c), now: now() });
  return ok(c, null);
});

userRoutes.post('/logout', requireUser, jsonBody(emptyBody), answers(nothing), async (c) => {
  await revokeSession(c.var.deps.db, userOf(c).tokenHash, c.var.deps.now());
  return ok(c, null);
});

userRoutes.post('/getCurrentUserInfo', requireUser, jsonBody(emptyBody), answers(userInfo), async (c) => ok(c, await getUserInfo(c.var.deps.db, userOf(c).id)));

userRoutes.post('/modifyUserInfo', requireUser, jsonBody(modifyUserInfoInput), answers(userInfo), async (c) => {
  const { db, now } = c.var.deps;
  return ok(c, await modifyUserInfo(db, userOf(c).id, c.req.valid('json'), now()));
});

userRoutes.post('/changeUsername', requireUser, jsonBody(changeUsernameInput), answers(userInfo), async (c) => {
  const { db, codes, limiter, now } = c.var.deps;
  const user = userOf(c);
  return ok(
    c,
    await changeUsername(db, codes, { userId: user.id, tokenHash: user.tokenHash }, c.req.valid('json'), { limiter, clientKey: clientKeyOf(c), now: now() }),
  );
});

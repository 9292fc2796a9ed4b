import { zValidator } from '@hono/zod-validator';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { catalogueWording } from '../../lib/validation-issues.ts';
import { permissionForCall } from '../../schemas/staff-calls.ts';
import { type StaffPermission, staffMay } from '../../schemas/staff-values.ts';
import { clientLimitKeys } from '../services/auth/client-limits.ts';
import { findSessionUser, type SessionUser } from '../services/auth/sessions.ts';
import { spendAttempt } from '../services/rate-limit.ts';
import { ApiError } from './api-error.ts';
import { clientLimitKey, DEFAULT_IPV6_CLIENT_PREFIX, resolveClientAddress } from './client-address.ts';
import type { AppContext, AppEnv, Deps } from './context.ts';
import { withAnswerContract, withBodyContract } from './contracts.ts';
import { fail } from './respond.ts';

export const provideDeps = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    const clientAddress = resolveClientAddress(c.env?.clientAddress, c.req.header('x-forwarded-for'), deps.trustedProxies ?? null);
    c.set('clientAddress', clientAddress);
    c.set('clientKey', clientLimitKey(clientAddress, deps.clientIpv6Prefix ?? DEFAULT_IPV6_CLIENT_PREFIX));
    await next();
  });

/** The answer's language: the Accept-Language the client sends (the islands send the stored locale). */
export const detectLocale = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('accept-language')?.trim().toLowerCase() ?? '';
  c.set('locale', header.startsWith('en') ? 'en' : 'zh');
  await next();
});

/** Reads the `accessToken` header; an absent or dead token leaves the user empty. */
export const readSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('accesstoken');
  const { db, now } = c.var.deps;
  c.set('user', token ? await findSessionUser(db, token, now()) : null);
  await next();
});

/** What an account that must change its password may still call: changing it, reading who it is, logging out. */
const CALLS_BEFORE_PASSWORD_CHANGE = new Set(['/api/portal/user/changePassword', '/api/portal/user/getCurrentUserInfo', '/api/portal/user/logout']);

/** A session whose password was typed by someone else (admin:create) is held to changing it first. */
export const holdUntilPasswordChanged = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user?.mustChangePassword && !CALLS_BEFORE_PASSWORD_CHANGE.has(c.req.path)) return fail(c, 'passwordChangeRequired');
  return next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) return fail(c, 'sessionInvalid');
  return next();
});

/** Back-office calls: a member of the team whose role may make the call; a customer, or a call the role may not make, is forbidden. */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) return fail(c, 'sessionInvalid');
  if (c.var.user.role !== 'admin' || !staffMay(c.var.user.staffRole, permissionForCall(c.req.path))) return fail(c, 'forbidden');
  return next();
});

/** Inside a call: refuses a member of the team whose role lacks the permission (for what depends on the body). */
export function requirePermission(c: AppContext, permission: StaffPermission): void {
  if (!staffMay(userOf(c).staffRole, permission)) throw new ApiError('forbidden');
}

/** A body that is not JSON is refused rather than silently ignored. */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (hasBody && type !== 'application/json' && type !== 'multipart/form-data') return fail(c, 'unsupportedMediaType');
  return next();
});

/**
 * Validates the JSON body against the call's contract; issues go back with their field paths for the form,
 * each worded from the catalogue (the contract's own key, or a generic one by issue code).
 */
export const jsonBody = <T extends z.ZodType>(schema: T) =>
  withBodyContract(
    schema,
    zValidator(
      'json',
      schema,
      (result, c) => {
        if (result.success) return;
        // The validator types its context with a generic Env; this middleware only ever runs inside the app.
        return fail(c as unknown as AppContext, 'validation', { issues: result.error.issues });
      },
      // zod's own result; the validator declares it through its own copy of zod's types, hence the cast.
      { validationFunction: (contract, value) => contract.safeParseAsync(value, catalogueWording) as never },
    ),
  );

/**
 * Names the contract of what the route answers in the envelope's `data` (the one the islands parse it with);
 * it does nothing while the request runs.
 */
export const answers = (schema: z.core.$ZodType) =>
  withAnswerContract(
    schema,
    createMiddleware<AppEnv>((_c, next) => next()),
  );

/** The logged-in user of a route behind requireUser. */
export function userOf(c: { var: { user: SessionUser | null } }): SessionUser {
  if (!c.var.user) throw new ApiError('sessionInvalid');
  return c.var.user;
}

/** Refuses a client (its address or IPv6 network) past `limit` calls a minute to the routes behind it. */
export const perClientPerMinute = (kind: keyof ReturnType<typeof clientLimitKeys>, limit: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await spendAttempt(c.var.deps.limiter, clientLimitKeys(c.var.clientKey)[kind], limit, 60_000);
    await next();
  });

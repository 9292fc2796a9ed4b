import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { observeRequest } from '../metrics/observe-request.ts';
import type { AppContext, AppEnv } from './context.ts';

/** The route's pattern (`/api/portal/order/detail`, `/api/uploads/:name`): never the values in the address. */
function routeOf(c: AppContext): string {
  const handler = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
  return handler?.path ?? 'unmatched';
}

/**
 * One JSON log line and the request series per API call: request id, route, status, duration and the
 * caller's user id. Nothing from the body, the query or the headers (tokens, codes, phones) is logged.
 */
export const observeApiRequest = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const seconds = (performance.now() - started) / 1000;
  const route = routeOf(c);
  const status = c.res.status;
  observeRequest(c.req.method, route, status, seconds);
  c.var.deps.log.info(
    { requestId: c.var.requestId, method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10, userId: c.var.user?.id ?? null },
    'request',
  );
});

import { Hono } from 'hono';
import { emptyBody } from '../../schemas/common.ts';
import { dashboard } from '../../schemas/dashboard.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { dashboardFigures } from '../services/dashboard.ts';
import { spendAttempt } from '../services/rate-limit.ts';

/** A dozen aggregates over every order: plenty for an operator who reloads, bounded for a stolen token. */
export const DASHBOARD_CALLS_PER_MINUTE = 30;

/** The back office's dashboard, mounted at /api/admin/dashboard behind requireStaff. */
export const adminDashboardRoutes = new Hono<AppEnv>();

adminDashboardRoutes.post('/', jsonBody(emptyBody), answers(dashboard), async (c) => {
  const { limiter, db, now } = c.var.deps;
  const user = userOf(c);
  const key = `dashboard:${user.id}`;
  await spendAttempt(limiter, key, DASHBOARD_CALLS_PER_MINUTE, 60_000);
  return ok(c, await dashboardFigures(db, now(), user.staffRole));
});

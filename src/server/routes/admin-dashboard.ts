import { Hono } from 'hono';
import { emptyBody } from '../../schemas/common.ts';
import type { AppEnv } from '../http/context.ts';
import { jsonBody } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { dashboardFigures } from '../services/dashboard.ts';

/** The back office's dashboard, mounted at /api/admin/dashboard behind requireAdmin. */
export const adminDashboardRoutes = new Hono<AppEnv>();

adminDashboardRoutes.post('/', jsonBody(emptyBody), async (c) => ok(c, await dashboardFigures(c.var.deps.db, c.var.deps.now())));

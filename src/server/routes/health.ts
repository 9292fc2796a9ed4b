import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { codeSchemaVersion, databaseSchemaVersion } from '../db/migration-state.ts';
import type { AppEnv } from '../http/context.ts';
import { fail, ok } from '../http/respond.ts';

/** A readiness check gives up on the database after this long: a balancer's probe must not hang. */
const READY_TIMEOUT_MS = 2_500;

const withinTime = <T>(work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS).unref())]);

/** `/api/health`: the process answers. `/api/ready`: it can serve (database, build, migrations), else 503. */
export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/health', (c) => ok(c, { status: 'ok' }));

healthRoutes.get('/ready', async (c) => {
  const { db, servedBuild } = c.var.deps;
  const expected = codeSchemaVersion();
  const checks = await withinTime(
    (async () => {
      await db.execute(sql`select 1`);
      const applied = await databaseSchemaVersion(db);
      return { database: 'ok', migrations: applied.latestAt >= expected.latestAt ? 'current' : `behind: ${applied.latest ?? 'none'} of ${expected.latest}` };
    })(),
  ).catch(() => ({ database: 'unreachable', migrations: 'unknown' }));
  // A process that serves no published build (the dev server, a build) has no build to check.
  const build = servedBuild?.();
  const state = { ...checks, ...(build !== undefined && { build: build ?? 'none' }) };
  const ready = state.database === 'ok' && state.migrations === 'current' && build !== null;
  return ready ? ok(c, { status: 'ready', ...state }) : fail(c, 'serviceBusy', { status: 'not ready', ...state });
});

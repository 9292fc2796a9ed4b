import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { liveness, readiness } from '../../schemas/health.ts';
import { codeSchemaVersion, databaseSchemaVersion } from '../db/migration-state.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answers } from '../http/middleware.ts';
import { fail, ok } from '../http/respond.ts';
import { detailStoreIfFresh } from '../services/catalog/detail-store.ts';

/** A readiness check gives up on the database after this long: a balancer's probe must not hang. */
const READY_TIMEOUT_MS = 2_500;

const withinTime = <T>(work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS).unref())]);

/**
 * `/api/health`: the process answers. `/api/ready`: it can serve (database, build, migrations) and is not
 * stopping, else 503, so that a balancer sends it nothing new while it finishes what it has.
 */
export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/health', answers(liveness), (c) => ok(c, { status: 'ok' }));

/** A probe every few hundred milliseconds from each balancer (or anyone) costs the database one check a second. */
const READY_KEPT_MS = 1_000;
const keptChecks = new WeakMap<object, { at: number; checks: Promise<{ database: string; migrations: string }> }>();

function databaseChecks(db: AppContext['var']['deps']['db']) {
  const kept = keptChecks.get(db);
  if (kept && Date.now() - kept.at < READY_KEPT_MS) return kept.checks;
  const expected = codeSchemaVersion();
  const checks = withinTime(
    (async () => {
      await db.execute(sql`select 1`);
      const applied = await databaseSchemaVersion(db);
      return { database: 'ok', migrations: applied.latestAt >= expected.latestAt ? 'current' : 'behind' };
    })(),
  ).catch(() => ({ database: 'unreachable', migrations: 'unknown' }));
  keptChecks.set(db, { at: Date.now(), checks });
  return checks;
}

healthRoutes.get('/ready', answers(readiness), async (c) => {
  const { db, serving } = c.var.deps;
  const checks = await databaseChecks(db);
  // A process that serves no published build (the dev server, a build) has no build to check.
  const served = serving?.();
  // Said, not required: until they are in memory, details are read one query each.
  const productDetails = detailStoreIfFresh(db) ? 'in memory' : 'per query';
  const state = { ...checks, productDetails, ...(served && { build: served.build ?? 'none', stopping: served.stopping }) };
  const ready = state.database === 'ok' && state.migrations === 'current' && served?.build !== null && !served?.stopping;
  return ready ? ok(c, { status: 'ready', ...state }) : fail(c, 'serviceBusy', { status: 'not ready', ...state });
});

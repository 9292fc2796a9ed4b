import { createApp, type App } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { databaseTarget, parseEnv, type ServerEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { createMemoryCodeStore } from './services/codes.ts';
import { createMemoryRateLimiter } from './services/rate-limit.ts';

export type Runtime = { env: ServerEnv; database: Database; app: App };

let runtime: Promise<Runtime> | undefined;

/**
 * The process-wide server runtime, opened on first use: by the API endpoint at request time and by
 * prerendered pages at build time. The database must already be migrated (scripts/start.ts does it).
 */
export function getRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    const env = parseEnv();
    const log = createLogger(env.LOG_LEVEL);
    const database = await openDatabase(databaseTarget(env));
    const app = createApp({
      db: database.db,
      log,
      codes: createMemoryCodeStore(),
      limiter: createMemoryRateLimiter(),
      sessionTtlDays: env.SESSION_TTL_DAYS,
      now: () => new Date(),
    });
    return { env, database, app };
  })();
  return runtime;
}

import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { metrics } from '../metrics/registry.ts';
import { LOCK_KEYS } from './lock-keys.ts';
import { holdDataDir } from './pglite-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations, or those of another folder laid out alike (a restore stops at a backup's). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (test snapshots, backups). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Hears `channel`'s notifications as their transactions commit. `onListening(false)` means some may
   * have been missed (the connection dropped; it is opened again); `onListening(true)`, hearing again.
   */
  listen(channel: string, handlers: ListenHandlers): () => Promise<void>;
};

export type ListenHandlers = { onNotify: (payload: string) => void; onListening: (listening: boolean) => void };

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Backups, restores and builds: statements may take as long as they need. */
      longStatements?: boolean;
    }
  | { kind: 'pglite'; dataDir: string | 'memory' }
  | { kind: 'pglite'; loadDataDir: Blob }
  | { kind: 'pglite'; snapshotFile: string };

/** Waiting longer than this for a PostgreSQL connection or an answer gives up with an error (mapped to "service busy"). */
export const CONNECT_TIMEOUT_MS = 3_000;
export const QUERY_TIMEOUT_MS = 10_000;
/** A listening connection that dropped is opened again after this long. */
const RELISTEN_DELAY_MS = 1_000;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Instances started together each migrate at start: a session advisory lock lets one apply what is
 * pending while the others wait and then find nothing left (drizzle's migrator takes no lock). Its own
 * connection, without the pool's statement timeout: a migration may take as long as it needs.
 */
async function migrateOnce(url: string, folder: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEYS.migrations]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}

/** For a backup or a restore: on PostgreSQL one connection of its own whose statements take as long as they need. */
export const maintenanceTarget = (target: DatabaseTarget): DatabaseTarget =>
  target.kind === 'postgres' ? { ...target, poolSize: 1, longStatements: true } : target;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A database that does not answer must turn into a quick "service busy", not a request that hangs.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(!target.longStatements && { query_timeout: QUERY_TIMEOUT_MS, statement_timeout: QUERY_TIMEOUT_MS }),
      keepAlive: true,
    });
    // An idle client that loses its server must not crash the process; the next query reports the error.
    pool.on('error', () => {});
    // Nor may one lent to a request: its query fails (and the request answers "service busy"), and the
    // pool drops it when it is given back. Without a listener the client's 'error' event would end the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    metrics().pools.add(poolStats);
    const db = drizzlePg({ client: pool, schema });
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      migrate: (folder = migrationsFolder) => migrateOnce(target.url, folder),
      close: async () => {
        metrics().pools.delete(poolStats);
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
      listen: (channel, handlers) => {
        const stop = listenOnPostgres(target.url, channel, handlers);
        listeners.add(stop);
        return () => {
          listeners.delete(stop);
          return stop();
        };
      },
    };
  }
  let client: PGlite;
  let release = () => {};
  if ('loadDataDir' in target) {
    client = await PGlite.create({ loadDataDir: target.loadDataDir });
  } else if ('snapshotFile' in target) {
    client = await PGlite.create({ loadDataDir: new Blob([readFileSync(target.snapshotFile)]) });
  } else if (target.dataDir === 'memory') {
    client = await PGlite.create();
  } else {
    mkdirSync(target.dataDir, { recursive: true });
    release = holdDataDir(target.dataDir);
    client = await PGlite.create({ dataDir: target.dataDir }).catch((error: unknown) => {
      release();
      throw error;
    });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close().finally(release),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
    // One connection in this process: a notification is heard before the commit that sent it returns.
    listen: (channel, { onNotify, onListening }) => {
      const listening = client.listen(channel, onNotify).then((unlisten) => {
        onListening(true);
        return unlisten;
      });
      return async () => {
        onListening(false);
        if (!client.closed) await (await listening)();
      };
    },
  };
}

/** A connection of its own that LISTENs, opened again whenever it drops, until stopped. */
function listenOnPostgres(url: string, channel: string, { onNotify, onListening }: ListenHandlers): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const current = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    client = current;
    const lost = () => {
      if (client !== current) return;
      client = null;
      onListening(false);
      current.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    };
    current.on('error', lost);
    current.on('end', lost);
    current.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === current) onListening(true);
    } catch {
      lost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    onListening(false);
    await current?.end().catch(() => {});
  };
}

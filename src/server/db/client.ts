import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (test snapshots, backups). */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | 'memory' }
  | { kind: 'pglite'; loadDataDir: Blob }
  | { kind: 'pglite'; snapshotFile: string };

/** Waiting longer than this for a PostgreSQL connection or an answer gives up with an error (mapped to "service busy"). */
export const CONNECT_TIMEOUT_MS = 3_000;
export const QUERY_TIMEOUT_MS = 10_000;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A database that does not answer must turn into a quick "service busy", not a request that hangs.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      statement_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle client that loses its server must not crash the process; the next query reports the error.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('loadDataDir' in target) {
    client = await PGlite.create({ loadDataDir: target.loadDataDir });
  } else if ('snapshotFile' in target) {
    client = await PGlite.create({ loadDataDir: new Blob([readFileSync(target.snapshotFile)]) });
  } else if (target.dataDir === 'memory') {
    client = await PGlite.create();
  } else {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: target.dataDir });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

/** Fresh, seeded databases for benchmarks: a PostgreSQL database of their own (named `bench_…`) or a PGlite folder. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseTarget, openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';

export type BenchDatabase = {
  label: string;
  target: DatabaseTarget;
  /** What `scripts/start.ts` needs to open this database. */
  env: Record<string, string>;
  drop: () => Promise<void>;
};

/** The server's maintenance database, where `bench_…` databases are created and dropped. */
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new empty database `<prefix>_<purpose>_<random>` on the server of `serverUrl` (its maintenance
 * database), and how to drop it. FORCE on drop: a server that did not stop cleanly may still hold connections.
 */
export async function scratchDatabase(serverUrl: string, prefix: string, purpose: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `${prefix}_${purpose}_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function createPostgresDatabase(purpose: string): Promise<BenchDatabase> {
  const { url, drop } = await scratchDatabase(adminUrl, 'bench', purpose);
  return { label: 'PostgreSQL', target: { kind: 'postgres', url }, env: { DATABASE_URL: url }, drop };
}

/** The folder is removed with the benchmark's data folder. */
export function embeddedDatabase(dataDir: string): BenchDatabase {
  return { label: 'PGlite', target: { kind: 'pglite', dataDir }, env: { DATABASE_URL: '', PGLITE_DIR: dataDir }, drop: async () => {} };
}

/** Migrates and seeds an empty database; `before close` sees it still open (e.g. to take a snapshot). */
export async function seedFresh(target: DatabaseTarget, productCount: number, beforeClose?: (database: Database) => Promise<void>): Promise<number> {
  const started = performance.now();
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedDatabase(database.db, { productCount });
    await beforeClose?.(database);
  } finally {
    await database.close();
  }
  return performance.now() - started;
}

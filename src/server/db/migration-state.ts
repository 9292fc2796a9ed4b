/** Which migrations this code brings and which the database has: for readiness checks and backups. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

type JournalEntry = { idx: number; when: number; tag: string };

let journal: JournalEntry[] | undefined;

/** The migrations committed with this code, oldest first. */
export function codeMigrations(): JournalEntry[] {
  journal ??= (JSON.parse(readFileSync(fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)), 'utf8')) as { entries: JournalEntry[] })
    .entries;
  return journal;
}

/** The schema version: how many migrations, and the last one's tag (`26 0025_sample_requests`). */
export type SchemaVersion = { migrations: number; latest: string | null; latestAt: number };

/** What this code's migrations make. */
export function codeSchemaVersion(): SchemaVersion {
  const entries = codeMigrations();
  const last = entries.at(-1);
  return { migrations: entries.length, latest: last?.tag ?? null, latestAt: last?.when ?? 0 };
}

/** What the database has applied (drizzle's own record); none for an empty database. */
export async function databaseSchemaVersion(db: Pick<Db, 'execute'>): Promise<SchemaVersion> {
  // Both drivers answer raw SQL as `{ rows }`; the database type leaves it unknown.
  const found = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as table`)) as unknown as { rows: { table: string | null }[] };
  if (!found.rows[0]?.table) return { migrations: 0, latest: null, latestAt: 0 };
  const applied = (await db.execute(sql`select count(*)::int as count, max(created_at)::text as latest_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { count: number; latest_at: string | null }[];
  };
  const row = applied.rows[0]!;
  const latestAt = Number(row.latest_at ?? 0);
  return { migrations: row.count, latest: codeMigrations().find((entry) => entry.when === latestAt)?.tag ?? null, latestAt };
}

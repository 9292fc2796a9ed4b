/**
 * A backup: every table of the shop as of one moment, the uploads folder and a manifest, in one
 * gzipped tar. The tables are read in one REPEATABLE READ, READ ONLY transaction, so the copy is the
 * database as one snapshot saw it while the shop goes on serving: a transaction is in it whole or not
 * at all. Uploads are copied after the snapshot; the shop never changes a stored file, so every file a
 * copied row names is there.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { pack } from 'tar-stream';
import type { Db } from '../db/client.ts';
import { databaseSchemaVersion } from '../db/migration-state.ts';
import { ARCHIVE_MODE } from './archives.ts';
import { BACKUP_FORMAT, checksum, MANIFEST_ENTRY, type Manifest, shopVersion, tableEntry, uploadEntry } from './manifest.ts';

type Rows<T> = { rows: T[] };
/** Both drivers answer raw SQL as `{ rows }`; the database type leaves it unknown. */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** Every file under `dir`, as paths relative to it with `/` between folders. */
function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries.filter((path) => statSync(join(dir, path)).isFile()).map((path) => path.split(sep).join('/'));
}

type DatabaseCopy = Pick<Manifest, 'takenAt' | 'schema' | 'sequences'> & { tables: Map<string, { rows: number; data: Buffer }> };

/** The tables and sequences as one snapshot sees them. */
async function copyDatabase(db: Db): Promise<DatabaseCopy> {
  return db.transaction(
    async (tx) => {
      // The first statement fixes the snapshot; its own start time is no later than that.
      const [moment] = await rowsOf<{ at: string }>(tx.execute(sql`select to_json(statement_timestamp())#>>'{}' as at`));
      // A large table may take longer to read than a request is allowed.
      await tx.execute(sql`set local statement_timeout = 0`);
      const schema = await databaseSchemaVersion(tx);
      const tableNames = await rowsOf<{ name: string }>(
        tx.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
      );
      const tables = new Map<string, { rows: number; data: Buffer }>();
      for (const { name } of tableNames) {
        const rows = await rowsOf<{ row: string }>(tx.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`));
        tables.set(name, { rows: rows.length, data: Buffer.from(rows.map((row) => `${row.row}\n`).join(''), 'utf8') });
      }
      const sequences: Manifest['sequences'] = {};
      const sequenceNames = await rowsOf<{ name: string }>(
        tx.execute(sql`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`),
      );
      for (const { name } of sequenceNames) {
        const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(
          tx.execute(sql`select last_value::text as last_value, is_called from ${sql.identifier(name)}`),
        );
        sequences[name] = { lastValue: state!.last_value, isCalled: state!.is_called };
      }
      return { takenAt: new Date(moment!.at).toISOString(), schema, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Writes the archive to `out` (through `out.partial`, renamed when whole), readable by its owner only, and answers its manifest. */
export async function takeBackup(options: { db: Db; kind: Manifest['database']; uploadDir: string; out: string }): Promise<Manifest> {
  const copy = await copyDatabase(options.db);
  const uploads = filesUnder(options.uploadDir);
  const uploadSums: Record<string, string> = {};
  let uploadBytes = 0;
  for (const path of uploads) {
    const data = readFileSync(join(options.uploadDir, path));
    uploadSums[path] = checksum(data);
    uploadBytes += data.length;
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    takenAt: copy.takenAt,
    shopVersion: shopVersion(),
    database: options.kind,
    schema: copy.schema,
    tables: Object.fromEntries([...copy.tables].map(([name, table]) => [name, { rows: table.rows, sha256: checksum(table.data) }])),
    sequences: copy.sequences,
    uploads: { files: uploads.length, bytes: uploadBytes, sha256: uploadSums },
  };

  const partial = `${options.out}.partial`;
  // A leftover partial file would keep its own mode: the archive is always created afresh, private.
  rmSync(partial, { force: true });
  const archive = pack();
  const written = pipeline(archive, createGzip(), createWriteStream(partial, { mode: ARCHIVE_MODE }));
  try {
    const add = (name: string, data: Buffer) =>
      new Promise<void>((resolve, reject) => archive.entry({ name }, data, (error) => (error ? reject(error) : resolve())));
    await add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const [name, table] of copy.tables) await add(tableEntry(name), table.data);
    for (const path of uploads) {
      const file = join(options.uploadDir, path);
      const entry = archive.entry({ name: uploadEntry(path), size: statSync(file).size });
      await pipeline(createReadStream(file), entry);
    }
    archive.finalize();
    await written;
    renameSync(partial, options.out);
  } catch (error) {
    archive.destroy();
    await once(archive, 'close').catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
  return manifest;
}

/** For a report: `relative` path of the archive and what it holds. */
export const describeBackup = (file: string, manifest: Manifest) =>
  `${relative(process.cwd(), file) || file}: ${Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0)} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.uploads.files} uploaded files, schema ${manifest.schema.latest}, as of ${manifest.takenAt}`;

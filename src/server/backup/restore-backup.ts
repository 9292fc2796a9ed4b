/**
 * Restoring a backup into an empty database and an empty uploads folder: the schema as of the backup
 * (its migrations), every row and sequence in one transaction, checked against the manifest's counts and
 * checksums, then the migrations this code has beyond it. Refuses a database that has tables, an uploads
 * folder that has files, an archive of a newer schema or of another line of migrations, and an archive
 * whose contents do not match its manifest.
 */
import { cpSync, createReadStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extract } from 'tar-stream';
import { type Database, migrationsFolder, type Tx } from '../db/client.ts';
import { codeMigrations } from '../db/migration-state.ts';
import { checksum, MANIFEST_ENTRY, type Manifest, manifestSchema } from './manifest.ts';

/** A restore that would overwrite something or restore something wrong; nothing was changed. */
export class RestoreRefused extends Error {}

/** Rows inserted per statement. */
const BATCH_ROWS = 500;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

async function* entriesOf(file: string) {
  const reader = extract();
  createReadStream(file)
    .on('error', (error) => reader.destroy(error))
    .pipe(createGunzip())
    .on('error', (error) => reader.destroy(error))
    .pipe(reader);
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    yield { name: entry.header.name, data: Buffer.concat(chunks) };
  }
}

/** The archive's manifest (its first entry). */
export async function readManifest(file: string): Promise<Manifest> {
  for await (const entry of entriesOf(file)) {
    if (entry.name !== MANIFEST_ENTRY) break;
    const parsed = manifestSchema.safeParse(JSON.parse(entry.data.toString('utf8')));
    if (!parsed.success) throw new RestoreRefused(`${file} has a manifest this shop does not read: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }
  throw new RestoreRefused(`${file} is not a backup of this shop: it does not start with ${MANIFEST_ENTRY}`);
}

/** Why this code cannot restore the archive's schema, or null. */
function schemaRefusal(manifest: Manifest): string | null {
  const ours = codeMigrations();
  const theirs = manifest.schema;
  if (theirs.migrations > ours.length) {
    return `the backup's schema is newer (${theirs.migrations} migrations, up to ${theirs.latest}) than this shop's (${ours.length}, up to ${ours.at(-1)?.tag}): restore it with the shop version that made it (${manifest.shopVersion}) or a later one`;
  }
  if (theirs.migrations > 0 && ours[theirs.migrations - 1]?.tag !== theirs.latest) {
    return `the backup's migrations (up to ${theirs.latest}) are not this shop's (its migration ${theirs.migrations} is ${ours[theirs.migrations - 1]?.tag})`;
  }
  return null;
}

/** A copy of the migrations folder whose journal stops at the backup's last migration. */
function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'pigment-shop-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

/** The uploads path an entry names, refusing one that would leave the folder. */
function uploadPath(name: string): string | null {
  if (!name.startsWith('uploads/')) return null;
  const path = normalize(name.slice('uploads/'.length));
  if (path.startsWith('..') || path.startsWith('/') || path === '.') throw new RestoreRefused(`the archive names a file outside the uploads folder: ${name}`);
  return path;
}

type ForeignKey = { table: string; name: string; definition: string };

async function insertRows(tx: Tx, table: string, data: Buffer): Promise<void> {
  const columns = await rowsOf<{ name: string }>(
    tx.execute(sql`select attname as name from pg_attribute
      where attrelid = ${`public.${JSON.stringify(table)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`),
  );
  const list = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const lines = data.toString('utf8').split('\n').filter(Boolean);
  for (let start = 0; start < lines.length; start += BATCH_ROWS) {
    const batch = `[${lines.slice(start, start + BATCH_ROWS).join(',')}]`;
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)`,
    );
  }
}

/** Restores `file` into `database` (which must have no tables) and `uploadDir` (which must have no files). */
export async function restoreBackup(options: { database: Database; uploadDir: string; file: string }): Promise<Manifest> {
  const { database, uploadDir, file } = options;
  const manifest = await readManifest(file);
  const refusal = schemaRefusal(manifest);
  if (refusal) throw new RestoreRefused(refusal);
  const [tables] = await rowsOf<{ count: number }>(
    database.db.execute(sql`select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')`),
  );
  if (tables!.count > 0) throw new RestoreRefused('the database is not empty: restore into a new, empty database');
  const existing = (() => {
    try {
      return readdirSync(uploadDir);
    } catch {
      return [];
    }
  })();
  if (existing.length > 0) throw new RestoreRefused(`the uploads folder ${uploadDir} is not empty: restore into an empty one`);

  const asOfBackup = migrationsUpTo(manifest.schema.migrations);
  const written: string[] = [];
  try {
    await database.migrate(asOfBackup);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      // Rows go in table by table, in no order their references would need: the references are checked once, at the end.
      const foreignKeys = await rowsOf<ForeignKey>(
        tx.execute(sql`select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
          from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`),
      );
      for (const key of foreignKeys) await tx.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);

      const seenTables = new Set<string>();
      const seenUploads = new Set<string>();
      for await (const entry of entriesOf(file)) {
        if (entry.name === MANIFEST_ENTRY) continue;
        const table = /^database\/([a-z0-9_]+)\.jsonl$/.exec(entry.name)?.[1];
        if (table) {
          const expected = manifest.tables[table];
          if (!expected || checksum(entry.data) !== expected.sha256) throw new RestoreRefused(`the archive's ${entry.name} does not match its manifest`);
          // A migration may have seeded the table (the search synonyms): the backup's rows replace them.
          await tx.execute(sql`delete from ${sql.identifier(table)}`);
          await insertRows(tx, table, entry.data);
          seenTables.add(table);
          continue;
        }
        const path = uploadPath(entry.name);
        if (path === null) throw new RestoreRefused(`the archive holds an entry this shop does not know: ${entry.name}`);
        if (manifest.uploads.sha256[path] !== checksum(entry.data)) throw new RestoreRefused(`the archive's ${entry.name} does not match its manifest`);
        const target = join(uploadDir, path);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, entry.data);
        written.push(target);
        seenUploads.add(path);
      }
      const missingTables = Object.keys(manifest.tables).filter((table) => !seenTables.has(table));
      const missingUploads = Object.keys(manifest.uploads.sha256).filter((path) => !seenUploads.has(path));
      if (missingTables.length + missingUploads.length > 0) {
        throw new RestoreRefused(`the archive lacks what its manifest lists: ${[...missingTables, ...missingUploads].slice(0, 5).join(', ')}`);
      }

      for (const [name, state] of Object.entries(manifest.sequences)) {
        await tx.execute(sql`select setval(${`public.${JSON.stringify(name)}`}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`);
      }
      for (const key of foreignKeys) {
        await tx.execute(sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
      }
      for (const [table, expected] of Object.entries(manifest.tables)) {
        const [counted] = await rowsOf<{ count: number }>(tx.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`));
        if (counted!.count !== expected.rows) throw new RestoreRefused(`${table} has ${counted!.count} rows after the restore, the manifest ${expected.rows}`);
      }
    });
    // A backup of an older schema is brought to this code's, as an upgrade would.
    await database.migrate();
  } catch (error) {
    for (const target of written) rmSync(target, { force: true });
    throw error;
  } finally {
    rmSync(asOfBackup, { recursive: true, force: true });
  }
  return manifest;
}

import { randomBytes } from 'node:crypto';
import { chmodSync, createReadStream, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { extract, pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivesIn } from '../../src/server/backup/archives.ts';
import { checksum, type Manifest } from '../../src/server/backup/manifest.ts';
import { RestoreRefused, readManifest, restoreBackup } from '../../src/server/backup/restore-backup.ts';
import { backupNow } from '../../src/server/backup/schedule.ts';
import { takeBackup } from '../../src/server/backup/take-backup.ts';
import { type Database, type Db, openDatabase } from '../../src/server/db/client.ts';
import { codeSchemaVersion } from '../../src/server/db/migration-state.ts';
import { metrics } from '../../src/server/metrics/registry.ts';
import { onServer, withDatabase } from '../helpers/databases.ts';
import { orderAwaitingPayment, packInStock, payInSandbox } from '../helpers/orders.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
const work = mkdtempSync(join(tmpdir(), 'shop-backup-test-'));
const archive = join(work, 'shop.tar.gz');
let manifest: Manifest;
const opened: { database: Database; drop: () => Promise<void> }[] = [];

/** A new, empty database of the kind the suite runs on. */
async function emptyDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    opened.push({ database, drop: async () => {} });
    return database;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_${process.pid}_restore_${randomBytes(4).toString('hex')}`;
  await onServer(url, [`create database ${name}`]);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 2, longStatements: true });
  opened.push({ database, drop: () => onServer(url, [`drop database if exists ${name} with (force)`]) });
  return database;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const tableText = async (db: Db, table: string) =>
  (await rowsOf<{ row: string }>(db, sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1`)).map((row) => row.row);

/** A copy of the archive with each entry passed through `change` (null drops it). */
async function rewritten(change: (name: string, data: Buffer) => Buffer | null): Promise<string> {
  const out = join(work, `changed-${randomBytes(3).toString('hex')}.tar.gz`);
  const reader = extract();
  const writer = pack();
  const done = pipeline(writer, createGzip(), createWriteStream(out));
  createReadStream(archive).pipe(createGunzip()).pipe(reader);
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const data = change(entry.header.name, Buffer.concat(chunks));
    if (data) writer.entry({ name: entry.header.name }, data);
  }
  writer.finalize();
  await done;
  return out;
}

beforeAll(async () => {
  ctx = await createTestContext({ sandboxCashier: true });
  const skuId = await packInStock(ctx);
  const paid = await orderAwaitingPayment(ctx, skuId);
  await payInSandbox(ctx, paid.token, paid.orderNo);
  await orderAwaitingPayment(ctx, skuId);
  mkdirSync(join(ctx.uploadDir, '2026-11'), { recursive: true });
  writeFileSync(join(ctx.uploadDir, '2026-11', 'receipt.png'), randomBytes(5000));
  manifest = await takeBackup({ db: ctx.db, kind: process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite', uploadDir: ctx.uploadDir, out: archive });
});
afterAll(async () => {
  for (const { database, drop } of opened) {
    await database.close().catch(() => {});
    await drop();
  }
  await ctx.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a backup', () => {
  it('holds a manifest: time, schema and shop version, counts and checksums of every table and upload', async () => {
    expect(await readManifest(archive)).toEqual(manifest);
    expect(manifest.schema).toEqual(codeSchemaVersion());
    expect(manifest.shopVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(Date.parse(manifest.takenAt)).toBeGreaterThan(Date.now() - 120_000);
    const [orders] = await rowsOf<{ count: number }>(ctx.db, sql`select count(*)::int as count from orders`);
    expect(manifest.tables['orders']!.rows).toBe(orders!.count);
    expect(Object.keys(manifest.tables)).toEqual(expect.arrayContaining(['orders', 'order_lines', 'payments', 'stock_movements', 'products', 'skus', 'users']));
    expect(manifest.uploads.sha256['2026-11/receipt.png']).toBe(checksum(readFileSync(join(ctx.uploadDir, '2026-11', 'receipt.png'))));
    expect(manifest.sequences['orders_id_seq']).toBeDefined();
  });
});

describe('scheduled backups', () => {
  it('keep the newest BACKUP_KEEP archives, and /metrics reports when the newest was written', async () => {
    const dir = join(work, 'scheduled');
    const log = pino({ level: 'silent' });
    const taken: string[] = [];
    for (let round = 0; round < 3; round++) {
      const out = await backupNow({
        dir,
        keep: 2,
        uploadDir: ctx.uploadDir,
        log,
        open: async () => ({ database: { db: ctx.db, kind: 'pglite' } as Database, close: async () => {} }),
      });
      taken.push(basename(out!));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(archivesIn(dir)).toEqual(taken.slice(1));
    metrics().backupFolder.dir = dir;
    const age = (await metrics().lastBackup.get()).values[0]!.value;
    expect(age).toBeCloseTo(statSync(join(dir, taken[2]!)).mtimeMs / 1000, 0);
  });
});

/** The permission bits of a file or folder, e.g. 0o600. */
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('who may read backups', () => {
  it('only the shop’s own account: archives 0600, the backup folder 0700, and older ones are fixed at the next backup', async () => {
    expect(modeOf(archive)).toBe(0o600);

    // A folder and an archive as an earlier version left them: readable by everyone.
    const dir = join(work, 'world-readable');
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o755);
    const older = join(dir, 'pigment-shop-20261101T000000000Z.tar.gz');
    writeFileSync(older, readFileSync(archive));
    chmodSync(older, 0o644);
    const out = await backupNow({
      dir,
      keep: 5,
      uploadDir: ctx.uploadDir,
      log: pino({ level: 'silent' }),
      open: async () => ({ database: { db: ctx.db, kind: 'pglite' } as Database, close: async () => {} }),
    });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(older)).toBe(0o600);
    expect(modeOf(out!)).toBe(0o600);

    const fresh = join(work, 'fresh-folder', 'backups');
    await backupNow({
      dir: fresh,
      keep: 5,
      uploadDir: ctx.uploadDir,
      log: pino({ level: 'silent' }),
      open: async () => ({ database: { db: ctx.db, kind: 'pglite' } as Database, close: async () => {} }),
    });
    expect(modeOf(fresh)).toBe(0o700);
    expect(archivesIn(fresh).map((name) => modeOf(join(fresh, name)))).toEqual([0o600]);

    // A partial file left by a failed backup is not reused with its old mode.
    const leftover = join(work, 'leftover.tar.gz');
    writeFileSync(`${leftover}.partial`, 'half');
    chmodSync(`${leftover}.partial`, 0o644);
    await takeBackup({ db: ctx.db, kind: 'pglite', uploadDir: ctx.uploadDir, out: leftover });
    expect(modeOf(leftover)).toBe(0o600);
  });
});

describe('restoring it', () => {
  it('into an empty database and folder gives the same rows, sequences and files', async () => {
    const database = await emptyDatabase();
    const uploads = join(work, 'restored-uploads');
    await restoreBackup({ database, uploadDir: uploads, file: archive });
    for (const table of Object.keys(manifest.tables)) {
      expect(await tableText(database.db, table), table).toEqual(await tableText(ctx.db, table));
    }
    expect(readFileSync(join(uploads, '2026-11', 'receipt.png'))).toEqual(readFileSync(join(ctx.uploadDir, '2026-11', 'receipt.png')));
    // New rows continue after the restored ones.
    const [next] = await rowsOf<{ id: number }>(database.db, sql`select nextval('orders_id_seq')::int as id`);
    const [max] = await rowsOf<{ id: number }>(database.db, sql`select max(id)::int as id from orders`);
    expect(next!.id).toBeGreaterThan(max!.id);
    // The references hold again.
    const [keys] = await rowsOf<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    expect(keys!.count).toBeGreaterThan(10);

    // Once restored, the same database and folder refuse a second restore.
    await expect(restoreBackup({ database, uploadDir: join(work, 'other-uploads'), file: archive })).rejects.toThrow(/database is not empty/);
  }, 120_000);

  it('refuses an uploads folder that has files', async () => {
    const database = await emptyDatabase();
    const uploads = join(work, 'used-uploads');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(join(uploads, 'x.png'), 'x');
    await expect(restoreBackup({ database, uploadDir: uploads, file: archive })).rejects.toThrow(/uploads folder .* is not empty/);
  });

  it('refuses an archive of a newer schema, another line of migrations, or contents that do not match the manifest', async () => {
    const withManifest = (edit: (manifest: Manifest) => void) =>
      rewritten((name, data) => {
        if (name !== 'manifest.json') return data;
        const changed = JSON.parse(data.toString('utf8')) as Manifest;
        edit(changed);
        return Buffer.from(JSON.stringify(changed));
      });
    const newer = await withManifest((changed) => {
      changed.schema.migrations += 1;
      changed.schema.latest = '9999_from_the_future';
    });
    const otherLine = await withManifest((changed) => {
      changed.schema.latest = '0003_someone_elses';
    });
    const tampered = await rewritten((name, data) =>
      name === 'database/orders.jsonl' ? Buffer.from(data.toString('utf8').replace(/"total_fen":\d+/, '"total_fen":1')) : data,
    );
    const truncated = await rewritten((name, data) => (name === 'database/payments.jsonl' ? null : data));
    // Refused before anything is written: one database serves both.
    const untouched = await emptyDatabase();
    for (const [file, reason] of [
      [newer, /schema is newer/],
      [otherLine, /not this shop's/],
      [tampered, /orders\.jsonl does not match its manifest/],
      [truncated, /lacks what its manifest lists: payments/],
    ] as const) {
      const database = file === newer || file === otherLine ? untouched : await emptyDatabase();
      const attempt = restoreBackup({ database, uploadDir: join(work, `uploads-${randomBytes(3).toString('hex')}`), file });
      await expect(attempt).rejects.toThrow(RestoreRefused);
      await expect(attempt).rejects.toThrow(reason);
      // Nothing half-restored: no order rows (the schema may exist, the data transaction was rolled back).
      const [orders] = await rowsOf<{ count: number }>(database.db, sql`select count(*)::int as count from pg_tables where tablename = 'orders'`);
      if (orders!.count > 0) expect((await rowsOf<{ count: number }>(database.db, sql`select count(*)::int as count from orders`))[0]!.count).toBe(0);
    }
  }, 240_000);
});

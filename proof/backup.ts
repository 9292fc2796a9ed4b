/**
 * proof:backup — `npm run backup` taken in the middle of a checkout-and-pay load on PostgreSQL (a
 * 2-worker shop keeps serving), then `npm run restore` into a fresh database and uploads folder. In the
 * restored shop every order the client was told was placed before the backup's moment exists with its
 * lines and stock movement, and every payment it was told of before then with its payment row; the
 * stock ledger adds up for every pack; nothing is half-written (no order without lines or without its
 * reservation, no paid order without a succeeded payment); the uploads are the same bytes; a second
 * restore into the now-full database is refused; and the load never failed while the backup ran.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { scratchDatabase } from '../bench/databases.ts';
import { readManifest } from '../src/server/backup/restore-backup.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { orderLines, orders, payments, skus, stockMovements } from '../src/server/db/schema.ts';
import { makeBuyers, packWithStock } from './support/buyers.ts';
import { checkoutLoad } from './support/checkout-load.ts';
import { confirmedOrdersIn } from './support/confirmed-orders.ts';
import { isShort, report, runProof, wait } from './support/report.ts';
import { proofDatabase, startInstance } from './support/shop.ts';

const run = promisify(execFile);
/** Seconds of load before the backup starts and after it ends (twice this in all, plus the backup's own time). */
const LOAD_SECONDS = isShort ? 16 : 40;
const adminUrl = process.env.PROOF_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `npm run backup` / `npm run restore` as an operator runs them, with `env` over a clean environment. */
const npmScript = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [`scripts/${script}.ts`, ...args], { env: { ...process.env, DATABASE_URL: '', ...env }, maxBuffer: 1 << 20 }).then(
    (result) => ({ code: 0, output: result.stdout + result.stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );

await runProof('backup', async (later) => {
  const work = mkdtempSync(join('data', 'proof-backup-'));
  later(async () => rmSync(work, { recursive: true, force: true }));
  const uploads = resolve(work, 'uploads');
  mkdirSync(join(uploads, '2026-11'), { recursive: true });
  const files = { '2026-11/a.png': randomBytes(40_000), '2026-11/b.pdf': randomBytes(120_000) };
  for (const [path, data] of Object.entries(files)) writeFileSync(join(uploads, path), data);

  const shopDb = await proofDatabase('backup');
  later(shopDb.drop);
  const { db } = shopDb.database;
  const shop = await startInstance({ port: 4427, databaseUrl: shopDb.url, workers: 2, env: { UPLOAD_DIR: uploads } });
  later(shop.stop);
  const buyers = await makeBuyers(db, shop.origin, 24);
  const skuId = await packWithStock(db, 100_000);

  // The load goes on until a while after the backup has finished, however long it takes.
  let stopAt = Number.POSITIVE_INFINITY;
  const load = checkoutLoad({ buyers, skuId, concurrency: 6, origin: () => shop.origin, until: () => Date.now() > stopAt });
  await wait((LOAD_SECONDS * 1000) / 2);
  const archive = resolve(work, 'shop.tar.gz');
  const backupStarted = Date.now();
  const backup = await npmScript('backup', ['--out', archive], { DATABASE_URL: shopDb.url, UPLOAD_DIR: uploads });
  const backupEnded = Date.now();
  stopAt = backupEnded + (LOAD_SECONDS * 1000) / 2;
  console.log(`  ${backup.output.trim()}`);
  const tally = await load;
  if (backup.code !== 0) throw new Error(`the backup failed: ${backup.output}`);
  const manifest = await readManifest(archive);
  const moment = Date.parse(manifest.takenAt);

  const fresh = await scratchDatabase(adminUrl, 'proof', 'restored');
  later(fresh.drop);
  const restoredUploads = resolve(work, 'restored-uploads');
  const restore = await npmScript('restore', [archive], { DATABASE_URL: fresh.url, UPLOAD_DIR: restoredUploads });
  console.log(`  ${restore.output.trim()}`);
  if (restore.code !== 0) throw new Error(`the restore failed: ${restore.output}`);
  const again = await npmScript('restore', [archive], { DATABASE_URL: fresh.url, UPLOAD_DIR: resolve(work, 'again-uploads') });

  const restored = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 2 });
  later(() => restored.close());
  const rdb = restored.db;

  // Every order confirmed to a client before the moment, complete.
  const before = tally.confirmed.filter((order) => order.placedAt < moment);
  const paidBefore = new Set(tally.confirmed.filter((order) => order.paidAt !== null && order.paidAt < moment).map((order) => order.orderNo));
  const { found, incomplete } = await confirmedOrdersIn(
    rdb,
    before.map((order) => ({ orderNo: order.orderNo, paid: paidBefore.has(order.orderNo) })),
  );

  // Nothing half-written anywhere in the copy.
  const count = async (query: ReturnType<typeof sql>) => ((await rdb.execute(query)) as unknown as { rows: { count: number }[] }).rows[0]!.count;
  const withoutLines = await count(
    sql`select count(*)::int as count from ${orders} o where not exists (select 1 from ${orderLines} l where l.order_id = o.id)`,
  );
  const withoutReservation = await count(
    sql`select count(*)::int as count from ${orders} o where o.user_id in (${sql.join(
      buyers.map((buyer) => sql`${buyer.userId}`),
      sql`, `,
    )}) and not exists (select 1 from ${stockMovements} m where m.order_id = o.id and m.reason = 'reserve')`,
  );
  const paidWithoutPayment = await count(
    sql`select count(*)::int as count from ${orders} o where o.status = 'awaiting_shipment' and not exists (select 1 from ${payments} p where p.order_id = o.id and p.status = 'succeeded')`,
  );
  const ledgerOff = await count(
    sql`select count(*)::int as count from ${skus} s where s.stock <> coalesce((select sum(m.delta) from ${stockMovements} m where m.sku_id = s.id), 0)`,
  );
  const restoredOrders = await count(sql`select count(*)::int as count from ${orders}`);
  const sourceOrders = (await db.select({ count: sql<number>`count(*)::int` }).from(orders))[0]!.count;
  const sameUploads = Object.entries(files).every(([path, data]) => {
    try {
      return readFileSync(join(restoredUploads, path)).equals(data);
    } catch {
      return false;
    }
  });
  const placedDuringBackup = tally.confirmed.filter((order) => order.placedAt >= backupStarted && order.placedAt <= backupEnded).length;

  report(
    'backup',
    [
      {
        label: 'the load placed and paid orders before and after the backup',
        ok: before.length > 0 && tally.confirmed.length > before.length && paidBefore.size > 0,
        detail: `${tally.confirmed.length} placed (${before.length} before the backup's moment, ${paidBefore.size} of them told paid)`,
      },
      {
        label: 'the shop kept serving during the backup: no failed call, orders placed meanwhile',
        ok: tally.failed === 0 && placedDuringBackup > 0,
        detail: `${placedDuringBackup} placed in its ${backupEnded - backupStarted} ms, ${tally.failed} failed`,
      },
      {
        label: 'every order confirmed before the moment exists in the restored shop',
        ok: found === before.length,
        detail: `${found}/${before.length}`,
      },
      {
        label: 'each with its lines and stock movement, and payment and status when told paid before the moment',
        ok: incomplete.length === 0,
        detail: incomplete.length ? incomplete.slice(0, 3).join(', ') : 0,
      },
      { label: 'the stock ledger adds up for every pack', ok: ledgerOff === 0, detail: `${ledgerOff} packs off` },
      {
        label: 'nothing half-written: orders without lines, without their reservation, paid without a payment',
        ok: withoutLines + withoutReservation + paidWithoutPayment === 0,
        detail: `${withoutLines}, ${withoutReservation}, ${paidWithoutPayment}`,
      },
      {
        label: 'the copy is of one moment: no more orders than the shop had, no fewer than were confirmed before it',
        ok: restoredOrders >= before.length && restoredOrders <= sourceOrders,
        detail: `${restoredOrders} restored, ${sourceOrders} in the shop at the end`,
      },
      { label: 'the uploads restored byte for byte', ok: sameUploads },
      {
        label: 'a second restore into the restored database is refused',
        ok: again.code !== 0 && /not empty/.test(again.output),
        detail: again.output.trim().split('\n').at(-1) ?? '',
      },
    ],
    { seconds: LOAD_SECONDS, confirmed: tally.confirmed.length, backupMs: backupEnded - backupStarted, restoredOrders },
  );
});

/**
 * `npm run bench -- --only=checkout`: real HTTP checkouts on PostgreSQL. A fresh database with a pack
 * of ample stock, 32 logged-in buyers (sessions made in the database, as the proofs do), each on a
 * connection of its own placing "buy now" orders with autocannon, spread over the catalogue's packs:
 * once a second each (people buying), then back to back (the server saturated). Target: p95 ≤ 50 ms,
 * judged for both. Also measured, without a target: all 32 buying
 * one pack, where each checkout waits for the one before to release that pack's row, and a single
 * buyer, for the latency of a checkout that waits for no other.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buyNow, makeBuyers, type Buyer } from '../proof/support/buyers.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { orders, skus } from '../src/server/db/schema.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { createPostgresDatabase, seedFresh } from './databases.ts';
import { startShop } from './fresh-shop.ts';
import { isShortRun, printOutcome, type BenchOptions, type PartOutcome } from './outcome.ts';
import { BENCH_PORTS } from './ports.ts';
import { sharedSmallSite } from './small-site.ts';

const BUYERS = 32;
const FULL = { warmUpSeconds: 3, seconds: 20 };
const SHORT = { warmUpSeconds: 1, seconds: 5 };
const P95_TARGET_MS = 50;
const SUCCESS_PREFIX = '{"code":"000000"';

type Checkouts = { latencies: number[]; placed: number; failed: number };

/**
 * One connection per buyer for `seconds`, each placing orders one after another (or at most `perSecond`
 * a second each, when given); buyer i buys `packs[i % packs.length]`.
 */
function placeOrders(origin: string, buyers: Buyer[], packs: number[], seconds: number, perSecond?: number): Promise<Checkouts> {
  const latencies: number[] = [];
  let nextBuyer = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: buyers.length,
        duration: seconds,
        ...(perSecond && { connectionRate: perSecond }),
        requests: [
          {
            method: 'POST',
            path: '/api/portal/checkout/place',
            setupRequest: (request, context) => {
              // The context is the connection's own: one buyer per connection.
              const own = context as { buyer?: Buyer; skuId?: number };
              if (!own.buyer) {
                own.buyer = buyers[nextBuyer % buyers.length]!;
                own.skuId = packs[nextBuyer % packs.length]!;
                nextBuyer += 1;
              }
              const body = buyNow(own.skuId!, own.buyer, randomUUID());
              return { ...request, headers: { 'content-type': 'application/json', accessToken: own.buyer.token }, body: JSON.stringify(body) };
            },
          },
        ],
        verifyBody: (body: unknown) => String(body).startsWith(SUCCESS_PREFIX),
      },
      (error, result) => (error ? reject(error) : resolve({ latencies, placed: result.requests.total - result.mismatches - result.non2xx, failed: result.mismatches + result.non2xx + result.errors + result.timeouts })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const percentile = (sorted: number[], p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN) * 10) / 10;

export async function benchCheckout(options: BenchOptions): Promise<PartOutcome> {
  const load = options.short ? SHORT : FULL;
  const workers = availableParallelism();
  const buildsDir = await sharedSmallSite();
  const database = await createPostgresDatabase('checkout');
  onCleanup(database.drop);
  await seedFresh(database.target, 20);
  const shop = await startShop({ port: BENCH_PORTS.checkout, env: { ...database.env, BUILDS_DIR: buildsDir, WORKERS: String(workers) } });
  onCleanup(shop.stop);
  const connection = await openDatabase(database.target);
  let closed = false;
  const close = async () => {
    if (!closed) await connection.close();
    closed = true;
  };
  onCleanup(close);
  const { db } = connection;
  const buyers = await makeBuyers(db, shop.origin, BUYERS);
  await db.update(skus).set({ stock: 10_000_000 }).where(eq(skus.active, true));
  const packs = (await db.select({ id: skus.id }).from(skus).where(eq(skus.active, true)).orderBy(skus.id)).map((pack) => pack.id);

  const countOrders = async () => (await db.select({ count: sql<number>`count(*)::int` }).from(orders))[0]!.count;
  const measure = async (label: string, buyFrom: number[], who = buyers, perSecond?: number) => {
    await placeOrders(shop.origin, who, buyFrom, load.warmUpSeconds, perSecond);
    // Requests cut off at the end of a run may still finish on the server: let them, then count.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await countOrders();
    const run = await placeOrders(shop.origin, who, buyFrom, load.seconds, perSecond);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sorted = [...run.latencies].sort((a, b) => a - b);
    return { label, run, stored: (await countOrders()) - before, sorted };
  };
  const results = [
    await measure(`${BUYERS} spread over the packs, each checking out once a second`, packs, buyers, 1),
    await measure(`${BUYERS} spread over ${Math.min(packs.length, BUYERS)} packs, back to back`, packs),
    await measure(`${BUYERS} all buying one pack`, packs.slice(0, 1)),
    await measure('1 buyer, one order at a time', packs, buyers.slice(0, 1)),
  ];
  await close();
  await shop.stop();
  await database.drop();

  const rows = results.map(({ label, run, stored, sorted }) => ({
    buyers: label,
    ordersPerSec: Math.round(run.placed / load.seconds),
    placed: run.placed,
    stored,
    failed: run.failed,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  }));
  const [paced, saturated] = rows as [(typeof rows)[number], (typeof rows)[number]];
  return {
    part: 'checkout',
    title: 'Checkout on PostgreSQL',
    settings: `${BUYERS} concurrent buyers, ${load.seconds} s after ${load.warmUpSeconds} s warm-up, ${workers} worker processes`,
    tables: [{ title: 'checkout/place', rows }],
    verdicts: [
      {
        target: `every checkout placed an order, each one stored (plus at most ${BUYERS} cut off at the end)`,
        pass: results.every(({ run, stored }) => run.failed === 0 && stored >= run.placed && stored - run.placed <= BUYERS),
        measured: rows.map((row) => `${row.failed} failed, ${row.placed} placed, ${row.stored} stored`).join('; '),
      },
      {
        target: `checkout p95 ≤ ${P95_TARGET_MS} ms at ${BUYERS} buyers each checking out once a second`,
        pass: paced.p95Ms <= P95_TARGET_MS,
        measured: `${paced.p95Ms} ms at ${paced.ordersPerSec} orders/s`,
      },
      // 32 checkouts always in flight: a 50 ms p95 would need about 640 checkouts a second.
      {
        target: `checkout p95 ≤ ${P95_TARGET_MS} ms at ${BUYERS} buyers checking out back to back`,
        pass: saturated.p95Ms <= P95_TARGET_MS,
        measured: `${saturated.p95Ms} ms at ${saturated.ordersPerSec} orders/s`,
      },
    ],
  };
}

if (import.meta.main) {
  try {
    printOutcome(await benchCheckout({ short: isShortRun() }));
  } finally {
    await cleanUp();
  }
}

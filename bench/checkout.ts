/**
 * `npm run bench -- --only=checkout`: real HTTP checkouts on PostgreSQL. A fresh database with a pack
 * of ample stock, 32 logged-in buyers (sessions made in the database, as the proofs do), each on a
 * connection of its own placing "buy now" orders back to back with autocannon. Target: p95 ≤ 50 ms.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buyNow, makeBuyers, packWithStock, type Buyer } from '../proof/support/buyers.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { orders } from '../src/server/db/schema.ts';
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

/** `BUYERS` connections for `seconds`, each connection one buyer placing orders one after another. */
function placeOrders(origin: string, buyers: Buyer[], skuId: number, seconds: number): Promise<Checkouts> {
  const latencies: number[] = [];
  let nextBuyer = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: buyers.length,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/portal/checkout/place',
            setupRequest: (request, context) => {
              // The context is the connection's own: one buyer per connection.
              const own = context as { buyer?: Buyer };
              own.buyer ??= buyers[nextBuyer++ % buyers.length]!;
              const buyer = own.buyer;
              return { ...request, headers: { 'content-type': 'application/json', accessToken: buyer.token }, body: JSON.stringify(buyNow(skuId, buyer, randomUUID())) };
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
  const { db, close } = await openDatabase(database.target);
  onCleanup(close);
  const buyers = await makeBuyers(db, shop.origin, BUYERS);
  const skuId = await packWithStock(db, 10_000_000);

  await placeOrders(shop.origin, buyers, skuId, load.warmUpSeconds);
  // Requests cut off at the end of a run may still finish on the server: let them, then count.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [before] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
  const run = await placeOrders(shop.origin, buyers, skuId, load.seconds);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [after] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
  await close();
  await shop.stop();
  await database.drop();

  const sorted = [...run.latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const stored = after!.count - before!.count;
  return {
    part: 'checkout',
    title: 'Checkout on PostgreSQL',
    settings: `${BUYERS} concurrent buyers, ${load.seconds} s after ${load.warmUpSeconds} s warm-up, ${workers} worker processes`,
    tables: [
      {
        title: 'checkout/place',
        rows: [{ ordersPerSec: Math.round(run.placed / load.seconds), placed: run.placed, stored, failed: run.failed, p50Ms: percentile(sorted, 50), p95Ms: p95, p99Ms: percentile(sorted, 99) }],
      },
    ],
    verdicts: [
      {
        target: `every checkout placed an order, each one stored (plus at most ${BUYERS} cut off at the end)`,
        pass: run.failed === 0 && stored >= run.placed && stored - run.placed <= BUYERS,
        measured: `${run.failed} failed, ${run.placed} placed, ${stored} stored`,
      },
      { target: `checkout p95 ≤ ${P95_TARGET_MS} ms at ${BUYERS} buyers`, pass: p95 <= P95_TARGET_MS, measured: `${p95} ms` },
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

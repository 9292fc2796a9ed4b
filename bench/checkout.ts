/**
 * `npm run bench -- --only=checkout`: real HTTP checkouts on PostgreSQL. A fresh database with a pack
 * of ample stock and 32 logged-in buyers (sessions made in the database, as the proofs do) placing
 * "buy now" orders spread over the catalogue's packs. Judged (p95 ≤ 50 ms): the 32 buyers each
 * checking out about once a second, at moments of their own (Poisson arrivals, latency counted from the
 * moment the order was due, so a late send counts against the server). Also measured, without a
 * target: the 32 back to back (the server saturated: a 50 ms p95 there would need about 640 checkouts
 * a second), all 32 buying one pack, where each checkout waits for the one before to release that
 * pack's row, and a single buyer, for the latency of a checkout that waits for no other.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { type Buyer, buyNow, makeBuyers } from '../proof/support/buyers.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { orders, skus } from '../src/server/db/schema.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { createPostgresDatabase, seedFresh } from './databases.ts';
import { startShop } from './fresh-shop.ts';
import { type BenchOptions, isShortRun, type PartOutcome, printOutcome } from './outcome.ts';
import { BENCH_PORTS } from './ports.ts';
import { sharedSmallSite } from './small-site.ts';

const BUYERS = 32;
const FULL = { warmUpSeconds: 3, seconds: 20 };
const SHORT = { warmUpSeconds: 1, seconds: 5 };
const P95_TARGET_MS = 50;
const SUCCESS_PREFIX = '{"code":"000000"';
const PACED_MEAN_INTERVAL_MS = 1000;

type Checkouts = { latencies: number[]; placed: number; failed: number; failures: string[] };

/**
 * Each buyer places an order at random moments, `meanIntervalMs` apart on average (exponential gaps,
 * as independent people arrive), for `seconds`; buyer i buys `packs[i % packs.length]`. A buyer whose
 * previous order is still waiting sends the next when it returns, and that wait counts in its latency.
 */
async function placePacedOrders(origin: string, buyers: Buyer[], packs: number[], seconds: number, meanIntervalMs: number): Promise<Checkouts> {
  const result: Checkouts = { latencies: [], placed: 0, failed: 0, failures: [] };
  const end = performance.now() + seconds * 1000;
  const nextGap = () => -Math.log(1 - Math.random()) * meanIntervalMs;
  await Promise.all(
    buyers.map(async (buyer, index) => {
      for (let due = performance.now() + nextGap(); due < end; due += nextGap()) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const response = await fetch(`${origin}/api/portal/checkout/place`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accessToken: buyer.token },
          body: JSON.stringify(buyNow(packs[index % packs.length]!, buyer, randomUUID())),
        }).then(
          async (answer) => ({ status: answer.status, body: await answer.text() }),
          (error: Error) => ({ status: 0, body: error.message }),
        );
        result.latencies.push(performance.now() - due);
        if (response.status === 200 && response.body.startsWith(SUCCESS_PREFIX)) result.placed += 1;
        else {
          result.failed += 1;
          result.failures.push(`${response.status} ${response.body.slice(0, 120)}`);
        }
      }
    }),
  );
  return result;
}

/** One connection per buyer for `seconds`, each placing orders one after another; buyer i buys `packs[i % packs.length]`. */
function placeOrders(origin: string, buyers: Buyer[], packs: number[], seconds: number): Promise<Checkouts> {
  const latencies: number[] = [];
  const refusals: string[] = [];
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
        verifyBody: (body: unknown) => {
          const placed = String(body).startsWith(SUCCESS_PREFIX);
          if (!placed && refusals.length < 5) refusals.push(String(body).slice(0, 160));
          return placed;
        },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              latencies,
              // A refusal answered with an error status is counted both as non-2xx and as a mismatch.
              placed: result.requests.total - result.mismatches,
              failed: result.mismatches + result.errors + result.timeouts,
              failures: [`${result.non2xx} non-2xx, ${result.mismatches} not placed, ${result.errors} errors, ${result.timeouts} timeouts`, ...refusals],
            }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN) * 10) / 10;

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
  const measure = async (label: string, buyFrom: number[], who = buyers, paced = false) => {
    // Each buyer may keep only so many unpaid orders: the earlier runs' orders are settled before the next.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'awaiting_payment'));
    const place = (seconds: number) =>
      paced ? placePacedOrders(shop.origin, who, buyFrom, seconds, PACED_MEAN_INTERVAL_MS) : placeOrders(shop.origin, who, buyFrom, seconds);
    await place(load.warmUpSeconds);
    // Requests cut off at the end of a run may still finish on the server: let them, then count.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await countOrders();
    const run = await place(load.seconds);
    if (run.failed) console.error(`${label}: ${run.failed} checkouts failed, e.g. ${run.failures.slice(0, 3).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sorted = [...run.latencies].sort((a, b) => a - b);
    return { label, run, stored: (await countOrders()) - before, sorted };
  };
  const results = [
    await measure(`${BUYERS} spread over the packs, each checking out about once a second at moments of their own`, packs, buyers, true),
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
  const paced = rows[0]!;
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
        target: `checkout p95 ≤ ${P95_TARGET_MS} ms at ${BUYERS} buyers each checking out about once a second`,
        pass: paced.p95Ms <= P95_TARGET_MS,
        measured: `${paced.p95Ms} ms at ${paced.ordersPerSec} orders/s`,
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

/**
 * `npm run bench:scale`: the shop at 1,000, 10,000 and 50,000 products on PostgreSQL. Per size, on a
 * fresh database: seeding; the full build a new shop runs (`scripts/start.ts --build`), timed until the
 * shop answers, with the peak memory of its process tree; once its serving process has every product's
 * details in memory (/api/ready), listing, keyword search and detail loaded on one
 * serving process (WORKERS=1: one worker; 32 connections, 10 s a call) while a sale changes a pack every
 * SALE_EVERY_MS, as a shop taking orders does, and that process's memory after; then
 * publishes as the admin (`bench/scale-publishes.ts`). Targets at the largest size (`bench/scale-report.ts`).
 * A miss prints FAIL; the script still exits 0. `--short`: 1,000 products, 3 s a call (a check that it
 * runs); `--sizes 1000,10000` picks the sizes.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { countPages, currentBuild } from '../src/server/publish/publisher.ts';
import { cataloguePhases } from './catalogue-requests.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { type BenchDatabase, createPostgresDatabase, seedFresh } from './databases.ts';
import { detailsInMemory, makeDataDir, type RunningShop, removeDataDir, startShop } from './fresh-shop.ts';
import { type LoadResult, runLoad } from './load.ts';
import { isShortRun, printOutcome } from './outcome.ts';
import { childrenOf, residentMiB, trackPeakRss } from './peak-rss.ts';
import { BENCH_PORTS } from './ports.ts';
import { startSales } from './sales-stream.ts';
import { measurePublishes } from './scale-publishes.ts';
import { type FullBuild, type SizeFigures, scaleOutcome } from './scale-report.ts';

const SIZES = [1_000, 10_000, 50_000];
const CONNECTIONS = 32;
const SECONDS_PER_CALL = 10;
const SHORT_SECONDS_PER_CALL = 3;
const SALE_EVERY_MS = 200;
/** A slow machine may take well over the 5 minutes startShop allows by default to build 50,000 products. */
const BUILD_WITHIN_MINUTES = 60;

function sizesToRun(short: boolean): number[] {
  const flag = process.argv.findIndex((arg) => arg === '--sizes' || arg.startsWith('--sizes='));
  if (flag === -1) return short ? [1_000] : SIZES;
  const listed = process.argv[flag]!.includes('=') ? process.argv[flag]!.slice('--sizes='.length) : (process.argv[flag + 1] ?? '');
  const sizes = listed.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 20))
    throw new Error(`--sizes takes whole numbers of products (20 or more), comma-separated, e.g. 1000,10000; got "${listed}"`);
  return sizes.sort((a, b) => a - b);
}

/** How long the publisher's own builds have taken so far, from /metrics (null if it does not answer). */
async function publishSecondsSoFar(origin: string): Promise<number | null> {
  const response = await fetch(`${origin}/metrics`);
  const match = (await response.text()).match(/^shop_publish_duration_seconds_sum\{result="succeeded"\} (\S+)$/m);
  return response.ok && match ? Number(match[1]) : null;
}

async function startWithFullBuild(database: BenchDatabase, buildsDir: string): Promise<{ shop: RunningShop; build: FullBuild }> {
  let memory: ReturnType<typeof trackPeakRss> | undefined;
  let peakTreeMiB = 0;
  const started = performance.now();
  const shop = await startShop({
    port: BENCH_PORTS.scale,
    env: { ...database.env, BUILDS_DIR: buildsDir, WORKERS: '1', METRICS_ALLOW: '127.0.0.1' },
    args: ['--build'],
    onSpawned: (pid) => {
      memory = trackPeakRss(pid);
    },
    startupMinutes: BUILD_WITHIN_MINUTES,
  }).finally(() => {
    peakTreeMiB = memory?.stop().treeMiB ?? 0;
  });
  const untilServingSeconds = (performance.now() - started) / 1000;
  onCleanup(shop.stop);
  const build = { untilServingSeconds, publisherSeconds: await publishSecondsSoFar(shop.origin), pages: countPages(currentBuild(buildsDir)!.dir), peakTreeMiB };
  return { shop, build };
}

/**
 * With WORKERS=1 on PostgreSQL `scripts/start.ts` forks one worker, which serves (the primary builds and
 * publishes); in a version that served in its own process, that process. The worker's own children (the
 * process making the product details) are not it.
 */
function servingPid(shopPid: number): number {
  const workers = childrenOf(shopPid);
  if (workers.length > 1) throw new Error(`the shop runs ${workers.length} processes, not one worker`);
  return workers[0] ?? shopPid;
}

async function measureSize(products: number, secondsPerCall: number): Promise<SizeFigures> {
  const say = (line: string) => console.log(`[${products.toLocaleString('en')} products] ${line}`);
  const database = await createPostgresDatabase('scale');
  onCleanup(database.drop);
  const dataDir = makeDataDir();
  onCleanup(() => removeDataDir(dataDir));
  const buildsDir = join(dataDir, 'builds');

  say('seeding…');
  const seedSeconds = (await seedFresh(database.target, products)) / 1000;
  say(`seeded in ${seedSeconds.toFixed(1)} s; starting the shop with a full build…`);
  const { shop, build } = await startWithFullBuild(database, buildsDir);
  say(`built ${build.pages} pages; serving after ${build.untilServingSeconds.toFixed(1)} s (peak ${build.peakTreeMiB} MiB)`);
  const detailsSeconds = await detailsInMemory(shop.origin);
  say(`every product's details in memory ${detailsSeconds.toFixed(1)} s later`);

  const loads: LoadResult[] = [];
  const phases = await cataloguePhases(shop.origin, products);
  const salesStream = await startSales(database.env.DATABASE_URL!, SALE_EVERY_MS);
  for (const phase of phases) {
    say(`loading ${phase.call} (${CONNECTIONS} connections, ${secondsPerCall} s, a sale every ${SALE_EVERY_MS} ms)…`);
    loads.push(await runLoad(shop.origin, phase, { connections: CONNECTIONS, seconds: secondsPerCall }));
  }
  const sales = await salesStream.stop();
  const servingRssMiB = residentMiB(servingPid(shop.pid));
  const loadAverage = Number(loadavg()[0]!.toFixed(1));
  say(`serving process holds ${servingRssMiB} MiB after the load (${sales} sales during it)`);

  const publishes = await measurePublishes(shop.origin, buildsDir, say);
  await shop.stop();
  await database.drop();
  removeDataDir(dataDir);
  return { products, seedSeconds, build, detailsSeconds, loads, servingRssMiB, sales, loadAverage, publishes };
}

if (import.meta.main) {
  try {
    const short = isShortRun();
    const sizes = sizesToRun(short);
    const secondsPerCall = short ? SHORT_SECONDS_PER_CALL : SECONDS_PER_CALL;
    const measured: SizeFigures[] = [];
    for (const products of sizes) measured.push(await measureSize(products, secondsPerCall));
    printOutcome(scaleOutcome(measured, { connections: CONNECTIONS, secondsPerCall, saleEveryMs: SALE_EVERY_MS }));
  } finally {
    await cleanUp();
  }
}

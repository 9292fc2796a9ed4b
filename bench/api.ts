/**
 * `npm run bench:api`: on PostgreSQL, then on PGlite, a fresh 10,000-product shop served by
 * `scripts/start.ts` (API and static files in one process), loaded call by call with autocannon (64
 * connections, 20 s each): health, a static file, listing, keyword search and product detail.
 * Targets on PostgreSQL: p95 ≤ 20 ms for listing, search and detail; listing ≥ 0.25 × the static
 * file's requests per second. A miss prints FAIL; the script still exits 0. `--short`: PostgreSQL
 * only, 1,000 products, 3 s per call; `--postgres`: PostgreSQL only, full size (a before-and-after
 * comparison on a shared machine, run back to back). `--products N`, `--connections N`, `--seconds N` and
 * `--workers N` (serving processes, default one per core) change the load; the serving processes' RSS
 * after the load is printed with each table.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { cataloguePhases } from './catalogue-requests.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { type BenchDatabase, createPostgresDatabase, embeddedDatabase, seedFresh } from './databases.ts';
import { detailsInMemory, makeDataDir, removeDataDir, startShop } from './fresh-shop.ts';
import { type LoadPhase, type LoadResult, runLoad } from './load.ts';
import { type BenchOptions, isShortRun, type PartOutcome, printOutcome, type Verdict } from './outcome.ts';
import { treeResidentMiB } from './peak-rss.ts';
import { BENCH_PORTS } from './ports.ts';
import { sharedSmallSite } from './small-site.ts';

const FULL = { products: 10_000, connections: 64, seconds: 20 };
const SHORT = { products: 1_000, connections: 64, seconds: 3 };
const P95_TARGET_MS = 20;
const LISTING_SHARE_OF_STATIC = 0.25;

/** The value after `--name` on the command line, as a whole number. */
function numberOption(name: string): number | undefined {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

function loadOf(options: BenchOptions): typeof FULL {
  const base = options.short ? SHORT : FULL;
  return {
    products: numberOption('products') ?? base.products,
    connections: numberOption('connections') ?? base.connections,
    seconds: numberOption('seconds') ?? base.seconds,
  };
}

const workers = numberOption('workers');

async function phasesFor(origin: string, products: number): Promise<LoadPhase[]> {
  return [
    { call: 'health', method: 'GET', path: '/api/health', expectEnvelope: true },
    { call: 'static file', method: 'GET', path: '/favicon.svg', expectEnvelope: false },
    ...(await cataloguePhases(origin, products)),
  ];
}

async function benchDatabase(database: BenchDatabase, buildsDir: string, port: number, load: typeof FULL): Promise<{ results: LoadResult[]; rssMiB: number }> {
  const seedMs = await seedFresh(database.target, load.products);
  console.log(`${database.label}: seeded ${load.products} products in ${(seedMs / 1000).toFixed(1)} s`);
  const shop = await startShop({ port, env: { ...database.env, BUILDS_DIR: buildsDir, ...(workers && { WORKERS: String(workers) }) } });
  await detailsInMemory(shop.origin);
  onCleanup(shop.stop);
  const results: LoadResult[] = [];
  for (const phase of await phasesFor(shop.origin, load.products)) {
    results.push(await runLoad(shop.origin, phase, load));
    console.log(`${database.label}: ${phase.call} done`);
  }
  const rssMiB = treeResidentMiB(shop.pid);
  await shop.stop();
  return { results, rssMiB };
}

function verdicts(label: string, results: LoadResult[]): Verdict[] {
  const byCall = new Map(results.map((result) => [result.call, result]));
  const failures = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.notSuccess, 0);
  const list: Verdict[] = [{ target: `${label}: every answer succeeded (2xx, code 000000)`, pass: failures === 0, measured: `${failures} failures` }];
  if (label !== 'PostgreSQL') return list;
  for (const call of ['listing', 'search', 'detail']) {
    const p95 = byCall.get(call)!.p95Ms;
    list.push({ target: `${label}: ${call} p95 ≤ ${P95_TARGET_MS} ms`, pass: p95 <= P95_TARGET_MS, measured: `${p95} ms` });
  }
  const share = byCall.get('listing')!.reqPerSec / byCall.get('static file')!.reqPerSec;
  list.push({
    target: `${label}: listing req/s ≥ ${LISTING_SHARE_OF_STATIC} × static file`,
    pass: share >= LISTING_SHARE_OF_STATIC,
    measured: `${share.toFixed(2)} ×`,
  });
  return list;
}

export async function benchApi(options: BenchOptions): Promise<PartOutcome> {
  const load = loadOf(options);
  const dataDir = makeDataDir();
  onCleanup(() => removeDataDir(dataDir));
  const started = performance.now();
  const buildsDir = await sharedSmallSite();
  console.log(`Built the site to serve in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const outcome: PartOutcome = {
    part: 'api',
    title: 'API under load',
    settings: `${load.products} products, ${load.connections} connections, ${load.seconds} s per call${workers ? `, ${workers} serving process(es)` : ''}`,
    tables: [],
    verdicts: [],
  };
  const runs = [
    { open: () => createPostgresDatabase('api'), port: BENCH_PORTS.apiPostgres },
    ...(options.short || process.argv.includes('--postgres')
      ? []
      : [{ open: async () => embeddedDatabase(join(dataDir, 'pglite')), port: BENCH_PORTS.apiEmbedded }]),
  ];
  for (const { open, port } of runs) {
    const database = await open();
    onCleanup(database.drop);
    const { results, rssMiB } = await benchDatabase(database, buildsDir, port, load);
    await database.drop();
    // The machine may be shared: the benchmark alone makes a load of about 3; more means other work took CPU.
    outcome.tables.push({ title: `${database.label} (load average ${loadavg()[0]!.toFixed(1)}; RSS after the load ${rssMiB} MiB)`, rows: results });
    outcome.verdicts.push(...verdicts(database.label, results));
  }
  removeDataDir(dataDir);
  return outcome;
}

if (import.meta.main) {
  try {
    printOutcome(await benchApi({ short: isShortRun() }));
  } finally {
    await cleanUp();
  }
}

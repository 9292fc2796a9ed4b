/**
 * `npm run bench:build`: seeds a fresh embedded database with 10,000 products, then times `astro build`
 * of the whole site (one page per product and locale) the way a publish runs it: from a snapshot of
 * the database (PGLITE_SNAPSHOT) into a build folder of its own. Prints wall time, pages built and
 * peak memory. Target: ≤ 60 s on this 2-core machine; a miss prints FAIL, the script still exits 0.
 * `--short`: 500 products, which says nothing about the target.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ASTRO_BIN, astroBuildEnv, buildBase, countPages } from '../src/server/publish/publisher.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { embeddedDatabase, seedFresh } from './databases.ts';
import { makeDataDir, removeDataDir } from './fresh-shop.ts';
import { type BenchOptions, isShortRun, type PartOutcome, printOutcome } from './outcome.ts';
import { trackPeakRss } from './peak-rss.ts';

const PRODUCTS = 10_000;
const SHORT_PRODUCTS = 500;
const TARGET_SECONDS = 60;

async function timeBuild(snapshotFile: string, buildDir: string, logFile: string) {
  const started = performance.now();
  const child = spawn(process.execPath, [ASTRO_BIN, 'build'], {
    env: { ...buildBase(process.env), DATABASE_URL: '', PGLITE_SNAPSHOT: snapshotFile, ...astroBuildEnv('bench', buildDir) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const memory = trackPeakRss(child.pid!);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  const peak = memory.stop();
  if (code !== 0) throw new Error(`astro build exited with code ${code}:\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
  return { seconds, ...peak };
}

export async function benchBuild(options: BenchOptions): Promise<PartOutcome> {
  const products = options.short ? SHORT_PRODUCTS : PRODUCTS;
  const dataDir = makeDataDir();
  onCleanup(() => removeDataDir(dataDir));
  const snapshotFile = join(dataDir, 'snapshot.tar.gz');
  const database = embeddedDatabase(join(dataDir, 'pglite'));
  const seedMs = await seedFresh(database.target, products, async ({ dumpDataDir }) => {
    writeFileSync(snapshotFile, Buffer.from(await (await dumpDataDir!()).arrayBuffer()));
  });
  console.log(`Seeded ${products} products into PGlite in ${(seedMs / 1000).toFixed(1)} s; building…`);
  const buildDir = join(dataDir, 'build');
  const build = await timeBuild(snapshotFile, buildDir, join(dataDir, 'build.log'));
  const row = {
    loadAverage: Number(loadavg()[0]!.toFixed(1)),
    products,
    wallSeconds: Number(build.seconds.toFixed(1)),
    pagesBuilt: countPages(buildDir),
    peakRssTreeMiB: build.treeMiB,
    peakRssMainMiB: build.mainMiB,
  };
  removeDataDir(dataDir);
  return {
    part: 'build',
    title: 'Site build (astro build as a publish runs it)',
    settings: `${products} products, embedded database snapshot`,
    tables: [{ title: 'Build', rows: [row] }],
    verdicts: [{ target: `build of ${products} products ≤ ${TARGET_SECONDS} s`, pass: build.seconds <= TARGET_SECONDS, measured: `${row.wallSeconds} s` }],
  };
}

if (import.meta.main) {
  try {
    printOutcome(await benchBuild({ short: isShortRun() }));
  } finally {
    await cleanUp();
  }
}

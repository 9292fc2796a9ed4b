/**
 * `npm run bench -- --only=publish`: the demo shop's size (300 products), built once at start, then an
 * editor's one-field change (a policy's title, shown in every page's footer) published three times, each
 * timed from the publish request to the job's success. Target: the median ≤ 15 s on this 2-core machine.
 * `--short`: 60 products, which says nothing about the target.
 */
import { join } from 'node:path';
import { adminSession } from './admin-session.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { embeddedDatabase, seedFresh } from './databases.ts';
import { makeDataDir, removeDataDir, startShop } from './fresh-shop.ts';
import { type BenchOptions, isShortRun, type PartOutcome, printOutcome } from './outcome.ts';
import { BENCH_PORTS } from './ports.ts';

const PRODUCTS = 300;
const SHORT_PRODUCTS = 60;
const EDITS = 3;
const TARGET_SECONDS = 15;

type Policy = { code: string; titleZh: string; titleEn: string; contentZh: string; contentEn: string };

export async function benchPublish(options: BenchOptions): Promise<PartOutcome> {
  const products = options.short ? SHORT_PRODUCTS : PRODUCTS;
  const dataDir = makeDataDir();
  onCleanup(() => removeDataDir(dataDir));
  const database = embeddedDatabase(join(dataDir, 'pglite'));
  await seedFresh(database.target, products);
  const shop = await startShop({ port: BENCH_PORTS.publish, env: { ...database.env, BUILDS_DIR: join(dataDir, 'builds') }, args: ['--build'] });
  onCleanup(shop.stop);
  const admin = await adminSession(shop.origin);
  const [policy] = await admin.call<Policy[]>('/api/admin/content/policy/list', {});
  if (!policy) throw new Error('the seeded shop has no policy to edit');

  const rows: Record<string, string | number>[] = [];
  for (let edit = 1; edit <= EDITS; edit++) {
    const { code, titleEn, contentZh, contentEn } = policy;
    await admin.call('/api/admin/content/policy/save', { code, titleZh: `${policy.titleZh} ${edit}`, titleEn, contentZh, contentEn });
    const { job, seconds } = await admin.publish();
    rows.push({ edit, seconds: Number(seconds.toFixed(1)), pagesRendered: job.pagesBuilt, pagesReused: job.pagesReused });
  }
  await shop.stop();
  const median = rows.map((row) => row.seconds as number).sort((a, b) => a - b)[Math.floor(EDITS / 2)]!;
  return {
    part: 'publish',
    title: "An editor's one-field change published",
    settings: `${products} products, embedded database, one policy title edited and published ${EDITS} times`,
    tables: [{ title: 'Publishes', rows }],
    verdicts: [{ target: `one-field publish ≤ ${TARGET_SECONDS} s (median)`, pass: median <= TARGET_SECONDS, measured: `${median} s` }],
  };
}

if (import.meta.main) {
  try {
    printOutcome(await benchPublish({ short: isShortRun() }));
  } finally {
    await cleanUp();
  }
}

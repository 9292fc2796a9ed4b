/**
 * `npm run bench:pages`: builds and serves a fresh shop, runs Lighthouse (mobile emulation, Debian's
 * Chromium) on the content pages, the catalogue pages, the cart, checkout and personal centre, and prints
 * scores, LCP, CLS, TBT and the gzip bytes of the JavaScript and CSS each page loads. Targets (see `pages`):
 * performance, accessibility ≥ 95, CLS 0, and a JavaScript budget. Each page is measured three times and the run with
 * the median performance score is reported, as Lighthouse advises for its variance; the other runs'
 * scores are listed beside it. `--short`: the home, listing, product, cart and checkout pages only, once each.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cleanUp, onCleanup } from './cleanup.ts';
import { seedFresh } from './databases.ts';
import { makeDataDir, removeDataDir, startShop } from './fresh-shop.ts';
import { type BenchOptions, isShortRun, type PartOutcome, printOutcome } from './outcome.ts';
import { BENCH_PORTS } from './ports.ts';

/**
 * Each page with its JavaScript budget in kB gzip and its lowest Lighthouse performance score. Content
 * pages are plain HTML; the others are React islands with the API client and the shared contracts in.
 * The cart, checkout and personal centre are measured as a first-time visitor sees them.
 */
const pages: [path: string, jsBudgetKB: number, minPerformance: number][] = [
  ['/', 15, 100],
  ['/en/', 15, 100],
  ['/brand', 15, 100],
  ['/help', 15, 100],
  ['/about', 15, 100],
  ['/consult', 15, 100],
  ['/product', 100, 98],
  ['/en/productDetails/1', 100, 98],
  ['/cart', 100, 98],
  ['/closing', 100, 98],
  ['/profile', 100, 98],
];
/** The pages of a short run. */
const shortPages = new Set(['/', '/product', '/en/productDetails/1', '/cart', '/closing']);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 3;

const gzipBytes = async (url: string) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;

export async function benchPages(options: BenchOptions): Promise<PartOutcome> {
  const dataDir = makeDataDir();
  onCleanup(() => removeDataDir(dataDir));
  // The demo shop's 300 products, as a development start seeds them (production seeds nothing).
  await seedFresh({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }, 300);
  const shop = await startShop({
    port: BENCH_PORTS.pages,
    args: ['--build'],
    env: { PGLITE_DIR: join(dataDir, 'pglite'), BUILDS_DIR: join(dataDir, 'builds') },
  });
  onCleanup(shop.stop);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  try {
    for (const [path, jsBudgetKB, minPerformance] of pages.filter(([path]) => !options.short || shortPages.has(path))) {
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
      for (let run = 0; run < (options.short ? 1 : RUNS); run++) {
        const result = await lighthouse(`${shop.origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        runs.push(result!.lhr);
      }
      const performanceOf = (report: (typeof runs)[number]) => Math.round((report.categories.performance?.score ?? 0) * 100);
      runs.sort((a, b) => performanceOf(a) - performanceOf(b));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
      const bytesOf = async (type: string) => {
        let total = 0;
        for (const request of requests.filter((item) => item.resourceType === type)) total += await gzipBytes(request.url);
        return total;
      };
      const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const failing = (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      if (failing.length) console.log(`${path}: accessibility audits failing: ${failing.join(', ')}`);
      rows.push({
        page: path,
        performance: score('performance'),
        performanceRuns: runs.map(performanceOf).join(' / '),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        jsGzipKB: Number(((await bytesOf('Script')) / 1024).toFixed(1)),
        cssGzipKB: Number(((await bytesOf('Stylesheet')) / 1024).toFixed(1)),
        jsBudgetKB,
        minPerformance,
      });
    }
  } finally {
    chrome.kill();
  }
  await shop.stop();
  removeDataDir(dataDir);
  return {
    part: 'pages',
    title: 'Pages (Lighthouse, mobile emulation)',
    settings: `${rows.length} pages of a fresh 20-product shop, ${options.short ? 'one run each' : `the median of ${RUNS} runs each`}`,
    tables: [{ title: 'Scores, vitals and gzip bytes', rows }],
    verdicts: rows.flatMap((row) => [
      { target: `${row.page}: performance ≥ ${row.minPerformance}`, pass: row.performance >= row.minPerformance, measured: String(row.performance) },
      { target: `${row.page}: accessibility ≥ 95, CLS 0`, pass: row.accessibility >= 95 && row.cls === 0, measured: `${row.accessibility}, CLS ${row.cls}` },
      { target: `${row.page}: JavaScript ≤ ${row.jsBudgetKB} kB gzip`, pass: row.jsGzipKB <= row.jsBudgetKB, measured: `${row.jsGzipKB} kB` },
    ]),
  };
}

if (import.meta.main) {
  try {
    printOutcome(await benchPages({ short: isShortRun() }));
  } finally {
    await cleanUp();
  }
}

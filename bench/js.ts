/**
 * `npm run bench:js [-- --dir <build>] [-- --page /product ...] [-- --files]`: the gzip bytes of the
 * JavaScript each page loads on its own (`bench/page-scripts.ts` says what counts), read from the built
 * HTML, with no browser. Without `--dir` it builds a fresh 20-product site the way a publish does (about
 * a minute) and measures that. A page above the budget fails the run with a non-zero exit code. The
 * browser suite holds the shop it serves to the same budget (tests/e2e/page-weight.spec.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { currentBuild } from '../src/server/publish/publisher.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { makeDataDir, removeDataDir } from './fresh-shop.ts';
import { budgetedPages, kB, measurePageScripts, PAGE_SCRIPT_BUDGET_KB, type SiteReader } from './page-scripts.ts';
import { buildSmallSite } from './small-site.ts';

const { values } = parseArgs({ options: { dir: { type: 'string' }, page: { type: 'string', multiple: true }, files: { type: 'boolean', default: false } } });

/** A page's HTML file (`/cart` is `cart.html` or `cart/index.html`) or a script, from the client folder. */
const readerOf =
  (clientDir: string): SiteReader =>
  async (url) => {
    const clean = url.replace(/^\/+|\/+$/g, '');
    if (/\.(m?js|css)$/.test(clean)) return readFileSync(join(clientDir, clean));
    for (const candidate of [join(clientDir, clean, 'index.html'), join(clientDir, `${clean}.html`)]) if (existsSync(candidate)) return readFileSync(candidate);
    throw new Error(`no built HTML for ${url} under ${clientDir}`);
  };

try {
  let buildDir = values.dir;
  if (!buildDir) {
    const dataDir = makeDataDir();
    onCleanup(() => removeDataDir(dataDir));
    console.log('Building a 20-product site…');
    buildDir = currentBuild(await buildSmallSite(dataDir))!.dir;
  }
  const read = readerOf(existsSync(join(buildDir, 'client')) ? join(buildDir, 'client') : buildDir);
  const rows = [];
  for (const path of values.page?.length ? values.page : budgetedPages) {
    const result = await measurePageScripts(read, path);
    if (values.files) {
      console.log(`\n${path}`);
      for (const [url, bytes] of [...result.files].sort((a, b) => b[1] - a[1])) console.log(`  ${kB(bytes).toFixed(1).padStart(6)} kB  ${url}`);
      if (result.lazy.length) console.log(`  lazy (not counted): ${result.lazy.join(', ')}`);
    }
    rows.push({
      page: path,
      files: result.files.size,
      filesKB: kB(result.fileBytes),
      inlineKB: kB(result.inlineBytes),
      totalKB: result.totalKB,
      budgetKB: PAGE_SCRIPT_BUDGET_KB,
      met: result.totalKB <= PAGE_SCRIPT_BUDGET_KB,
    });
  }
  console.table(rows);
  const misses = rows.filter((row) => !row.met);
  console.log(misses.length ? `Over budget: ${misses.map((row) => row.page).join(', ')}` : 'All pages within their JavaScript budget.');
  if (misses.length) process.exitCode = 1;
} finally {
  await cleanUp();
}

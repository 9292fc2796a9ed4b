/**
 * `npm run bench:js [-- --dir <build>] [-- --page /product ...]`: the gzip bytes of the JavaScript each
 * page loads on its own, read from the built HTML, with no browser. Without `--dir` it builds a fresh
 * 20-product site the way a publish does (about a minute) and measures that.
 *
 * A page's JavaScript is every `<script src>`, `modulepreload`, island component and renderer it
 * names, plus everything those files import statically, each file counted once; `import()` targets
 * are listed as lazy and not counted (they load on demand, e.g. a dialog), and so are islands hydrated
 * on view (`client:visible`: the product page's negotiation form, hidden until it is opened), except the page's own
 * translation catalogue (`zh.*.js` or `en.*.js` after `<html data-locale>`), which `src/lib/i18n.ts`
 * imports with a top-level await before any island runs, unless the page carries its message set in
 * its HTML (`<script id="page-messages">`, JSON, not counted). Inline scripts (Astro's island runtime, the
 * small shell scripts) are counted too. The budget is 100 kB on every shop page: by default every page
 * with an island (the catalogue, the cart, the checkout, the personal centre, the account, address,
 * invoice, message, order, payment, trade and compare pages) and two content pages; a page above it fails the run
 * with a non-zero exit code, so CI fails too. The back office (`/admin`) is not a shop page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PAGE_MESSAGES_ID } from '../src/lib/message-sets.ts';
import { currentBuild } from '../src/server/publish/publisher.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { makeDataDir, removeDataDir } from './fresh-shop.ts';
import { buildSmallSite } from './small-site.ts';

/** Every page may load at most 100 kB gzip of script with the design card's libraries (React, nanostores, ky, zod) in. */
const BUDGET_KB = 100;

const defaultPages: [path: string, budgetKB: number][] = [
  '/',
  '/en/',
  '/product',
  '/en/product',
  '/productDetails/1',
  '/en/productDetails/1',
  '/colorList',
  '/compare',
  '/en/compare',
  '/cart',
  '/closing',
  '/profile',
  '/en/profile',
  '/login',
  '/register',
  '/en/register',
  '/password',
  '/address',
  '/collect',
  '/information',
  '/invoice',
  '/orderDetails',
  '/pay',
  '/successful',
  '/enter',
  '/requirement',
  '/brand',
  '/help',
].map((path) => [path, BUDGET_KB]);

const { values } = parseArgs({ options: { dir: { type: 'string' }, page: { type: 'string', multiple: true }, files: { type: 'boolean', default: false } } });

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kB = (bytes: number) => Number((bytes / 1024).toFixed(1));

function htmlFile(clientDir: string, path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  for (const candidate of [join(clientDir, clean, 'index.html'), join(clientDir, `${clean}.html`)]) if (existsSync(candidate)) return candidate;
  throw new Error(`no built HTML for ${path} under ${clientDir}`);
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The script URLs a page names (site-absolute) and its inline scripts' text. */
function scriptsOf(html: string): { urls: string[]; inline: string[]; onView: string[] } {
  const urls = new Set<string>();
  const onView = new Set<string>();
  const inline: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attr(match[1]!, 'src');
    if (src) urls.add(src);
    else if (!/type="application\/(ld\+)?json"/.test(match[1]!) && match[2]!.trim()) inline.push(match[2]!);
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) urls.add(attr(match[0], 'href')!);
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (attr(match[0], 'client') === 'visible') {
      onView.add(attr(match[0], 'component-url')!);
      continue;
    }
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(match[0], name);
      if (url) urls.add(url);
    }
  }
  return { urls: [...urls].filter((url) => url.startsWith('/')), inline, onView: [...onView] };
}

function measure(clientDir: string, path: string) {
  const html = readFileSync(htmlFile(clientDir, path), 'utf8');
  const { urls, inline, onView } = scriptsOf(html);
  const locale = /<html\b[^>]*\sdata-locale="(\w+)"/.exec(html)?.[1];
  const carriesMessages = html.includes(`id="${PAGE_MESSAGES_ID}"`);
  const isCatalogue = (url: string) => locale !== undefined && !carriesMessages && posix.basename(url).startsWith(`${locale}.`);
  const files = new Map<string, number>();
  const lazy = new Set<string>(onView);
  const queue = [...urls];
  while (queue.length) {
    const url = queue.shift()!;
    if (files.has(url)) continue;
    const text = readFileSync(join(clientDir, url));
    files.set(url, gzip(text));
    const source = text.toString('utf8');
    const dir = posix.dirname(url);
    for (const match of source.matchAll(/\b(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)) queue.push(posix.join(dir, match[1]!));
    for (const match of source.matchAll(/\bimport\(\s*["`](\.{1,2}\/[^"`]+)["`]\s*\)/g)) {
      const target = posix.join(dir, match[1]!);
      if (isCatalogue(target)) queue.push(target);
      else lazy.add(target);
    }
  }
  const fileBytes = [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
  const inlineBytes = inline.reduce((sum, text) => sum + gzip(text), 0);
  return { files, lazy: [...lazy].filter((url) => !files.has(url)), fileBytes, inlineBytes };
}

try {
  let buildDir = values.dir;
  if (!buildDir) {
    const dataDir = makeDataDir();
    onCleanup(() => removeDataDir(dataDir));
    console.log('Building a 20-product site…');
    buildDir = currentBuild(await buildSmallSite(dataDir))!.dir;
  }
  const clientDir = existsSync(join(buildDir, 'client')) ? join(buildDir, 'client') : buildDir;
  const pages = values.page?.length ? values.page.map((page): [string, number] => [page, BUDGET_KB]) : defaultPages;
  const rows = [];
  for (const [path, budgetKB] of pages) {
    const result = measure(clientDir, path);
    if (values.files) {
      console.log(`\n${path}`);
      for (const [url, bytes] of [...result.files].sort((a, b) => b[1] - a[1])) console.log(`  ${kB(bytes).toFixed(1).padStart(6)} kB  ${url}`);
      if (result.lazy.length) console.log(`  lazy (not counted): ${result.lazy.join(', ')}`);
    }
    const totalKB = kB(result.fileBytes + result.inlineBytes);
    rows.push({
      page: path,
      files: result.files.size,
      filesKB: kB(result.fileBytes),
      inlineKB: kB(result.inlineBytes),
      totalKB,
      budgetKB,
      met: totalKB <= budgetKB,
    });
  }
  console.table(rows);
  const misses = rows.filter((row) => !row.met);
  console.log(misses.length ? `Over budget: ${misses.map((row) => row.page).join(', ')}` : 'All pages within their JavaScript budget.');
  if (misses.length) process.exitCode = 1;
} finally {
  await cleanUp();
}

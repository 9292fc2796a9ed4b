/**
 * The gzip bytes of the JavaScript a built page loads on its own: every `<script src>`, `modulepreload`,
 * island component and renderer its HTML names, plus everything those files import statically, each file
 * counted once; inline scripts (Astro's island runtime, the small shell scripts) too. `import()` targets
 * are lazy and not counted (they load on demand, e.g. a dialog), and so are islands hydrated on view
 * (`client:visible`: the product page's negotiation form, hidden until it is opened), except the page's
 * own translation catalogue (`zh.*.js` or `en.*.js` after `<html data-locale>`), which `src/lib/i18n.ts`
 * imports with a top-level await before any island runs, unless the page carries its message set in its
 * HTML (`<script id="page-messages">`, JSON, not counted).
 *
 * Read from a build folder (`npm run bench:js`) or over HTTP from a serving shop (the browser suite).
 */
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_MESSAGES_ID } from '../src/lib/message-sets.ts';

/** Every shop page may load at most 100 kB gzip of script with the design card's libraries (React, nanostores, ky, zod) in. */
export const PAGE_SCRIPT_BUDGET_KB = 100;

/**
 * The pages held to the budget: every shop page with an island (the catalogue, the cart, the checkout,
 * the personal centre, the account, address, invoice, message, order, payment, trade and compare pages)
 * and two content pages. The back office (`/admin`) is not a shop page.
 */
export const budgetedPages = [
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
  '/payFor',
  '/successful',
  '/enter',
  '/requirement',
  '/brand',
  '/help',
];

/** Reads a site-absolute URL of the build: its HTML page or a script file. */
export type SiteReader = (url: string) => Promise<Buffer>;

export type PageScripts = { files: Map<string, number>; lazy: string[]; fileBytes: number; inlineBytes: number; totalKB: number };

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
export const kB = (bytes: number) => Number((bytes / 1024).toFixed(1));

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

/** What the page at `path` loads, read through `read`. */
export async function measurePageScripts(read: SiteReader, path: string): Promise<PageScripts> {
  const html = (await read(path)).toString('utf8');
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
    const text = await read(url);
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
  return { files, lazy: [...lazy].filter((url) => !files.has(url)), fileBytes, inlineBytes, totalKB: kB(fileBytes + inlineBytes) };
}

import { createHash, type Hash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Reusing the pages of the previous build whose inputs did not change, and sharing the rendering of a
 * build of every page between processes.
 *
 * A page's inputs are everything it is rendered from: the site's code and public settings (the
 * fingerprint, the same for every page of a build) and the data its route hands it. A route that
 * takes part offers each page's address and data to `rendersHere`; a page whose hash the previous
 * build recorded, and whose file that build has, is left out of the render and linked from that
 * build afterwards (the `reusedPages` integration), so it is the same file, byte for byte. When nothing
 * can be reused, the build's processes (`BUILD_PART_ENV`) each render their part of those pages, and
 * the first moves the others' into its folder (`mergeBuildParts`).
 */

/** The build being served when this one started, whose unchanged pages this one reuses. */
export const PREVIOUS_BUILD_ENV = 'SHOP_PREVIOUS_BUILD';
/** The fingerprint and every page's hash, written beside a build's `client` and `server` folders. */
export const PAGE_INPUTS_FILE = 'page-inputs.json';
/** `<index>/<count>` in each of a build's processes, when several render it: the first writes the build. */
export const BUILD_PART_ENV = 'SHOP_BUILD_PART';

function buildPart(): { index: number; count: number } {
  const [index, count] = (process.env[BUILD_PART_ENV] ?? '0/1').split('/').map(Number);
  return { index: index!, count: count! };
}

/** Whether this process writes the build (the others' pages are moved into its folder). */
export const writesTheBuild = () => buildPart().index === 0;

type PageInputs = { fingerprint: string; pages: Record<string, string> };
/** What the routes of one build record, read by the integration when the build is done. */
export type PageLedger = PageInputs & {
  reused: string[];
  /** The previous build, when it was made from the same code and settings (so its files may be shared). */
  reusableFrom: string | null;
};

/** Pages render in the prerender bundle, the integration in Astro's own module graph: one process, two copies of this module. */
const LEDGER_KEY = Symbol.for('pigment-shop.page-ledger');
const globalLedger = globalThis as { [LEDGER_KEY]?: Promise<PageReuse> };

/** What decides every page's HTML besides its route's data: the code and the public settings of the build. */
const FINGERPRINT_SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];

function hashTree(hash: Hash, path: string): void {
  if (!existsSync(path)) return;
  const files = statSync(path).isDirectory()
    ? readdirSync(path, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .sort()
    : [path];
  for (const file of files) hash.update(file).update(readFileSync(file));
}

/** The code and public settings every page is rendered with, as one hash. */
export function buildFingerprint(root = '.'): string {
  const hash = createHash('sha256');
  for (const source of FINGERPRINT_SOURCES) hashTree(hash, join(root, source));
  const settings = Object.entries(process.env)
    .filter(([name]) => name.startsWith('PUBLIC_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}

/** A value's hash, for inputs shared by several pages (hashed once, then named by their digest). */
export const digestOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

export function readPageInputs(buildDir: string): PageInputs | null {
  try {
    return JSON.parse(readFileSync(join(buildDir, PAGE_INPUTS_FILE), 'utf8')) as PageInputs;
  } catch {
    return null;
  }
}

/** Whether a build made from the code and settings here may reuse the pages of the one in `buildDir`. */
export const isReusable = (buildDir: string, fingerprint = buildFingerprint()) => readPageInputs(buildDir)?.fingerprint === fingerprint;

/** Where a page's HTML is in a build, for an address such as `/en/productDetails/7`. */
export const pageFile = (buildDir: string, path: string) => join(buildDir, 'client', `${path}.html`);

export type PageReuse = {
  /**
   * Records the page's hash, and tells whether this process renders it: not when the previous build has
   * it from the same inputs, nor when it falls to another of the build's processes. The pages of one
   * `group` (e.g. a product's, in each language) fall to the same process.
   */
  rendersHere: (path: string, inputs: unknown, group: number) => boolean;
  ledger: PageLedger;
};

function startLedger(): PageReuse {
  const fingerprint = buildFingerprint();
  const part = buildPart();
  // Only the first process writes the build, so only it reuses pages (the publisher splits a build only when none can be).
  const previousDir = part.index === 0 ? process.env[PREVIOUS_BUILD_ENV] : undefined;
  const reusableFrom = previousDir && isReusable(previousDir, fingerprint) ? previousDir : null;
  const reusable = reusableFrom ? readPageInputs(reusableFrom)!.pages : {};
  const ledger: PageLedger = { fingerprint, pages: {}, reused: [], reusableFrom };
  return {
    ledger,
    rendersHere(path, inputs, group) {
      const mine = group % part.count === part.index;
      // The first process records every page; the others what they render, which their hashes then replace.
      if (mine || part.index === 0) ledger.pages[path] = digestOf(inputs);
      if (!mine) return false;
      const same = reusable[path] === ledger.pages[path] && existsSync(pageFile(reusableFrom!, path));
      if (same) ledger.reused.push(path);
      return !same;
    },
  };
}

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Brings pages of another build's folder into `buildDir`, with the files only they may use (their
 * optimised images): linked from a build that stays, or moved from one that is then removed.
 */
export function bringPages(fromDir: string, buildDir: string, paths: string[], bring: 'link' | 'move'): void {
  const place = bring === 'link' ? linkSync : renameSync;
  const folders = new Set<string>();
  for (const path of paths) {
    const to = pageFile(buildDir, path);
    if (!folders.has(dirname(to))) mkdirSync(dirname(to), { recursive: true });
    folders.add(dirname(to));
    place(pageFile(fromDir, path), to);
  }
  // Assets are named by their content, so a file of the same name is the same file.
  const assets = join(buildDir, 'client', '_astro');
  mkdirSync(assets, { recursive: true });
  for (const file of filesUnder(join(fromDir, 'client', '_astro'))) {
    const to = join(assets, file);
    if (existsSync(to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    place(join(fromDir, 'client', '_astro', file), to);
  }
}

/** On the first of a build's processes: the folders the others write, as a JSON list. */
export const BUILD_PART_DIRS_ENV = 'SHOP_BUILD_PART_DIRS';
const PART_POLL_MS = 200;
/** A process that exited without recording its pages must not hold the publish for ever. */
const PART_WAIT_MS = 30 * 60_000;

/**
 * In the first of a build's processes, once it has rendered its own pages: waits for each other process
 * to record its pages (the publisher stops this one if another fails), then moves their pages and images
 * into `buildDir` and their hashes into `pages`, which keeps its order.
 */
export async function mergeBuildParts(buildDir: string, pages: Record<string, string>): Promise<number> {
  const partDirs = JSON.parse(process.env[BUILD_PART_DIRS_ENV] ?? '[]') as string[];
  let moved = 0;
  const deadline = Date.now() + PART_WAIT_MS;
  for (const partDir of partDirs) {
    let part = readPageInputs(partDir);
    while (!part) {
      if (Date.now() > deadline) throw new Error(`the build's process writing ${partDir} did not record its pages`);
      await new Promise((resolve) => setTimeout(resolve, PART_POLL_MS));
      part = readPageInputs(partDir);
    }
    bringPages(partDir, buildDir, Object.keys(part.pages), 'move');
    Object.assign(pages, part.pages);
    moved += Object.keys(part.pages).length;
  }
  return moved;
}

/** Written last by a build's process, and in one step: another process takes its presence to mean that process is done. */
export function writePageInputs(buildDir: string, inputs: PageInputs): void {
  const file = join(buildDir, PAGE_INPUTS_FILE);
  writeFileSync(`${file}.partial`, JSON.stringify(inputs));
  renameSync(`${file}.partial`, file);
}

/** What the build prints once a route has decided, so that a publish can show its progress among all pages. */
export const reusedPagesLine = (count: number) => `reusing ${count} unchanged pages of the previous build`;
export const REUSED_PAGES_PATTERN = /reusing (\d+) unchanged pages of the previous build/;

/** This build's ledger, started by the first route that asks. */
export function pageReuse(): Promise<PageReuse> {
  globalLedger[LEDGER_KEY] ??= Promise.resolve().then(startLedger);
  return globalLedger[LEDGER_KEY];
}

/** The ledger the routes filled, or null when no route took part (or outside a build). */
export async function takeLedger(): Promise<PageLedger | null> {
  const reuse = globalLedger[LEDGER_KEY];
  delete globalLedger[LEDGER_KEY];
  return reuse ? (await reuse).ledger : null;
}

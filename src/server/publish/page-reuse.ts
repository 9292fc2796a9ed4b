import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reusing the pages of the previous build whose inputs did not change.
 *
 * A page's inputs are everything it is rendered from: the site's code and public settings (the
 * fingerprint, the same for every page of a build) and the data its route hands it. A route that
 * takes part offers each page's address and data to `unchanged`; a page whose hash the previous
 * build recorded, and whose file that build has, is left out of the render and linked from that
 * build afterwards (the `reusedPages` integration), so it is the same file, byte for byte.
 */

/** The build being served when this one started, whose unchanged pages this one reuses. */
export const PREVIOUS_BUILD_ENV = 'SHOP_PREVIOUS_BUILD';
/** The fingerprint and every page's hash, written beside a build's `client` and `server` folders. */
export const PAGE_INPUTS_FILE = 'page-inputs.json';

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

function readPageInputs(buildDir: string): PageInputs | null {
  try {
    return JSON.parse(readFileSync(join(buildDir, PAGE_INPUTS_FILE), 'utf8')) as PageInputs;
  } catch {
    return null;
  }
}

/** Where a page's HTML is in a build, for an address such as `/en/productDetails/7`. */
export const pageFile = (buildDir: string, path: string) => join(buildDir, 'client', `${path}.html`);

export type PageReuse = {
  /** Records the page's hash; true when the previous build has this page from the same inputs. */
  unchanged: (path: string, inputs: unknown) => boolean;
  ledger: PageLedger;
};

function startLedger(): PageReuse {
  const fingerprint = buildFingerprint();
  const previousDir = process.env[PREVIOUS_BUILD_ENV];
  const previous = previousDir ? readPageInputs(previousDir) : null;
  const reusableFrom = previousDir && previous?.fingerprint === fingerprint ? previousDir : null;
  const reusable = reusableFrom ? previous!.pages : {};
  const ledger: PageLedger = { fingerprint, pages: {}, reused: [], reusableFrom };
  return {
    ledger,
    unchanged(path, inputs) {
      const hash = digestOf(inputs);
      ledger.pages[path] = hash;
      const same = reusable[path] === hash && existsSync(pageFile(reusableFrom!, path));
      if (same) ledger.reused.push(path);
      return same;
    },
  };
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

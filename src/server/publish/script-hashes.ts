import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The inline scripts a build's pages run (Astro's island runtime, the shell's small scripts), as CSP
 * hashes, so that the server can allow exactly those and no injected one. Written beside a build's
 * `client` and `server` folders.
 */
export const SCRIPT_HASHES_FILE = 'script-hashes.json';

const OPEN = Buffer.from('<script');
const CLOSE = Buffer.from('</script>');
/** Data blocks: the browser never runs them, so the policy need not name them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;
const SOURCE = /(^|\s)src\s*=/i;
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/** Adds the CSP source of every inline script in one HTML file to `into`; `seen` remembers texts already hashed. */
function addInlineScripts(html: Buffer, into: Set<string>, seen: Set<string>): void {
  let at = html.indexOf(OPEN);
  while (at !== -1) {
    const tagEnd = html.indexOf(0x3e /* > */, at);
    const close = tagEnd === -1 ? -1 : html.indexOf(CLOSE, tagEnd);
    if (close === -1) return;
    const attributes = html.toString('latin1', at + OPEN.length, tagEnd);
    if (!SOURCE.test(attributes) && !DATA_TYPE.test(attributes)) {
      const body = html.subarray(tagEnd + 1, close);
      const text = body.toString('latin1');
      if (!seen.has(text)) {
        seen.add(text);
        into.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    }
    at = html.indexOf(OPEN, close + CLOSE.length);
  }
}

/**
 * The hashes of every inline script in the HTML files under `clientDir`, and how many files were left
 * out for being linked from another build (more than one link) when `skipShared` says so.
 */
export function inlineScriptHashes(clientDir: string, options: { skipShared?: boolean } = {}): { hashes: Set<string>; skipped: number } {
  const hashes = new Set<string>();
  const seen = new Set<string>();
  let skipped = 0;
  if (!existsSync(clientDir)) return { hashes, skipped };
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    if (options.skipShared && statSync(file).nlink > 1) {
      skipped++;
      continue;
    }
    addInlineScripts(readFileSync(file), hashes, seen);
  }
  return { hashes, skipped };
}

/** The hashes a build recorded, or null for a build made before they were recorded (or unreadable). */
export function readScriptHashes(buildDir: string): string[] | null {
  try {
    const hashes: unknown = JSON.parse(readFileSync(join(buildDir, SCRIPT_HASHES_FILE), 'utf8'));
    return Array.isArray(hashes) && hashes.every((hash) => typeof hash === 'string' && HASH_SOURCE.test(hash)) ? hashes : null;
  } catch {
    return null;
  }
}

/**
 * Records the build's inline scripts: those of the pages it wrote, and, for the pages it shares with the
 * previous build (linked, not written), that build's list.
 */
export function writeScriptHashes(buildDir: string, previousDir: string | null): number {
  const previous = previousDir ? readScriptHashes(previousDir) : null;
  const { hashes, skipped } = inlineScriptHashes(join(buildDir, 'client'), { skipShared: previous !== null });
  if (skipped > 0) for (const hash of previous ?? []) hashes.add(hash);
  const sorted = [...hashes].sort();
  writeFileSync(join(buildDir, SCRIPT_HASHES_FILE), JSON.stringify(sorted));
  return sorted.length;
}

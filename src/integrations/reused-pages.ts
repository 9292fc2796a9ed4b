import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PAGE_INPUTS_FILE, type PageLedger, pageFile, takeLedger } from '../server/publish/page-reuse.ts';

/** Links `from` to `to`, replacing a file already at `to` in one step. */
function linkInPlace(from: string, to: string): void {
  const temporary = `${to}.link-${process.pid}`;
  linkSync(from, temporary);
  renameSync(temporary, to);
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Every file of the new build's `client` folder that the previous build has with the same bytes becomes
 * a link to that file, so that a build which changed little takes little more disk.
 */
function shareUnchangedFiles(previousClient: string, client: string): number {
  let shared = 0;
  for (const file of filesUnder(client)) {
    const mine = join(client, file);
    const theirs = join(previousClient, file);
    if (!existsSync(theirs)) continue;
    if (statSync(mine).size !== statSync(theirs).size || !readFileSync(mine).equals(readFileSync(theirs))) continue;
    linkInPlace(theirs, mine);
    shared++;
  }
  return shared;
}

/** Reused pages and the files only they still use (their optimised images) come from the previous build. */
function linkReusedPages(ledger: PageLedger, previousDir: string, buildDir: string): void {
  const folders = new Set<string>();
  for (const path of ledger.reused) {
    const to = pageFile(buildDir, path);
    if (!folders.has(dirname(to))) mkdirSync(dirname(to), { recursive: true });
    folders.add(dirname(to));
    linkSync(pageFile(previousDir, path), to);
  }
  // Assets are named by their content, so a file of the same name is the same file.
  const assets = join(buildDir, 'client', '_astro');
  mkdirSync(assets, { recursive: true });
  for (const file of filesUnder(join(previousDir, 'client', '_astro'))) {
    const to = join(assets, file);
    if (existsSync(to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    linkSync(join(previousDir, 'client', '_astro', file), to);
  }
}

/**
 * Completes a build that reused pages of the previous one (see src/server/publish/page-reuse.ts): links
 * them in, shares every other unchanged file with that build, and records this build's page inputs for
 * the next one.
 */
export function reusedPages(): AstroIntegration {
  let buildDir = '';
  return {
    name: 'reused-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        buildDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ logger }) => {
        const ledger = await takeLedger();
        if (!ledger) return;
        const previousDir = ledger.reusableFrom;
        if (previousDir) {
          // Before the reused pages are linked in, so that only the files this build wrote are compared.
          const shared = shareUnchangedFiles(join(previousDir, 'client'), join(buildDir, 'client'));
          linkReusedPages(ledger, previousDir, buildDir);
          logger.info(`${ledger.reused.length} pages reused and ${shared} other files shared with the previous build`);
        }
        writeFileSync(join(buildDir, PAGE_INPUTS_FILE), JSON.stringify({ fingerprint: ledger.fingerprint, pages: ledger.pages }));
      },
    },
  };
}

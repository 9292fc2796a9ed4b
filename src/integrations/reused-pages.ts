import { existsSync, linkSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { bringPages, filesUnder, mergeBuildParts, takeLedger, writePageInputs } from '../server/publish/page-reuse.ts';

/** Links `from` to `to`, replacing a file already at `to` in one step. */
function linkInPlace(from: string, to: string): void {
  const temporary = `${to}.link-${process.pid}`;
  linkSync(from, temporary);
  renameSync(temporary, to);
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

/**
 * Completes a build (see src/server/publish/page-reuse.ts): links in the pages reused from the previous
 * build and shares every other unchanged file with it, or moves in the pages the build's other processes
 * rendered, and records this build's page inputs for the next one.
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
          bringPages(previousDir, buildDir, ledger.reused, 'link');
          logger.info(`${ledger.reused.length} pages reused and ${shared} other files shared with the previous build`);
        }
        const moved = await mergeBuildParts(buildDir, ledger.pages);
        if (moved > 0) logger.info(`${moved} pages rendered by the build's other processes moved in`);
        writePageInputs(buildDir, { fingerprint: ledger.fingerprint, pages: ledger.pages });
      },
    },
  };
}

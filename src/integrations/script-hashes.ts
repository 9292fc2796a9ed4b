import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PREVIOUS_BUILD_ENV, writesTheBuild } from '../server/publish/page-reuse.ts';
import { writeScriptHashes } from '../server/publish/script-hashes.ts';

/**
 * Lists the hashes of the inline scripts the build's pages run, for the server's Content-Security-Policy.
 * After `reusedPages`, so that the pages of the build's other processes and those linked from the
 * previous build are in place; only in the process that writes the build.
 */
export function scriptHashes(): AstroIntegration {
  let buildDir = '';
  return {
    name: 'script-hashes',
    hooks: {
      'astro:config:done': ({ config }) => {
        buildDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': ({ logger }) => {
        if (!writesTheBuild()) return;
        const count = writeScriptHashes(buildDir, process.env[PREVIOUS_BUILD_ENV] || null);
        logger.info(`${count} inline scripts allowed by the Content-Security-Policy`);
      },
    },
  };
}

import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

/**
 * Gives every build an id: compiled into the pages and scripts as `import.meta.env.BUILD_ID` and
 * published as /build-id.json, so an open tab can tell that a new deployment went live.
 */
export function buildId(): AstroIntegration {
  const id = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'build-id',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { 'import.meta.env.BUILD_ID': JSON.stringify(id) } } });
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('build-id.json', dir), JSON.stringify({ id }));
      },
    },
  };
}

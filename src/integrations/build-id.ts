import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

/**
 * Gives every build an id, published as /build-id.json so that an open tab can tell that a new
 * deployment went live. Pages and scripts do not carry it: a page whose inputs did not change is
 * the same file in every build (the server names its build in a header instead).
 */
export function buildId(): AstroIntegration {
  const id = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'build-id',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('build-id.json', dir), JSON.stringify({ id }));
      },
    },
  };
}

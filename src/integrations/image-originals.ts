import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Where the build's pages find the folder that Astro reads image originals from (see content-image.ts). */
export const IMAGE_ORIGINALS_DIR_ENV = 'SHOP_IMAGE_ORIGINALS_DIR';

/**
 * Astro optimises only images it knows as files of the build: it reads the original of an imported
 * image from the prerender output (`<server>/.prerender/` when the site has on-demand routes, as this
 * one has its API), after every page is rendered. Uploads are only known from the database while the
 * pages render, so the pages copy each one there; this hook tells them where that is. Pages render in
 * this same process, so the environment reaches them. Outside a build (dev, check) it stays unset and
 * images are shown as they are.
 */
export function imageOriginals(): AstroIntegration {
  let building = false;
  return {
    name: 'image-originals',
    hooks: {
      'astro:config:setup': ({ command }) => {
        building = command === 'build';
      },
      'astro:config:done': ({ config, buildOutput, logger }) => {
        if (!building) return;
        if (buildOutput !== 'server') {
          logger.warn('static-only output: uploaded images are not optimised');
          return;
        }
        process.env[IMAGE_ORIGINALS_DIR_ENV] = fileURLToPath(new URL('.prerender/', config.build.server));
      },
      'astro:build:done': () => {
        delete process.env[IMAGE_ORIGINALS_DIR_ENV];
      },
    },
  };
}

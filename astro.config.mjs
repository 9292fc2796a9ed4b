// @ts-check

import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField } from 'astro/config';
import { buildId } from './src/integrations/build-id.ts';
import { imageOriginals } from './src/integrations/image-originals.ts';
import { pagesToRender } from './src/integrations/pages-to-render.ts';
import { reusedPages } from './src/integrations/reused-pages.ts';
import { scriptHashes } from './src/integrations/script-hashes.ts';

/**
 * A module path under one of these folders, ending in one of these names (`.ts` or `.tsx`).
 * @param {string} folders
 * @param {string} names
 */
const modulesIn = (folders, names) => new RegExp(`[\\\\/](${folders})[\\\\/](${names})\\.tsx?$`);

/**
 * The browser's scripts in fewer, larger files: a page that loads twenty small modules pays gzip's
 * overhead and a request for each. Each group is
 * what a set of pages always loads together; what one page alone uses stays with its island.
 */
const scriptGroups = [
  // React, React DOM and Astro's React renderer: only pages with islands load them.
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/, priority: 3 },
  // The stores and scripts of the header, footer and toasts, which every page runs.
  {
    name: 'shell',
    test: (/** @type {string} */ id) =>
      /[\\/]node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]/.test(id) ||
      modulesIn('shell|ui|session|messages|lib|schemas', 'site\\.store|toast\\.store|token\\.store|api-failures|unread-count|money|codes').test(id),
    priority: 2,
  },
  // What every island needs (the API client, translation, stores in React), and what the listing and product pages share.
  {
    name: 'islands',
    test: modulesIn(
      'lib|schemas|ui|account|catalog',
      'api|i18n|use-translate|locale\\.store|locale-paths|message-sets|ids|user-values|locales|Field|FavouriteButton|favourites\\.store|catalog\\.api',
    ),
    priority: 1,
  },
];

export default defineConfig({
  // Absolute URLs in canonical links, Open Graph, JSON-LD and the sitemap.
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  output: 'static',
  // The publisher builds each release into a folder of its own (src/server/publish).
  outDir: process.env.SHOP_OUT_DIR || './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), buildId(), imageOriginals(), reusedPages(), scriptHashes(), pagesToRender()],
  // The API is JSON-only with a header token, which a cross-site form cannot send; it answers its own
  // envelope for every other content type instead of Astro's plain-text refusal.
  security: { checkOrigin: false },
  server: { port: 4321 },
  // Pages are rendered eight at a time: one at a time, the build waited on its own file writes for a
  // quarter of its run (10,000 products: 51-64 s against 43-48 s here, the same files). Each page is
  // one `<path>.html` file rather than a folder with an index.html: at 100,000 product pages the
  // folders cost 20 s of every build and 400 MB of disk that a publish cannot share with the last one.
  build: { concurrency: 8, format: 'preserve' },
  trailingSlash: 'ignore',
  env: {
    schema: {
      PUBLIC_API_BASE_URL: envField.string({ context: 'client', access: 'public', default: '' }),
      PUBLIC_DEFAULT_LOCALE: envField.enum({ context: 'client', access: 'public', values: ['zh', 'en'], default: 'zh' }),
      PUBLIC_CHAT_SCRIPT_URL: envField.string({ context: 'client', access: 'public', default: '' }),
    },
  },
  vite: {
    plugins: [tailwindcss()],
    // JS_SOURCEMAP=1 writes source maps beside the scripts, to attribute a chunk's bytes to its modules.
    build: { sourcemap: process.env.JS_SOURCEMAP === '1' },
    environments: {
      client: {
        build: {
          rolldownOptions: { output: { codeSplitting: { groups: scriptGroups } } },
        },
      },
    },
    ssr: {
      // Loaded from node_modules at run time: PGlite reads its WASM and data files beside its own module.
      external: ['@electric-sql/pglite', 'pg', 'pino', 'ioredis'],
    },
  },
});

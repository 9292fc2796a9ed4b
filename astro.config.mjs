// @ts-check

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField } from 'astro/config';
import { buildId } from './src/integrations/build-id.ts';
import { imageOriginals } from './src/integrations/image-originals.ts';
import { pagesToRender } from './src/integrations/pages-to-render.ts';
import { reusedPages } from './src/integrations/reused-pages.ts';
import { scriptHashes } from './src/integrations/script-hashes.ts';

/** Modules of these packages. */
const inPackages = (/** @type {string[]} */ ...names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
/** Modules directly in one of these folders of src/ (not in the folders below them). */
const inFolders = (/** @type {string[]} */ ...folders) => new RegExp(`[\\\\/]src[\\\\/](${folders.join('|')})[\\\\/][^\\\\/]+$`);
/** A page's own script (`*.script.ts`, or the `<script>` of an .astro component): it runs where its page puts it. */
const pageScript = /\.script\.ts$|\.astro\?/;
/**
 * Money formatting, which every page showing a price uses, lives with the contracts the server shares
 * (src/schemas/, mostly zod that islands load lazily), so it is named on its own, and checked to exist.
 */
const moneyFormatting = fileURLToPath(new URL('./src/schemas/money.ts', import.meta.url));
if (!existsSync(moneyFormatting)) throw new Error(`the shell's script group names ${moneyFormatting}, which does not exist`);

/**
 * The browser's scripts in fewer, larger files: a page that loads twenty small modules pays gzip's
 * overhead and a request for each. Each group is what a set of pages always loads together, named by its
 * packages and folders, and takes with it the modules they import; what some pages alone use stays with
 * their islands. So a module goes into one of these folders only when all those pages need it
 * (`npm run bench:js -- --files` shows what each page loads).
 */
const scriptGroups = [
  // What every page runs: the state of the header, footer, toasts and chat (src/features/shell) with what
  // it imports (the API client, the session's token, the locale), and money formatting. Not the pages'
  // scripts, which run where their pages put them, nor what is loaded only when needed.
  {
    name: 'shell',
    test: (/** @type {string} */ id) =>
      !pageScript.test(id) &&
      (inPackages('nanostores', '@nanostores[\\\\/]persistent').test(id) || inFolders('features[\\\\/]shell').test(id) || id === moneyFormatting),
    tags: [/** @type {'$initial'} */ ('$initial')],
    priority: 2,
  },
  // What every island page loads: React, its renderer and stores in React, the form controls
  // (src/components/ui/form), and what the catalogue's islands share (src/features/catalog/shared: the
  // favourites and the catalogue's calls); translation and useSubmit come with them.
  {
    name: 'islands',
    test: (/** @type {string} */ id) =>
      inPackages('react', 'react-dom', 'scheduler', '@astrojs[\\\\/]react', '@nanostores[\\\\/]react').test(id) ||
      inFolders('components[\\\\/]ui[\\\\/]form', 'features[\\\\/]catalog[\\\\/]shared').test(id),
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

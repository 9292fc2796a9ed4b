// @ts-check
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { buildId } from './src/integrations/build-id.ts';
import { imageOriginals } from './src/integrations/image-originals.ts';

export default defineConfig({
  // Absolute URLs in canonical links, Open Graph, JSON-LD and the sitemap.
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  output: 'static',
  // The publisher builds each release into a folder of its own (src/server/publish).
  outDir: process.env.SHOP_OUT_DIR || './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), buildId(), imageOriginals()],
  // The API is JSON-only with a header token, which a cross-site form cannot send; it answers its own
  // envelope for every other content type instead of Astro's plain-text refusal.
  security: { checkOrigin: false },
  server: { port: 4321 },
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
          // React, React DOM, Astro's React renderer and the stores' React hook in one file: only pages with islands load them.
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/ }] } } },
        },
      },
    },
    ssr: {
      // Loaded from node_modules at run time: PGlite reads its WASM and data files beside its own module.
      external: ['@electric-sql/pglite', 'pg', 'pino', 'ioredis'],
    },
  },
});

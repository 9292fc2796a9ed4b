/**
 * `npm start`: one process, one port. Migrates (and seeds an empty database), builds the site when
 * there is no build yet (or with --build), then serves the prerendered pages and the API together.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseEnv } from '../src/server/env.ts';
import { demoAccountsText, prepareDatabase } from './prepare-database.ts';

const entry = new URL('../dist/server/entry.mjs', import.meta.url);

let env;
try {
  env = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const seeded = await prepareDatabase(env);

if (seeded || !existsSync(entry) || process.argv.includes('--build')) {
  console.log(seeded ? 'Building the site from the fresh data…' : 'Building the site…');
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (env.NODE_ENV !== 'production') console.log(demoAccountsText());
process.env.PORT = String(env.PORT);
process.env.HOST = env.HOST;
await import(pathToFileURL(entry.pathname).href);

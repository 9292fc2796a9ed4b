/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

const unit = ['src/**/*.test.ts', 'tests/*.test.ts'];
const api = 'tests/api/**/*.test.ts';
/**
 * API tests of what differs between the two databases (the embedded one's data folder, backups, migrations,
 * change notifications, the detail store, the sweeper's leader lock, stored text and enums): on PGlite
 * even when PostgreSQL runs the rest.
 */
const differsByDatabase = [
  'backup',
  'catalog-changes',
  'database-enums',
  'detail-store',
  'invoice-title-migration',
  'migrations',
  'prepare-database',
  'sweeper-leader',
  'unstorable-text',
].map((name) => `tests/api/${name}.test.ts`);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Seeded and registered accounts hash with cheap parameters (1 MiB, not 128): the shops under test guard
// nothing, and scrypt at full cost was most of the suite's time. password.test.ts checks the real ones.
process.env.PASSWORD_HASH_COST ??= 'test';

// Astro's Vite config, so that islands' code (astro:env and friends) runs under test as it does in the site.
// The API suite runs on embedded PGlite; with TEST_DATABASE_URL, on PostgreSQL (the production database)
// instead, and on PGlite only what differs between the two.
export default getViteConfig({
  test: {
    // Some tests call every route: seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine, where the
    // files' database set-up and imports wait as much as they compute.
    maxWorkers: Math.max(2, availableParallelism()),
    globalSetup: ['tests/helpers/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'pglite', include: [...unit, ...(onPostgres ? differsByDatabase : [api])], env: { TEST_DB_KIND: 'pglite' } } },
      ...(onPostgres ? [{ extends: true, test: { name: 'postgres', include: [api], env: { TEST_DB_KIND: 'postgres' } } }] : []),
    ],
  },
});

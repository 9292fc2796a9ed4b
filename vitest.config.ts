/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

const unitAndApi = ['src/**/*.test.ts', 'tests/*.test.ts', 'tests/api/**/*.test.ts'];

// Seeded and registered accounts hash with cheap parameters (1 MiB, not 128): the shops under test guard
// nothing, and scrypt at full cost was most of the suite's time. password.test.ts checks the real ones.
process.env.PASSWORD_HASH_COST ??= 'test';

// Astro's Vite config, so that islands' code (astro:env and friends) runs under test as it does in the site.
// The API suite runs on embedded PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
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
      { extends: true, test: { name: 'pglite', include: unitAndApi, env: { TEST_DB_KIND: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true, test: { name: 'postgres', include: ['tests/api/**/*.test.ts'], env: { TEST_DB_KIND: 'postgres' } } }]
        : []),
    ],
  },
});

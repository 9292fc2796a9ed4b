import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { dropTestDatabases, onServer, runTemplateName, withDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds once per run: a PGlite data-dir snapshot that every test file loads, and on
 * PostgreSQL a template database that every test file copies. Each file then works on its own copy.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const template = runTemplateName(process.pid);
  if (postgresUrl) {
    await dropTestDatabases(postgresUrl, process.pid);
    await onServer(postgresUrl, [`create database ${template}`]);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(postgresUrl, template), poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
  }

  const folder = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  await database.migrate();
  await seedDatabase(database.db);
  const snapshot = join(folder, 'seeded.tar.gz');
  writeFileSync(snapshot, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', template);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (postgresUrl) await dropTestDatabases(postgresUrl, process.pid);
  };
}

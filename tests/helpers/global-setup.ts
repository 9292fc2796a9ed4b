import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { POSTGRES_TEMPLATE, dropTestDatabases, onServer, withDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Migrates and seeds once per run: a PGlite data-dir snapshot that every test file loads, and on
 * PostgreSQL a template database that every test file copies. Each file then works on its own copy.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    await dropTestDatabases(url);
    await onServer(url, [`create database ${POSTGRES_TEMPLATE}`]);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, POSTGRES_TEMPLATE), poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
    return () => dropTestDatabases(url);
  }

  const folder = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  await database.migrate();
  await seedDatabase(database.db);
  const snapshot = join(folder, 'seeded.tar.gz');
  writeFileSync(snapshot, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  return () => rmSync(folder, { recursive: true, force: true });
}

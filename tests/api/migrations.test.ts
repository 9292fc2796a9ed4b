import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { codeMigrations, codeSchemaVersion, databaseSchemaVersion } from '../../src/server/db/migration-state.ts';
import { onServer, withDatabase } from '../helpers/databases.ts';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/** Instances of a new version start side by side, and each migrates before it serves. */
describe.runIf(onPostgres)('migrating from several processes at once', () => {
  it('applies every migration once: one process migrates while the others wait, then find nothing to do', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `shop_test_${process.pid}_migrate_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, [`create database ${name}`]);
    const processes = await Promise.all([0, 1, 2].map(() => openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 1 })));
    try {
      const outcomes = await Promise.allSettled(processes.map((database) => database.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      expect(await databaseSchemaVersion(processes[0]!.db)).toEqual(codeSchemaVersion());
      const rows = (await processes[0]!.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { count: number }[];
      };
      expect(rows.rows[0]!.count).toBe(codeMigrations().length);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await onServer(serverUrl, [`drop database if exists ${name} with (force)`]);
    }
  });
});

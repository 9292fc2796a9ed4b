import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../scripts/prepare-database.ts';
import { configResponses, type PublicConfigKey } from '../../src/schemas/content.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { products, users } from '../../src/server/db/schema.ts';
import { databaseTarget, parseEnv } from '../../src/server/env.ts';
import { getConfig, listPolicies } from '../../src/server/services/content.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-prepare-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('preparing the database at start', () => {
  it('in production migrates an empty database and seeds nothing: no demo catalogue, no demo admin; the pages have their config', async () => {
    const env = parseEnv({ NODE_ENV: 'production', PGLITE_DIR: join(dataDir, 'production'), DATABASE_URL: '' });
    const lines: string[] = [];
    expect(await prepareDatabase(env, (line) => lines.push(line))).toBe(false);
    expect(lines.join('\n')).toMatch(/admin:create/);
    const database = await openDatabase(databaseTarget(env));
    try {
      expect(await database.db.select().from(users)).toEqual([]);
      expect(await database.db.select().from(products)).toEqual([]);
      // What every page's layout and the home and about pages read: the build must not fail on a new shop.
      for (const key of Object.keys(configResponses) as PublicConfigKey[]) {
        for (const locale of ['zh', 'en'] as const) expect(configResponses[key].safeParse(await getConfig(database.db, key, locale)).success).toBe(true);
      }
      expect((await getConfig(database.db, 'website', 'en')).name).toBe('Pigment Shop');
      expect(await listPolicies(database.db, 'zh')).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

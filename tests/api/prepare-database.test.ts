import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase, seedScope } from '../../scripts/prepare-database.ts';
import { configResponses, type PublicConfigKey } from '../../src/schemas/content.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { banners, brands, categories, columns, newsArticles, products, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
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

describe('starting without demo data', () => {
  it('--no-demo wins over SEED, and SEED=none alone means none', () => {
    expect(seedScope({ SEED: 'demo' }, [])).toBe('demo');
    expect(seedScope({ SEED: 'demo' }, ['--build', '--no-demo'])).toBe('none');
    expect(seedScope({ SEED: 'none' }, [])).toBe('none');
    expect(parseEnv({ SEED: 'none' }).SEED).toBe('none');
    expect(() => parseEnv({ SEED: 'some' })).toThrow(/SEED/);
  });

  it('seeds config, policies, news columns and the admin, but no catalogue, news or customer', async () => {
    const env = parseEnv({ PGLITE_DIR: join(dataDir, 'no-demo'), DATABASE_URL: '' });
    const lines: string[] = [];
    expect(await prepareDatabase(env, (line) => lines.push(line), 'none')).toBe(true);
    expect(lines.join('\n')).toMatch(/without demo data/);
    const database = await openDatabase(databaseTarget(env));
    try {
      const db = database.db;
      expect(await db.select().from(products)).toEqual([]);
      expect(await db.select().from(brands)).toEqual([]);
      expect(await db.select().from(categories)).toEqual([]);
      expect(await db.select().from(newsArticles)).toEqual([]);
      expect(await db.select().from(banners)).toEqual([]);
      expect((await db.select({ phone: users.phone, role: users.role }).from(users))).toEqual([{ phone: demoAccounts.admin.phone, role: 'admin' }]);
      expect((await db.select().from(columns)).length).toBeGreaterThan(0);
      expect((await listPolicies(db, 'zh')).length).toBeGreaterThan(0);
      expect((await getConfig(db, 'website', 'zh')).name).toBe('颜料商城');
    } finally {
      await database.close();
    }
    // A second start finds the database prepared and seeds nothing more.
    expect(await prepareDatabase(env, () => {}, 'demo')).toBe(false);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase, StartRefused } from '../../scripts/prepare-database.ts';
import { configResponses, type PublicConfigKey } from '../../src/schemas/content.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { columns, configData, policies, products, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { databaseTarget, parseEnv } from '../../src/server/env.ts';
import { AdminCreateRefused, createAdmin } from '../../src/server/services/auth/create-admin.ts';
import { hashPassword, verifyPassword } from '../../src/server/services/auth/password.ts';
import { setPassword, setPasswordRequest } from '../../src/server/services/auth/set-password.ts';
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

  it('with SEED=none seeds the site config, policies and news columns and no account at all; a second start seeds nothing more', async () => {
    const env = parseEnv({ SEED: 'none', PGLITE_DIR: join(dataDir, 'no-demo'), DATABASE_URL: '' });
    expect(await prepareDatabase(env, () => {})).toBe(true);
    // A restart finds the prepared database, accounts or not, and leaves it alone.
    expect(await prepareDatabase(env, () => {})).toBe(false);
    await withDatabase(env, async (db) => {
      expect(await db.select().from(users)).toEqual([]);
      expect(await db.select().from(products)).toEqual([]);
      expect((await db.select().from(configData)).length).toBeGreaterThan(0);
      expect((await db.select().from(policies)).length).toBe(5);
      expect((await db.select().from(columns)).length).toBeGreaterThan(0);
      // The operator's first admin comes from admin:create, as in production.
      await createAdmin(db, { phone: '13912345678', password: 'Owner2026' });
      expect(await db.select({ phone: users.phone }).from(users)).toEqual([{ phone: '13912345678' }]);
    });
  }, 120_000);

  it('in production refuses a database prepared in development while a demo account keeps its published password, naming it and the fix', async () => {
    const development = parseEnv({ PGLITE_DIR: join(dataDir, 'demo'), DATABASE_URL: '' });
    expect(await prepareDatabase(development, () => {})).toBe(true);
    const production = { ...development, NODE_ENV: 'production' as const };

    const refusal = await prepareDatabase(production, () => {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StartRefused);
    const lines = (refusal as StartRefused).refusals;
    const demoPhones = Object.values(demoAccounts).map((account) => account.phone);
    const customerPhones = demoPhones.filter((phone) => phone !== demoAccounts.admin.phone).sort();
    expect(lines).toHaveLength(demoPhones.length);
    for (const phone of demoPhones) {
      expect(lines.find((line) => line.includes(phone))).toContain(`npm run password:set -- --phone ${phone}`);
    }

    // The start script says it and stops, before serving anything.
    const started = spawnSync(process.execPath, ['scripts/prepare-database.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PGLITE_DIR: development.PGLITE_DIR },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`Refusing to start in production: the account ${demoAccounts.admin.phone} still has the published demo password`);

    // A staging shop may keep them, warned at every start.
    const warnings: string[] = [];
    expect(await prepareDatabase({ ...production, ALLOW_DEMO_PASSWORDS: true }, (line) => warnings.push(line))).toBe(false);
    expect(warnings.filter((line) => line.startsWith('Warning: ALLOW_DEMO_PASSWORDS=1'))).toHaveLength(demoPhones.length);

    // password:set gives each a new password (never a demo one), ending its sessions; then the start goes on.
    const terminal = { env: { NEW_PASSWORD: 'Shop2026!x' }, prompt: async () => '', interactive: false };
    await withDatabase(development, async (db) => {
      await expect(setPassword(db, { phone: demoAccounts.admin.phone, password: demoAccounts.customer.password })).rejects.toThrow(AdminCreateRefused);
      await setPassword(db, await setPasswordRequest(['--phone', demoAccounts.admin.phone], terminal));
      const [admin] = await db.select().from(users).where(eq(users.phone, demoAccounts.admin.phone));
      expect(admin).toMatchObject({ mustChangePassword: true });
      expect(await verifyPassword('Shop2026!x', admin!.passwordHash)).toBe(true);
    });
    const stillCustomers = await prepareDatabase(production, () => {}).catch((error: unknown) => error);
    expect((stillCustomers as StartRefused).refusals).toEqual(customerPhones.map((phone) => expect.stringContaining(phone)));
    await withDatabase(development, async (db) => {
      for (const phone of customerPhones) await setPassword(db, await setPasswordRequest(['--phone', phone], terminal));
    });
    expect(await prepareDatabase(production, () => {})).toBe(false);

    // The demo admin moved to another phone, its password kept: still refused, by that phone.
    await withDatabase(development, async (db) => {
      await db
        .update(users)
        .set({ phone: '13911112222', passwordHash: await hashPassword(demoAccounts.admin.password) })
        .where(eq(users.phone, demoAccounts.admin.phone));
    });
    const moved = await prepareDatabase(production, () => {}).catch((error: unknown) => error);
    expect((moved as StartRefused).refusals).toEqual([expect.stringContaining('13911112222')]);
  }, 180_000);
});

async function withDatabase(env: ReturnType<typeof parseEnv>, use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>) {
  const database = await openDatabase(databaseTarget(env));
  try {
    await use(database.db);
  } finally {
    await database.close();
  }
}

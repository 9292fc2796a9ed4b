import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../scripts/prepare-database.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { parseEnv, productionStartCheck } from '../../src/server/env.ts';
import { documentLinkSecret } from '../../src/server/services/paperwork/link-secret.ts';
import { signDocument, verifyDocument } from '../../src/server/services/paperwork/links.ts';
import { onServer, withDatabase } from '../helpers/databases.ts';

const work = mkdtempSync(join(tmpdir(), 'shop-document-secret-'));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
});

/** A new shop's settings, without DOCUMENT_LINK_SECRET: its own empty database of the kind the suite runs on. */
async function newShop() {
  const name = `secret_${randomBytes(4).toString('hex')}`;
  if (process.env.TEST_DB_KIND !== 'postgres') return parseEnv({ SEED: 'none', DATABASE_URL: '', PGLITE_DIR: join(work, name) });
  const url = process.env.TEST_DATABASE_URL!;
  const database = `shop_test_${process.pid}_${name}`;
  await onServer(url, [`create database ${database}`]);
  drops.push(() => onServer(url, [`drop database if exists ${database} with (force)`]));
  return parseEnv({ SEED: 'none', DATABASE_URL: withDatabase(url, database) });
}

const openShop = (env: ReturnType<typeof parseEnv>): Promise<Database> =>
  openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 } : { kind: 'pglite', dataDir: env.PGLITE_DIR });

async function secretOf(env: ReturnType<typeof parseEnv>): Promise<string> {
  const database = await openShop(env);
  try {
    return await documentLinkSecret(env, database.db);
  } finally {
    await database.close();
  }
}

/** What signed document links used to be signed with outside production. */
const FORMER_DEVELOPMENT_SECRET = 'development-only-document-link-secret-not-for-production';
const grant = { kind: 'quotation', number: 'Q20261122000001', language: 'zh', userId: 1, asOperator: false } as const;

describe('the document link secret without DOCUMENT_LINK_SECRET', () => {
  it('is made at random at the first start and kept: the same after a restart and for every process, another for another shop', async () => {
    const shop = await newShop();
    await prepareDatabase(shop, () => {});
    const first = await secretOf(shop);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(FORMER_DEVELOPMENT_SECRET);
    // A restart, and processes (or machines) sharing the database, find the same one.
    await prepareDatabase(shop, () => {});
    expect(await secretOf(shop)).toBe(first);
    if (shop.DATABASE_URL) {
      const [one, two] = [await openShop(shop), await openShop(shop)];
      try {
        expect(await Promise.all([documentLinkSecret(shop, one.db), documentLinkSecret(shop, two.db)])).toEqual([first, first]);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    }
    // A link signed by this shop opens on it after the restart.
    const now = new Date();
    const { url } = signDocument(first, grant, now);
    expect(verifyDocument(await secretOf(shop), url.split('?t=')[1], now)).toMatchObject({ number: grant.number });

    const other = await newShop();
    await prepareDatabase(other, () => {});
    const second = await secretOf(other);
    expect(second).not.toBe(first);
    // One shop's links open nothing on another.
    expect(() => verifyDocument(second, url.split('?t=')[1], now)).toThrow();
  }, 120_000);

  it('no longer opens a link signed with the published development constant', async () => {
    const shop = await newShop();
    await prepareDatabase(shop, () => {});
    const now = new Date();
    const secret = await secretOf(shop);
    const forged = signDocument(FORMER_DEVELOPMENT_SECRET, grant, now).url.split('?t=')[1];
    expect(() => verifyDocument(FORMER_DEVELOPMENT_SECRET, forged, now)).not.toThrow();
    expect(() => verifyDocument(secret, forged, now)).toThrow();
  }, 120_000);

  it('is DOCUMENT_LINK_SECRET when set (a production start requires it), else the kept one, as a site build reads it', async () => {
    const shop = await newShop();
    const database = await openShop(shop);
    try {
      await database.migrate();
      const set = 'an-operator-chosen-secret-of-32-characters-or-more';
      expect(await documentLinkSecret({ ...shop, DOCUMENT_LINK_SECRET: set }, database.db)).toBe(set);
      const kept = await documentLinkSecret({}, database.db);
      expect(kept).not.toBe(set);
      expect(await documentLinkSecret({}, database.db)).toBe(kept);
      expect(productionStartCheck(parseEnv({ NODE_ENV: 'production' })).refusals.join('\n')).toMatch(/DOCUMENT_LINK_SECRET is not set/);
    } finally {
      await database.close();
    }
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import type { CodeStore } from './codes.ts';
import { createDbCodeStore, createDbRateLimiter } from './db-stores.ts';
import type { RateLimiter } from './rate-limit.ts';
import { createRedisCodeStore, createRedisRateLimiter } from './redis-stores.ts';

/*
 * One contract for the one-time code store and the rate limiter, run against every implementation:
 * the database always (an embedded one here; the API suite runs it on PostgreSQL too), and Redis when
 * TEST_REDIS_URL is set (CI sets it).
 */
const SHORT_TTL_MS = 300;
type Stores = { codes: CodeStore; limiter: RateLimiter; passTime: (ms: number) => Promise<void> };

const clients: Redis[] = [];
let database: Database | undefined;
afterAll(async () => {
  for (const client of clients) await client.quit();
  await database?.close();
});

async function migratedDatabase(): Promise<Database> {
  if (!database) {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await database.migrate();
  }
  return database;
}

const implementations: [string, () => Promise<Stores>][] = [
  [
    'database',
    async () => {
      const { db } = await migratedDatabase();
      let now = Date.parse('2026-11-22T10:00:00Z') + Math.floor(Math.random() * 1e9);
      const clock = () => new Date(now);
      return {
        codes: createDbCodeStore(db, clock),
        limiter: createDbRateLimiter(db, clock),
        passTime: async (ms) => void (now += ms),
      };
    },
  ],
];
if (process.env.TEST_REDIS_URL) {
  implementations.push([
    'Redis',
    async () => {
      const redis = new Redis(process.env.TEST_REDIS_URL!, { lazyConnect: false, maxRetriesPerRequest: 1 });
      clients.push(redis);
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      return {
        codes: createRedisCodeStore(redis, { prefix: `${prefix}code:`, ttlMs: SHORT_TTL_MS }),
        limiter: createRedisRateLimiter(redis, `${prefix}limit:`),
        passTime: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      };
    },
  ]);
}

describe.each(implementations)('%s stores', (_name, make) => {
  it('a code verifies once, only for its purpose and target', async () => {
    const { codes } = await make();
    const code = await codes.issue('register', '13800000001');
    expect(code).toMatch(/^\d{6}$/);
    expect(await codes.consume('login', '13800000001', code)).toBe(false);
    expect(await codes.consume('register', '13800000002', code)).toBe(false);
    expect(await codes.consume('register', '13800000001', code)).toBe(true);
    expect(await codes.consume('register', '13800000001', code)).toBe(false);
  });

  it('a new code replaces the old one and resets the wrong guesses', async () => {
    const { codes } = await make();
    const first = await codes.issue('login', 'a');
    const second = await codes.issue('login', 'a');
    if (first !== second) expect(await codes.consume('login', 'a', first)).toBe(false);
    expect(await codes.consume('login', 'a', second)).toBe(true);
  });

  it('a code is void after five wrong guesses', async () => {
    const { codes } = await make();
    const code = await codes.issue('login', 'b');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess++) expect(await codes.consume('login', 'b', wrong)).toBe(false);
    expect(await codes.consume('login', 'b', code)).toBe(false);
  });

  it('a code expires', async () => {
    const { codes, passTime } = await make();
    const code = await codes.issue('login', 'c');
    await passTime(_name === 'Redis' ? SHORT_TTL_MS + 100 : 10 * 60 * 1000 + 1);
    expect(await codes.consume('login', 'c', code)).toBe(false);
  });

  it('the limiter allows the limit within a window, then refuses until the window ends', async () => {
    const { limiter, passTime } = await make();
    for (let attempt = 0; attempt < 3; attempt++) expect(await limiter.hit('k', 3, SHORT_TTL_MS)).toBe(true);
    expect(await limiter.allowed('k', 3)).toBe(false);
    expect(await limiter.hit('k', 3, SHORT_TTL_MS)).toBe(false);
    expect(await limiter.allowed('other', 3)).toBe(true);
    await passTime(SHORT_TTL_MS + 100);
    expect(await limiter.allowed('k', 3)).toBe(true);
    expect(await limiter.hit('k', 3, SHORT_TTL_MS)).toBe(true);
    await limiter.reset('k');
    expect(await limiter.allowed('k', 1)).toBe(true);
  });

  it('tells how long a refused key waits', async () => {
    const { limiter, passTime } = await make();
    expect(await limiter.retryAfterMs('wait')).toBe(0);
    await limiter.hit('wait', 1, 60_000);
    const before = await limiter.retryAfterMs('wait');
    expect(before).toBeGreaterThan(50_000);
    expect(before).toBeLessThanOrEqual(60_000);
    await passTime(200);
    expect(await limiter.retryAfterMs('wait')).toBeLessThan(before);
  });

  it('a given code, such as a captcha answer, is used up by any answer', async () => {
    const { codes } = await make();
    expect(await codes.issue('captcha', 'id-1', 'k7mp')).toBe('k7mp');
    expect(await codes.consume('captcha', 'id-1', 'wrong')).toBe(false);
    expect(await codes.consume('captcha', 'id-1', 'k7mp')).toBe(false);
    await codes.issue('captcha', 'id-2', 'x3yz');
    expect(await codes.consume('captcha', 'id-2', 'x3yz')).toBe(true);
    expect(await codes.consume('captcha', 'id-2', 'x3yz')).toBe(false);
  });

  it('concurrent hits never let more than the limit through', async () => {
    const { limiter } = await make();
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('race', 10, 10_000)));
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it('count gives concurrent attempts each their own place, and forgive takes one back', async () => {
    const { limiter } = await make();
    const places = await Promise.all(Array.from({ length: 20 }, () => limiter.count('places', 10_000)));
    expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    await limiter.forgive('places');
    expect(await limiter.count('places', 10_000)).toBe(20);
    await limiter.forgive('never-counted');
    expect(await limiter.allowed('never-counted', 1)).toBe(true);
    expect(await limiter.count('never-counted', 10_000)).toBe(1);
  });
});

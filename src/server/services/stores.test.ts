import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCodeStore, type CodeStore } from './codes.ts';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit.ts';
import { createRedisCodeStore, createRedisRateLimiter } from './redis-stores.ts';

/*
 * One contract for the one-time code store and the rate limiter, run against every implementation:
 * in-process always, and Redis when TEST_REDIS_URL is set (CI sets it).
 */
const SHORT_TTL_MS = 300;
type Stores = { codes: CodeStore; limiter: RateLimiter; passTime: (ms: number) => Promise<void> };

const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) await client.quit();
});

const implementations: [string, () => Stores][] = [
  [
    'in-process',
    () => {
      let now = 0;
      return {
        codes: createMemoryCodeStore(() => now),
        limiter: createMemoryRateLimiter(() => now),
        passTime: async (ms) => void (now += ms),
      };
    },
  ],
];
if (process.env.TEST_REDIS_URL) {
  implementations.push([
    'Redis',
    () => {
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
    const { codes } = make();
    const code = await codes.issue('register', '13800000001');
    expect(code).toMatch(/^\d{6}$/);
    expect(await codes.consume('login', '13800000001', code)).toBe(false);
    expect(await codes.consume('register', '13800000002', code)).toBe(false);
    expect(await codes.consume('register', '13800000001', code)).toBe(true);
    expect(await codes.consume('register', '13800000001', code)).toBe(false);
  });

  it('a new code replaces the old one and resets the wrong guesses', async () => {
    const { codes } = make();
    const first = await codes.issue('login', 'a');
    const second = await codes.issue('login', 'a');
    if (first !== second) expect(await codes.consume('login', 'a', first)).toBe(false);
    expect(await codes.consume('login', 'a', second)).toBe(true);
  });

  it('a code is void after five wrong guesses', async () => {
    const { codes } = make();
    const code = await codes.issue('login', 'b');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess++) expect(await codes.consume('login', 'b', wrong)).toBe(false);
    expect(await codes.consume('login', 'b', code)).toBe(false);
  });

  it('a code expires', async () => {
    const { codes, passTime } = make();
    const code = await codes.issue('login', 'c');
    await passTime(_name === 'Redis' ? SHORT_TTL_MS + 100 : 5 * 60 * 1000 + 1);
    expect(await codes.consume('login', 'c', code)).toBe(false);
  });

  it('the limiter allows the limit within a window, then refuses until the window ends', async () => {
    const { limiter, passTime } = make();
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

  it('concurrent hits never let more than the limit through', async () => {
    const { limiter } = make();
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('race', 10, 10_000)));
    expect(results.filter(Boolean)).toHaveLength(10);
  });
});

import type { Redis } from 'ioredis';
import { type CodeStore, codePolicies, newCode } from './codes.ts';
import type { RateLimiter } from './rate-limit.ts';

/*
 * The same stores on Redis, so that several server processes share rate limits and one-time codes.
 * Each check-and-change is one Lua script: atomic however many processes ask at once.
 */

const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

// Only a live window is lowered: a key that has expired stays gone.
const forgiveScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisRateLimiter(redis: Redis, prefix = 'shop:limit:'): RateLimiter {
  const count = async (key: string, windowMs: number) => (await redis.eval(hitScript, 1, prefix + key, windowMs)) as number;
  return {
    count,
    async hit(key, limit, windowMs) {
      return (await count(key, windowMs)) <= limit;
    },
    async forgive(key) {
      await redis.eval(forgiveScript, 1, prefix + key);
    },
    async allowed(key, limit) {
      return Number((await redis.get(prefix + key)) ?? 0) < limit;
    },
    async retryAfterMs(key) {
      return Math.max(0, await redis.pttl(prefix + key));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

const consumeScript = `
local code = redis.call('HGET', KEYS[1], 'code')
if not code then return 0 end
if code == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
if redis.call('HINCRBY', KEYS[1], 'wrong', 1) >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
return 0`;

/** `ttlMs` shortens every purpose's lifetime, for tests that wait for expiry in real time. */
export function createRedisCodeStore(redis: Redis, options: { prefix?: string; ttlMs?: number } = {}): CodeStore {
  const prefix = options.prefix ?? 'shop:code:';
  return {
    async issue(purpose, target, code = newCode()) {
      const key = `${prefix}${purpose}:${target}`;
      const ttlMs = options.ttlMs ?? codePolicies[purpose].ttlMs;
      await redis.multi().del(key).hset(key, { code, wrong: 0 }).pexpire(key, ttlMs).exec();
      return code;
    },
    async consume(purpose, target, code) {
      return (await redis.eval(consumeScript, 1, `${prefix}${purpose}:${target}`, code, codePolicies[purpose].maxWrongGuesses)) === 1;
    },
  };
}

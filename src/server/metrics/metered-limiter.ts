import type { RateLimiter } from '../services/rate-limit.ts';
import { limitName, metrics } from './registry.ts';

/** The limiter, counting each attempt it refuses under the limit's kind. */
export function meteredLimiter(limiter: RateLimiter): RateLimiter {
  const refused = metrics().rateLimited;
  return {
    hit: async (key, limit, windowMs) => {
      const allowed = await limiter.hit(key, limit, windowMs);
      if (!allowed) refused.inc({ limit: limitName(key) });
      return allowed;
    },
    count: (key, windowMs) => limiter.count(key, windowMs),
    forgive: (key) => limiter.forgive(key),
    allowed: (key, limit) => limiter.allowed(key, limit),
    retryAfterMs: (key) => limiter.retryAfterMs(key),
    reset: (key) => limiter.reset(key),
  };
}

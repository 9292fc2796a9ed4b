import { ApiError } from '../http/api-error.ts';

/** Counts attempts per key in a fixed window; in the database by default, Redis when REDIS_URL is set. */
export interface RateLimiter {
  /** Records one attempt; false when the key has used up its attempts for the window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /**
   * Records one attempt and answers how many the window holds with it: the attempt's place, counted
   * before any work is done, so that concurrent attempts each get their own place.
   */
  count(key: string, windowMs: number): Promise<number>;
  /** Takes one recorded attempt back (never below zero): for an attempt that turned out to be right. */
  forgive(key: string): Promise<void>;
  /** True while the key has attempts left, without recording one. */
  allowed(key: string, limit: number): Promise<boolean>;
  /** How long until the key's window ends (0 when it has none): the wait a refused caller is told. */
  retryAfterMs(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** The whole seconds a refused caller waits until the key's window ends, at least one. */
export async function waitSeconds(limiter: RateLimiter, key: string): Promise<number> {
  return Math.max(1, Math.ceil((await limiter.retryAfterMs(key)) / 1000));
}

/** Records one attempt, or refuses the call (rateLimited, with the wait) when the key has none left in its window. */
export async function spendAttempt(limiter: RateLimiter, key: string, limit: number, windowMs: number): Promise<void> {
  if (!(await limiter.hit(key, limit, windowMs))) throw new ApiError('rateLimited', { retryAfterSeconds: await waitSeconds(limiter, key) });
}

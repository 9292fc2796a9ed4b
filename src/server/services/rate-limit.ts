/** Counts attempts per key in a fixed window. In-process by default; a Redis store is for several processes. */
export interface RateLimiter {
  /** Records one attempt; false when the key has used up its attempts for the window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** True while the key has attempts left, without recording one. */
  allowed(key: string, limit: number): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, limit, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count <= limit;
    },
    async allowed(key, limit) {
      return (current(key)?.count ?? 0) < limit;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

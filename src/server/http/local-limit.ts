/**
 * Calls per key counted in this process's memory over a fixed window: for public reads answered from
 * memory on every keystroke, where a database or Redis round trip per call would cost more than the
 * answer. Each process counts its own callers, and the counts are dropped when the window ends, so
 * memory holds at most one window's clients.
 */
export function localWindowLimit(limit: number, windowMs: number, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return function allowed(key: string): boolean {
    const at = now();
    if (at - windowStart >= windowMs) {
      windowStart = at;
      counts = new Map();
    }
    const made = (counts.get(key) ?? 0) + 1;
    counts.set(key, made);
    return made <= limit;
  };
}

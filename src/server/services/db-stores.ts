import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeCodes, rateLimitWindows } from '../db/schema.ts';
import { codePolicies, newCode, type CodeStore } from './codes.ts';
import type { RateLimiter } from './rate-limit.ts';

/*
 * The default stores: rows in the shop's own database, so every server process sees the same limits
 * and codes without Redis. Each check-and-change is one statement, atomic however many ask at once.
 */

export function createDbRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  const current = async (key: string) => {
    const [row] = await db
      .select()
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.resetAt, now())));
    return row;
  };
  return {
    async hit(key, limit, windowMs) {
      const at = now();
      const resetAt = new Date(at.getTime() + windowMs);
      // A window that has ended starts again at 1.
      const expired = sql`${rateLimitWindows.resetAt} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitWindows.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitWindows.resetAt} end`,
          },
        })
        .returning({ count: rateLimitWindows.count });
      return row!.count <= limit;
    },
    async allowed(key, limit) {
      return ((await current(key))?.count ?? 0) < limit;
    },
    async retryAfterMs(key) {
      const row = await current(key);
      return row ? Math.max(0, row.resetAt.getTime() - now().getTime()) : 0;
    },
    async reset(key) {
      await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    },
  };
}

const hashCode = (key: string, code: string) => createHash('sha256').update(`${key}:${code}`).digest('hex');

export function createDbCodeStore(db: Db, now: () => Date = () => new Date()): CodeStore {
  return {
    async issue(purpose, target, code = newCode()) {
      const key = `${purpose}:${target}`;
      const row = { key, codeHash: hashCode(key, code), expiresAt: new Date(now().getTime() + codePolicies[purpose].ttlMs), wrongGuesses: 0 };
      await db.insert(oneTimeCodes).values(row).onConflictDoUpdate({ target: oneTimeCodes.key, set: row });
      return code;
    },
    async consume(purpose, target, code) {
      const key = `${purpose}:${target}`;
      const live = and(eq(oneTimeCodes.key, key), gt(oneTimeCodes.expiresAt, now()));
      const used = await db
        .delete(oneTimeCodes)
        .where(and(live, eq(oneTimeCodes.codeHash, hashCode(key, code))))
        .returning({ key: oneTimeCodes.key });
      if (used.length > 0) return true;
      const [wrong] = await db
        .update(oneTimeCodes)
        .set({ wrongGuesses: sql`${oneTimeCodes.wrongGuesses} + 1` })
        .where(live)
        .returning({ wrongGuesses: oneTimeCodes.wrongGuesses });
      if (wrong && wrong.wrongGuesses >= codePolicies[purpose].maxWrongGuesses) {
        await db.delete(oneTimeCodes).where(eq(oneTimeCodes.key, key));
      }
      return false;
    },
  };
}

import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { oneTimeCodes, rateLimitWindows, sessions } from '../db/schema.ts';
import { SESSION_IDLE_MS } from './auth/sessions.ts';
import { type CodeStore, codePolicies, newCode } from './codes.ts';
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
  const count = async (key: string, windowMs: number) => {
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
    return row!.count;
  };
  return {
    count,
    async hit(key, limit, windowMs) {
      return (await count(key, windowMs)) <= limit;
    },
    async forgive(key) {
      await db
        .update(rateLimitWindows)
        .set({ count: sql`greatest(${rateLimitWindows.count} - 1, 0)` })
        .where(eq(rateLimitWindows.key, key));
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

/** Rows deleted per statement, and statements per table per sweep: a sweep's cost is bounded however much has piled up. */
export const PURGE_BATCH_ROWS = 1000;
const PURGE_MAX_BATCHES = 20;

/** Deletes the rows `ended` selects, a batch at a time; answers how many went. */
async function purgeInBatches(db: Db, table: PgTable, key: PgColumn, ended: SQL | undefined, batchRows: number): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < PURGE_MAX_BATCHES; batch++) {
    const gone = await db
      .delete(table)
      .where(inArray(key, db.select({ key }).from(table).where(ended).limit(batchRows)))
      .returning({ key });
    purged += gone.length;
    if (gone.length < batchRows) break;
  }
  return purged;
}

/**
 * Removes what no check reads any more: one-time codes and captcha answers past their expiry,
 * attempt windows that have ended (a new attempt starts a fresh one), and sessions expired, idle past
 * their limit or ended by a logout. Live rows stay.
 */
export async function purgeExpiredRows(db: Db, now: Date, batchRows = PURGE_BATCH_ROWS): Promise<{ codes: number; limits: number; sessions: number }> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  return {
    codes: await purgeInBatches(db, oneTimeCodes, oneTimeCodes.key, lte(oneTimeCodes.expiresAt, now), batchRows),
    limits: await purgeInBatches(db, rateLimitWindows, rateLimitWindows.key, lte(rateLimitWindows.resetAt, now), batchRows),
    sessions: await purgeInBatches(
      db,
      sessions,
      sessions.tokenHash,
      sql`${sessions.expiresAt} <= ${now.toISOString()}::timestamptz or ${sessions.lastSeenAt} <= ${idleSince.toISOString()}::timestamptz or ${sessions.revokedAt} is not null`,
      batchRows,
    ),
  };
}

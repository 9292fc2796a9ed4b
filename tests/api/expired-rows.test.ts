import { inArray, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, rateLimitWindows, sessions, users } from '../../src/server/db/schema.ts';
import { revokeSession } from '../../src/server/services/auth/sessions.ts';
import { createDbRateLimiter, purgeExpiredRows } from '../../src/server/services/db-stores.ts';
import { startOrderSweeper } from '../../src/server/services/order-sweeper.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const minutes = (count: number) => count * 60_000;
const later = (ms: number) => new Date(ctx.clock.now.getTime() + ms);
const codeKeys = async (prefix: string) =>
  (
    await ctx.db
      .select({ key: oneTimeCodes.key })
      .from(oneTimeCodes)
      .where(like(oneTimeCodes.key, `${prefix}%`))
  )
    .map((row) => row.key)
    .sort();
const windowKeys = async (prefix: string) =>
  (
    await ctx.db
      .select({ key: rateLimitWindows.key })
      .from(rateLimitWindows)
      .where(like(rateLimitWindows.key, `${prefix}%`))
  )
    .map((row) => row.key)
    .sort();
const sessionsOf = async (userId: number) =>
  (
    await ctx.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.userId, [userId]))
  ).length;

describe('expired rows', () => {
  it('codes, captcha answers, ended attempt windows and ended sessions go; live ones stay', async () => {
    await ctx.codes.issue('captcha', 'purge-captcha', 'k7mp'); // 5 minutes
    await ctx.codes.issue('login', 'purge-13800000001'); // 10 minutes
    const limiter = createDbRateLimiter(ctx.db, () => ctx.clock.now);
    await limiter.hit('purge:minute', 5, minutes(1));
    await limiter.hit('purge:hour', 5, minutes(60));

    const [user] = await ctx.db.insert(users).values({ phone: '13800000911', passwordHash: 'x' }).returning({ id: users.id });
    // Two sessions of 30 days; one ends by a logout.
    await ctx.sessionFor('13800000911');
    await ctx.sessionFor('13800000911');
    const [ended] = await ctx.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.userId, [user!.id]))
      .limit(1);
    await revokeSession(ctx.db, ended!.tokenHash, ctx.clock.now);
    expect(await sessionsOf(user!.id)).toBe(2);

    const purged = await purgeExpiredRows(ctx.db, later(minutes(6)));
    expect(await codeKeys('captcha:purge-')).toEqual([]);
    expect(await codeKeys('login:purge-')).toEqual(['login:purge-13800000001']);
    expect(await windowKeys('purge:')).toEqual(['purge:hour']);
    expect(await sessionsOf(user!.id)).toBe(1);
    expect(purged.codes).toBeGreaterThanOrEqual(1);

    // Past every lifetime: a session unused for its idle limit goes too.
    await purgeExpiredRows(ctx.db, later(minutes(60 * 24 * 8)));
    expect(await codeKeys('login:purge-')).toEqual([]);
    expect(await windowKeys('purge:')).toEqual([]);
    expect(await sessionsOf(user!.id)).toBe(0);
  });

  it('however many have piled up, in batches', async () => {
    for (let index = 0; index < 7; index++) await ctx.codes.issue('captcha', `pile-${index}`, 'abcd');
    const purged = await purgeExpiredRows(ctx.db, later(minutes(6)), 2);
    expect(purged.codes).toBeGreaterThanOrEqual(7);
    expect(await codeKeys('captcha:pile-')).toEqual([]);
  });

  it('the sweeper removes them', async () => {
    const now = Date.now();
    await ctx.db.insert(oneTimeCodes).values([
      { key: 'captcha:swept', codeHash: 'x', expiresAt: new Date(now - minutes(1)) },
      { key: 'captcha:kept', codeHash: 'x', expiresAt: new Date(now + minutes(5)) },
    ]);
    await ctx.db.insert(rateLimitWindows).values([
      { key: 'swept:window', count: 3, resetAt: new Date(now - 1) },
      { key: 'kept:window', count: 3, resetAt: new Date(now + minutes(5)) },
    ]);
    const swept = new Promise<void>((resolve) => {
      const stop = startOrderSweeper(ctx.db, pino({ level: 'silent' }), {
        autoConfirmReceiptDays: 10,
        returnShipDays: 7,
        intervalMs: 3_600_000,
        onSweep: () => {
          stop();
          resolve();
        },
      });
    });
    await swept;
    expect(await codeKeys('captcha:swept')).toEqual([]);
    expect(await codeKeys('captcha:kept')).toEqual(['captcha:kept']);
    expect(await windowKeys('swept:')).toEqual([]);
    expect(await windowKeys('kept:')).toEqual(['kept:window']);
  });
});

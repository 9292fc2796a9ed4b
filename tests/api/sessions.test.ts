import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('sessions', () => {
  it('store only a hash of the token', async () => {
    const token = await ctx.sessionFor(demoAccounts.customer.phone);
    const rows = await ctx.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('a revoked token answers 000004', async () => {
    const token = await ctx.sessionFor(demoAccounts.customer.phone);
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token })).code).toBe('000000');
    await ctx.db.update(sessions).set({ revokedAt: ctx.clock.now });
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token })).code).toBe('000004');
  });

  it('an expired token answers 000004', async () => {
    const token = await ctx.sessionFor(demoAccounts.admin.phone);
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token })).code).toBe('000000');
    const later = new Date(ctx.clock.now.getTime() + 31 * 86_400_000);
    const saved = ctx.clock.now;
    ctx.clock.now = later;
    try {
      expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token })).code).toBe('000004');
    } finally {
      ctx.clock.now = saved;
    }
  });

  it('each customer sees only their own info', async () => {
    const customer = await ctx.sessionFor(demoAccounts.customer.phone);
    const admin = await ctx.sessionFor(demoAccounts.admin.phone);
    const a = await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token: customer });
    const b = await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token: admin });
    expect(a.data.id).not.toBe(b.data.id);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, a.data.id)).limit(1);
    expect(row?.userId).toBe(a.data.id);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let customer: string;
let otherCustomer: string;
beforeAll(async () => {
  ctx = await createTestContext();
  customer = await ctx.sessionFor(demoAccounts.customer.phone);
  otherCustomer = await secondUserToken(ctx);
});
afterAll(() => ctx.close());

const check = async (token: string, productIds: number[]) =>
  (await ctx.post<number[]>('/api/portal/favourite/check', { productIds }, { token })).data;

describe('favourites', () => {
  it('adds, checks and removes a favourite; adding twice keeps one', async () => {
    expect((await ctx.post('/api/portal/favourite/add', { productId: 3 }, { token: customer })).code).toBe('000000');
    expect((await ctx.post('/api/portal/favourite/add', { productId: 3 }, { token: customer })).code).toBe('000000');
    expect(await check(customer, [1, 2, 3])).toEqual([3]);
    expect((await ctx.post('/api/portal/favourite/remove', { productId: 3 }, { token: customer })).code).toBe('000000');
    expect(await check(customer, [3])).toEqual([]);
  });

  it("another customer never sees or removes someone else's favourites", async () => {
    await ctx.post('/api/portal/favourite/add', { productId: 5 }, { token: customer });
    expect(await check(otherCustomer, [5])).toEqual([]);
    await ctx.post('/api/portal/favourite/remove', { productId: 5 }, { token: otherCustomer });
    expect(await check(customer, [5])).toEqual([5]);
  });

  it('needs a login, an existing product and a sane body', async () => {
    expect((await ctx.post('/api/portal/favourite/add', { productId: 3 })).code).toBe('000004');
    expect((await ctx.post('/api/portal/favourite/add', { productId: 999_999 }, { token: customer })).code).toBe('000003');
    expect((await ctx.post('/api/portal/favourite/check', { productIds: [] }, { token: customer })).code).toBe('000002');
    expect((await ctx.post('/api/portal/favourite/check', { productIds: Array.from({ length: 51 }, (_, i) => i + 1) }, { token: customer })).code).toBe('000002');
  });
});

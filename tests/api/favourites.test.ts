import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FavouritePage, favouriteIds } from '../../src/schemas/favourites.ts';
import { favourites, products } from '../../src/server/db/schema.ts';
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

const userIdOf = async (token: string) => (await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token })).data.id;
// The catalogue islands read this answer without parsing it (favourites.store.ts): the contract is held here.
const check = async (token: string, productIds: number[]) =>
  favouriteIds.parse((await ctx.post('/api/portal/favourite/check', { productIds }, { token })).data);

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

  it("lists the user's own favourites still on sale, newest first, twenty a page", async () => {
    const lister = await secondUserToken(ctx);
    const start = ctx.clock.now.getTime();
    for (let id = 1; id <= 22; id++)
      await ctx.db.insert(favourites).values({ userId: await userIdOf(lister), productId: id, createdAt: new Date(start + id * 1000) });
    const list = async (curPage: number, token = lister) => (await ctx.post<FavouritePage>('/api/portal/favourite/list', { curPage }, { token })).data;
    const first = await list(1);
    expect(first).toMatchObject({ total: 22, curPage: 1, pageCount: 2, pageSize: 20 });
    expect(first.items.map((card) => card.id).slice(0, 3)).toEqual([22, 21, 20]);
    expect((await list(2)).items.map((card) => card.id)).toEqual([2, 1]);
    expect((await list(9)).curPage).toBe(2);

    await ctx.db.update(products).set({ published: false }).where(eq(products.id, 22));
    expect((await list(1)).total).toBe(21);
    await ctx.db.update(products).set({ published: true }).where(eq(products.id, 22));
    expect((await list(1, otherCustomer)).items.map((card) => card.id)).not.toContain(21);
  });

  it('needs a login, an existing product and a sane body', async () => {
    expect((await ctx.post('/api/portal/favourite/add', { productId: 3 })).code).toBe('000004');
    expect((await ctx.post('/api/portal/favourite/add', { productId: 999_999 }, { token: customer })).code).toBe('000003');
    expect((await ctx.post('/api/portal/favourite/check', { productIds: [] }, { token: customer })).code).toBe('000002');
    expect((await ctx.post('/api/portal/favourite/check', { productIds: Array.from({ length: 51 }, (_, i) => i + 1) }, { token: customer })).code).toBe(
      '000002',
    );
  });
});

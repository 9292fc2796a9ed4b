import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REMOVAL_PHRASE, type DemoDataRemoved, type DemoDataStatus, demoDataRemoved, demoDataStatus } from '../../src/schemas/demo-data.ts';
import { errors } from '../../src/schemas/errors.ts';
import { migrationsFolder } from '../../src/server/db/client.ts';
import {
  addresses,
  auditLog,
  banners,
  brands,
  categories,
  companies,
  messages,
  newsArticles,
  orderLines,
  orders,
  products,
  skus,
  users,
} from '../../src/server/db/schema.ts';
import { bannerRows } from '../../src/server/db/seed/banners.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { DEMO_COMPANY_CREDIT_CODE } from '../../src/server/db/seed/users.ts';
import { accountsWithDemoPasswords } from '../../src/server/services/auth/demo-passwords.ts';
import { orderAwaitingPayment } from '../helpers/orders.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let customer: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  customer = await ctx.sessionFor(demoAccounts.customer.phone);
});
afterAll(() => ctx.close());

const remove = (confirmation: string, options: { token?: string; locale?: 'zh' | 'en' } = {}) =>
  ctx.post<DemoDataRemoved>('/api/admin/catalog/demo-data/remove', { confirmation }, { token: options.token ?? admin, locale: options.locale ?? 'zh' });
const status = async () => {
  const answer = await ctx.post<DemoDataStatus>('/api/admin/catalog/demo-data/status', {}, { token: admin });
  expect(answer.code, answer.message).toBe('000000');
  return demoDataStatus.parse(answer.data);
};
const tally = async () => {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    products: await n(ctx.db.select({ n: count() }).from(products)),
    brands: await n(ctx.db.select({ n: count() }).from(brands)),
    categories: await n(ctx.db.select({ n: count() }).from(categories)),
    news: await n(ctx.db.select({ n: count() }).from(newsArticles)),
    banners: await n(ctx.db.select({ n: count() }).from(banners)),
    users: await n(ctx.db.select({ n: count() }).from(users)),
    orders: await n(ctx.db.select({ n: count() }).from(orders)),
  };
};

describe('removing the demo data', () => {
  it('is for admins only, and refuses a wrong confirmation in the caller’s language, changing nothing', async () => {
    const before = await tally();
    expect((await ctx.post('/api/admin/catalog/demo-data/remove', { confirmation: DEMO_REMOVAL_PHRASE })).code).toBe(errors.sessionInvalid.code);
    expect((await remove(DEMO_REMOVAL_PHRASE, { token: customer })).code).toBe(errors.forbidden.code);
    expect((await ctx.post('/api/admin/catalog/demo-data/status', {}, { token: customer })).code).toBe(errors.forbidden.code);

    const wrongZh = await remove('删除');
    expect(wrongZh.status).toBe(400);
    expect(wrongZh.code).toBe(errors.demoRemovalNotConfirmed.code);
    expect(wrongZh.message).toContain(DEMO_REMOVAL_PHRASE);
    expect(wrongZh.message).toMatch(/确认文字不符/);
    const wrongEn = await remove('delete demo data', { locale: 'en' });
    expect(wrongEn.message).toMatch(/^The confirmation does not match/);
    expect((await remove('')).code).toBe(errors.demoRemovalNotConfirmed.code);
    expect((await ctx.post('/api/admin/catalog/demo-data/remove', {}, { token: admin })).code).toBe(errors.validation.code);
    expect(await tally()).toEqual(before);
  });

  it('deletes the demo catalogue, news and banners, keeps accounts, orders and the operator’s products and banners; twice is harmless', async () => {
    // The seed marks everything it writes.
    const before = await status();
    expect(before).toMatchObject({ brands: 14, newsArticles: 20, banners: 4, productsKept: 0 });
    expect(before.products).toBe(300);

    // A real order of a demo product, and a product of the operator's own under a demo brand and category.
    const [demoPack] = await ctx.db.select({ id: skus.id, productId: skus.productId }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(1);
    await ctx.db.update(skus).set({ stock: 100 }).where(eq(skus.id, demoPack!.id));
    const order = await orderAwaitingPayment(ctx, demoPack!.id);
    const [leaf] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.level, 4)).orderBy(categories.id).limit(1);
    const [brand] = await ctx.db.select({ id: brands.id }).from(brands).orderBy(brands.id).limit(1);
    const created = await ctx.post<{ id: number }>(
      '/api/admin/catalog/product/create',
      {
        code: 'OWN-1',
        nameZh: '自有酞菁蓝',
        nameEn: 'Own phthalocyanine blue',
        brandId: brand!.id,
        categoryId: leaf!.id,
        kind: 'organic',
        ciName: 'PB 15:3',
        ciNumber: '74160',
        chemistryZh: '铜酞菁',
        chemistryEn: 'Copper phthalocyanine',
        originZh: '中国',
        originEn: 'China',
        applicability: ['inks'],
        specificationZh: '粉末',
        specificationEn: 'Powder',
        introZh: '<p>自有</p>',
        introEn: '<p>Own</p>',
        naturalHex: null,
        dilutedHex: null,
      },
      { token: admin },
    );
    expect(created.code).toBe('000000');
    // A banner of the operator's own, even with a demo banner's image and link.
    const ownBanner = await ctx.post<{ id: number }>(
      '/api/admin/content/banner/create',
      { titleZh: '自有横幅', titleEn: 'Our banner', subtitleZh: '新品', subtitleEn: 'New', imageUrl: '/images/banners/catalogue.svg', linkUrl: '/product' },
      { token: admin },
    );
    expect(ownBanner.code, ownBanner.message).toBe('000000');
    expect(await status()).toMatchObject({ products: 299, productsKept: 1, banners: 4 });
    const beforeRemoval = await tally();

    const removed = await remove(` ${DEMO_REMOVAL_PHRASE} `);
    expect(removed.code, removed.message).toBe('000000');
    const result = demoDataRemoved.parse(removed.data);
    const [keptProduct] = await ctx.db.select({ brandId: products.brandId }).from(products).where(eq(products.id, demoPack!.productId));
    const keptBrands = new Set([keptProduct!.brandId, brand!.id]).size;
    expect(result).toMatchObject({ deleted: { products: 299, brands: 14 - keptBrands, newsArticles: 20, banners: 4 }, retired: 1, keptBrands });
    expect(result.keptCategories).toBe(4 + (await categoriesAbove(demoPack!.productId)));

    const after = await tally();
    expect(after).toMatchObject({ products: 2, brands: keptBrands, news: 0, banners: 1, users: beforeRemoval.users, orders: beforeRemoval.orders });
    // The home page's carousel is left with the operator's banner only.
    expect((await ctx.db.select({ id: banners.id }).from(banners)).map((row) => row.id)).toEqual([ownBanner.data.id]);
    const own = await ctx.db.select().from(products).where(eq(products.code, 'OWN-1'));
    expect(own[0]).toMatchObject({ demo: false });
    const [kept] = await ctx.db.select().from(products).where(eq(products.id, demoPack!.productId));
    expect(kept).toMatchObject({ demo: true, retiredAt: expect.any(Date) });
    expect((await ctx.post<{ retired: boolean }>('/api/portal/product/getById', { id: kept!.id })).data.retired).toBe(true);
    // The order still shows its line, and the customer can read it.
    const lines = await ctx.db.select().from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.orderNo, order.orderNo));
    expect(lines).toHaveLength(1);
    expect((await ctx.post('/api/portal/order/detail', { orderNo: order.orderNo }, { token: order.token })).code).toBe('000000');
    // The storefront no longer offers the demo catalogue.
    const listing = await ctx.post<{ total: number }>('/api/portal/product/getList', {});
    expect(listing.data.total).toBe(0);
    // One audit entry with the counts; the product list's "unpublished changes" hint is raised.
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'catalog/demo-data/remove'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ retired: 1 });
    const page = await ctx.post<{ lastChangedAt: string | null }>('/api/admin/catalog/product/list', {}, { token: admin });
    expect(new Date(page.data.lastChangedAt!).getTime()).toBe(ctx.clock.now.getTime());

    // Again: nothing more to delete, nothing breaks.
    const again = await remove(DEMO_REMOVAL_PHRASE);
    expect(again.code).toBe('000000');
    expect(demoDataRemoved.parse(again.data)).toEqual({
      deleted: { products: 0, brands: 0, categories: 0, newsArticles: 0, banners: 0 },
      retired: 0,
      keptBrands,
      keptCategories: result.keptCategories,
      accounts: { deleted: [], closed: [] },
    });
    expect(await tally()).toEqual(after);
    expect(await status()).toMatchObject({ products: 0, productsKept: 1, newsArticles: 0, banners: 0 });
  });
});

describe('removing the demo accounts with the demo data', () => {
  it('is offered, never takes the caller’s own account, deletes an unreferenced one and closes one that records name', async () => {
    const demoPhones = Object.values(demoAccounts).map((account) => account.phone);
    const customerPhones = demoPhones.filter((phone) => phone !== demoAccounts.admin.phone).sort();
    const byPhone = async (phone: string) => (await ctx.db.select().from(users).where(eq(users.phone, phone)))[0];
    const demoAdmin = (await byPhone(demoAccounts.admin.phone))!;
    const demoCustomer = (await byPhone(demoAccounts.customer.phone))!;

    // Logged in as the demo admin: it is named as the caller's own and stays, even when asked.
    expect((await status()).demoAccounts).toEqual({ accounts: customerPhones, ownAccount: demoAccounts.admin.phone });
    expect(await accountsWithDemoPasswords(ctx.db)).toEqual(demoPhones.sort());

    // Unless asked, no account goes: the removals above kept both.
    expect(await byPhone(demoAccounts.customer.phone)).toBeDefined();

    // The operator's own admin removes them: the customer (nothing names it) is deleted with its addresses and
    // messages; the demo admin, whom the audit log names, is closed and its sessions end.
    const [own] = await ctx.db.insert(users).values({ phone: '13700137111', passwordHash: 'x', role: 'admin', staffRole: 'owner' }).returning({ id: users.id });
    const ownToken = await ctx.sessionFor('13700137111');
    const mine = await ctx.post<DemoDataStatus>('/api/admin/catalog/demo-data/status', {}, { token: ownToken });
    expect(demoDataStatus.parse(mine.data).demoAccounts).toEqual({ accounts: demoPhones.sort(), ownAccount: null });
    const before = await tally();
    const removed = await ctx.post<DemoDataRemoved>(
      '/api/admin/catalog/demo-data/remove',
      { confirmation: DEMO_REMOVAL_PHRASE, removeAccounts: true },
      { token: ownToken },
    );
    expect(removed.code, removed.message).toBe('000000');
    expect(demoDataRemoved.parse(removed.data).accounts).toEqual({ deleted: customerPhones, closed: [demoAccounts.admin.phone] });
    // Their company goes with them.
    expect(await ctx.db.select().from(companies).where(eq(companies.creditCode, DEMO_COMPANY_CREDIT_CODE))).toEqual([]);

    expect(await byPhone(demoAccounts.customer.phone)).toBeUndefined();
    expect(await ctx.db.select().from(addresses).where(eq(addresses.userId, demoCustomer.id))).toEqual([]);
    expect(await ctx.db.select().from(messages).where(eq(messages.userId, demoCustomer.id))).toEqual([]);
    const closed = (await ctx.db.select().from(users).where(eq(users.id, demoAdmin.id)))[0]!;
    expect(closed).toMatchObject({ phone: `removed-${demoAdmin.id}`, email: null });
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token: admin })).code).toBe(errors.sessionInvalid.code);
    const login = await ctx.post('/api/portal/user/login', { phone: demoAccounts.admin.phone, password: demoAccounts.admin.password });
    expect(login.code).not.toBe('000000');
    // Its audit entries still name it; the caller and every other account stay.
    expect((await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, demoAdmin.id))).length).toBeGreaterThan(0);
    expect(await byPhone('13700137111')).toMatchObject({ id: own!.id });
    expect(await tally()).toMatchObject({ users: before.users - customerPhones.length, orders: before.orders });
    // Nothing left for a production start to refuse.
    expect(await accountsWithDemoPasswords(ctx.db)).toEqual([]);
    expect(demoDataStatus.parse((await ctx.post('/api/admin/catalog/demo-data/status', {}, { token: ownToken })).data).demoAccounts).toEqual({
      accounts: [],
      ownAccount: null,
    });
  }, 60_000);
});

describe('the demo banners of a shop seeded before they were marked', () => {
  it('are marked by the seed’s title with its image; the operator’s own, or a demo one given a title of its own, are not', async () => {
    // The migration run on the table as it stood before it (migrating a whole new database takes a minute).
    const db = await PGlite.create();
    try {
      await db.exec(`create table banners (id serial primary key, title_zh varchar(120) not null, image_url text not null)`);
      const insert = (title: string, image: string) => db.query('insert into banners (title_zh, image_url) values ($1, $2)', [title, image]);
      for (const row of bannerRows) await insert(row.titleZh, row.imageUrl);
      await insert('自有横幅', bannerRows[0]!.imageUrl);
      await insert('改过的标题', bannerRows[1]!.imageUrl);
      const migration = readFileSync(join(migrationsFolder, '0036_banner_demo.sql'), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) await db.exec(statement);
      const { rows } = await db.query<{ demo: boolean }>('select demo from banners order by id');
      expect(rows.map((row) => row.demo)).toEqual([...bannerRows.map(() => true), false, false]);
    } finally {
      await db.close();
    }
  });
});

/** The categories above the kept demo product's leaf that are not also above the operator's leaf. */
async function categoriesAbove(productId: number): Promise<number> {
  const pathOf = async (categoryId: number) => {
    const path: number[] = [];
    for (let id: number | null = categoryId; id !== null; ) {
      const [node]: { parentId: number | null }[] = await ctx.db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, id));
      path.push(id);
      id = node!.parentId;
    }
    return path;
  };
  const [product] = await ctx.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
  const [own] = await ctx.db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.code, 'OWN-1')));
  const ownPath = new Set(await pathOf(own!.categoryId));
  return (await pathOf(product!.categoryId)).filter((id) => !ownPath.has(id)).length;
}

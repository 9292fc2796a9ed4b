import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/schemas/address.ts';
import type { ProductDetail } from '../../src/schemas/catalog.ts';
import type { AdminBrand, AdminCategory, AdminProduct, AdminProductPage, AdminSpec } from '../../src/schemas/catalog-admin.ts';
import { errors } from '../../src/schemas/errors.ts';
import { auditLog, brands, categories, productImages, products, skus, stockMovements } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { gradientPng } from '../helpers/png.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let customer: string;
let leafCategoryId: number;
let brandId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  customer = await ctx.sessionFor(demoAccounts.customer.phone);
  leafCategoryId = (await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.level, 4)).orderBy(asc(categories.id)).limit(1))[0]!.id;
  brandId = (await ctx.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1))[0]!.id;
});
afterAll(() => ctx.close());

type Issues = { issues: { path: string; key: string; message: string }[] };
const call = <T = unknown>(path: string, body: unknown = {}, token = admin) => ctx.post<T>(`/api/admin/catalog/${path}`, body, { token });

let codes = 0;
const newProduct = () => ({
  code: `T-${Date.now().toString(36)}-${codes++}`,
  nameZh: '测试酞菁蓝',
  nameEn: 'Test phthalocyanine blue',
  brandId,
  categoryId: leafCategoryId,
  kind: 'organic',
  ciName: 'PB 15:3',
  ciNumber: '74160',
  chemistryZh: '铜酞菁',
  chemistryEn: 'Copper phthalocyanine',
  originZh: '中国',
  originEn: 'China',
  applicability: ['coatings', 'inks'],
  specificationZh: '25 公斤/袋',
  specificationEn: '25 kg bag',
  introZh: '<p>高着色力<script>alert(1)</script></p>',
  introEn: '<p onclick="x()">Strong tint</p>',
  naturalHex: '#0F4C81',
  dilutedHex: '#9DB8D6',
});

async function createProduct(): Promise<AdminProduct> {
  const created = await call<AdminProduct>('product/create', newProduct());
  expect(created.code, created.message).toBe('000000');
  return created.data;
}

async function createSpec(productId: number, extra: object = {}): Promise<AdminSpec> {
  const created = await call<AdminSpec>('spec/create', {
    productId,
    labelZh: '25 公斤/袋',
    labelEn: '25 kg bag',
    netWeightGrams: 25_000,
    priceFen: 250_000,
    pricePerKgFen: 10_000,
    ...extra,
  });
  expect(created.code, created.message).toBe('000000');
  return created.data;
}

const adjust = (skuId: number, delta: number, reason = 'received', token = admin) =>
  call<{ stock: number }>('stock/adjust', { skuId, delta, reason, note: 'test' }, token);
const stockOf = async (skuId: number) => (await ctx.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;
const productCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

/** Every pack whose ledger does not sum to its stock: empty when the ledger is complete. */
async function ledgerMismatches() {
  return ctx.db.execute<{ id: number; stock: number; total: number }>(sql`
    select s.id, s.stock, coalesce(sum(m.delta), 0)::int as total
    from ${skus} s left join ${stockMovements} m on m.sku_id = s.id
    group by s.id, s.stock having s.stock <> coalesce(sum(m.delta), 0)`);
}
/** Raw query rows: PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

describe('the catalogue back office', () => {
  it('needs an admin: no token is 000004, a customer is forbidden for every call and nothing changes', async () => {
    const before = await productCount();
    for (const path of ['product/list', 'product/create', 'stock/adjust', 'brand/list', 'brand/delete', 'category/create', 'image/add']) {
      expect((await ctx.post(`/api/admin/catalog/${path}`, {})).code).toBe(errors.sessionInvalid.code);
      const forbidden = await call(path, path === 'product/create' ? newProduct() : {}, customer);
      expect(forbidden.code).toBe(errors.forbidden.code);
      expect(forbidden.status).toBe(403);
    }
    expect(await productCount()).toBe(before);
  });

  it('creates a product unpublished, sanitises its introduction, stores its swatches, and lists it with filters', async () => {
    const product = await createProduct();
    expect(product.published).toBe(false);
    expect(product.introZh).toBe('<p>高着色力</p>');
    expect(product.introEn).toBe('<p>Strong tint</p>');
    expect([product.naturalHex, product.dilutedHex]).toEqual(['#0f4c81', '#9db8d6']);

    const found = await call<AdminProductPage>('product/list', { keyword: product.code, published: false, brandId });
    expect(found.data.items.map((item) => item.id)).toEqual([product.id]);
    expect((await call<AdminProductPage>('product/list', { keyword: product.code, published: true })).data.items).toEqual([]);
    const level1 = await ctx.db.execute<{ id: number }>(sql`
      select c1.id from ${categories} c4 join ${categories} c3 on c3.id = c4.parent_id join ${categories} c2 on c2.id = c3.parent_id
      join ${categories} c1 on c1.id = c2.parent_id where c4.id = ${leafCategoryId}`);
    const underTop = await call<AdminProductPage>('product/list', { keyword: product.code, categoryId: rowsOf<{ id: number }>(level1)[0]!.id });
    expect(underTop.data.items.map((item) => item.id)).toEqual([product.id]);

    // Not on the storefront until published.
    expect((await ctx.post('/api/portal/product/getById', { id: product.id })).code).toBe(errors.notFound.code);
  });

  it('refuses bad product input with field issues and changes nothing', async () => {
    const before = await productCount();
    const cases: [object, string, string][] = [
      [{ nameZh: '' }, 'nameZh', 'validation.required'],
      [{ naturalHex: 'blue' }, 'naturalHex', 'validation.hex'],
      [{ categoryId: 2_000_000 }, 'categoryId', 'validation.unknownCategory'],
      [{ brandId: 2_000_000 }, 'brandId', 'validation.unknownBrand'],
      [{ code: 'has space' }, 'code', 'validation.productCode'],
    ];
    for (const [change, path, key] of cases) {
      const refused = await call<Issues>('product/create', { ...newProduct(), ...change });
      expect(refused.code).toBe(errors.validation.code);
      expect(refused.data.issues).toContainEqual(expect.objectContaining({ path, key }));
    }
    const level3 = (await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.level, 3)).limit(1))[0]!.id;
    const notLeaf = await call<Issues>('product/create', { ...newProduct(), categoryId: level3 });
    expect(notLeaf.data.issues).toMatchObject([{ path: 'categoryId', key: 'validation.categoryLeaf' }]);
    const existing = await createProduct();
    const taken = await call<Issues>('product/create', { ...newProduct(), code: existing.code });
    expect(taken.data.issues).toMatchObject([{ path: 'code', key: 'validation.productCodeTaken' }]);
    expect(await productCount()).toBe(before + 1);

    const badUpdate = await call<Issues>('product/update', { id: existing.id, nameEn: '', dilutedHex: '#12' });
    expect(badUpdate.code).toBe(errors.validation.code);
    expect((await call<AdminProduct>('product/get', { id: existing.id })).data.nameEn).toBe(existing.nameEn);
  });

  it('edits a product and its spec, publishes it, and the storefront answers it with live price and stock', async () => {
    const product = await createProduct();
    const spec = await createSpec(product.id);
    expect(spec.stock).toBe(0);
    const edited = await call<AdminProduct>('product/update', { id: product.id, nameEn: 'Edited blue', naturalHex: '#112233', dilutedHex: null });
    expect([edited.data.nameEn, edited.data.naturalHex, edited.data.dilutedHex]).toEqual(['Edited blue', '#112233', null]);
    const repriced = await call<AdminSpec>('spec/update', { id: spec.id, priceFen: 260_000, pricePerKgFen: 10_400, netWeightGrams: 25_000 });
    expect([repriced.data.priceFen, repriced.data.pricePerKgFen]).toEqual([260_000, 10_400]);
    expect((await adjust(spec.id, 40)).data.stock).toBe(40);

    expect((await call<AdminProduct>('product/publish', { id: product.id, published: true })).data.published).toBe(true);
    const detail = await ctx.post<ProductDetail>('/api/portal/product/getById', { id: product.id }, { locale: 'en' });
    expect(detail.code).toBe('000000');
    expect(detail.data.name).toBe('Edited blue');
    expect(detail.data.skus).toEqual([expect.objectContaining({ id: spec.id, priceFen: 260_000, pricePerKgFen: 10_400, stock: 40 })]);

    await call('spec/update', { id: spec.id, active: false });
    const offSale = await ctx.post<ProductDetail>('/api/portal/product/getById', { id: product.id });
    expect(offSale.data.skus).toEqual([]);
    await call('product/publish', { id: product.id, published: false });
    expect((await ctx.post('/api/portal/product/getById', { id: product.id })).code).toBe(errors.notFound.code);
  });

  it('a partial update changes only what it names: the switch, order and threshold it leaves out stay as they were', async () => {
    const product = await createProduct();
    const spec = await createSpec(product.id);
    await call('spec/update', { id: spec.id, active: false, sort: 7, lowStockThreshold: 3, shippingWeightGrams: 1_200 });
    const relabelled = await call<AdminSpec>('spec/update', { id: spec.id, labelEn: 'Relabelled' });
    expect(relabelled.data).toMatchObject({ labelEn: 'Relabelled', active: false, sort: 7, lowStockThreshold: 3, shippingWeightGrams: 1_200 });
    await call('product/update', { id: product.id, freeShipping: true });
    expect((await call<AdminProduct>('product/update', { id: product.id, nameEn: 'Renamed' })).data).toMatchObject({ nameEn: 'Renamed', freeShipping: true });
    expect((await call<AdminSpec>('spec/update', { id: spec.id, shippingWeightGrams: null })).data.shippingWeightGrams).toBeNull();
    expect((await call('spec/update', { id: spec.id, shippingWeightGrams: 0 })).code).toBe(errors.validation.code);
  });

  it('refuses bad spec input: non-integer or zero prices, zero weight', async () => {
    const product = await createProduct();
    for (const change of [{ priceFen: 12.5 }, { priceFen: 0 }, { pricePerKgFen: -1 }, { netWeightGrams: 0 }]) {
      const refused = await call('spec/create', {
        productId: product.id,
        labelZh: '袋',
        labelEn: 'Bag',
        netWeightGrams: 1000,
        priceFen: 100,
        pricePerKgFen: 100,
        ...change,
      });
      expect(refused.code).toBe(errors.validation.code);
    }
    expect((await call<AdminProduct>('product/get', { id: product.id })).data.specs).toEqual([]);
  });

  it('answers not found for unknown ids', async () => {
    const unknown = 2_000_000;
    for (const [path, body] of [
      ['product/get', { id: unknown }],
      ['product/update', { id: unknown, nameZh: '无' }],
      ['product/publish', { id: unknown, published: true }],
      ['spec/create', { productId: unknown, labelZh: '袋', labelEn: 'Bag', netWeightGrams: 1000, priceFen: 100, pricePerKgFen: 100 }],
      ['spec/update', { id: unknown, priceFen: 100 }],
      ['stock/adjust', { skuId: unknown, delta: 1, reason: 'received' }],
      ['stock/list', { skuId: unknown }],
      ['brand/update', { id: unknown, nameZh: '无' }],
      ['brand/delete', { id: unknown }],
      ['category/update', { id: unknown, nameZh: '无' }],
      ['category/delete', { id: unknown }],
      ['image/delete', { id: unknown }],
      ['image/reorder', { productId: unknown, ids: [1] }],
    ] as const) {
      const answer = await call(path, body);
      expect(answer.code, path).toBe(errors.notFound.code);
      expect(answer.status).toBe(404);
    }
  });

  it('stock adjustments carry a reason and the actor, and can never take stock below zero', async () => {
    const product = await createProduct();
    const spec = await createSpec(product.id);
    expect((await adjust(spec.id, 10, 'received')).data.stock).toBe(10);
    expect((await adjust(spec.id, -3, 'damaged')).data.stock).toBe(7);
    const tooMany = await adjust(spec.id, -8, 'count_correction');
    expect(tooMany.code).toBe(errors.stockNegative.code);
    expect(tooMany.status).toBe(409);
    expect(await stockOf(spec.id)).toBe(7);
    for (const bad of [{ delta: 0 }, { delta: 1.5 }, { reason: 'gift' }, { note: 'x'.repeat(201) }]) {
      expect((await call('stock/adjust', { skuId: spec.id, delta: 1, reason: 'received', ...bad })).code).toBe(errors.validation.code);
    }
    expect(await stockOf(spec.id)).toBe(7);

    const ledger = await call<{ items: { delta: number; reason: string; actorPhone: string | null; note: string | null }[] }>('stock/list', { skuId: spec.id });
    expect(ledger.data.items.map(({ delta, reason, actorPhone, note }) => ({ delta, reason, actorPhone, note }))).toEqual([
      { delta: -3, reason: 'damaged', actorPhone: demoAccounts.admin.phone, note: 'test' },
      { delta: 10, reason: 'received', actorPhone: demoAccounts.admin.phone, note: 'test' },
    ]);
  });

  it('the warehouse list finds packs by code or name, lowest stock first, and can show only those running low', async () => {
    const product = await createProduct();
    const plenty = await createSpec(product.id, { labelZh: '25 公斤/袋', labelEn: '25 kg bag' });
    const few = await createSpec(product.id, { labelZh: '1 公斤/袋', labelEn: '1 kg bag', netWeightGrams: 1_000, priceFen: 12_000, pricePerKgFen: 12_000 });
    const retired = await createSpec(product.id, { labelZh: '5 公斤/袋', labelEn: '5 kg bag', netWeightGrams: 5_000, priceFen: 50_000, pricePerKgFen: 10_000 });
    await adjust(plenty.id, 40);
    await adjust(few.id, 3);
    expect((await call('spec/retire', { id: retired.id, retired: true })).code).toBe('000000');
    type Page = { items: { skuId: number; packCode: string; stock: number; threshold: number; nameEn: string }[]; total: number };

    const byCode = await call<Page>('stock/packs', { keyword: product.code });
    expect(byCode.data.items.map(({ skuId, stock }) => ({ skuId, stock }))).toEqual([
      { skuId: few.id, stock: 3 },
      { skuId: plenty.id, stock: 40 },
    ]);
    expect(byCode.data.total).toBe(2);
    const byName = await call<Page>('stock/packs', { keyword: 'phthalocyanine BLUE' });
    expect(byName.data.items.map((pack) => pack.skuId)).toEqual(expect.arrayContaining([few.id, plenty.id]));
    const byPackCode = await call<Page>('stock/packs', { keyword: plenty.code.toLowerCase() });
    expect(byPackCode.data.items.map((pack) => pack.skuId)).toEqual([plenty.id]);
    const low = await call<Page>('stock/packs', { keyword: product.code, lowOnly: true });
    expect(low.data.items.map(({ skuId, threshold }) => ({ skuId, threshold }))).toEqual([{ skuId: few.id, threshold: 10 }]);
    // The screen's "running low" is what the dashboard counts.
    const everyLow = await call<Page>('stock/packs', { lowOnly: true });
    const dashboard = await ctx.post<{ lowStock: { total: number } }>('/api/admin/dashboard', {}, { token: admin });
    expect(everyLow.data.total).toBe(dashboard.data.lowStock.total);
    // A pattern character is a character, not a wildcard.
    expect((await call<Page>('stock/packs', { keyword: '%' })).data.total).toBe(0);

    for (const bad of [{ keyword: 'x'.repeat(61) }, { lowOnly: 'yes' }, { curPage: 0 }, { sort: 'stock' }]) {
      expect((await call('stock/packs', bad)).code).toBe(errors.validation.code);
    }
    const customer = await secondUserToken(ctx);
    expect((await ctx.post('/api/admin/catalog/stock/packs', {}, { token: customer })).status).toBe(403);
  });

  it('concurrent adjustments, checkouts and cancels keep every pack’s ledger sum equal to its stock', async () => {
    const product = await createProduct();
    const spec = await createSpec(product.id);
    await call('product/publish', { id: product.id, published: true });
    await adjust(spec.id, 30);
    const shanghai = { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: '张明', mobile: '13800138000' };
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const token = await secondUserToken(ctx);
        const [address] = (await ctx.post<Address[]>('/api/portal/address/create', shanghai, { token })).data;
        return { token, addressId: address!.id };
      }),
    );
    const checkouts = buyers.map(({ token, addressId }) =>
      ctx.post<{ orderNo: string }>(
        '/api/portal/checkout/place',
        { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId: spec.id, quantity: 2 }, addressId },
        { token },
      ),
    );
    const adjustments = [-5, 3, -4, -6, 2, -9].map((delta, index) => adjust(spec.id, delta, index % 2 ? 'received' : 'damaged'));
    const [placed, adjusted] = await Promise.all([Promise.all(checkouts), Promise.all(adjustments)]);
    expect(
      [...placed, ...adjusted].every((answer) =>
        ['000000', errors.stockNegative.code, errors.quantityOutOfRange.code, errors.noSpecification.code].includes(answer.code),
      ),
    ).toBe(true);
    const orders = placed.flatMap((answer, index) => (answer.code === '000000' ? [{ token: buyers[index]!.token, orderNo: answer.data.orderNo }] : []));
    expect(orders.length, JSON.stringify(placed.map((answer) => answer.message))).toBeGreaterThan(0);
    await Promise.all(orders.slice(0, 2).flatMap(({ token, orderNo }) => [1, 2].map(() => ctx.post('/api/portal/order/cancel', { orderNo }, { token }))));
    await adjust(spec.id, 1, 'count_correction');

    const stock = await stockOf(spec.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    const [{ total }] = (await ctx.db
      .select({ total: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.skuId, spec.id))) as [{ total: number }];
    expect(Number(total)).toBe(stock);
    // And for every pack of the shop, seeded ones included (their opening stock is an `opening` movement).
    expect(rowsOf(await ledgerMismatches())).toEqual([]);
  });

  it('writes the audit log for changes, naming the pack or product, and not for reads or refusals', async () => {
    const product = await createProduct();
    const spec = await createSpec(product.id);
    await adjust(spec.id, 5, 'received');
    await adjust(spec.id, -50, 'damaged');
    await call('product/get', { id: product.id });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.targetType, 'catalog')).orderBy(asc(auditLog.id));
    const mine = entries.filter((entry) => [String(product.id), String(spec.id), product.code].includes(entry.targetId));
    expect(mine.map((entry) => entry.action)).toEqual(expect.arrayContaining(['catalog/product/create', 'catalog/spec/create', 'catalog/stock/adjust']));
    const adjustments = entries.filter((entry) => entry.action === 'catalog/stock/adjust' && entry.targetId === String(spec.id));
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]!.details).toMatchObject({ delta: 5, reason: 'received' });
    expect(entries.some((entry) => entry.action.endsWith('/get') || entry.action.endsWith('/list'))).toBe(false);
  });

  it('brands: create, rename, refuse deleting one with products, delete an empty one', async () => {
    const fields = {
      nameZh: '测试品牌',
      nameEn: 'Test Brand',
      countryZh: '德国',
      countryEn: 'Germany',
      descriptionZh: '说明',
      descriptionEn: 'About',
      logoUrl: '/images/brands/basf.svg',
    };
    const created = await call<AdminBrand>('brand/create', fields);
    expect(created.data).toMatchObject({ ...fields, productCount: 0 });
    const renamed = await call<AdminBrand>('brand/update', { id: created.data.id, nameEn: 'Renamed Brand', sort: 5 });
    expect([renamed.data.nameEn, renamed.data.sort]).toEqual(['Renamed Brand', 5]);
    expect((await call('brand/create', { ...fields, logoUrl: 'javascript:alert(1)' })).code).toBe(errors.validation.code);

    const used = await call('brand/delete', { id: brandId }, admin);
    expect(used.code).toBe(errors.brandHasProducts.code);
    expect((await ctx.post('/api/admin/catalog/brand/delete', { id: brandId }, { token: admin, locale: 'en' })).message).toBe(errors.brandHasProducts.en);
    expect(await ctx.db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId))).toHaveLength(1);
    expect((await call('brand/delete', { id: created.data.id })).code).toBe('000000');
    expect((await call<AdminBrand[]>('brand/list')).data.some((brand) => brand.id === created.data.id)).toBe(false);
  });

  it('categories: create under a parent (level follows), rename, refuse deleting one with products or children', async () => {
    const [parent] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.level, 3)).limit(1);
    const created = await call<AdminCategory>('category/create', { parentId: parent!.id, nameZh: '测试分类', nameEn: 'Test category' });
    expect(created.data).toMatchObject({ level: 4, parentId: parent!.id, productCount: 0 });
    expect((await call<Issues>('category/create', { parentId: created.data.id, nameZh: '第五级', nameEn: 'Level five' })).data.issues).toMatchObject([
      { path: 'parentId', key: 'validation.categoryTooDeep' },
    ]);
    const renamed = await call<AdminCategory>('category/update', { id: created.data.id, nameEn: 'Renamed category' });
    expect(renamed.data.nameEn).toBe('Renamed category');

    expect((await call('category/delete', { id: leafCategoryId })).code).toBe(errors.categoryHasProducts.code);
    expect((await call('category/delete', { id: parent!.id })).code).toBe(errors.categoryHasChildren.code);
    expect(await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, leafCategoryId))).toHaveLength(1);
    expect((await call('category/delete', { id: created.data.id })).code).toBe('000000');
  });

  it('a brand or category created, renamed or deleted is an unpublished change, as a product edit is; a refusal is not', async () => {
    const lastChange = async () => (await call<AdminProductPage>('product/list')).data.lastChangedAt;
    const startedAt = ctx.clock.now;
    const step = () => (ctx.clock.now = new Date(Math.max(Date.now(), ctx.clock.now.getTime()) + 60_000));
    try {
      step();
      const brand = await call<AdminBrand>('brand/create', {
        nameZh: '提示品牌',
        nameEn: 'Hint Brand',
        countryZh: '中国',
        countryEn: 'China',
        descriptionZh: '说明',
        descriptionEn: 'About',
        logoUrl: '/images/brands/basf.svg',
      });
      expect(await lastChange()).toBe(ctx.clock.now.toISOString());
      step();
      const [parent] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.level, 3)).limit(1);
      const category = await call<AdminCategory>('category/create', { parentId: parent!.id, nameZh: '提示分类', nameEn: 'Hint category' });
      step();
      expect((await call('category/update', { id: category.data.id, nameEn: 'Hint category, renamed' })).code).toBe('000000');
      expect(await lastChange()).toBe(ctx.clock.now.toISOString());
      step();
      expect((await call('brand/delete', { id: brand.data.id })).code).toBe('000000');
      const deletedAt = ctx.clock.now.toISOString();
      expect(await lastChange()).toBe(deletedAt);
      step();
      expect((await call('brand/delete', { id: brandId })).code).toBe(errors.brandHasProducts.code);
      expect(await lastChange()).toBe(deletedAt);
    } finally {
      ctx.clock.now = startedAt;
    }
  });

  it('images: only the shop’s own uploads; order decides the main image; removing one moves the main image on', async () => {
    const product = await createProduct();
    const uploaded = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(gradientPng(4, 4))], { type: 'image/png' }), 'pigment.png');
      const response = await ctx.app.request('/api/portal/upload', { method: 'POST', body: form, headers: { accessToken: admin } });
      return ((await response.json()) as { data: { url: string } }).data.url;
    };
    const [first, second] = [await uploaded(), await uploaded()];
    for (const url of [first, second]) expect((await call('image/add', { productId: product.id, url })).code).toBe('000000');
    const refused = await call<Issues>('image/add', { productId: product.id, url: '/api/uploads/202611/00000000000000000000000000000000.png' });
    expect(refused.data.issues).toMatchObject([{ path: 'url', key: 'validation.upload' }]);

    let editing = (await call<AdminProduct>('product/get', { id: product.id })).data;
    expect(editing.images.map((image) => image.url)).toEqual([first, second]);
    expect(editing.imageUrl).toBe(first);
    const [a, b] = editing.images.map((image) => image.id);
    expect((await call('image/reorder', { productId: product.id, ids: [a] })).code).toBe(errors.validation.code);
    await call('image/reorder', { productId: product.id, ids: [b, a] });
    expect((await call<AdminProduct>('product/get', { id: product.id })).data.imageUrl).toBe(second);
    await call('product/publish', { id: product.id, published: true });
    const shown = await ctx.post<{ imageUrl: string; images: string[] }>('/api/portal/product/getById', { id: product.id });
    expect([shown.data.imageUrl, shown.data.images]).toEqual([second, [second, first]]);
    await call('image/delete', { id: b });
    editing = (await call<AdminProduct>('product/get', { id: product.id })).data;
    expect([editing.imageUrl, editing.images.length]).toEqual([first, 1]);
    expect(
      await ctx.db
        .select()
        .from(productImages)
        .where(and(eq(productImages.productId, product.id), eq(productImages.id, b!))),
    ).toEqual([]);
  });
});

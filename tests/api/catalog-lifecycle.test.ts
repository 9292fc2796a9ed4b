import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapPaths } from '../../src/features/seo/sitemap.ts';
import type { Address } from '../../src/schemas/address.ts';
import type { CartView } from '../../src/schemas/cart.ts';
import type { ColourSwatch, ProductDetail, ProductListOutput, ProductLive } from '../../src/schemas/catalog.ts';
import type { AdminProduct, AdminProductPage, AdminSpec, PricePreview } from '../../src/schemas/catalog-admin.ts';
import { BULK_MAX_IDS } from '../../src/schemas/catalog-admin-limits.ts';
import { errors } from '../../src/schemas/errors.ts';
import { perKgOfPackFen } from '../../src/schemas/negotiations.ts';
import type { OrderDetail } from '../../src/schemas/orders.ts';
import { auditLog, brands, cartItems, categories, favourites, products, skus, stockMovements } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { readProductsForPages } from '../../src/server/services/catalog/details.ts';
import { relatedProductsFinder } from '../../src/server/services/catalog/related.ts';
import { getCatalog } from '../../src/server/services/catalog/snapshot.ts';
import { adjustedPriceFen } from '../../src/server/services/catalog-admin/bulk.ts';
import { paidOrder } from '../helpers/orders.ts';
import { newProductBody } from '../helpers/product-body.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let customer: string;
let leaves: number[];
let brandIds: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  customer = await ctx.sessionFor(demoAccounts.customer.phone);
  leaves = (await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.level, 4)).orderBy(asc(categories.id))).map((row) => row.id);
  brandIds = (await ctx.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id))).map((row) => row.id);
});
afterAll(() => ctx.close());

const call = <T = unknown>(path: string, body: unknown = {}, token = admin) => ctx.post<T>(`/api/admin/catalog/${path}`, body, { token });
const portal = <T = unknown>(path: string, body: unknown = {}, token?: string, locale?: 'zh' | 'en') =>
  ctx.post<T>(`/api/portal/${path}`, body, { ...(token ? { token } : {}), ...(locale ? { locale } : {}) });
const okData = <T>(answer: { code: string; message: string; data: T }): T => {
  expect(answer.code, answer.message).toBe('000000');
  return answer.data;
};

let serial = 0;
/** A published product of its own, with packs in stock: `LIFE-<n>` and a name no seeded product has. */
async function shopProduct(options: { categoryId?: number | undefined; packs?: { priceFen: number; netWeightGrams: number }[] } = {}) {
  const n = `${Date.now().toString(36)}${serial++}`;
  const product = okData(
    await call<AdminProduct>(
      'product/create',
      newProductBody(
        { code: `LIFE-${n}`, nameZh: `停售测试蓝${n}`, nameEn: `Lifecycle blue ${n}`, brandId: brandIds[0]!, categoryId: options.categoryId ?? leaves[0]! },
        { ciName: 'PB 15:3', ciNumber: '74160', chemistryZh: '铜酞菁', chemistryEn: 'Copper phthalocyanine', naturalHex: '#123a8c' },
      ),
    ),
  );
  const specs: AdminSpec[] = [];
  for (const pack of options.packs ?? [{ priceFen: 250_000, netWeightGrams: 25_000 }]) {
    const spec = okData(
      await call<AdminSpec>('spec/create', {
        productId: product.id,
        labelZh: `${pack.netWeightGrams / 1000} 公斤`,
        labelEn: `${pack.netWeightGrams / 1000} kg`,
        netWeightGrams: pack.netWeightGrams,
        priceFen: pack.priceFen,
        pricePerKgFen: perKgOfPackFen(pack.priceFen, pack.netWeightGrams),
      }),
    );
    okData(await call('stock/adjust', { skuId: spec.id, delta: 50, reason: 'received', note: '' }));
    specs.push(spec);
  }
  okData(await call('product/publish', { id: product.id, published: true }));
  return { ...product, specs, keyword: `停售测试蓝${n}` };
}

const listed = async (keyword: string) => okData(await portal<ProductListOutput>('product/getList', { keyword })).items.map((item) => item.id);
const onColourCard = async (id: number) => okData(await portal<ColourSwatch[]>('product/colourCard', {})).some((swatch) => swatch.id === id);
const inSitemap = async (id: number) => (await sitemapPaths(ctx.db)).includes(`/productDetails/${id}`);
const retire = (id: number, retired = true) => call<AdminProduct>('product/retire', { id, retired });
const adminState = async (id: number) => okData(await call<AdminProduct>('product/get', { id })).state;

describe('retiring a product', () => {
  it('takes it out of listing, search, colour card, sitemap and related products, and restoring brings it back', async () => {
    const product = await shopProduct({ categoryId: leaves[0] });
    const sibling = await shopProduct({ categoryId: leaves[0] });
    expect(await listed(product.keyword)).toEqual([product.id]);
    expect(await onColourCard(product.id)).toBe(true);
    expect(await inSitemap(product.id)).toBe(true);
    expect(relatedProductsFinder(await getCatalog(ctx.db), 50)(sibling.id).map((entry) => entry.id)).toContain(product.id);

    const retired = okData(await retire(product.id));
    expect(retired.state).toBe('retired');
    expect(await listed(product.keyword)).toEqual([]);
    expect(await listed(product.nameEn)).toEqual([]);
    expect(await onColourCard(product.id)).toBe(false);
    const nearest = okData(await portal<{ id: number }[]>('product/colourSearch', { hex: '#123a8c', limit: 24 }));
    expect(nearest.map((match) => match.id)).not.toContain(product.id);
    expect(await inSitemap(product.id)).toBe(false);
    const relatedOf = relatedProductsFinder(await getCatalog(ctx.db), 50);
    expect(relatedOf(sibling.id).map((entry) => entry.id)).not.toContain(product.id);

    // Its page stays: it says it is no longer sold, with similar products of its category instead.
    const detail = okData(await portal<ProductDetail>('product/getById', { id: product.id }));
    expect(detail).toMatchObject({ id: product.id, retired: true, skus: [], stock: 0 });
    const [live] = okData(await portal<ProductLive[]>('product/getLive', { ids: [product.id] }));
    expect(live).toMatchObject({ id: product.id, retired: true, skus: [] });
    const [made] = await Array.fromAsync((await readProductsForPages(ctx.db)).detailsOf([product.id]));
    const page = made?.[1]('en');
    expect(page).toMatchObject({ retired: true, skus: [] });
    const similar = relatedOf(product.id, { id: product.id, categoryPath: page!.categoryPath.map((step) => step.id), hex: page!.hex });
    expect(similar.map((entry) => entry.id)).toContain(sibling.id);

    const restored = okData(await retire(product.id, false));
    expect(restored.state).toBe('published');
    expect(await listed(product.keyword)).toEqual([product.id]);
    expect(await onColourCard(product.id)).toBe(true);
    expect(await inSitemap(product.id)).toBe(true);
    expect(okData(await portal<ProductDetail>('product/getById', { id: product.id }))).toMatchObject({ retired: false, skus: [{ id: product.specs[0]!.id }] });
  });

  it('keeps the first retirement time when retired twice, and the admin list filters by state', async () => {
    const product = await shopProduct();
    okData(await retire(product.id));
    const [first] = await ctx.db.select({ at: products.retiredAt }).from(products).where(eq(products.id, product.id));
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60_000);
    okData(await retire(product.id));
    const [second] = await ctx.db.select({ at: products.retiredAt }).from(products).where(eq(products.id, product.id));
    expect(second!.at).toEqual(first!.at);

    const retiredPage = okData(await call<AdminProductPage>('product/list', { keyword: product.code, state: 'retired' }));
    expect(retiredPage.items.map((row) => [row.id, row.state])).toEqual([[product.id, 'retired']]);
    expect(okData(await call<AdminProductPage>('product/list', { keyword: product.code, state: 'published' })).items).toEqual([]);
    expect((await retire(999_999)).code).toBe(errors.notFound.code);
  });

  it('refuses cart add, checkout and negotiation, while a cart line of it shows as unavailable', async () => {
    const product = await shopProduct();
    const skuId = product.specs[0]!.id;
    okData(await portal('cart/add', { skuId, quantity: 1 }, customer));
    okData(await portal('favourite/add', { productId: product.id }, customer));
    okData(await retire(product.id));

    const cart = okData(await portal<CartView>('cart/list', {}, customer));
    expect(cart.lines.find((line) => line.skuId === skuId)).toMatchObject({ available: false, retired: true });
    for (const locale of ['zh', 'en'] as const) {
      const refused = await portal('cart/add', { skuId, quantity: 1 }, customer, locale);
      expect([refused.code, refused.message]).toEqual([errors.productRetired.code, errors.productRetired[locale]]);
    }
    const [address] = okData(
      await portal<Address[]>(
        'address/create',
        { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: '张明', mobile: '13800138000' },
        customer,
      ),
    );
    const placed = await portal(
      'checkout/place',
      { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId: address!.id },
      customer,
    );
    expect(placed.code).toBe(errors.productRetired.code);
    const negotiation = await portal('negotiation/propose', { skuId, quantity: 10, pricePerKgFen: 5_000, note: '' }, customer);
    expect(negotiation.code).toBe(errors.productRetired.code);
    // Kept for when it is restored: the favourite and the cart line are still there, only hidden.
    expect(await ctx.db.select().from(favourites).where(eq(favourites.productId, product.id))).toHaveLength(1);
    const favouritePage = okData(await portal<{ items: { id: number }[] }>('favourite/list', {}, customer));
    expect(favouritePage.items.map((item) => item.id)).not.toContain(product.id);
    await ctx.db.delete(cartItems).where(eq(cartItems.skuId, skuId));
  });

  it('leaves its orders showing it, to the buyer and to the operator', async () => {
    const product = await shopProduct();
    const order = await paidOrder(ctx, product.specs[0]!.id);
    okData(await retire(product.id));
    const detail = okData(await portal<OrderDetail>('order/detail', { orderNo: order.orderNo }, order.token));
    expect(detail.lines).toEqual([expect.objectContaining({ productId: product.id, productName: product.nameZh, quantity: 1 })]);
    const list = okData(await portal<{ items: { orderNo: string; lines: { productId: number }[] }[] }>('order/list', {}, order.token));
    expect(list.items.find((item) => item.orderNo === order.orderNo)?.lines[0]?.productId).toBe(product.id);
    const operator = await ctx.post<{ lines: { productId: number; productName: string }[] }>(
      '/api/admin/order/detail',
      { orderNo: order.orderNo },
      { token: admin },
    );
    expect(okData(operator).lines[0]).toMatchObject({ productId: product.id, productName: product.nameZh });
    // Buying it again leaves it out, as a pack no longer sold.
    const again = okData(await portal<{ unavailable: { skuId: number }[]; added: unknown[] }>('order/buyAgain', { orderNo: order.orderNo }, order.token));
    expect([again.unavailable.map((line) => line.skuId), again.added]).toEqual([[product.specs[0]!.id], []]);
  });
});

describe('retiring a pack', () => {
  it('takes it off the product page and out of reach for good, until restored', async () => {
    const product = await shopProduct({
      packs: [
        { priceFen: 100_000, netWeightGrams: 10_000 },
        { priceFen: 230_000, netWeightGrams: 25_000 },
      ],
    });
    const [kept, retired] = product.specs as [AdminSpec, AdminSpec];
    const answer = okData(await call<AdminSpec>('spec/retire', { id: retired.id, retired: true }));
    expect(answer).toMatchObject({ id: retired.id, retired: true, active: true });
    const detail = okData(await portal<ProductDetail>('product/getById', { id: product.id }));
    expect(detail.skus.map((sku) => sku.id)).toEqual([kept.id]);
    expect((await portal('cart/add', { skuId: retired.id, quantity: 1 }, customer)).code).toBe(errors.productRetired.code);
    // Switching it on sale does not bring it back: retirement wins until restored.
    okData(await call('spec/update', { id: retired.id, active: true }));
    expect(okData(await portal<ProductDetail>('product/getById', { id: product.id })).skus).toHaveLength(1);
    okData(await call('spec/retire', { id: retired.id, retired: false }));
    expect(okData(await portal<ProductDetail>('product/getById', { id: product.id })).skus).toHaveLength(2);
    expect((await call('spec/retire', { id: 999_999, retired: true })).code).toBe(errors.notFound.code);
  });
});

describe('deleting', () => {
  it('refuses a product or pack that was ordered, telling to retire instead, and changes nothing', async () => {
    const product = await shopProduct();
    const skuId = product.specs[0]!.id;
    await paidOrder(ctx, skuId);
    for (const locale of ['zh', 'en'] as const) {
      const refused = await ctx.post('/api/admin/catalog/product/delete', { id: product.id }, { token: admin, locale });
      expect([refused.status, refused.code, refused.message]).toEqual([409, errors.productInUse.code, errors.productInUse[locale]]);
    }
    expect((await call('spec/delete', { id: skuId })).code).toBe(errors.packInUse.code);
    expect(await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, product.id))).toHaveLength(1);
    expect(await ctx.db.select({ id: skus.id }).from(skus).where(eq(skus.id, skuId))).toHaveLength(1);
    expect((await ctx.db.select().from(stockMovements).where(eq(stockMovements.skuId, skuId))).length).toBeGreaterThan(1);
  });

  it('deletes a product never ordered with its packs, ledger, cart lines and favourites, in one go', async () => {
    const product = await shopProduct({
      packs: [
        { priceFen: 100_000, netWeightGrams: 10_000 },
        { priceFen: 230_000, netWeightGrams: 25_000 },
      ],
    });
    const skuIds = product.specs.map((spec) => spec.id);
    okData(await portal('cart/add', { skuId: skuIds[0], quantity: 2 }, customer));
    okData(await portal('favourite/add', { productId: product.id }, customer));
    expect(await ctx.db.select().from(stockMovements).where(inArray(stockMovements.skuId, skuIds))).toHaveLength(2);

    okData(await call('product/delete', { id: product.id }));
    expect(await ctx.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    expect(await ctx.db.select().from(skus).where(inArray(skus.id, skuIds))).toEqual([]);
    expect(await ctx.db.select().from(stockMovements).where(inArray(stockMovements.skuId, skuIds))).toEqual([]);
    expect(await ctx.db.select().from(cartItems).where(inArray(cartItems.skuId, skuIds))).toEqual([]);
    expect(await ctx.db.select().from(favourites).where(eq(favourites.productId, product.id))).toEqual([]);
    expect(await listed(product.keyword)).toEqual([]);
    expect((await portal('product/getById', { id: product.id })).code).toBe(errors.notFound.code);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalog/product/delete'), eq(auditLog.targetId, String(product.id))));
    expect(audit).toBeDefined();
    expect((await call('product/delete', { id: product.id })).code).toBe(errors.notFound.code);
  });

  it('deletes a pack never ordered with its ledger, and leaves the product', async () => {
    const product = await shopProduct({
      packs: [
        { priceFen: 100_000, netWeightGrams: 10_000 },
        { priceFen: 230_000, netWeightGrams: 25_000 },
      ],
    });
    const [kept, gone] = product.specs as [AdminSpec, AdminSpec];
    okData(await call('spec/delete', { id: gone.id }));
    expect(okData(await call<AdminProduct>('product/get', { id: product.id })).specs.map((spec) => spec.id)).toEqual([kept.id]);
    expect(await ctx.db.select().from(stockMovements).where(eq(stockMovements.skuId, gone.id))).toEqual([]);
  });
});

describe('bulk actions', () => {
  it('publishes, unpublishes, retires, restores, moves and rebrands all chosen products at once, audited with every id', async () => {
    const chosen = [await shopProduct(), await shopProduct()];
    const ids = chosen.map((product) => product.id);
    const states = async () => Promise.all(ids.map(adminState));

    expect(okData(await call('product/bulk', { action: 'unpublish', ids }))).toEqual({ count: 2 });
    expect(await states()).toEqual(['unpublished', 'unpublished']);
    okData(await call('product/bulk', { action: 'publish', ids }));
    expect(await states()).toEqual(['published', 'published']);
    okData(await call('product/bulk', { action: 'retire', ids }));
    expect(await states()).toEqual(['retired', 'retired']);
    expect(await listed(chosen[0]!.keyword)).toEqual([]);
    okData(await call('product/bulk', { action: 'restore', ids }));
    expect(await states()).toEqual(['published', 'published']);

    okData(await call('product/bulk', { action: 'category', ids, categoryId: leaves[1] }));
    okData(await call('product/bulk', { action: 'brand', ids, brandId: brandIds[1] }));
    const rows = await ctx.db.select({ categoryId: products.categoryId, brandId: products.brandId }).from(products).where(inArray(products.id, ids));
    expect(rows).toEqual([
      { categoryId: leaves[1], brandId: brandIds[1] },
      { categoryId: leaves[1], brandId: brandIds[1] },
    ]);

    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'catalog/product/bulk')).orderBy(asc(auditLog.id));
    expect(audits.slice(-6).map((row) => (row.details as { action: string; ids: number[] }).ids)).toEqual(Array(6).fill(ids));
    expect(audits.at(-1)!.details).toMatchObject({ action: 'brand', brandId: brandIds[1] });
  });

  it('changes nothing when one id is unknown, the category is not a leaf, or the brand unknown', async () => {
    const product = await shopProduct();
    const before = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect((await call('product/bulk', { action: 'unpublish', ids: [product.id, 999_999] })).code).toBe(errors.notFound.code);
    const [level1] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.level, 1)).limit(1);
    const notLeaf = await call<{ issues: { path: string }[] }>('product/bulk', { action: 'category', ids: [product.id], categoryId: level1!.id });
    expect([notLeaf.code, notLeaf.data.issues[0]?.path]).toEqual([errors.validation.code, 'categoryId']);
    expect((await call('product/bulk', { action: 'brand', ids: [product.id], brandId: 999_999 })).code).toBe(errors.validation.code);
    expect(await ctx.db.select().from(products).where(eq(products.id, product.id))).toEqual(before);
  });

  it('refuses more than the limit of ids, repeated ids, no ids and unknown actions', async () => {
    const tooMany = Array.from({ length: BULK_MAX_IDS + 1 }, (_, index) => index + 1);
    for (const body of [
      { action: 'publish', ids: tooMany },
      { action: 'publish', ids: [1, 1] },
      { action: 'publish', ids: [] },
      { action: 'explode', ids: [1] },
      { action: 'price', ids: [1], percent: 0 },
      { action: 'price', ids: [1], percent: 1.234 },
      { action: 'price', ids: [1], percent: -100 },
    ]) {
      expect((await call('product/bulk', body)).code, JSON.stringify(body).slice(0, 60)).toBe(errors.validation.code);
    }
  });

  it('previews a price change per pack exactly, applies exactly that, and rounds halves up to the fen', async () => {
    const product = await shopProduct({
      packs: [
        { priceFen: 250_000, netWeightGrams: 25_000 },
        { priceFen: 12_345, netWeightGrams: 3_000 },
      ],
    });
    const retiredPack = okData(
      await call<AdminSpec>('spec/create', { productId: product.id, labelZh: '旧', labelEn: 'Old', netWeightGrams: 1_000, priceFen: 999, pricePerKgFen: 999 }),
    );
    okData(await call('spec/retire', { id: retiredPack.id, retired: true }));
    const before = await ctx.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, product.id));

    const preview = okData(await call<PricePreview>('product/bulk/pricePreview', { action: 'price', ids: [product.id], percent: -10 }));
    expect(preview.outOfRange).toEqual([]);
    expect(preview.changes.map((change) => [change.oldPriceFen, change.newPriceFen, change.newPricePerKgFen])).toEqual([
      [250_000, 225_000, 9_000],
      // 12,345 × 0.9 = 11,110.5: halves go up.
      [12_345, 11_111, perKgOfPackFen(11_111, 3_000)],
    ]);
    expect(adjustedPriceFen(100, 12.5)).toBe(113);
    expect(adjustedPriceFen(199, 5)).toBe(209);
    // A preview changes nothing, and is not in the audit log.
    const prices = async () =>
      await ctx.db
        .select({ id: skus.id, priceFen: skus.priceFen, pricePerKgFen: skus.pricePerKgFen })
        .from(skus)
        .where(eq(skus.productId, product.id))
        .orderBy(asc(skus.id));
    expect((await prices()).map((row) => row.priceFen)).toEqual([250_000, 12_345, 999]);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'catalog/product/bulk/pricePreview'))).toEqual([]);

    okData(await call('product/bulk', { action: 'price', ids: [product.id], percent: -10 }));
    expect(await prices()).toEqual([
      { id: product.specs[0]!.id, priceFen: 225_000, pricePerKgFen: 9_000 },
      { id: product.specs[1]!.id, priceFen: 11_111, pricePerKgFen: perKgOfPackFen(11_111, 3_000) },
      { id: retiredPack.id, priceFen: 999, pricePerKgFen: 999 },
    ]);
    const [after] = await ctx.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, product.id));
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before[0]!.updatedAt.getTime());
    // The shop sells at the new price at once.
    const detail = okData(await portal<ProductDetail>('product/getById', { id: product.id }));
    expect(detail.skus.map((sku) => sku.priceFen)).toEqual([225_000, 11_111]);
  });

  it('refuses a price change that would go below 1 fen or above the limit, changing no pack', async () => {
    const cheap = await shopProduct({
      packs: [
        { priceFen: 1_000, netWeightGrams: 1_000 },
        { priceFen: 40, netWeightGrams: 1_000 },
      ],
    });
    const preview = okData(await call<PricePreview>('product/bulk/pricePreview', { action: 'price', ids: [cheap.id], percent: -99 }));
    expect(preview.outOfRange).toEqual([cheap.specs[1]!.id]);
    for (const locale of ['zh', 'en'] as const) {
      const refused = await ctx.post('/api/admin/catalog/product/bulk', { action: 'price', ids: [cheap.id], percent: -99 }, { token: admin, locale });
      expect([refused.code, refused.message]).toEqual([errors.priceOutOfRange.code, errors.priceOutOfRange[locale]]);
    }
    const dear = await shopProduct({ packs: [{ priceFen: 50_000_000, netWeightGrams: 1_000_000 }] });
    expect((await call('product/bulk', { action: 'price', ids: [cheap.id, dear.id], percent: 200 })).code).toBe(errors.priceOutOfRange.code);
    const prices = await ctx.db
      .select({ priceFen: skus.priceFen })
      .from(skus)
      .where(inArray(skus.productId, [cheap.id, dear.id]))
      .orderBy(asc(skus.id));
    expect(prices.map((row) => row.priceFen)).toEqual([1_000, 40, 50_000_000]);
  });
});

describe('catalogue spreadsheets', () => {
  const request = (path: string, init: RequestInit) =>
    ctx.app.request(
      `/api/admin/catalog/${path}`,
      { method: 'POST', ...init, headers: { accessToken: admin, ...init.headers } },
      { clientAddress: '127.0.0.1' },
    );

  it('export a retired product and pack like any other; an import updates them but never restores them', async () => {
    const product = await shopProduct({
      packs: [
        { priceFen: 100_000, netWeightGrams: 10_000 },
        { priceFen: 230_000, netWeightGrams: 25_000 },
      ],
    });
    const [, pack] = product.specs as [AdminSpec, AdminSpec];
    okData(await call('spec/retire', { id: pack.id, retired: true }));
    okData(await retire(product.id));
    const exported = await (await request('export', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ format: 'csv' }) })).text();
    const rows = exported.split(/\r?\n/).filter((line) => line.includes(product.code));
    expect(rows).toHaveLength(2);
    expect(rows.some((row) => row.includes(pack.code))).toBe(true);

    const form = new FormData();
    form.append('file', new Blob([exported.replaceAll(product.nameEn, `${product.nameEn} renamed`)]), 'catalogue.csv');
    const previewed = await (await request('import/preview', { body: form })).json();
    expect(previewed.code, previewed.message).toBe('000000');
    expect(previewed.data.summary.products).toMatchObject({ create: 0, update: 1 });
    okData(await ctx.post('/api/admin/catalog/import/apply', { previewId: previewed.data.previewId }, { token: admin }));

    const [after] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ nameEn: `${product.nameEn} renamed` });
    expect(after!.retiredAt).not.toBeNull();
    const [packAfter] = await ctx.db.select({ retiredAt: skus.retiredAt }).from(skus).where(eq(skus.id, pack.id));
    expect(packAfter!.retiredAt).not.toBeNull();
    expect(await listed(product.keyword)).toEqual([]);
  });
});

describe('who may', () => {
  it('refuses every lifecycle call to customers and visitors', async () => {
    const calls: [string, object][] = [
      ['product/retire', { id: 1, retired: true }],
      ['product/delete', { id: 1 }],
      ['spec/retire', { id: 1, retired: true }],
      ['spec/delete', { id: 1 }],
      ['product/bulk', { action: 'retire', ids: [1] }],
      ['product/bulk/pricePreview', { action: 'price', ids: [1], percent: 5 }],
    ];
    for (const [path, body] of calls) {
      expect((await call(path, body, customer)).code, path).toBe(errors.forbidden.code);
      expect((await ctx.post(`/api/admin/catalog/${path}`, body)).code, path).toBe(errors.sessionInvalid.code);
    }
    const [product] = await ctx.db.select({ retiredAt: products.retiredAt }).from(products).where(eq(products.id, 1));
    expect(product?.retiredAt ?? null).toBeNull();
    expect(await ctx.db.select({ id: skus.id }).from(skus).where(eq(skus.id, 1))).toEqual([{ id: 1 }]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../src/schemas/catalog.ts';
import { locales } from '../../src/schemas/common.ts';
import type { Db } from '../../src/server/db/client.ts';
import { productParameters, products } from '../../src/server/db/schema.ts';
import { type DetailStore, detailStoreIfFresh, makeDetailsInChild } from '../../src/server/services/catalog/detail-store.ts';
import { detailOf, readProductRows, readProductsForPages } from '../../src/server/services/catalog/details.ts';
import { getCatalog } from '../../src/server/services/catalog/snapshot.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The store once its background load is done; the first call only starts it. */
async function loadedStore(db: Db): Promise<DetailStore> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const store = detailStoreIfFresh(db);
    if (store) return store;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the product details did not load within 10 s');
}

/** What one product's own query makes of it. */
async function queried(id: number, locale: (typeof locales)[number]) {
  const rows = await readProductRows(ctx.db, id);
  return rows && detailOf(rows, (await getCatalog(ctx.db)).categories, locale);
}

describe("the store of every product's details", () => {
  it('holds every published product in both languages, each as its own query makes it, compressed', async () => {
    const store = await loadedStore(ctx.db);
    const ids = (await readProductsForPages(ctx.db)).products.map((product) => product.id);
    expect(store.size).toBe(ids.length);
    for (const id of ids) for (const locale of locales) expect(store.detail(id, locale), `${locale} ${id}`).toEqual(await queried(id, locale));
    expect(store.detail(999_999, 'zh')).toBeUndefined();
    // Both languages' details come to some 6 kB of JSON a product; compressed alone, without a dictionary, 2.7 kB.
    expect(store.bytes / store.size).toBeLessThan(1_200);
  });

  it('is not answered once a content change is heard, and its reload makes again only the changed product', async () => {
    const before = await loadedStore(ctx.db);
    const [changed, other] = (await readProductsForPages(ctx.db)).products.map((product) => product.id);
    await ctx.db.update(products).set({ nameZh: '改名后的颜料' }).where(eq(products.id, changed!));
    await ctx.db.insert(productParameters).values({ productId: changed!, nameZh: '吸油量', nameEn: 'Oil absorption', value: '45 g/100g', sort: 99 });
    await ctx.changesHeard();
    expect(detailStoreIfFresh(ctx.db)).toBeNull();
    // Meanwhile the API reads the product itself, so what it answers is already the edit.
    const answer = await ctx.post<ProductDetail>('/api/portal/product/getById', { id: changed }, { locale: 'zh' });
    expect(answer.data.name).toBe('改名后的颜料');

    const after = await loadedStore(ctx.db);
    expect(after).not.toBe(before);
    expect(after.made).toBe(1);
    expect(after.detail(changed!, 'zh')).toEqual(await queried(changed!, 'zh'));
    expect(after.detail(changed!, 'en')?.parameters.at(-1)).toEqual({ name: 'Oil absorption', value: '45 g/100g' });
    expect(after.detail(other!, 'en')).toEqual(before.detail(other!, 'en'));
  });

  it('a product no longer published moves the others up, each still its own', async () => {
    await loadedStore(ctx.db);
    const [, second] = (await readProductsForPages(ctx.db)).products.map((product) => product.id);
    await ctx.db.update(products).set({ published: false }).where(eq(products.id, second!));
    try {
      await ctx.changesHeard();
      const store = await loadedStore(ctx.db);
      expect(store.made).toBe(0);
      expect(store.detail(second!, 'zh')).toBeUndefined();
      const ids = (await readProductsForPages(ctx.db)).products.map((product) => product.id);
      expect(store.size).toBe(ids.length);
      for (const id of ids) for (const locale of locales) expect(store.detail(id, locale), `${locale} ${id}`).toEqual(await queried(id, locale));
    } finally {
      await ctx.db.update(products).set({ published: true }).where(eq(products.id, second!));
      await ctx.changesHeard();
    }
  });

  it('answers the API once loaded, packs read as they are now', async () => {
    const store = await loadedStore(ctx.db);
    const [id] = (await readProductsForPages(ctx.db)).products.map((product) => product.id);
    const answer = await ctx.post<ProductDetail>('/api/portal/product/getById', { id }, { locale: 'en' });
    const { skus, minPricePerKgFen, minPriceFen, stock, ...rest } = answer.data;
    expect(rest).toEqual(store.detail(id!, 'en'));
    expect(skus.length).toBeGreaterThan(0);
    expect(stock).toBe(skus.reduce((sum, sku) => sum + sku.stock, 0));
    expect(minPricePerKgFen).toBe(Math.min(...skus.map((sku) => sku.pricePerKgFen)));
    expect(minPriceFen).toBe(Math.min(...skus.map((sku) => sku.priceFen)));
  });

  // Last: from here on this database's store is made by a child process.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('a child process makes it alike from its own connection, reusing the previous one', async () => {
    const before = await loadedStore(ctx.db);
    makeDetailsInChild(ctx.db, ctx.databaseUrl!);
    const [changed, other] = (await readProductsForPages(ctx.db)).products.map((product) => product.id);
    await ctx.db.update(products).set({ nameEn: 'Renamed by a child process' }).where(eq(products.id, changed!));
    await ctx.changesHeard();
    const after = await loadedStore(ctx.db);
    expect(after.made).toBe(1);
    expect(after.detail(changed!, 'en')?.name).toBe('Renamed by a child process');
    expect(after.detail(other!, 'zh')).toEqual(before.detail(other!, 'zh'));
    const ids = (await readProductsForPages(ctx.db)).products.map((product) => product.id);
    for (const id of ids) for (const locale of locales) expect(after.detail(id, locale), `${locale} ${id}`).toEqual(await queried(id, locale));
  });
});

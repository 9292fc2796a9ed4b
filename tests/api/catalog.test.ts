import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../src/schemas/catalog.ts';
import { productImages, products, skus } from '../../src/server/db/schema.ts';
import { invalidateCatalog } from '../../src/server/services/catalog/changes.ts';
import { readProductsForPages, shownOnPages } from '../../src/server/services/catalog/details.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type List = contracts.ProductListOutput;
const list = async (query: contracts.ProductListQuery = {}, locale: 'zh' | 'en' = 'zh') => {
  const answer = await ctx.post<List>('/api/portal/product/getList', query, { locale });
  expect(answer.code).toBe('000000');
  return contracts.productListOutput.parse(answer.data);
};
/** Every item of a query, walking all its pages. */
const all = async (query: contracts.ProductListQuery) => {
  const first = await list(query);
  const pages = [first];
  for (let page = 2; page <= first.pageCount; page++) pages.push(await list({ ...query, curPage: page }));
  return pages.flatMap((page) => page.items);
};
const isSorted = (values: number[], direction: 1 | -1) => values.every((value, index) => index === 0 || (value - values[index - 1]!) * direction >= 0);

describe('product listing', () => {
  it('answers the first page of 20 with totals and facets', async () => {
    const page = await list();
    expect(page.items).toHaveLength(20);
    expect(page.total).toBe(300);
    expect(page.pageCount).toBe(15);
    expect(page.curPage).toBe(1);
    expect(page.facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(300);
    expect(page.facets.categories.every((category) => category.level === 1)).toBe(true);
    expect(page.facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(300);
    expect(page.facets.pricePerKgFen!.min).toBeLessThan(page.facets.pricePerKgFen!.max);
    for (const item of page.items) {
      expect(item.minPriceFen).toBeGreaterThan(0);
      expect(Number.isInteger(item.minPricePerKgFen)).toBe(true);
    }
  });

  for (const sort of contracts.productSorts) {
    it(`pages through every product exactly once when sorted by ${sort}`, async () => {
      const items = await all({ sort });
      expect(items).toHaveLength(300);
      expect(new Set(items.map((item) => item.id)).size).toBe(300);
    });
  }

  it('sorts by sales volume and by price both ways, ties broken by id', async () => {
    const bySales = await all({ sort: 'sales' });
    expect(
      isSorted(
        bySales.map((item) => item.salesCount),
        -1,
      ),
    ).toBe(true);
    const ascending = await all({ sort: 'priceAsc' });
    expect(
      isSorted(
        ascending.map((item) => item.minPricePerKgFen!),
        1,
      ),
    ).toBe(true);
    const descending = await all({ sort: 'priceDesc' });
    expect(
      isSorted(
        descending.map((item) => item.minPricePerKgFen!),
        -1,
      ),
    ).toBe(true);
    for (const items of [bySales, ascending]) {
      const key = (item: contracts.ProductCard) => (items === bySales ? item.salesCount : item.minPricePerKgFen);
      for (let index = 1; index < items.length; index++) {
        if (key(items[index]!) === key(items[index - 1]!)) expect(items[index]!.id).toBeGreaterThan(items[index - 1]!.id);
      }
    }
  });

  it('comprehensive order puts products in stock before those out of stock, best sellers first', async () => {
    const items = await all({});
    const firstOut = items.findIndex((item) => item.stock === 0);
    if (firstOut >= 0) expect(items.slice(firstOut).every((item) => item.stock === 0)).toBe(true);
    expect(
      isSorted(
        items.slice(0, firstOut < 0 ? undefined : firstOut).map((item) => item.salesCount),
        -1,
      ),
    ).toBe(true);
  });

  it('filters by brand, and the brand facet still counts the other brands', async () => {
    const unfiltered = await list();
    const brand = unfiltered.facets.brands[1]!;
    const filtered = await list({ brandId: brand.id });
    expect(filtered.total).toBe(brand.count);
    expect((await all({ brandId: brand.id })).every((item) => item.brandId === brand.id)).toBe(true);
    expect(filtered.facets.brands).toEqual(unfiltered.facets.brands);
    expect(filtered.facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(brand.count);
  });

  it('walks down the four category levels, each facet offering the children of the chosen level', async () => {
    let query: contracts.ProductListQuery = {};
    let previousTotal = 300;
    for (const key of contracts.categoryLevelKeys) {
      const page = await list(query);
      const level = contracts.categoryLevelKeys.indexOf(key) + 1;
      const options = page.facets.categories.filter((category) => category.level === level);
      expect(options.length).toBeGreaterThan(0);
      const chosen = options[0]!;
      query = { ...query, [key]: chosen.id };
      const narrowed = await list(query);
      expect(narrowed.total).toBe(chosen.count);
      expect(narrowed.total).toBeLessThanOrEqual(previousTotal);
      previousTotal = narrowed.total;
    }
    expect(previousTotal).toBeGreaterThan(0);
  });

  it('a level-2 id outside the chosen level-1 category finds nothing', async () => {
    const tree = (await ctx.post<contracts.CategoryNode[]>('/api/portal/category/tree')).data;
    const [first, second] = tree;
    const answer = await list({ itemId: first!.id, chId: second!.children[0]!.id });
    expect(answer.total).toBe(0);
    expect(answer.items).toEqual([]);
  });

  it('filters by applicability, stock and per-kg price range, and the filters combine', async () => {
    const unfiltered = await list();
    const plastics = unfiltered.facets.applicability.find((option) => option.code === 'plastics')!;
    expect((await list({ applicability: 'plastics' })).total).toBe(plastics.count);
    expect((await all({ applicability: 'plastics' })).every((item) => item.applicability.includes('plastics'))).toBe(true);

    const inStock = await list({ inStock: true });
    expect(inStock.total).toBe(unfiltered.facets.inStock);
    expect(inStock.total).toBeLessThan(300);
    expect((await all({ inStock: true })).every((item) => item.stock > 0)).toBe(true);

    const range = { minPricePerKgFen: 5_000, maxPricePerKgFen: 20_000 };
    const priced = await all(range);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((item) => item.minPricePerKgFen! >= 5_000 && item.minPricePerKgFen! <= 20_000)).toBe(true);

    const combined = await all({ ...range, applicability: 'plastics', inStock: true });
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.length).toBeLessThan(priced.length);
    expect(combined.every((item) => item.applicability.includes('plastics') && item.stock > 0)).toBe(true);
  });

  it('a page past the end is empty but keeps the totals', async () => {
    const page = await list({ curPage: 99 });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(300);
  });

  it('refuses bad input with a validation error', async () => {
    for (const body of [
      { curPage: 0 },
      { curPage: 1.5 },
      { sort: 'random' },
      { brandId: -1 },
      { applicability: 'food' },
      { unknown: 1 },
      { keyword: 'x'.repeat(61) },
      { inStock: 'yes' },
    ]) {
      const answer = await ctx.post('/api/portal/product/getList', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.code).toBe('000002');
    }
  });
});

describe('keyword search', () => {
  const ciNamesOf = async (keyword: string, locale: 'zh' | 'en' = 'zh') => (await list({ keyword }, locale)).items.map((item) => item.ciName);

  it('finds a Colour Index name however it is written, exact matches first', async () => {
    for (const keyword of ['PB 15:3', 'pb15:3', 'ＰＢ １５:３', '颜料蓝15:3', '颜料蓝 15:3', 'Pigment Blue 15:3']) {
      const names = await ciNamesOf(keyword);
      expect(names.length, keyword).toBeGreaterThan(0);
      expect(names[0], keyword).toBe('PB 15:3');
    }
    const partial = await list({ keyword: '15:3' });
    expect(partial.items.every((item) => item.ciName === 'PB 15:3')).toBe(true);
  });

  it('finds the Colour Index constitution number with or without "C.I."', async () => {
    const withPrefix = await list({ keyword: 'C.I. 74160' });
    const bare = await list({ keyword: '74160' });
    expect(withPrefix.total).toBeGreaterThan(0);
    expect(withPrefix.total).toBe(bare.total);
    expect(withPrefix.items.every((item) => item.ciName?.startsWith('PB 15'))).toBe(true);
  });

  it('finds Chinese substrings, English names, brands, codes and uses', async () => {
    const zh = await list({ keyword: '酞菁' });
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.items.every((item) => item.name.includes('酞菁') || item.ciName?.startsWith('P'))).toBe(true);

    const en = await list({ keyword: 'phthalocyanine' }, 'en');
    expect(en.total).toBeGreaterThan(0);
    expect(en.items[0]!.name.toLowerCase()).toContain('phthalocyanine');

    const someProduct = zh.items[0]!;
    const byCode = await list({ keyword: someProduct.code.toLowerCase() });
    expect(byCode.items[0]!.id).toBe(someProduct.id);

    const byBrand = await list({ keyword: someProduct.brandName });
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.items.every((item) => item.brandId === someProduct.brandId)).toBe(true);

    const byChemistryZh = await list({ keyword: '二氧化钛' });
    const byChemistryEn = await list({ keyword: 'titanium dioxide' }, 'en');
    expect(byChemistryZh.total).toBeGreaterThan(0);
    expect(byChemistryZh.total).toBe(byChemistryEn.total);

    const byUse = await list({ keyword: '塑料' });
    expect(byUse.total).toBe((await list({ applicability: 'plastics' })).total);
  });

  it('several words match when each is found somewhere', async () => {
    const answer = await list({ keyword: 'blue plastics' }, 'en');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.items.every((item) => item.applicability.includes('plastics'))).toBe(true);
  });

  it('a keyword that matches nothing answers an empty page', async () => {
    const answer = await list({ keyword: '不存在的颜料zzz' });
    expect(answer.total).toBe(0);
    expect(answer.items).toEqual([]);
    expect(answer.facets.brands).toEqual([]);
  });
});

describe('product detail, live packs and popular', () => {
  it('answers every field the product page shows, in each language', async () => {
    const id = (await list()).items[0]!.id;
    const zh = contracts.productDetail.parse((await ctx.post('/api/portal/product/getById', { id })).data);
    const en = contracts.productDetail.parse((await ctx.post('/api/portal/product/getById', { id }, { locale: 'en' })).data);
    expect(zh.name).not.toBe(en.name);
    expect(zh.skus.length).toBeGreaterThan(0);
    expect(zh.categoryPath.map((category) => category.level)).toEqual([1, 2, 3, 4]);
    expect(zh.parameters.length).toBeGreaterThan(0);
    expect(zh.hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(zh.dilutedHex).toMatch(/^#[0-9A-F]{6}$/);
    expect(zh.introHtml).not.toMatch(/<script/i);
    // Every text row of the zh page is in Chinese: the chemistry too, not the English it once was.
    for (const text of [zh.name, zh.brandName, zh.origin, zh.specification, zh.chemistry, ...zh.categoryPath.map((step) => step.name)]) {
      expect(text).toMatch(/\p{Script=Han}/u);
    }
    for (const parameter of zh.parameters) expect(parameter.name).toMatch(/\p{Script=Han}/u);
    for (const sku of zh.skus) expect(sku.label).toMatch(/\p{Script=Han}/u);
    expect(en.chemistry).not.toBe(zh.chemistry);
    expect(en.chemistry).not.toMatch(/\p{Script=Han}/u);
    for (const sku of zh.skus) expect(sku.priceFen).toBe(sku.pricePerKgFen * (sku.netWeightGrams / 1000));
  });

  it("the build's details of every product, read all at once, are the API's for it", async () => {
    // A gallery whose order is not the order its images were added in.
    const [first] = (await list()).items;
    await ctx.db.insert(productImages).values([
      { productId: first!.id, url: '/uploads/gallery-second.png', sort: 2 },
      { productId: first!.id, url: '/uploads/gallery-first.png', sort: 1 },
    ]);
    invalidateCatalog(ctx.db);
    const { products: built, detailsOf } = await readProductsForPages(ctx.db);
    expect(built.length).toBeGreaterThan(20);
    const made = await Array.fromAsync(detailsOf(built.map((product) => product.id)));
    expect(made.map(([id]) => id)).toEqual(built.map((product) => product.id));
    for (const locale of ['zh', 'en'] as const) {
      for (const [id, detail] of made) {
        const answer = await ctx.post<contracts.ProductDetail>('/api/portal/product/getById', { id }, { locale });
        expect(detail(locale), `${locale} ${id}`).toEqual(shownOnPages(answer.data));
      }
    }
    // Some seeded products have documents, galleries and parameters, so every list was compared.
    const details = made.map(([, detail]) => detail('zh'));
    for (const list of ['documents', 'images', 'parameters'] as const)
      expect(
        details.some((detail) => detail[list].length > 1),
        list,
      ).toBe(true);
  });

  it('an unknown, unpublished or malformed id is not found or invalid', async () => {
    expect((await ctx.post('/api/portal/product/getById', { id: 999_999 })).status).toBe(404);
    const id = (await list()).items[5]!.id;
    await ctx.db.update(products).set({ published: false }).where(eq(products.id, id));
    invalidateCatalog(ctx.db);
    try {
      const answer = await ctx.post('/api/portal/product/getById', { id });
      expect(answer.status).toBe(404);
      expect(answer.code).toBe('000003');
      expect((await all({})).some((item) => item.id === id)).toBe(false);
    } finally {
      await ctx.db.update(products).set({ published: true }).where(eq(products.id, id));
      invalidateCatalog(ctx.db);
    }
    expect((await ctx.post('/api/portal/product/getById', { id: '1' })).code).toBe('000002');
  });

  it('live packs show a stock change as soon as it is heard, and the stock filter follows after invalidation', async () => {
    const card = (await list({ inStock: true })).items[0]!;
    await ctx.db.update(skus).set({ stock: 0 }).where(eq(skus.productId, card.id));
    await ctx.changesHeard();
    // The product page reads this answer without parsing it (src/features/catalog/shared/catalog.api.ts): the contract is held here.
    const live = contracts.productLiveOutput.parse((await ctx.post('/api/portal/product/getLive', { ids: [card.id, 999_999] })).data);
    expect(live).toHaveLength(1);
    expect(live[0]!.skus.every((sku) => sku.stock === 0)).toBe(true);
    invalidateCatalog(ctx.db);
    expect((await all({ inStock: true })).some((item) => item.id === card.id)).toBe(false);
  });

  it('a product read again shows its packs as they are now', async () => {
    const id = (await list({ inStock: true })).items[3]!.id;
    const before = contracts.productDetail.parse((await ctx.post('/api/portal/product/getById', { id })).data);
    await ctx.db.update(skus).set({ stock: 7 }).where(eq(skus.id, before.skus[0]!.id));
    await ctx.changesHeard();
    const after = contracts.productDetail.parse((await ctx.post('/api/portal/product/getById', { id })).data);
    expect(after.skus[0]!.stock).toBe(7);
    expect(after.stock).toBe(before.stock - before.skus[0]!.stock + 7);
  });

  it('popular pigments are the best sellers with live prices', async () => {
    const popular = contracts.productCardList.parse((await ctx.post('/api/portal/product/getPopular', { limit: 6 })).data);
    expect(popular).toHaveLength(6);
    const bySales = (await list({ sort: 'sales' })).items.slice(0, 6).map((item) => item.id);
    expect(popular.map((item) => item.id)).toEqual(bySales);
    expect((await ctx.post('/api/portal/product/getPopular', { limit: 100 })).code).toBe('000002');
  });
});

describe('colour card and colour search', () => {
  it('finds the seeded phthalocyanine blue nearest to #0F4C81, with ΔE shown', async () => {
    const answer = await ctx.post<contracts.ColourMatch[]>('/api/portal/product/colourSearch', { hex: '#0f4c81', limit: 5 });
    const matches = contracts.colourSearchOutput.parse(answer.data);
    expect(matches).toHaveLength(5);
    expect(matches[0]!.ciName).toBe('PB 15:3');
    expect(matches[0]!.deltaE).toBeLessThan(1);
    expect(
      isSorted(
        matches.map((match) => match.deltaE),
        1,
      ),
    ).toBe(true);
  });

  it('searches within one brand, and refuses a colour that is not one', async () => {
    const brandId = (await list()).facets.brands[0]!.id;
    const matches = (await ctx.post<contracts.ColourMatch[]>('/api/portal/product/colourSearch', { hex: 'C8102E', brandId })).data;
    expect(matches.every((match) => match.brandId === brandId)).toBe(true);
    for (const hex of ['#12345', 'red', '#GGGGGG', '']) {
      expect((await ctx.post('/api/portal/product/colourSearch', { hex })).code).toBe('000002');
    }
  });

  it('the colour card lists every product with a swatch, optionally of one brand', async () => {
    const swatches = contracts.colourCardOutput.parse((await ctx.post('/api/portal/product/colourCard', {})).data);
    expect(swatches.length).toBeGreaterThan(250);
    const brandId = swatches[0]!.brandId;
    const ofBrand = (await ctx.post<contracts.ColourSwatch[]>('/api/portal/product/colourCard', { brandId })).data;
    expect(ofBrand.length).toBeLessThan(swatches.length);
    expect(ofBrand.every((swatch) => swatch.brandId === brandId)).toBe(true);
  });

  it('the category tree has four levels of published branches', async () => {
    const tree = contracts.categoryTreeOutput.parse((await ctx.post('/api/portal/category/tree', {}, { locale: 'en' })).data);
    expect(tree.length).toBeGreaterThan(1);
    const depth = (node: contracts.CategoryNode): number => 1 + Math.max(0, ...node.children.map(depth));
    expect(Math.max(...tree.map(depth))).toBe(4);
  });
});

describe('live prices never come from the snapshot', () => {
  it('a price change shows on the next listing even before the snapshot reloads', async () => {
    const card = (await list()).items[0]!;
    const packs = await ctx.db.select().from(skus).where(eq(skus.productId, card.id));
    await ctx.db
      .update(skus)
      .set({ priceFen: 100, pricePerKgFen: 100 })
      .where(
        inArray(
          skus.id,
          packs.map((pack) => pack.id),
        ),
      );
    await ctx.changesHeard();
    const again = (await list()).items.find((item) => item.id === card.id)!;
    expect(again.minPriceFen).toBe(100);
    expect(again.minPricePerKgFen).toBe(100);
  });
});

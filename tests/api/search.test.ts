import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../src/schemas/catalog.ts';
import { products } from '../../src/server/db/schema.ts';
import { invalidateCatalog } from '../../src/server/services/catalog/changes.ts';
import { getCatalog } from '../../src/server/services/catalog/snapshot.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = async (query: contracts.ProductListQuery = {}, locale: 'zh' | 'en' = 'zh') => {
  const answer = await ctx.post('/api/portal/product/getList', query, { locale });
  expect(answer.code, JSON.stringify(query)).toBe('000000');
  return contracts.productListOutput.parse(answer.data);
};
/** Every item of a query, walking all its pages. */
const all = async (query: contracts.ProductListQuery) => {
  const first = await list(query);
  const pages = [first];
  for (let page = 2; page <= first.pageCount; page++) pages.push(await list({ ...query, curPage: page }));
  return pages.flatMap((page) => page.items);
};
const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

describe('search by pinyin and initials', () => {
  it('finds 钛白粉 by its full pinyin with or without spaces and tones, and by its initials', async () => {
    const chinese = (await all({ keyword: '钛白粉' })).filter((item) => item.name.includes('钛白粉'));
    expect(chinese.length).toBeGreaterThan(0);
    for (const keyword of ['taibaifen', 'tai bai fen', 'TaiBaiFen', 'tàibáifěn', 'tai4bai2fen3', 'tbf', '钛bai', '钛baifen']) {
      const answer = await list({ keyword });
      expect(answer.correctedKeyword, keyword).toBeNull();
      expect(ids(await all({ keyword })), keyword).toEqual(expect.arrayContaining(ids(chinese)));
      expect(answer.items[0]!.name, keyword).toContain('钛白粉');
    }
  });

  it('"tie hong" finds 氧化铁红 by two pinyin words, and the brand by its pinyin', async () => {
    const answer = await all({ keyword: 'tie hong' });
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.some((item) => item.name.includes('铁红'))).toBe(true);
    const { items } = await list({ keyword: '氧化铁红' });
    expect(ids(answer)).toEqual(expect.arrayContaining(ids(items)));
  });

  it('ranks by the documented tiers: an exact pinyin match before a prefix one', async () => {
    // 群青 is a whole name; its pinyin "qunqing" matches exactly, and products named 群青… by prefix after.
    const items = await all({ keyword: 'qunqing' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.name.includes('群青'))).toBe(true);
  });

  it('facet counts of a pinyin search are those of the same search in Chinese', async () => {
    const chinese = await list({ keyword: '酞菁蓝' });
    const pinyin = await list({ keyword: 'taijinglan' });
    expect(pinyin.total).toBe(chinese.total);
    expect(pinyin.facets).toEqual(chinese.facets);
    const brandId = pinyin.facets.brands[0]!.id;
    const filtered = await list({ keyword: 'taijinglan', brandId });
    expect(filtered.total).toBe(pinyin.facets.brands[0]!.count);
    expect(filtered.facets.brands).toEqual(pinyin.facets.brands);
  });
});

describe('search by synonyms', () => {
  it('a formula, a trade name and a Colour Index name find the same pigment', async () => {
    const tio2 = ids(await all({ keyword: 'TiO2' }));
    expect(tio2.length).toBeGreaterThan(0);
    expect(ids(await all({ keyword: '钛白粉' })).every((id) => tio2.includes(id))).toBe(true);
    expect(ids(await all({ keyword: 'PW6' })).every((id) => tio2.includes(id))).toBe(true);
    const red = await all({ keyword: 'Fe2O3' });
    expect(red.length).toBeGreaterThan(0);
    expect(red.every((item) => item.ciName?.includes('PR 101') || item.name.includes('铁红'))).toBe(true);
    expect((await list({ keyword: 'carbon black' })).items.some((item) => item.ciName === 'PBk 7')).toBe(true);
    expect((await list({ keyword: '碳黑' })).items.some((item) => item.ciName === 'PBk 7')).toBe(true);
  });
});

describe('search with a slip', () => {
  it('corrects one wrong, missing or swapped character and says so', async () => {
    for (const [keyword, corrected] of [
      ['titanim', 'titanium'],
      ['titianium dioxide', 'titanium dioxide'],
      ['PR1O1', 'PR 101'],
      ['phthalocyanien', 'phthalocyanine'],
      ['太白粉', '钛白粉'],
      ['钛菁蓝', '酞菁蓝'],
    ]) {
      const answer = await list({ keyword: keyword! });
      expect(answer.correctedKeyword?.toLowerCase(), keyword).toBe(corrected!.toLowerCase());
      expect(answer.total, keyword).toBeGreaterThan(0);
      expect(answer.total, keyword).toBe((await list({ keyword: corrected! })).total);
    }
  });

  it('leaves a keyword that matches as typed alone, and one too far off empty', async () => {
    expect((await list({ keyword: '钛白' })).correctedKeyword).toBeNull();
    for (const keyword of ['xyzzy', '不存在的颜料', 'PB 999', 'qqq zzz']) {
      const answer = await list({ keyword });
      expect(answer.total, keyword).toBe(0);
      expect(answer.correctedKeyword, keyword).toBeNull();
    }
  });
});

describe('Chinese as buyers write it', () => {
  const inFamily = async (ids: number[], familyZh: string) => {
    const snapshot = await getCatalog(ctx.db);
    return ids.every((id) => snapshot.byId.get(id)!.categoryPath.some((category) => snapshot.categories.get(category)!.nameZh === familyZh));
  };

  it('finds a product by its words in another order, without spaces: 金红石型钛白粉 as 钛白粉 金红石', async () => {
    const spaced = await list({ keyword: '钛白粉 金红石' });
    expect(spaced.total).toBeGreaterThan(0);
    const written = await list({ keyword: '金红石型钛白粉' });
    expect(written.total).toBeGreaterThanOrEqual(spaced.total);
    expect(written.relaxedKeyword).toBeNull();
    expect(written.correctedKeyword).toBeNull();
    expect(ids(await all({ keyword: '金红石型钛白粉' }))).toEqual(expect.arrayContaining(ids(await all({ keyword: '钛白粉 金红石' }))));
  });

  it('a colour word finds its colour family: 红色颜料 lists red pigments, 群青蓝 ultramarine', async () => {
    const red = await all({ keyword: '红色颜料' });
    expect(red.length).toBeGreaterThan(0);
    expect(await inFamily(ids(red), '红色')).toBe(true);
    const ultramarine = await list({ keyword: '群青蓝' });
    expect(ultramarine.total).toBeGreaterThan(0);
    expect(ultramarine.items.some((item) => item.name.includes('群青'))).toBe(true);
  });

  it('relaxes a keyword no product has every word of, and names the words it kept', async () => {
    const answer = await list({ keyword: '耐高温红' });
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.relaxedKeyword).toBe('红色');
    expect(await inFamily(ids(await all({ keyword: '耐高温红' })), '红色')).toBe(true);
    const yellow = await list({ keyword: '耐候性好的黄色颜料' });
    expect(yellow.relaxedKeyword).toBe('黄色');
    expect(await inFamily(ids(yellow.items), '黄色')).toBe(true);
    // A code or a grade is never left out.
    expect((await list({ keyword: 'PB 999' })).total).toBe(0);
    expect((await list({ keyword: '钛白粉 R-99999' })).total).toBe(0);
    // Words that mean nothing alone are not kept: no result rather than everything with a 不 in it.
    expect((await list({ keyword: '不存在的颜料' })).total).toBe(0);
  });
});

describe('the search index', () => {
  it('is built once per change to the catalogue: a reload that changes no text indexes nothing again', async () => {
    const before = await getCatalog(ctx.db);
    invalidateCatalog(ctx.db);
    const reloaded = await getCatalog(ctx.db);
    expect(reloaded).not.toBe(before);
    expect(reloaded.searchGeneration).toBe(before.searchGeneration);
    expect(reloaded.entries.every((entry) => entry.search === before.byId.get(entry.id)?.search)).toBe(true);

    const renamed = reloaded.entries[0]!;
    await ctx.db.update(products).set({ nameZh: '群青测试改名' }).where(eq(products.id, renamed.id));
    invalidateCatalog(ctx.db);
    const changed = await getCatalog(ctx.db);
    expect(changed.searchGeneration).not.toBe(before.searchGeneration);
    expect(changed.byId.get(renamed.id)!.search).not.toBe(renamed.search);
    expect(changed.entries.filter((entry) => entry.search !== reloaded.byId.get(entry.id)?.search).map((entry) => entry.id)).toEqual([renamed.id]);
    expect((await list({ keyword: 'qunqingceshigaiming' })).items.map((item) => item.id)).toEqual([renamed.id]);
  });
});

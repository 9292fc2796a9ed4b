import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../src/schemas/content.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('content and config calls', () => {
  for (const [key, schema] of Object.entries(contracts.configResponses)) {
    it(`configData/${key} answers seeded data in both languages`, async () => {
      const zh = await ctx.post(`/api/portal/content/configData/${key}`);
      const en = await ctx.post(`/api/portal/content/configData/${key}`, {}, { locale: 'en' });
      expect(zh.status).toBe(200);
      expect(zh.code).toBe('000000');
      expect(en.code).toBe('000000');
      schema.parse(zh.data);
      schema.parse(en.data);
      expect(JSON.stringify(zh.data)).toMatch(/[\u4e00-\u9fff]/);
      expect(zh.data).not.toEqual(en.data);
    });
  }

  it('website has the logo url and the hotline', async () => {
    const { data } = await ctx.post<contracts.Website>('/api/portal/content/configData/website');
    expect(data.logo.url).toMatch(/^\/images\/.+\.svg$/);
    expect(data.hotline).toMatch(/\d/);
  });

  it('policy getAll lists the five help-centre policies in order', async () => {
    const { code, data } = await ctx.post<contracts.Policy[]>('/api/portal/content/policy/getAll', {}, { locale: 'en' });
    expect(code).toBe('000000');
    expect(data.map((policy) => policy.code).sort()).toEqual([...contracts.policyCodes].sort());
    for (const policy of data) expect(policy.content.length).toBeGreaterThan(50);
  });

  it('policy getByCode answers one policy, and a wrong code is a validation error', async () => {
    const privacy = await ctx.post<contracts.Policy>('/api/portal/content/policy/getByCode', { code: 'privacy' });
    expect(privacy.code).toBe('000000');
    expect(privacy.data.code).toBe('privacy');
    expect(privacy.data.title).toMatch(/[\u4e00-\u9fff]/);

    const wrong = await ctx.post('/api/portal/content/policy/getByCode', { code: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.code).toBe('000002');
    expect(wrong.data).toMatchObject({ issues: [{ path: 'code' }] });
  });

  it('banner getList answers active banners with images', async () => {
    const { data } = await ctx.post<contracts.Banner[]>('/api/portal/content/banner/getList');
    expect(data.length).toBeGreaterThanOrEqual(3);
    for (const banner of data) expect(banner.imageUrl).toMatch(/^\/images\//);
  });

  it('column tree nests columns and counts the 20 seeded articles', async () => {
    const { data } = await ctx.post<contracts.ColumnNode[]>('/api/portal/content/column/tree', {}, { locale: 'en' });
    contracts.columnTree.parse(data);
    expect(data.reduce((sum, node) => sum + node.articleCount, 0)).toBe(20);
    expect(data.some((node) => node.children.length > 0)).toBe(true);
  });

  it('article getList pages newest first without overlap, and filters by column with its children', async () => {
    const first = await ctx.post<contracts.ArticlePage>('/api/portal/content/article/getList', { page: 1, pageSize: 8 });
    const second = await ctx.post<contracts.ArticlePage>('/api/portal/content/article/getList', { page: 3, pageSize: 8 });
    expect(first.data.total).toBe(20);
    expect(first.data.items).toHaveLength(8);
    expect(second.data.items).toHaveLength(4);
    const dates = first.data.items.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const tree = await ctx.post<contracts.ColumnNode[]>('/api/portal/content/column/tree');
    const parent = tree.data.find((node) => node.children.length > 0)!;
    const byParent = await ctx.post<contracts.ArticlePage>('/api/portal/content/article/getList', { columnId: parent.id, pageSize: 50 });
    expect(byParent.data.total).toBe(parent.articleCount);
    const childIds = new Set([parent.id, ...parent.children.map((child) => child.id)]);
    expect(byParent.data.items.every((item) => childIds.has(item.columnId))).toBe(true);

    const unknown = await ctx.post('/api/portal/content/article/getList', { columnId: 999_999 });
    expect(unknown.code).toBe('000003');
    const bad = await ctx.post('/api/portal/content/article/getList', { page: 0 });
    expect(bad.code).toBe('000002');
  });

  it('article getById answers sanitised content with previous and next', async () => {
    const list = await ctx.post<contracts.ArticlePage>('/api/portal/content/article/getList', { pageSize: 3 }, { locale: 'en' });
    const middle = list.data.items[1]!;
    const { code, data } = await ctx.post<contracts.Article>('/api/portal/content/article/getById', { id: middle.id }, { locale: 'en' });
    expect(code).toBe('000000');
    expect(data.title).toBe(middle.title);
    expect(data.previous?.id).toBe(list.data.items[0]!.id);
    expect(data.next?.id).toBe(list.data.items[2]!.id);
    expect(data.content).toMatch(/^<(p|ul|h2)/);
    expect(data.content).not.toMatch(/<script|on\w+=/i);

    const newest = await ctx.post<contracts.Article>('/api/portal/content/article/getById', { id: list.data.items[0]!.id });
    expect(newest.data.previous).toBeNull();
    expect((await ctx.post('/api/portal/content/article/getById', { id: 999_999 })).code).toBe('000003');
    // Beyond the id column's integer range: the contract refuses it, the database never sees it.
    for (const id of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expect(await ctx.post('/api/portal/content/article/getById', { id })).toMatchObject({ status: 400, code: '000002' });
      expect(await ctx.post('/api/portal/content/article/getList', { columnId: id })).toMatchObject({ status: 400, code: '000002' });
    }
  });

  it('brand getList puts popular brands first with counts and best sellers', async () => {
    const { data } = await ctx.post<contracts.BrandCard[]>('/api/portal/content/brand/getList', {}, { locale: 'en' });
    contracts.brandList.parse(data);
    expect(data.length).toBeGreaterThanOrEqual(12);
    const firstOther = data.findIndex((brand) => !brand.popular);
    expect(data.slice(firstOther).every((brand) => !brand.popular)).toBe(true);
    expect(data.reduce((sum, brand) => sum + brand.productCount, 0)).toBe(300);
    for (const brand of data) expect(brand.topProducts.length).toBeLessThanOrEqual(3);
  });
});

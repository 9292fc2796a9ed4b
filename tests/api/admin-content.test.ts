import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleListRow, articleRow, bannerRow, policyRow } from '../../src/schemas/admin-content.ts';
import type { Article, ArticlePage, Banner, Policy, Website } from '../../src/schemas/content.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { expectRefusedToOthers } from '../helpers/second-user.ts';
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

const call = <T = unknown>(path: string, body: unknown = {}, token = admin) => ctx.post<T>(`/api/admin/content/${path}`, body, { token });
const newBanner = {
  titleZh: '新品上市',
  titleEn: 'New arrivals',
  subtitleZh: '高性能有机颜料',
  subtitleEn: 'High-performance organic pigments',
  imageUrl: '/images/banners/catalogue.svg',
  linkUrl: '/product',
};

describe('admin content calls', () => {
  it('need an admin: no token is 000004, a customer is forbidden', async () => {
    for (const path of ['banner/list', 'policy/list', 'column/list', 'config/get']) {
      expect((await ctx.post(`/api/admin/content/${path}`, {})).code).toBe('000004');
      const forbidden = await call(path, path === 'config/get' ? { key: 'website' } : {}, customer);
      expect(forbidden.code).toBe('000005');
      expect(forbidden.status).toBe(403);
    }
  });

  it('policy save sanitises the rich text and the storefront answers the new text', async () => {
    const saved = await call('policy/save', {
      code: 'returns',
      titleZh: '退货协议（新版）',
      titleEn: 'Return agreement (new)',
      contentZh: '<p onclick="x()">七天无理由退货<script>alert(1)</script></p>',
      contentEn: '<p>Seven-day returns</p><iframe src="https://evil"></iframe>',
    });
    expect(saved.code).toBe('000000');
    const zh = await ctx.post<Policy>('/api/portal/content/policy/getByCode', { code: 'returns' });
    expect(zh.data).toMatchObject({ title: '退货协议（新版）', content: '<p>七天无理由退货</p>' });
    const en = await ctx.post<Policy>('/api/portal/content/policy/getByCode', { code: 'returns' }, { locale: 'en' });
    expect(en.data.content).toBe('<p>Seven-day returns</p>');

    const empty = await call('policy/save', { code: 'returns', titleZh: ' ', titleEn: 'x', contentZh: 'x', contentEn: 'x' });
    expect(empty.code).toBe('000002');
    expect(empty.data).toMatchObject({ issues: [{ path: 'titleZh', key: 'validation.required' }] });
  });

  it('banners: create, update, reorder, delete; unsafe addresses refused', async () => {
    const created = await call<{ id: number }>('banner/create', newBanner);
    expect(created.code).toBe('000000');
    const unsafe = await call('banner/create', { ...newBanner, linkUrl: 'javascript:alert(1)' });
    expect(unsafe.code).toBe('000002');
    expect((await call('banner/create', { ...newBanner, imageUrl: '//evil.example/x.png' })).code).toBe('000002');

    expect((await call('banner/update', { id: created.data.id, titleEn: 'Just in' })).code).toBe('000000');
    const all = await call<{ id: number }[]>('banner/list');
    const reversed = all.data.map((banner) => banner.id).reverse();
    expect((await call('banner/reorder', { ids: reversed.slice(1) })).code).toBe('000002');
    const reordered = await call('banner/reorder', { ids: reversed });
    expect(reordered).toMatchObject({ code: '000000' });

    const shown = await ctx.post<Banner[]>('/api/portal/content/banner/getList', {}, { locale: 'en' });
    expect(shown.data.map((banner) => banner.id)).toEqual(reversed);
    expect(shown.data.find((banner) => banner.id === created.data.id)?.title).toBe('Just in');

    await expectRefusedToOthers(ctx, '/api/admin/content/banner/delete', { id: created.data.id });
    await expectRefusedToOthers(ctx, '/api/admin/content/banner/update', { id: created.data.id, titleEn: 'Mine now' });
    const untouched = await ctx.post<Banner[]>('/api/portal/content/banner/getList', {}, { locale: 'en' });
    expect(untouched.data.find((banner) => banner.id === created.data.id)?.title).toBe('Just in');

    const deleted = await call('banner/delete', { id: created.data.id });
    expect(deleted).toMatchObject({ code: '000000', data: null });
    expect((await call('banner/delete', { id: created.data.id })).code).toBe('000003');
    expect((await call('banner/update', { id: 999_999, titleEn: 'x' })).code).toBe('000003');
  });

  it('articles: create in a known column, update, delete', async () => {
    const columns = await call<{ id: number; parentId: number | null }[]>('column/list');
    const leaf = columns.data.find((column) => column.parentId !== null)!;
    const article = {
      columnId: leaf.id,
      titleZh: '铁红新品',
      titleEn: 'A new iron oxide red',
      summaryZh: '摘要',
      summaryEn: 'Summary',
      contentZh: '<p>正文</p><script>x</script>',
      contentEn: '<p>Body</p>',
      publishedAt: '2026-11-20T09:00:00+08:00',
    };
    expect((await call('article/create', { ...article, columnId: 999_999 })).code).toBe('000002');
    expect((await call('article/create', { ...article, publishedAt: 'yesterday' })).code).toBe('000002');
    const created = await call<{ id: number }>('article/create', article);
    expect(created.code).toBe('000000');

    const listing = await ctx.post<ArticlePage>('/api/portal/content/article/getList', {});
    expect(listing.data.total).toBe(21);
    expect(listing.data.items[0]!.id).toBe(created.data.id);
    const shown = await ctx.post<Article>('/api/portal/content/article/getById', { id: created.data.id });
    expect(shown.data.content).toBe('<p>正文</p>');

    const listed = await call<{ id: number }[]>('article/list');
    expect(listed.data[0]!.id).toBe(created.data.id);
    const stored = await call<{ contentZh: string; titleEn: string }>('article/get', { id: created.data.id });
    expect(stored.data).toMatchObject({ contentZh: '<p>正文</p>', titleEn: 'A new iron oxide red' });
    expect((await call('article/update', { id: created.data.id, titleZh: '铁红新品（更新）' })).code).toBe('000000');
    expect((await ctx.post<Article>('/api/portal/content/article/getById', { id: created.data.id })).data.title).toBe('铁红新品（更新）');
    expect((await call('article/delete', { id: created.data.id })).code).toBe('000000');
    expect((await ctx.post('/api/portal/content/article/getById', { id: created.data.id })).code).toBe('000003');
  });

  it('columns: a column with articles cannot be deleted; an empty one can', async () => {
    const columns = await call<{ id: number; parentId: number | null }[]>('column/list');
    const used = columns.data.find((column) => column.parentId !== null)!;
    expect((await call('column/delete', { id: used.id })).code).toBe('000007');
    const created = await call<{ id: number }>('column/create', { parentId: used.parentId, nameZh: '法规', nameEn: 'Regulations' });
    expect(created.code).toBe('000000');
    expect((await call('column/create', { parentId: 999_999, nameZh: 'x', nameEn: 'x' })).code).toBe('000002');
    expect((await call('column/delete', { id: created.data.id })).code).toBe('000000');
  });

  it('config: validated against its stored shape, rich text sanitised, answered by the storefront', async () => {
    const website = (await call<Record<string, unknown>>('config/get', { key: 'website' })).data;
    const broken = await call('config/save', { key: 'website', value: { ...website, hotline: 42 } });
    expect(broken.code).toBe('000002');
    expect(broken.data).toMatchObject({ issues: [{ path: 'value.hotline' }] });

    const saved = await call('config/save', { key: 'website', value: { ...website, hotline: '400-000-1234' } });
    expect(saved.code).toBe('000000');
    expect((await ctx.post<Website>('/api/portal/content/configData/website')).data.hotline).toBe('400-000-1234');

    const description = (await call<{ content: { zh: string; en: string } }>('config/get', { key: 'companyDescription' })).data;
    await call('config/save', { key: 'companyDescription', value: { ...description, content: { zh: '<p>简介<script>x</script></p>', en: '<p>About</p>' } } });
    const answered = await ctx.post<{ content: string }>('/api/portal/content/configData/companyDescription');
    expect(answered.data.content).toBe('<p>简介</p>');
    expect((await call('config/get', { key: 'nothing' })).code).toBe('000002');
  });

  it('publish answers a clear error where no publishing server runs (tests, dev server)', async () => {
    const answer = await ctx.post('/api/admin/publish', {}, { token: admin, locale: 'en' });
    expect(answer).toMatchObject({ code: '300001', status: 503, message: 'Publishing needs the server started by npm start' });
    expect((await ctx.post('/api/admin/publish', {}, { token: customer })).code).toBe('000005');
  });
});

describe('admin answers match the contracts the editor page reads', () => {
  it('policy, article and banner rows parse', async () => {
    z.array(policyRow).parse((await call('policy/list')).data);
    z.array(bannerRow).parse((await call('banner/list')).data);
    const articles = z.array(articleListRow).parse((await call('article/list')).data);
    articleRow.parse((await call('article/get', { id: articles[0]!.id })).data);
  });
});

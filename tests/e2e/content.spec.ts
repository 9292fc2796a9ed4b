import { type APIRequestContext, expect } from '@playwright/test';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

/** Asks the shop's own API, so the pages are checked against the data they were built from. */
async function api<T>(request: APIRequestContext, path: string, body: object, locale: 'zh' | 'en'): Promise<T> {
  const response = await request.post(`/api/portal/content/${path}`, { data: body, headers: { 'accept-language': locale } });
  const answer = await response.json();
  expect(answer.code).toBe('000000');
  return answer.data as T;
}

const prefix = (locale: 'zh' | 'en') => (locale === 'en' ? '/en' : '');

for (const locale of ['zh', 'en'] as const) {
  test.describe(`content pages (${locale})`, PHONE, () => {
    test('help centre: a side menu and a stable page per policy', async ({ page, request }) => {
      const policies = await api<{ code: string; title: string }[]>(request, 'policy/getAll', {}, locale);
      await page.goto(`${prefix(locale)}/help`);
      const menu = page.getByRole('navigation', { name: locale === 'zh' ? '帮助目录' : 'Help topics' });
      for (const policy of policies) await expect(menu.getByRole('link', { name: policy.title })).toBeVisible();

      const privacy = policies.find((policy) => policy.code === 'privacy')!;
      await menu.getByRole('link', { name: privacy.title }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/help/privacy$`));
      await expect(page.getByRole('heading', { level: 2, name: privacy.title })).toBeVisible();
      await expect(menu.getByRole('link', { name: privacy.title })).toHaveAttribute('aria-current', 'page');
    });

    test('about us: banner, description, key figures, honours and QR codes', async ({ page, request }) => {
      const banner = await api<{ title: string }>(request, 'configData/aboutUsBanner', {}, locale);
      const honors = await api<{ items: { title: string }[] }>(request, 'configData/companyHonor', {}, locale);
      const follow = await api<{ items: { name: string }[] }>(request, 'configData/followUs', {}, locale);
      const figures = await api<{ items: { label: string }[] }>(request, 'configData/companyDataDescription', {}, locale);
      await page.goto(`${prefix(locale)}/about`);
      await expect(page.getByRole('heading', { level: 1, name: banner.title })).toBeVisible();
      for (const honor of honors.items) await expect(page.getByRole('img', { name: honor.title })).toBeVisible();
      for (const item of follow.items) await expect(page.getByText(item.name, { exact: true })).toBeVisible();
      for (const item of figures.items) await expect(page.getByText(item.label, { exact: true })).toBeVisible();
    });

    test('brand centre: each brand links to the listing filtered by it', async ({ page, request }) => {
      const brands = await api<{ id: number; name: string; popular: boolean }[]>(request, 'brand/getList', {}, locale);
      await page.goto(`${prefix(locale)}/brand`);
      const popular = brands.find((brand) => brand.popular)!;
      const link = page.getByRole('heading', { level: 3, name: popular.name }).getByRole('link');
      await expect(link).toHaveAttribute('href', `${prefix(locale)}/product?brandId=${popular.id}`);
      const other = brands.find((brand) => !brand.popular)!;
      await expect(page.getByRole('link', { name: new RegExp(other.name) })).toHaveAttribute('href', `${prefix(locale)}/product?brandId=${other.id}`);
    });

    test('news: paged list by column, article with previous and next', async ({ page, request }) => {
      const firstPage = await api<{ items: { id: number; title: string }[]; total: number }>(request, 'article/getList', {}, locale);
      await page.goto(`${prefix(locale)}/consult`);
      for (const item of firstPage.items) await expect(page.getByRole('link', { name: item.title })).toBeVisible();
      await page.getByRole('link', { name: locale === 'zh' ? '第 2 页' : 'Page 2' }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/consult/page/2$`));
      await expect(page.getByRole('article')).toHaveCount(firstPage.total - firstPage.items.length);

      const tree = await api<{ id: number; name: string; articleCount: number }[]>(request, 'column/tree', {}, locale);
      await page.getByRole('link', { name: new RegExp(`^${tree[0]!.name}`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: tree[0]!.name })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(Math.min(tree[0]!.articleCount, 10));

      const second = firstPage.items[1]!;
      await page.goto(`${prefix(locale)}/consult/${second.id}`);
      await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
      await page.locator('a[rel="prev"]').click();
      await expect(page.getByRole('heading', { level: 1, name: firstPage.items[0]!.title })).toBeVisible();
    });
  });
}

test.describe('SEO and sharing', () => {
  test('pages carry canonical, hreflang alternates, Open Graph and JSON-LD', async ({ page, request }) => {
    await page.goto('/en/about');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/about$/);
    await expect(page.locator('link[hreflang="zh-CN"]')).toHaveAttribute('href', /[^n]\/about$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About us');
    const organization = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Pigment Shop' });

    const list = await api<{ items: { id: number; title: string }[] }>(request, 'article/getList', {}, 'zh');
    await page.goto(`/consult/${list.items[0]!.id}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const article = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(article).toMatchObject({ '@type': 'Article', headline: list.items[0]!.title });

    await page.goto('/no-such-page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('sitemap lists both locales of content pages, and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/en/help/privacy</loc>');
    expect(sitemap).toMatch(/<loc>[^<]+\/help\/privacy<\/loc>/);
    expect(sitemap).toMatch(/\/en\/consult\/\d+<\/loc>/);
    expect(sitemap).toMatch(/\/productDetails\/\d+<\/loc>/);
    expect(sitemap).not.toContain('/cart');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /api/');
  });
});

import { expect, type Locator } from '@playwright/test';
import { hydrated } from './support/accounts.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

type Card = { id: number; name: string; ciName: string | null; hex: string | null };

/** A swatch drawn as a product: an edge (inset shadow) and a texture (a background image over its colour). */
const looksLikePowder = (swatch: Locator) =>
  swatch.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.boxShadow !== 'none' && style.backgroundImage.includes('url(');
  });

const listing = async (request: import('@playwright/test').APIRequestContext, keyword: string): Promise<Card[]> => {
  const answer = await (await request.post('/api/portal/product/getList', { data: { keyword } })).json();
  return answer.data.items as Card[];
};

test.describe('white pigments read as products on a white page', PHONE, () => {
  test('钛白粉, 氧化锌 and 立德粉 swatches have an edge and a grain; a blue has neither', async ({ page, request }) => {
    const whites = await Promise.all(
      ['钛白粉', '氧化锌', '立德粉'].map(async (keyword) => (await listing(request, keyword)).find((card) => card.ciName?.startsWith('PW'))!),
    );
    const blue = (await listing(request, 'PB 15:3'))[0]!;
    for (const white of whites) expect(white, 'a seeded white').toBeTruthy();

    // Product cards on the listing.
    await page.goto(`/product?keyword=${encodeURIComponent('钛白粉')}`);
    await hydrated(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: whites[0]!.name, exact: true }) });
    await expect(card.getByTitle('近似颜色')).toHaveCount(1);
    expect(await looksLikePowder(card.getByTitle('近似颜色'))).toBe(true);
    await page.goto(`/product?keyword=${encodeURIComponent('PB 15:3')}`);
    const blueCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: blue.name, exact: true }) });
    expect(await looksLikePowder(blueCard.getByTitle('近似颜色'))).toBe(false);

    // The product page: the large swatch and the natural colour beside it.
    for (const white of whites) {
      await page.goto(`/productDetails/${white.id}`);
      expect(await looksLikePowder(page.getByRole('img', { name: `${white.name} 近似颜色` })), white.name).toBe(true);
    }
    await page.goto(`/productDetails/${blue.id}`);
    expect(await looksLikePowder(page.getByRole('img', { name: `${blue.name} 近似颜色` }))).toBe(false);

    // The colour card: every swatch of the whites, none of the blues.
    await page.goto('/colorList');
    const whitesSection = page.getByRole('region', { name: /白色系/ });
    const blues = page.getByRole('region', { name: /蓝色系/ });
    await expect(whitesSection.getByRole('link').first()).toBeVisible();
    for (const white of whites) expect(await looksLikePowder(whitesSection.getByRole('link', { name: white.name })), white.name).toBe(true);
    for (const swatch of await whitesSection.getByRole('link').all()) expect(await looksLikePowder(swatch)).toBe(true);
    expect(await looksLikePowder(blues.getByRole('link').first())).toBe(false);
  });
});

import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { cheapestPlan } from '../../src/features/catalog/pack-calculator.ts';
import { formatPrice } from '../../src/schemas/money.ts';
import { hydrated, signUp } from './support/accounts.ts';
import { expectNothingBehind, expectOnScreenWhileScrolling } from './support/bottom-bar.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

type Locale = 'zh' | 'en';
type Card = { id: number; name: string; ciName: string | null; stock: number };
type Listing = { items: Card[]; total: number; pageCount: number; facets: { brands: { id: number; name: string; count: number }[] } };
type Live = { id: number; skus: { id: number; label: string; stock: number; netWeightGrams: number; priceFen: number; pricePerKgFen: number }[] };

async function api<T>(request: APIRequestContext, path: string, body: object, locale: Locale): Promise<T> {
  const response = await request.post(`/api/portal/product/${path}`, { data: body, headers: { 'accept-language': locale } });
  const answer = await response.json();
  expect(answer.code).toBe('000000');
  return answer.data as T;
}

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const words = {
  zh: {
    search: '搜索',
    total: (count: number) => `共 ${count} 款产品`,
    sales: '销量',
    filters: '筛选',
    addToCart: '加入购物车',
    added: (count: number) => `已加入本地购物车：${count} 件`,
    calculator: '按需求重量比价',
    wanted: '需要的重量（公斤）',
    calculate: '计算',
    addMix: '把这个组合加入购物车',
    mixAdded: (lines: string, count: number) => `已加入本地购物车：${lines}（共 ${count} 件）`,
    mixAddedToAccount: (lines: string, count: number) => `已加入购物车：${lines}（共 ${count} 件）`,
  },
  en: {
    search: 'Search',
    total: (count: number) => `${count} products`,
    sales: 'Sales volume',
    filters: 'Filters',
    addToCart: 'Add to cart',
    added: (count: number) => `${count} ${count === 1 ? 'pack' : 'packs'} added to the local cart`,
    calculator: 'Compare packs for the weight you need',
    wanted: 'Weight needed (kg)',
    calculate: 'Calculate',
    addMix: 'Add this mix to the cart',
    mixAdded: (lines: string, count: number) => `${count} packs added to the local cart: ${lines}`,
    mixAddedToAccount: (lines: string, count: number) => `${count} packs added to the cart: ${lines}`,
  },
} as const;

/** On a phone the filters open over the listing, behind a button. */
async function openFilters(page: Page, locale: Locale) {
  const toggle = page.getByRole('button', { name: new RegExp(`^${words[locale].filters}`) });
  if (await toggle.isVisible()) await toggle.click();
}

/** Closes the phone's filters with the button that shows the results, naming their count. */
async function showResults(page: Page, locale: Locale, count: number) {
  const done = page.getByRole('dialog').getByRole('button', { name: locale === 'zh' ? `查看 ${count} 件商品` : `Show ${count} products` });
  if (await page.getByRole('dialog').isVisible()) await done.click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

for (const locale of ['zh', 'en'] as const) {
  test.describe(`catalogue (${locale})`, () => {
    test('search from the header finds a Colour Index name and marks it', PHONE, async ({ page }) => {
      await page.goto(`${prefix(locale)}/`);
      await page.getByRole('search').getByRole('combobox').fill('PB 15:3');
      await page.getByRole('search').getByRole('button', { name: words[locale].search }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/product\\?keyword=PB(\\+|%20)15%3A3$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('PB 15:3');
      const firstCard = page.getByRole('article').first();
      await expect(firstCard.locator('mark', { hasText: 'PB 15:3' })).toBeVisible();
      await expect(page.getByRole('search').getByRole('combobox')).toHaveValue('PB 15:3');
    });

    test('a search with no result says so and offers to clear or ask for a 1V1 requirement', async ({ page }) => {
      await page.goto(`${prefix(locale)}/product?keyword=zzzz-nothing&inStock=true`);
      await expect(page.getByText(locale === 'zh' ? '没有找到符合条件的颜料' : 'No pigments match')).toBeVisible();
      await expect(page.getByRole('link', { name: locale === 'zh' ? '提交 1V1 采购需求' : 'Submit a 1V1 purchase requirement' })).toHaveAttribute(
        'href',
        `${prefix(locale)}/requirement?keyword=zzzz-nothing`,
      );
      await page.getByRole('button', { name: locale === 'zh' ? '清除筛选条件' : 'Clear the filters' }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/product$`));
      await expect(page.getByRole('article')).toHaveCount(20);
    });

    test('filter, sort and page live in the URL: reload keeps them, Back walks back', PHONE, async ({ page, request }) => {
      const all = await api<Listing>(request, 'getList', {}, locale);
      const brand = [...all.facets.brands].sort((a, b) => b.count - a.count)[0]!;
      await page.goto(`${prefix(locale)}/product`);
      await expect(page.getByRole('status').filter({ hasText: words[locale].total(all.total) })).toBeVisible();

      await openFilters(page, locale);
      await page.getByRole('button', { name: new RegExp(`^${brand.name}\\s*${brand.count}$`) }).click();
      await expect(page).toHaveURL(new RegExp(`\\?brandId=${brand.id}$`));
      await showResults(page, locale, brand.count);
      await expect(page.getByRole('status').filter({ hasText: words[locale].total(brand.count) })).toBeVisible();

      await page.getByRole('button', { name: words[locale].sales, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?brandId=${brand.id}&sort=sales$`));
      const bestSeller = (await api<Listing>(request, 'getList', { brandId: brand.id, sort: 'sales' }, locale)).items[0]!;
      await expect(page.getByRole('article').first()).toContainText(bestSeller.name);

      await page.getByRole('link', { name: locale === 'zh' ? '第 2 页' : 'Page 2' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?brandId=${brand.id}&sort=sales&curPage=2$`));
      const pageTwo = await api<Listing>(request, 'getList', { brandId: brand.id, sort: 'sales', curPage: 2 }, locale);
      await expect(page.getByRole('article').first()).toContainText(pageTwo.items[0]!.name);

      await page.reload();
      await expect(page.getByRole('link', { name: locale === 'zh' ? '第 2 页' : 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: words[locale].sales, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('article').first()).toContainText(pageTwo.items[0]!.name);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?brandId=${brand.id}&sort=sales$`));
      await expect(page.getByRole('article').first()).toContainText(bestSeller.name);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?brandId=${brand.id}$`));
    });

    test('product page: quantity rules, then the local cart and its badge', PHONE, async ({ page, request }, testInfo) => {
      // A product whose first pack in stock holds fewer than 99, so every rule can be shown.
      const candidates = (await api<Listing>(request, 'getList', { inStock: true, sort: 'sales' }, locale)).items;
      const live = await api<Live[]>(request, 'getLive', { ids: candidates.map((card) => card.id) }, locale);
      const product = live.find((item) => {
        const first = item.skus.find((sku) => sku.stock > 0);
        return first && first.stock >= 3 && first.stock < 99;
      })!;
      const pack = product.skus.find((sku) => sku.stock > 0)!;
      await page.goto(`${prefix(locale)}/productDetails/${product.id}`);
      await expect(page.getByRole('radio', { name: new RegExp(pack.label) })).toBeChecked();

      const quantity = page.getByLabel(locale === 'zh' ? '数量' : 'Quantity', { exact: true });
      const addToCart = page.getByRole('button', { name: words[locale].addToCart, exact: true });
      if (testInfo.project.name === 'phone') {
        // The phone's buy bar: its total whole, in reach wherever the page is scrolled, hiding nothing.
        const bar = page.getByTestId('bottom-bar');
        const total = bar.getByText(formatPrice(pack.priceFen), { exact: true });
        expect(await total.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await expectOnScreenWhileScrolling(page, [addToCart]);
        await expect(total).toBeInViewport({ ratio: 1 });
        await expectNothingBehind(page, bar);
      }
      const expectRefusal = async (typed: string, message: string) => {
        await quantity.fill(typed);
        await addToCart.click();
        await expect(page.getByText(message)).toBeVisible();
        await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      };
      await expectRefusal('0', locale === 'zh' ? '购买数量至少为 1' : 'The quantity must be at least 1');
      await expectRefusal('100', locale === 'zh' ? '每种规格最多购买 99 件' : 'At most 99 packs of one specification');
      await expectRefusal('1.5', locale === 'zh' ? '请输入 1 到 99 之间的整数' : 'Enter a whole number from 1 to 99');
      await expectRefusal(String(pack.stock + 1), locale === 'zh' ? `库存不足，最多可购买 ${pack.stock} 件` : `Only ${pack.stock} in stock`);
      await expect(page.getByTestId('badge-cart')).toHaveCount(0);

      if (product.skus.length > 1) {
        await page.getByText(locale === 'zh' ? '按需求重量比价' : 'Compare packs for the weight you need').click();
        await page.getByLabel(locale === 'zh' ? '需要的重量（公斤）' : 'Weight needed (kg)').fill('abc');
        await page.getByRole('button', { name: locale === 'zh' ? '计算' : 'Calculate' }).click();
        await expect(
          page.getByText(locale === 'zh' ? '请输入大于 0 的重量，最多三位小数' : 'Enter a weight above 0 with at most three decimals'),
        ).toBeVisible();
        await page.getByLabel(locale === 'zh' ? '需要的重量（公斤）' : 'Weight needed (kg)').fill('3');
        await page.getByRole('button', { name: locale === 'zh' ? '计算' : 'Calculate' }).click();
        await expect(page.getByText(locale === 'zh' ? '只买一种包装' : 'One pack size only')).toBeVisible();
      }

      await quantity.fill('1');
      await addToCart.click();
      await expect(page.getByText(words[locale].added(1), { exact: true })).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveText('1');
      await quantity.fill('2');
      await addToCart.click();
      await expect(page.getByText(words[locale].added(2), { exact: true })).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveText('1');
    });

    test('the pack calculator puts its cheapest mix in the cart in one step, and the badge follows', PHONE, async ({ page, request }) => {
      const { product, grams, lines, count } = await productWithAMix(request, locale);
      await page.goto(`${prefix(locale)}/productDetails/${product.id}`);
      await hydrated(page);
      await expect(page.getByTestId('badge-cart')).toHaveCount(0);
      await page.getByText(words[locale].calculator).click();
      await page.getByLabel(words[locale].wanted).fill(String(grams / 1000));
      await page.getByRole('button', { name: words[locale].calculate }).click();
      await page.getByRole('button', { name: words[locale].addMix }).click();
      await expect(page.getByText(words[locale].mixAdded(lines, count), { exact: true })).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveText(String(product.lineCount));

      // The browser's cart holds each line of the mix.
      const held = await page.evaluate(() => JSON.parse(localStorage.getItem('localCart') ?? '[]') as { skuId: number; quantity: number }[]);
      expect(held.map(({ skuId, quantity }) => [skuId, quantity]).sort()).toEqual(product.mix.map(({ packId, count }) => [packId, count]).sort());
    });

    test('a sold-out product says so and offers customer service', async ({ page, request }) => {
      // The comprehensive order puts sold-out products last.
      const { pageCount } = await api<Listing>(request, 'getList', {}, locale);
      const outOfStock = (await api<Listing>(request, 'getList', { curPage: pageCount }, locale)).items.find((card) => card.stock === 0)!;
      await page.goto(`${prefix(locale)}/productDetails/${outOfStock.id}`);
      await expect(page.getByText(locale === 'zh' ? '该产品暂时缺货' : 'This product is out of stock')).toBeVisible();
      await expect(page.getByRole('button', { name: words[locale].addToCart })).toHaveCount(0);
    });

    test('favouriting while logged out asks for a login first', async ({ page }) => {
      await page.goto(`${prefix(locale)}/product`);
      await page
        .getByRole('button', { name: locale === 'zh' ? '收藏' : 'Add to favourites' })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login\\?redirect=${encodeURIComponent(`${prefix(locale)}/product`)}`));
    });

    test('the colour card finds the seeded phthalocyanine blue nearest to a navy', async ({ page }) => {
      await page.goto(`${prefix(locale)}/colorList`);
      await expect(page.getByRole('heading', { level: 2, name: locale === 'zh' ? /蓝色系/ : /Blues/ })).toBeVisible();
      await page.getByLabel(locale === 'zh' ? '颜色色号' : 'Hex colour').fill('#104D80');
      await page.getByRole('button', { name: locale === 'zh' ? '查找' : 'Find', exact: true }).click();
      const first = page.getByRole('listitem').filter({ hasText: 'ΔE' }).first();
      await expect(first).toContainText('PB 15:3');
      await first.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/productDetails/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test("logged in, the calculator's mix goes into the account's cart", async ({ page, request }) => {
  await signUp(page, 'zh');
  const { product, grams, lines, count } = await productWithAMix(request, 'zh');
  await page.goto(`/productDetails/${product.id}`);
  await hydrated(page);
  await page.getByText(words.zh.calculator).click();
  await page.getByLabel(words.zh.wanted).fill(String(grams / 1000));
  await page.getByRole('button', { name: words.zh.calculate }).click();
  await page.getByRole('button', { name: words.zh.addMix }).click();
  await expect(page.getByText(words.zh.mixAddedToAccount(lines, count), { exact: true })).toBeVisible();
  await expect(page.getByTestId('badge-cart')).toHaveText(String(product.lineCount));
  await page.goto('/cart');
  const quantities = page.getByLabel(`${product.name} 的数量`);
  await expect(quantities).toHaveCount(product.mix.length);
  const shown = await Promise.all((await quantities.all()).map((field) => field.inputValue()));
  expect(shown.map(Number).sort()).toEqual(product.mix.map((line) => line.count).sort());
});

test('an unknown product id is a 404 page', async ({ page }) => {
  const response = await page.goto('/productDetails/999999');
  expect(response?.status()).toBe(404);
});

/** A product in stock whose cheapest mix for some weight takes two pack sizes or more: the weight and the mix as the page words it. */
async function productWithAMix(request: APIRequestContext, locale: Locale) {
  const candidates = (await api<Listing>(request, 'getList', { inStock: true, sort: 'sales' }, locale)).items;
  const live = await api<Live[]>(request, 'getLive', { ids: candidates.map((card) => card.id) }, locale);
  for (const item of live) {
    const packs = item.skus.filter((sku) => sku.stock >= 5);
    if (packs.length < 2) continue;
    const weights = packs.map((pack) => pack.netWeightGrams).sort((a, b) => a - b);
    for (const grams of [weights.at(-1)! + weights[0]!, 2 * weights.at(-1)! + weights[0]!, weights.at(-1)! + weights[1]!]) {
      const plan = cheapestPlan(item.skus, grams);
      if (!plan || plan.lines.length < 2) continue;
      const label = (packId: number) => item.skus.find((sku) => sku.id === packId)!.label;
      return {
        product: { ...item, name: candidates.find((card) => card.id === item.id)!.name, mix: plan.lines, lineCount: plan.lines.length },
        grams,
        lines: plan.lines.map((line) => `${label(line.packId)} × ${line.count}`).join(' + '),
        count: plan.lines.reduce((sum, line) => sum + line.count, 0),
      };
    }
  }
  throw new Error('no product whose cheapest mix takes two pack sizes');
}

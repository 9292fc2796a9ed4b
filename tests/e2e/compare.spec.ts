import { expect, type Page } from '@playwright/test';
import { hydrated } from './support/accounts.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

type Locale = 'zh' | 'en';
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const words = {
  zh: {
    toggle: '对比',
    added: (count: number) => `已加入对比（${count}/4）`,
    full: '最多可对比 4 个产品，请先移除一个',
    open: (count: number) => `查看对比（${count}）`,
    count: (count: number) => `已选 ${count}/4 个产品`,
    remove: (name: string) => `移除 ${name}`,
    clear: '清空对比',
    empty: '还没有选择要对比的产品',
    rows: ['颜色索引', '化学组成', '每公斤价格', '包装与价格'],
    perKg: /¥[\d,.]+( – ¥[\d,.]+)?\/公斤/,
    buy: '购买',
    packOf: (name: string) => `${name} 的规格`,
    addNamed: (name: string) => `加入购物车：${name}`,
    addedToCart: '已加入本地购物车：1 件',
    brand: '品牌',
    differencesOnly: '只看不同',
    hidden: (count: number) => `已隐藏 ${count} 项相同的内容`,
  },
  en: {
    toggle: 'Compare',
    added: (count: number) => `Added to the comparison (${count}/4)`,
    full: 'You can compare up to 4 products: remove one first',
    open: (count: number) => `Compare (${count})`,
    count: (count: number) => `${count} of 4 products chosen`,
    remove: (name: string) => `Remove ${name}`,
    clear: 'Clear the comparison',
    empty: 'No products chosen for comparison yet',
    rows: ['Colour Index', 'Chemistry', 'Price per kg', 'Packs and prices'],
    perKg: /¥[\d,.]+( – ¥[\d,.]+)?\/kg/,
    buy: 'Buy',
    packOf: (name: string) => `Pack of ${name}`,
    addNamed: (name: string) => `Add to cart: ${name}`,
    addedToCart: '1 pack added to the local cart',
    brand: 'Brand',
    differencesOnly: 'Show differences only',
    hidden: (count: number) => (count === 1 ? '1 row that is the same for all is hidden' : `${count} rows that are the same for all are hidden`),
  },
} as const;

async function cardNames(page: Page, count: number): Promise<string[]> {
  const headings = page.getByRole('article').getByRole('heading');
  await expect(headings.first()).toBeVisible();
  return (await headings.allTextContents()).slice(0, count).map((name) => name.trim());
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test.describe(`compare (${locale})`, PHONE, () => {
    test('choose four from the listing, a fifth is refused, compare side by side, remove, keep across a reload', async ({ page }) => {
      await page.goto(`${prefix(locale)}/product`);
      await hydrated(page);
      const names = await cardNames(page, 5);
      const toggles = page.getByRole('article').getByRole('button', { name: w.toggle, exact: true });
      for (let index = 0; index < 4; index++) {
        await toggles.nth(index).click();
        await expect(toggles.nth(index)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('status').filter({ hasText: w.added(index + 1) })).toBeVisible();
      }
      await toggles.nth(4).click();
      await expect(page.getByRole('status').filter({ hasText: w.full })).toBeVisible();
      await expect(toggles.nth(4)).toHaveAttribute('aria-pressed', 'false');

      await page.getByRole('link', { name: w.open(4) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/compare$`));
      const table = page.getByRole('table');
      const columns = table.getByRole('columnheader');
      await expect(columns).toHaveCount(5);
      for (const [index, name] of names.slice(0, 4).entries()) await expect(columns.nth(index + 1)).toContainText(name);
      for (const row of w.rows) await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
      const priceRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: w.rows[2], exact: true }) });
      await expect(priceRow.getByRole('cell').first()).toHaveText(w.perKg);
      await expect(page.getByText(w.count(4))).toBeVisible();

      const scroller = page.getByTestId('compare-scroller');
      const firstRowHeader = table.getByRole('rowheader', { name: w.rows[0], exact: true });
      if ((page.viewportSize()?.width ?? 1280) < 640) {
        // Four columns do not fit 360 px: the table scrolls sideways, the row names stay in view.
        expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        const before = (await firstRowHeader.boundingBox())!.x;
        await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await expect.poll(async () => (await firstRowHeader.boundingBox())!.x).toBe(before);
        await expect(columns.nth(4)).toBeInViewport();
      } else {
        expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: w.remove(names[1]!) }).click();
      await expect(columns).toHaveCount(4);
      await expect(table).not.toContainText(names[1]!);
      await expect(page.getByText(w.count(3))).toBeVisible();

      await page.reload();
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4);
      await expect(page.getByRole('table')).toContainText(names[3]!);

      await page.getByRole('button', { name: w.clear }).click();
      await expect(page.getByText(w.empty)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    });

    test('differences only hides the rows every product answers alike; each product goes into the cart from its column', async ({ page, request }) => {
      // Two titanium dioxides of one brand: the same Colour Index and brand, different chemistry, packs and grades.
      const answer = await (await request.post('/api/portal/product/getList', { data: { keyword: '钛白粉' }, headers: { 'accept-language': locale } })).json();
      const cards = answer.data.items as { id: number; name: string; brandName: string; ciName: string | null; stock: number }[];
      const first = cards.find((card) => card.stock > 0 && card.ciName === 'PW 6')!;
      const second = cards.find((card) => card !== first && card.stock > 0 && card.brandName === first.brandName && card.ciName === first.ciName)!;
      await page.addInitScript(
        (ids) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('comparedIds', JSON.stringify(ids));
          }
        },
        [first.id, second.id],
      );
      await page.goto(`${prefix(locale)}/compare`);
      await hydrated(page);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(3);

      const rowTexts = async () =>
        Promise.all(
          (await table.getByRole('row').all()).slice(1).map(async (row) => ({
            label: (await row.getByRole('rowheader').textContent())!.trim(),
            cells: (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim()),
          })),
        );
      const all = await rowTexts();
      const same = all.filter((row) => row.label !== w.buy && row.cells.every((cell) => cell === row.cells[0])).map((row) => row.label);
      const differing = all.filter((row) => row.label !== w.buy && !same.includes(row.label)).map((row) => row.label);
      expect(same).toEqual(expect.arrayContaining([w.rows[0], w.brand]));
      expect(differing).toContain(w.rows[3]);

      const toggle = page.getByRole('checkbox', { name: w.differencesOnly });
      await toggle.check();
      await expect(page.getByRole('status').filter({ hasText: w.hidden(same.length) })).toBeVisible();
      await expect(table.getByRole('rowheader')).toHaveCount(differing.length + 1);
      expect((await rowTexts()).map((row) => row.label)).toEqual([w.buy, ...differing]);
      await toggle.uncheck();
      await expect(table.getByRole('rowheader')).toHaveCount(all.length);

      // One pack into the cart from each column: the first product's preselected pack, another pack of the second.
      await expect(page.getByTestId('badge-cart')).toHaveCount(0);
      await page.getByRole('button', { name: w.addNamed(first.name) }).click();
      await expect(page.getByText(w.addedToCart, { exact: true })).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveText('1');
      const packs = page.getByRole('combobox', { name: w.packOf(second.name) });
      const options = await packs.getByRole('option').all();
      expect(options.length).toBeGreaterThan(1);
      const chosen = Number(await options.at(-1)!.getAttribute('value'));
      await packs.selectOption(String(chosen));
      await page.getByRole('button', { name: w.addNamed(second.name) }).click();
      await expect(page.getByTestId('badge-cart')).toHaveText('2');
      const held = await page.evaluate(() => JSON.parse(localStorage.getItem('localCart') ?? '[]') as { skuId: number; productId: number; quantity: number }[]);
      expect(held.map((line) => [line.productId, line.quantity])).toEqual([
        [first.id, 1],
        [second.id, 1],
      ]);
      expect(held[1]!.skuId).toBe(chosen);
    });

    test('the product page adds its product and links to the comparison', async ({ page }) => {
      await page.goto(`${prefix(locale)}/product`);
      await hydrated(page);
      const [name] = await cardNames(page, 1);
      await page.getByRole('article').first().getByRole('link', { name: name! }).click();
      await hydrated(page);
      const toggle = page.getByRole('main').getByRole('button', { name: w.toggle, exact: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('link', { name: w.open(1) }).click();
      await expect(page.getByRole('table').getByRole('columnheader').nth(1)).toContainText(name!);
    });
  });
}

test('an empty comparison says so, and what local storage holds is read with its contract', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('comparedIds', JSON.stringify([1, 2, 3, 4, 5]));
    }
  });
  await page.goto('/compare');
  await expect(page.getByText(words.zh.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: '去选产品' })).toHaveAttribute('href', '/product');

  await page.evaluate(() => localStorage.setItem('comparedIds', '[999999]'));
  await page.goto('/en/compare');
  // A product the shop no longer has keeps its column until removed.
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('columnheader').nth(1)).toContainText('This product is no longer sold');
  await page.getByRole('button', { name: 'Remove #999999' }).click();
  await expect(page.getByText(words.en.empty)).toBeVisible();
});

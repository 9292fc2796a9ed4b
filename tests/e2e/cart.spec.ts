import { expect, type Page } from '@playwright/test';
import { accountWords, hookData, hydrated, type Locale, newPhone, prefix, registerInBrowser, signUp } from './support/accounts.ts';
import { expectNothingBehind, expectOnScreenWhileScrolling, layoutShifts, recordLayoutShifts } from './support/bottom-bar.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    addToCart: '加入购物车',
    addedLocal: '已加入本地购物车',
    added: '已加入购物车',
    quantity: '数量',
    quantityOf: (name: string) => `${name} 的数量`,
    tooMany: '每种规格最多购买 99 件',
    tooFew: '购买数量至少为 1',
    remove: '删除',
    undo: '撤销',
    empty: '购物车是空的。',
    localNote: /您尚未登录/,
    selectAll: '全选',
    checkout: '去结算',
    netWeight: (kg: string) => `净重 ${kg} kg`,
    favourite: '收藏',
    favourited: '已收藏',
    moveOf: (name: string) => `将 ${name} 移入购物车`,
    moved: '已移入购物车',
    noFavourites: '还没有收藏的颜料。',
  },
  en: {
    addToCart: 'Add to cart',
    addedLocal: 'Added to the local cart',
    added: 'Added to the cart',
    quantity: 'Quantity',
    quantityOf: (name: string) => `Quantity of ${name}`,
    tooMany: 'At most 99 packs of one specification',
    tooFew: 'The quantity must be at least 1',
    remove: 'Remove',
    undo: 'Undo',
    empty: 'Your cart is empty.',
    localNote: /You are not logged in/,
    selectAll: 'Select all',
    checkout: 'Check out',
    netWeight: (kg: string) => `Net weight ${kg} kg`,
    favourite: 'Add to favourites',
    favourited: 'Added to favourites',
    moveOf: (name: string) => `Move ${name} to the cart`,
    moved: 'Moved to the cart',
    noFavourites: 'You have not saved any pigments yet.',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

type Pack = { id: number; label: string; priceFen: number; stock: number };

/** A product page with a pack in stock: the first product whose first pack has at least 10. */
async function productInStock(page: Page, locale: Locale): Promise<{ id: number; name: string; pack: Pack }> {
  const answer = await (await page.request.post('/api/portal/product/getList', { data: { inStock: true }, headers: { 'accept-language': locale } })).json();
  for (const card of answer.data.items as { id: number; name: string }[]) {
    const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids: [card.id] }, headers: { 'accept-language': locale } })).json();
    const pack = (live.data[0].skus as Pack[]).find((sku) => sku.stock >= 10);
    if (pack) return { id: card.id, name: card.name, pack };
  }
  throw new Error('no product with 10 packs in stock');
}

async function addFromProductPage(page: Page, locale: Locale, quantity: number) {
  const product = await productInStock(page, locale);
  await page.goto(`${prefix(locale)}/productDetails/${product.id}`);
  await hydrated(page);
  await page.getByRole('radio', { name: new RegExp(product.pack.label) }).check();
  await page.getByLabel(words[locale].quantity, { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: words[locale].addToCart }).click();
  return product;
}

const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

type HeldPack = Pack & { productId: number; netWeightGrams: number; quantity: number };

/** A visitor's cart of `count` packs of different products in stock (from the `skip`th on), as the browser keeps it. */
async function browserCart(page: Page, locale: Locale, count: number, skip: number): Promise<HeldPack[]> {
  const answer = await (await page.request.post('/api/portal/product/getList', { data: { inStock: true }, headers: { 'accept-language': locale } })).json();
  const ids = (answer.data.items as { id: number }[]).map((card) => card.id);
  const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids }, headers: { 'accept-language': locale } })).json();
  const packs = (live.data as { id: number; skus: (Pack & { netWeightGrams: number })[] }[])
    .flatMap((product) => product.skus.filter((sku) => sku.stock >= 10).map((sku) => ({ ...sku, productId: product.id })))
    .filter((pack, index, all) => all.findIndex((other) => other.productId === pack.productId) === index)
    .slice(skip, skip + count)
    .map((pack, index) => ({ ...pack, quantity: 1 + (index % 3) }));
  expect(packs).toHaveLength(count);
  await page.goto(`${prefix(locale)}/`);
  await page.evaluate(
    (lines) => localStorage.setItem('localCart', JSON.stringify(lines)),
    packs.map((pack) => ({ skuId: pack.id, productId: pack.productId, quantity: pack.quantity, selected: true })),
  );
  return packs;
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test.describe(`cart (${locale})`, () => {
    test("a first-time visitor's empty cart moves nothing while it loads", PHONE, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(`${prefix(locale)}/cart`);
      await expect(page.getByText(w.empty)).toBeVisible();
      // Long enough for a late shift (the footer pulled up) to be recorded.
      await page.waitForLoadState('networkidle');
      expect((await layoutShifts(page)).total).toBe(0);
    });

    test("a visitor's cart: quantity rules beside the field, subtotal, remove and undo", PHONE, async ({ page }) => {
      const product = await addFromProductPage(page, locale, 2);
      await expect(page.getByText(w.addedLocal).first()).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveText('1');

      await page.goto(`${prefix(locale)}/cart`);
      await expect(page.getByText(w.localNote)).toBeVisible();
      const quantity = page.getByLabel(w.quantityOf(product.name));
      await expect(quantity).toHaveValue('2');
      await expect(page.getByTestId('cart-subtotal')).toHaveText(yuan(2 * product.pack.priceFen));

      await quantity.fill('100');
      await quantity.press('Enter');
      await expect(quantity).toHaveAccessibleDescription(w.tooMany);
      await quantity.fill('0');
      await quantity.press('Enter');
      await expect(quantity).toHaveAccessibleDescription(w.tooFew);
      await quantity.fill('3');
      await quantity.press('Enter');
      await expect(page.getByTestId('cart-subtotal')).toHaveText(yuan(3 * product.pack.priceFen));

      await page.getByRole('button', { name: w.remove }).click();
      await expect(page.getByText(w.empty)).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveCount(0);
      await page.getByRole('button', { name: w.undo }).click();
      await expect(page.getByLabel(w.quantityOf(product.name))).toHaveValue('3');
      await expect(page.getByTestId('badge-cart')).toHaveText('1');
    });

    test('the total weight of the selected lines stands beside the total, in kg from the packs’ weights', async ({ page }) => {
      const packs = await browserCart(page, locale, 3, locale === 'en' ? 3 : 0);
      await page.goto(`${prefix(locale)}/cart`);
      const grams = packs.reduce((sum, pack) => sum + pack.netWeightGrams * pack.quantity, 0);
      const total = page.getByTestId('cart-subtotal');
      await expect(total).toHaveText(yuan(packs.reduce((sum, pack) => sum + pack.priceFen * pack.quantity, 0)));
      const weight = page.getByTestId('cart-weight');
      await expect(weight).toHaveText(w.netWeight(String(grams / 1000)));
      // Beside the total: in the same bar, on screen with it.
      await expect(page.getByTestId('bottom-bar')).toContainText(w.netWeight(String(grams / 1000)));
      await expect(weight).toBeInViewport();

      // Only selected lines weigh: the first line's tick is the one after "select all".
      const [first] = packs;
      await page.getByRole('checkbox').nth(1).uncheck();
      await expect(weight).toHaveText(w.netWeight(String((grams - first!.netWeightGrams * first!.quantity) / 1000)));
      // With a line unticked, "select all" is unticked too: ticking it selects every line, unticking none.
      await page.getByLabel(w.selectAll).check();
      await expect(weight).toHaveText(w.netWeight(String(grams / 1000)));
      await page.getByLabel(w.selectAll).uncheck();
      await expect(weight).toHaveText(w.netWeight('0'));
    });

    test(
      'on a phone the total and 去结算 stay at the bottom of the screen while scrolling; nothing hides behind the bar',
      PHONE,
      async ({ page }, testInfo) => {
        test.skip(testInfo.project.name !== 'phone', 'the layout of a phone');
        await recordLayoutShifts(page);
        const packs = await browserCart(page, locale, 5, 6 + (locale === 'en' ? 5 : 0));
        await page.goto(`${prefix(locale)}/cart`);
        const total = page.getByTestId('cart-subtotal');
        await expect(total).toHaveText(yuan(packs.reduce((sum, pack) => sum + pack.priceFen * pack.quantity, 0)));
        await expectOnScreenWhileScrolling(page, [page.getByRole('button', { name: w.checkout }), total]);
        await expectNothingBehind(page, page.getByTestId('bottom-bar'));
        await expect(page.getByTestId('bottom-bar').getByTestId('cart-weight')).toBeInViewport();
        const shifts = await layoutShifts(page);
        expect(shifts.movedTheBar).toBe(false);
        expect(shifts.total).toBeLessThan(0.05);
      },
    );

    // One language proves this journey's logic; the other journeys here show both languages' texts.
    if (locale === 'zh')
      test("the browser's cart joins the account's at registration, and the account's cart is kept on the server", async ({ page, browser }) => {
        const product = await addFromProductPage(page, locale, 4);
        await expect(page.getByText(w.addedLocal).first()).toBeVisible();
        const phone = newPhone();
        await registerInBrowser(page, locale, phone, 'Pigment2026');
        await expect(page.getByTestId('badge-cart')).toHaveText('1');

        await page.goto(`${prefix(locale)}/cart`);
        await expect(page.getByLabel(w.quantityOf(product.name))).toHaveValue('4');
        await expect(page.getByText(w.localNote)).toHaveCount(0);

        await page.getByLabel(w.selectAll).uncheck();
        await expect(page.getByTestId('cart-subtotal')).toHaveText(yuan(0));
        await expect(page.getByRole('button', { name: w.checkout })).toBeDisabled();
        await page.getByLabel(w.selectAll).check();
        await expect(page.getByTestId('cart-subtotal')).toHaveText(yuan(4 * product.pack.priceFen));

        // Logged in elsewhere, the same account sees the same cart.
        const other = await browser.newPage();
        await other.goto(`${prefix(locale)}/login`);
        await hydrated(other);
        await other.getByLabel(accountWords[locale].phone, { exact: true }).fill(phone);
        await other.getByLabel(accountWords[locale].password, { exact: true }).fill('Pigment2026');
        await other.getByRole('button', { name: accountWords[locale].login, exact: true }).click();
        await expect(other.getByText(accountWords[locale].hello(phone))).toBeVisible();
        await other.goto(`${prefix(locale)}/cart`);
        await expect(other.getByLabel(w.quantityOf(product.name))).toHaveValue('4');
        await other.close();

        // A second tab of this browser changes the cart; the first tab's cart page follows without a reload.
        const secondTab = await page.context().newPage();
        await secondTab.goto(`${prefix(locale)}/cart`);
        await secondTab.getByRole('button', { name: w.remove }).click();
        await expect(secondTab.getByText(w.empty)).toBeVisible();
        await expect(page.getByText(w.empty)).toBeVisible();
        await expect(page.getByTestId('badge-cart')).toHaveCount(0);
        await secondTab.close();
      });

    test('a favourite is listed under my favourites and moves into the cart', async ({ page }) => {
      await signUp(page, locale);
      const product = await productInStock(page, locale);
      await page.goto(`${prefix(locale)}/productDetails/${product.id}`);
      await hydrated(page);
      await page.getByRole('button', { name: w.favourite, exact: true }).click();
      await expect(page.getByText(w.favourited).first()).toBeVisible();

      await page.goto(`${prefix(locale)}/collect`);
      await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
      await page.getByRole('button', { name: w.moveOf(product.name) }).click();
      await expect(page.getByText(w.moved).first()).toBeVisible();
      await expect(page.getByText(w.noFavourites)).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveText('1');
    });
  });
}

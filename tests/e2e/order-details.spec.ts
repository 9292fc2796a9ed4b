import { expect, type Page } from '@playwright/test';
import { type Locale, prefix, signUp } from './support/accounts.ts';
import { operatorPage } from './support/operator.ts';
import { phoneInEnglish } from './support/projects.ts';
import { payInSandbox, tokenOf } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    progress: '订单进度',
    shippedSteps: ['已下单', '已付款', '已发货', '已收货'],
    pickupSteps: ['已下单', '已付款', '待提货', '已提货'],
    cancelledSteps: ['已下单', '已取消'],
    lineTotal: (yuan: string) => `小计 ¥${yuan}`,
    awaitingShipment: '待发货',
    readyForPickup: '待提货',
    pickedUp: '已提货',
    collectedBy: '实际提货人',
    menu: '个人中心菜单',
    orders: '我的订单',
  },
  en: {
    progress: 'Order progress',
    shippedSteps: ['Placed', 'Paid', 'Shipped', 'Received'],
    pickupSteps: ['Placed', 'Paid', 'Ready for pickup', 'Picked up'],
    cancelledSteps: ['Placed', 'Cancelled'],
    lineTotal: (yuan: string) => `Line total ¥${yuan}`,
    awaitingShipment: 'Awaiting shipment',
    readyForPickup: 'Ready for pickup',
    pickedUp: 'Picked up',
    collectedBy: 'Handed over to',
    menu: 'Personal centre menu',
    orders: 'My orders',
  },
} as const;

type Pack = { id: number; label: string; priceFen: number; hex: string };

/** A pack with at least 10 in stock of the nth such product whose card shows a colour swatch, read from the API the pages use. */
async function packInStock(page: Page, locale: Locale, nth: number): Promise<Pack> {
  const headers = { 'accept-language': locale };
  let skipped = 0;
  for (let curPage = 1; curPage <= 5; curPage++) {
    const list = await (await page.request.post('/api/portal/product/getList', { data: { inStock: true, curPage }, headers })).json();
    for (const card of list.data.items as { id: number; hex: string | null; imageUrl: string | null }[]) {
      if (!card.hex || card.imageUrl) continue;
      const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids: [card.id] }, headers })).json();
      const pack = (live.data[0].skus as (Omit<Pack, 'hex'> & { stock: number })[]).find((sku) => sku.stock >= 10);
      if (pack && skipped++ >= nth) return { id: pack.id, label: pack.label, priceFen: pack.priceFen, hex: card.hex };
    }
  }
  throw new Error('no product with 10 packs in stock');
}

/** Places an order for the logged-in customer through the API the pages use; paid with WeChat Pay at the sandbox cashier when asked. */
async function order(page: Page, skuId: number, quantity: number, { pickup = false, pay = true } = {}): Promise<string> {
  const headers = { accessToken: await tokenOf(page) };
  const where = pickup
    ? { deliveryWay: 'pickup' }
    : {
        addressId: (
          await (
            await page.request.post('/api/portal/address/create', {
              data: { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: 'Zhang', mobile: '13800138000' },
              headers,
            })
          ).json()
        ).data[0].id,
      };
  const placed = await (
    await page.request.post('/api/portal/checkout/place', {
      data: { idempotencyKey: crypto.randomUUID(), goods: { from: 'buyNow', skuId, quantity }, ...where },
      headers,
    })
  ).json();
  expect(placed.code).toBe('000000');
  const orderNo = placed.data.orderNo as string;
  if (!pay) return orderNo;
  await payInSandbox(page, orderNo, headers.accessToken);
  return orderNo;
}

const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',');
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test(`an order's details show its progress, and each line its swatch and total (${locale})`, phoneInEnglish(locale), async ({ page }, testInfo) => {
    // Two orders placed, paid and cancelled, and two pages: more than the usual minute on a busy machine.
    test.setTimeout(120_000);
    await signUp(page, locale);
    const pack = await packInStock(page, locale, 20 + (locale === 'en' ? 1 : 0) + (testInfo.project.name === 'phone' ? 2 : 0));
    const orderNo = await order(page, pack.id, 3);

    await page.goto(`${prefix(locale)}/orderDetails?orderNo=${orderNo}`);
    const progress = page.getByRole('list', { name: w.progress });
    // The order is read after the page loads: on a busy machine that takes longer than the usual wait.
    await expect(progress.getByRole('listitem')).toHaveCount(4, { timeout: 20_000 });
    for (const [index, step] of w.shippedSteps.entries()) await expect(progress.getByRole('listitem').nth(index)).toContainText(step);
    await expect(progress.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(progress.locator('[aria-current="step"]')).toContainText(w.shippedSteps[1]);
    await expect(progress).toBeInViewport();

    const line = page.getByRole('listitem').filter({ hasText: pack.label });
    await expect(line).toContainText(`¥${yuan(pack.priceFen)} × 3`);
    await expect(line).toContainText(w.lineTotal(yuan(pack.priceFen * 3)));
    await expect(line.locator('span[title]').first()).toHaveCSS('background-color', rgb(pack.hex));
    await expect(page.getByRole('navigation', { name: w.menu }).getByRole('link', { name: w.orders })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // An order cancelled before payment shows where it stopped.
    const cancelledNo = await order(page, pack.id, 1, { pay: false });
    expect(
      (await (await page.request.post('/api/portal/order/cancel', { data: { orderNo: cancelledNo }, headers: { accessToken: await tokenOf(page) } })).json())
        .code,
    ).toBe('000000');
    await page.goto(`${prefix(locale)}/orderDetails?orderNo=${cancelledNo}`);
    await expect(progress.getByRole('listitem')).toHaveText(
      w.cancelledSteps.map((step) => new RegExp(step)),
      { timeout: 20_000 },
    );
    await expect(progress.locator('[aria-current="step"]')).toContainText(w.cancelledSteps[1]);
  });

  test(`a paid pickup order is ready for pickup, never awaiting shipment, in the list and its details; handed over, it is picked up (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, locale);
    const pack = await packInStock(page, locale, 24 + (locale === 'en' ? 1 : 0));
    const orderNo = await order(page, pack.id, 1, { pickup: true });

    await page.goto(`${prefix(locale)}/profile#orders`);
    const listed = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
    await expect(listed).toContainText(w.readyForPickup, { timeout: 20_000 });
    await expect(listed).not.toContainText(w.awaitingShipment);
    // Its tab lists it; the one for orders awaiting shipment does not.
    await page.getByRole('tab', { name: new RegExp(`^${w.readyForPickup}`) }).click();
    await expect(listed).toBeVisible();
    await page.getByRole('tab', { name: new RegExp(`^${w.awaitingShipment}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${w.awaitingShipment}`) })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText(orderNo)).toHaveCount(0);

    await page.goto(`${prefix(locale)}/orderDetails?orderNo=${orderNo}`);
    const progress = page.getByRole('list', { name: w.progress });
    await expect(progress.getByRole('listitem')).toHaveText(
      w.pickupSteps.map((step) => new RegExp(step)),
      { timeout: 20_000 },
    );
    await expect(progress.locator('[aria-current="step"]')).toContainText(w.readyForPickup);
    await expect(page.getByRole('definition').filter({ hasText: w.readyForPickup })).toBeVisible();
    await expect(page.getByText(w.awaitingShipment)).toHaveCount(0);

    // The warehouse hands it over to someone who came in the collector's place: no courier form for it.
    const operator = await operatorPage(browser, baseURL, '/admin?tab=orders');
    await operator.getByLabel('订单号或手机号').fill(orderNo);
    await operator.getByRole('button', { name: '查询' }).click();
    await operator.getByRole('button', { name: `处理订单 ${orderNo}` }).click();
    await expect(operator.getByRole('heading', { name: `订单号 ${orderNo} · 待提货` })).toBeVisible();
    await expect(operator.getByRole('heading', { name: '发货', exact: true })).toHaveCount(0);
    await operator.getByLabel('提货人').fill('王强');
    await operator.getByRole('button', { name: '确认已提货' }).click();
    await expect(operator.getByText(/王强 于 .+ 提货/)).toBeVisible();
    await operator.context().close();

    await page.reload();
    await expect(progress.locator('[aria-current="step"]')).toContainText(w.pickedUp);
    await expect(page.getByRole('definition').filter({ hasText: '王强' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: w.collectedBy })).toBeVisible();
  });
}

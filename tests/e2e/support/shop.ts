import { expect, type Page } from '@playwright/test';
import { userAgents } from '../../helpers/user-agents.ts';
import { hydrated, type Locale, prefix } from './accounts.ts';

/** The nth product with a pack of at least 10 in stock, on its page (each parallel test takes its own). */
export async function openProductInStock(page: Page, locale: Locale, nth: number) {
  let skipped = 0;
  for (let curPage = 1; curPage <= 5; curPage++) {
    const list = await (
      await page.request.post('/api/portal/product/getList', { data: { inStock: true, curPage }, headers: { 'accept-language': locale } })
    ).json();
    for (const card of list.data.items as { id: number }[]) {
      const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids: [card.id] }, headers: { 'accept-language': locale } })).json();
      const pack = (live.data[0].skus as { id: number; label: string; stock: number }[]).find((sku) => sku.stock >= 10);
      if (!pack || skipped++ < nth) continue;
      await page.goto(`${prefix(locale)}/productDetails/${card.id}`);
      await hydrated(page);
      await page.getByRole('radio', { name: new RegExp(pack.label) }).check();
      return { productId: card.id, ...pack };
    }
  }
  throw new Error('no product with 10 packs in stock');
}

/** The logged-in browser's token, for the calls a test makes on the customer's behalf. */
export const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('accessToken')))!;

/** Places an order of one pack for the logged-in customer, with a new delivery address, through the API the pages use. */
export async function placeOrder(page: Page, skuId: number): Promise<string> {
  const headers = { accessToken: await tokenOf(page) };
  const address = await (
    await page.request.post('/api/portal/address/create', {
      data: { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: 'Zhang', mobile: '13800138000' },
      headers,
    })
  ).json();
  const placed = await (
    await page.request.post('/api/portal/checkout/place', {
      data: { idempotencyKey: crypto.randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId: address.data[0].id },
      headers,
    })
  ).json();
  return placed.data.orderNo as string;
}

/** Pays an order with WeChat Pay at the sandbox cashier through the API, behind the pages' back. */
export async function payInSandbox(page: Page, orderNo: string, accessToken: string) {
  // A computer's browser: WeChat Pay answers a code to scan there, whatever the project's device.
  const headers = { accessToken, 'user-agent': userAgents.desktop };
  const started = await (await page.request.post('/api/portal/payment/start', { data: { orderNo, channel: 'wechat' }, headers })).json();
  const tradeNo = new URL(started.data.codeUrl).searchParams.get('pr');
  expect((await (await page.request.post('/api/sandbox/complete', { data: { tradeNo, outcome: 'pay' } })).json()).code).toBe('000000');
}

/** Places an order and pays it with WeChat Pay at the sandbox cashier. */
export async function placeAndPay(page: Page, skuId: number): Promise<string> {
  const orderNo = await placeOrder(page, skuId);
  await payInSandbox(page, orderNo, await tokenOf(page));
  return orderNo;
}

import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text.ts';
import { hookData, type Locale, prefix, signUp } from './support/accounts.ts';
import { ownProduct, retireProduct } from './support/own-product.ts';
import { phoneInEnglish } from './support/projects.ts';
import { openProductInStock, tokenOf } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    make: '生成报价单',
    made: /报价单 (Q\d{18}) 已生成/,
    existing: /已有相同的有效报价单 (Q\d{18})/,
    alsoInCart: '购物车中也有这些商品',
    removedFromCart: '已从购物车移除 1 种与报价单相同的商品',
    emptyCart: '购物车是空的。',
    download: '下载报价单 PDF',
    order: '按报价单下单',
    place: '提交订单',
    fromQuotation: '按报价单',
    title: '报价单',
    letterhead: '上海颜料商城有限公司',
    vat: '13%',
    quotationNo: '报价单号',
    proforma: '形式发票 PDF',
    proformaTitle: '形式发票',
    ordered: '已下单',
    unorderable: '此报价单已无法按原样下单：',
    retired: '已停售',
    cannotAsIs: (quotationNo: string) => `报价单 ${quotationNo} 已无法按原样下单。`,
    confirmRest: '我确认只按报价单中其余的商品下单',
  },
  en: {
    make: 'Make a quotation',
    made: /Quotation (Q\d{18}) is ready/,
    existing: /You already have a valid identical quotation, (Q\d{18})/,
    alsoInCart: 'Your cart also holds',
    removedFromCart: '1 item(s) of the quotation were taken out of your cart',
    emptyCart: 'Your cart is empty.',
    download: 'Download the quotation (PDF)',
    order: 'Order from this quotation',
    place: 'Place the order',
    fromQuotation: 'Ordering at the prices of quotation',
    title: 'Quotation',
    letterhead: 'Shanghai Pigment Shop Co., Ltd.',
    vat: 'All prices include 13% VAT.',
    quotationNo: 'Quotation no.',
    proforma: 'Proforma invoice (PDF)',
    proformaTitle: 'Proforma invoice',
    ordered: 'Ordered',
    unorderable: 'This quotation can no longer be ordered as it is:',
    retired: 'no longer sold',
    cannotAsIs: (quotationNo: string) => `Quotation ${quotationNo} can no longer be ordered as it is.`,
    confirmRest: 'I agree to order only the other items of the quotation',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

/** Clicks what downloads a PDF and answers its text. */
async function downloadedText(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  return pdfText(new Uint8Array(await readFile((await file.path())!)));
}

/** A logged-in buyer with a delivery address and two packs of one product in the cart; answers the product's name. */
async function buyerWithCart(page: Page, locale: Locale, nth: number) {
  await signUp(page, locale);
  const headers = { accessToken: await tokenOf(page) };
  await page.request.post('/api/portal/address/create', {
    data: { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: 'Zhang', mobile: '13800138000' },
    headers,
  });
  const pack = await openProductInStock(page, locale, nth);
  expect((await (await page.request.post('/api/portal/cart/add', { data: { skuId: pack.id, quantity: 2 }, headers })).json()).code).toBe('000000');
  const product = await (
    await page.request.post('/api/portal/product/getById', { data: { id: pack.productId }, headers: { 'accept-language': locale } })
  ).json();
  return product.data.name as string;
}

const squeezed = (text: string) => text.replace(/\s+/g, '');

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(
    `quotations (${locale}): from the cart to a quotation PDF, an order at its prices, then the order's proforma invoice`,
    phoneInEnglish(locale),
    async ({ page }, testInfo) => {
      // Products the sample journeys open too: requesting a sample holds no stock.
      const name = await buyerWithCart(page, locale, 10 + (locale === 'en' ? 1 : 0) + (testInfo.project.name === 'phone' ? 2 : 0));

      await page.goto(`${prefix(locale)}/cart`);
      await page.getByRole('button', { name: w.make, exact: true }).click();
      const made = page.getByRole('status').filter({ hasText: w.made });
      await expect(made).toBeVisible();
      const quotationNo = w.made.exec((await made.textContent()) ?? '')![1]!;

      const quotation = await downloadedText(page, () => made.getByRole('link', { name: w.download }).click());
      expect(quotation).toContain(w.title);
      expect(quotation).toContain(quotationNo);
      expect(quotation).toContain(w.letterhead);
      expect(squeezed(quotation)).toContain(squeezed(name));
      expect(squeezed(quotation)).toContain(squeezed(w.vat));
      expect(quotation).toMatch(/[壹贰叁肆伍陆柒捌玖]/);

      // The same lines again: the quotation made already is offered, no copy is made.
      await page.getByRole('button', { name: w.make, exact: true }).click();
      const existing = page.getByRole('status').filter({ hasText: w.existing });
      await expect(existing).toBeVisible();
      expect(w.existing.exec((await existing.textContent()) ?? '')![1]).toBe(quotationNo);
      await expect(existing.getByRole('link', { name: w.download })).toBeVisible();

      await existing.getByRole('link', { name: w.order }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/closing\\?quotation=${quotationNo}$`));
      await expect(page.getByTestId('from-quotation')).toContainText(`${w.fromQuotation} ${quotationNo}`);
      await expect(page.getByTestId('checkout-total')).toContainText('¥');
      // The cart holds the same packs: ordering takes them out of it, and says so before and after.
      await expect(page.getByTestId('also-in-cart')).toContainText(w.alsoInCart);
      await expect(page.getByTestId('also-in-cart')).toContainText(name);
      await expect(page.getByTestId('badge-cart')).toHaveText('1');
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=\\d{20}$`));
      await expect(page.getByText(w.removedFromCart)).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveCount(0);
      const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
      await page.goto(`${prefix(locale)}/cart`);
      await expect(page.getByText(w.emptyCart)).toBeVisible();

      await page.goto(`${prefix(locale)}/orderDetails?orderNo=${orderNo}`);
      await expect(page.getByText(w.quotationNo, { exact: true })).toBeVisible();
      await expect(page.getByText(quotationNo, { exact: true })).toBeVisible();
      const proforma = await downloadedText(page, () => page.getByRole('button', { name: w.proforma }).click());
      expect(proforma).toContain(w.proformaTitle);
      expect(proforma).toContain(orderNo);
      expect(proforma).toContain(quotationNo);
      expect(squeezed(proforma)).toContain(squeezed(name));

      await page.goto(`${prefix(locale)}/profile#quotations`);
      const listed = page.getByTestId('quotation').filter({ hasText: quotationNo });
      await expect(listed).toContainText(w.ordered);
    },
  );
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(
    `a quotation with a retired line (${locale}) says so and which line; ordering from it orders the rest once the buyer agrees`,
    phoneInEnglish(locale),
    async ({ page }, testInfo) => {
      const retired = await ownProduct(page.request, '停售报价红', 'Retired quoted red');
      await buyerWithCart(page, locale, 14 + (locale === 'en' ? 1 : 0) + (testInfo.project.name === 'phone' ? 2 : 0));
      const headers = { accessToken: await tokenOf(page) };
      expect((await (await page.request.post('/api/portal/cart/add', { data: { skuId: retired.skuId, quantity: 1 }, headers })).json()).code).toBe('000000');
      const made = await (await page.request.post('/api/portal/quotation/create', { data: { goods: { from: 'cart' }, language: locale }, headers })).json();
      const quotationNo = made.data.quotationNo as string;
      await retireProduct(page.request, retired.productId);
      const retiredName = locale === 'en' ? retired.nameEn : retired.nameZh;

      await page.goto(`${prefix(locale)}/profile#quotations`);
      const listed = page.getByTestId('quotation').filter({ hasText: quotationNo });
      const unorderable = listed.getByTestId('quotation-unorderable');
      await expect(unorderable).toContainText(w.unorderable);
      await expect(unorderable.getByRole('listitem')).toHaveText([new RegExp(`${retiredName}.*${w.retired}`)]);

      await listed.getByRole('link', { name: w.order }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/closing\\?quotation=${quotationNo}$`));
      const leftOut = page.getByTestId('left-out');
      await expect(leftOut).toContainText(w.cannotAsIs(quotationNo));
      await expect(leftOut.getByRole('listitem')).toHaveText([new RegExp(`${retiredName}.*${w.retired}`)]);
      await expect(page.getByTestId('checkout-total')).toContainText('¥');
      const place = page.getByRole('button', { name: w.place });
      await expect(place).toBeDisabled();
      await leftOut.getByLabel(w.confirmRest).check();
      await place.click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=\\d{20}$`));
      const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
      await page.goto(`${prefix(locale)}/orderDetails?orderNo=${orderNo}`);
      await expect(page.getByText(quotationNo, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: locale === 'en' ? 'Items' : '商品清单' })).not.toContainText(retiredName);
    },
  );
}

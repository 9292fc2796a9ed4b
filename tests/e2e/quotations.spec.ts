import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text.ts';
import { hookData, type Locale, newPhone, prefix, registerInBrowser } from './support/accounts.ts';
import { phoneInEnglish } from './support/projects.ts';
import { openProductInStock, tokenOf } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    make: '生成报价单',
    made: /报价单 (Q\d{18}) 已生成/,
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
  },
  en: {
    make: 'Make a quotation',
    made: /Quotation (Q\d{18}) is ready/,
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
  await registerInBrowser(page, locale, newPhone(), 'Pigment2026');
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

      await made.getByRole('link', { name: w.order }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/closing\\?quotation=${quotationNo}$`));
      await expect(page.getByTestId('from-quotation')).toContainText(`${w.fromQuotation} ${quotationNo}`);
      await expect(page.getByTestId('checkout-total')).toContainText('¥');
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=\\d{20}$`));
      const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

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

import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { hookData, prefix, signUp } from './support/accounts.ts';
import { phoneInEnglish } from './support/projects.ts';
import { openProductInStock, placeAndPay } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    buyAgain: '再次购买',
    noticeTitle: '再次购买',
    added: '已加入 1 种规格，按今日价格计算',
    exportTitle: '导出订单',
    from: '开始日期',
    to: '结束日期',
    download: '下载',
    header: '订单号,下单时间,付款时间,商品,规格,数量,单价（元）,小计（元）,运费（元）,订单总额（元）,实付（元）,订单状态,发票状态',
    status: '待发货',
    backwards: '结束日期不能早于开始日期',
  },
  en: {
    buyAgain: 'Buy again',
    noticeTitle: 'Buying again',
    added: "1 packs added, at today's prices",
    exportTitle: 'Download orders',
    from: 'From',
    to: 'To',
    download: 'Download',
    header: 'Order number,Placed,Paid at,Product,Pack,Quantity,Unit price (CNY),Line total (CNY),Freight (CNY),Order total (CNY),Paid (CNY),Status,Invoice',
    status: 'Awaiting shipment',
    backwards: 'The end date cannot be before the start date',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test(`a customer buys an earlier order again and downloads their orders (${locale})`, phoneInEnglish(locale), async ({ page }) => {
    await signUp(page, locale);
    // The phone project runs after the desktop one, and nothing here depends on the pack's exact stock.
    const pack = await openProductInStock(page, locale, 14 + (locale === 'en' ? 1 : 0));
    const orderNo = await placeAndPay(page, pack.id);

    await page.goto(`${prefix(locale)}/profile#orders`);
    const order = page.getByRole('listitem').filter({ hasText: orderNo });
    await order.getByRole('button', { name: w.buyAgain }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/cart/?$`));
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: w.noticeTitle }) });
    await expect(notice).toContainText(w.added);
    await expect(page.getByText(pack.label).first()).toBeVisible();
    await notice.getByRole('button').click();
    await expect(notice).toHaveCount(0);

    await page.goto(`${prefix(locale)}/profile#orders`);
    await page.getByText(w.exportTitle).click();
    await page.getByRole('radio', { name: 'CSV' }).check();
    // A range that ends before it starts is refused beside the field, and nothing is downloaded.
    const from = page.getByLabel(w.from, { exact: true });
    const today = await page.getByLabel(w.to, { exact: true }).inputValue();
    await from.fill('2099-01-01');
    await page.getByRole('button', { name: w.download }).click();
    await expect(page.getByText(w.backwards)).toBeVisible();

    await from.fill(today);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: w.download }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`orders-${today}-${today}.csv`);
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(w.header);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(orderNo);
    expect(lines[1]).toContain(w.status);
  });
}

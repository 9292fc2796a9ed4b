import { expect } from '@playwright/test';
import { hookData, signUp } from './support/accounts.ts';
import { adminSection, operatorPage } from './support/operator.ts';
import { PHONE } from './support/projects.ts';
import { openProductInStock, placeAndPay } from './support/shop.ts';
import { test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

test(
  'the back office opens on the dashboard: figures and two charts in zh and en; a work-waiting count opens its filtered list',
  PHONE,
  async ({ page, browser, baseURL }, testInfo) => {
    // A customer orders and pays today: there is an order to ship.
    await signUp(page, 'zh');
    const pack = await openProductInStock(page, 'zh', testInfo.project.name === 'phone' ? 13 : 12);
    const orderNo = await placeAndPay(page, pack.id);

    const operator = await operatorPage(browser, baseURL);
    if (testInfo.project.name === 'phone') await operator.setViewportSize({ width: 360, height: 780 });
    await expect(adminSection(operator, '概况')).toHaveAttribute('aria-current', 'page');
    const today = operator.locator('[data-period="today"]');
    await expect(today).toContainText('今天');
    await expect(today).toContainText('支付金额');
    const paidToday = Number(((await today.locator('dd').nth(1).textContent()) ?? '').replace(/[¥,]/g, ''));
    expect(paidToday).toBeGreaterThan(0);
    for (const chart of ['近 30 天每日支付金额', '近 30 天订单状态']) {
      await expect(operator.getByRole('img', { name: chart }).locator('canvas')).toHaveCount(1);
    }
    // Nothing spills sideways on a narrow screen.
    expect(await operator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The back office in English: the same page under /en, every text translated.
    await operator.getByRole('link', { name: 'English' }).click();
    await expect(operator).toHaveURL(/\/en\/admin$/);
    await expect(adminSection(operator, 'Dashboard')).toHaveAttribute('aria-current', 'page');
    await expect(today).toContainText('Today');
    await expect(today).toContainText('Paid amount');
    for (const chart of ['Paid amount per day, last 30 days', 'Orders of the last 30 days by status']) {
      await expect(operator.getByRole('img', { name: chart }).locator('canvas')).toHaveCount(1);
    }
    const toShip = operator.getByRole('link', { name: /Orders to ship/ });
    expect(Number(await toShip.locator('span').last().textContent())).toBeGreaterThanOrEqual(1);

    await toShip.click();
    await expect(operator).toHaveURL(/\/en\/admin\?tab=orders&status=awaiting_shipment$/);
    await expect(adminSection(operator, 'Orders')).toHaveAttribute('aria-current', 'page');
    await expect(operator.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('awaiting_shipment');
    // Back to Chinese on the same list, its filters kept.
    await operator.getByRole('link', { name: '中文' }).click();
    await expect(operator).toHaveURL(/\/admin\?tab=orders&status=awaiting_shipment$/);
    await expect(adminSection(operator, '订单')).toHaveAttribute('aria-current', 'page');
    await expect(operator.getByLabel('订单状态')).toHaveValue('awaiting_shipment');
    const row = operator.getByRole('listitem').filter({ hasText: orderNo });
    await expect(row).toBeVisible();
    // The row says how the order travels and was paid; the filters narrow by them, and a number search looks through every status.
    await expect(row).toContainText('快递 · 微信支付');
    await operator.getByLabel('支付方式').selectOption({ label: '支付宝' });
    await expect(row).toHaveCount(0);
    await operator.getByLabel('支付方式').selectOption({ label: '全部' });
    await operator.getByLabel('订单状态').selectOption({ label: '已完成' });
    await operator.getByLabel('订单号或手机号').fill(orderNo);
    await operator.getByRole('button', { name: '查询' }).click();
    await expect(operator.getByLabel('订单状态')).toHaveValue('');
    await expect(row).toBeVisible();
    expect(await operator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const download = operator.waitForEvent('download');
    await operator.getByRole('button', { name: '导出 Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^orders-\d{14}\.xlsx$/);
    await operator.context().close();
  },
);

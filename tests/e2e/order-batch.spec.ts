import { expect } from '@playwright/test';
import { hookData, signUp } from './support/accounts.ts';
import { operatorPage } from './support/operator.ts';
import { PHONE } from './support/projects.ts';
import { openProductInStock, placeAndPay } from './support/shop.ts';
import { test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

test(
  'the warehouse ticks a customer’s paid orders, prints their delivery notes in one file and ships them in one go',
  PHONE,
  async ({ page, browser, baseURL }, testInfo) => {
    const phone = await signUp(page, 'zh');
    const pack = await openProductInStock(page, 'zh', testInfo.project.name === 'phone' ? 3 : 2);
    const orderNos = [await placeAndPay(page, pack.id), await placeAndPay(page, pack.id)];

    const operator = await operatorPage(browser, baseURL, '/admin?tab=orders');
    if (testInfo.project.name === 'phone') await operator.setViewportSize({ width: 360, height: 780 });
    await operator.getByLabel('订单号或手机号').fill(phone);
    await operator.getByRole('button', { name: '查询' }).click();
    for (const orderNo of orderNos) await operator.getByRole('checkbox', { name: `选择订单 ${orderNo}` }).check();
    const batch = operator.getByRole('region', { name: '批量处理' });
    await expect(batch).toContainText('已选 2 个订单');
    expect(await operator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const download = operator.waitForEvent('download');
    await batch.getByRole('button', { name: '打印发货单' }).click();
    expect((await download).suggestedFilename()).toMatch(/^delivery-notes-\d{14}\.pdf$/);

    await batch.getByRole('button', { name: '批量发货（2 个待发货）' }).click();
    await batch.getByRole('combobox', { name: '物流公司' }).selectOption({ label: '中通快递' });
    await batch.getByRole('textbox', { name: new RegExp(`^${orderNos[0]}`) }).fill('ZT100000001');
    await batch.getByRole('button', { name: '确认发货' }).click();
    // The second has no tracking number: refused beside it, nothing shipped.
    await expect(batch.getByRole('textbox', { name: new RegExp(`^${orderNos[1]}`) })).toHaveAccessibleDescription(/运单号|快递单号|必填/);
    await batch.getByRole('textbox', { name: new RegExp(`^${orderNos[1]}`) }).fill('ZT100000002');
    await batch.getByRole('button', { name: '确认发货' }).click();
    await expect(operator.getByText('已发货 2 个订单')).toBeVisible();
    for (const orderNo of orderNos) await expect(operator.getByRole('listitem').filter({ hasText: orderNo })).toContainText('待收货');
    await operator.context().close();
  },
);

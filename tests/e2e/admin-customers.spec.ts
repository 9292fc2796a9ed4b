import { expect } from '@playwright/test';
import { shanghaiAddress } from '../../src/schemas/address.ts';
import { hookData, signUp } from './support/accounts.ts';
import { adminSection, operatorPage } from './support/operator.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

test('the operator finds a new customer by mobile in the Customers tab and opens their page', PHONE, async ({ page, browser, baseURL }, testInfo) => {
  const phone = await signUp(page, 'zh');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const saved = await (await page.request.post('/api/portal/address/create', { headers: { accessToken: token ?? '' }, data: shanghaiAddress })).json();
  expect(saved.code).toBe('000000');

  const operator = await operatorPage(browser, baseURL, '/admin?tab=customers');
  if (testInfo.project.name === 'phone') await operator.setViewportSize({ width: 360, height: 780 });
  await expect(adminSection(operator, '客户')).toHaveAttribute('aria-current', 'page');
  await operator.getByLabel('手机号、昵称或公司名称').fill(phone.slice(3));
  await operator.getByRole('button', { name: '查询' }).click();
  const row = operator.getByRole('button', { name: new RegExp(phone) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('尚未下单');
  const fits = () => operator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);

  await row.click();
  await expect(operator.getByRole('heading', { name: phone })).toBeVisible();
  const addresses = operator.getByRole('region', { name: '收货地址' });
  await expect(addresses).toContainText(shanghaiAddress.detail);
  await expect(addresses).toContainText(shanghaiAddress.consignee);
  await expect(operator.getByRole('region', { name: '最近订单' })).toContainText('暂无内容');
  expect(await fits()).toBe(true);

  await operator.getByRole('button', { name: '返回客户列表' }).click();
  await expect(row).toBeVisible();

  await operator.getByLabel('手机号、昵称或公司名称').fill('无此客户-0000');
  await operator.getByRole('button', { name: '查询' }).click();
  await expect(operator.getByText('没有找到匹配的客户')).toBeVisible();
  await operator.context().close();
});

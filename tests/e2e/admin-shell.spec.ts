import { expect, type Page } from '@playwright/test';
import { adminNav, adminSection, operatorPage } from './support/operator.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** Chinese characters, which an English screen of the back office shows only in the shop's own data. */
const chinese = /[\u4e00-\u9fff]/;

test('the back office has a frame of its own in English and Chinese: operator, language, sections by area', PHONE, async ({ browser, baseURL }, testInfo) => {
  const operator = await operatorPage(browser, baseURL, '/en/admin');
  if (testInfo.project.name === 'phone') await operator.setViewportSize({ width: 360, height: 780 });
  await expect(operator).toHaveTitle(/Dashboard - Back office/);
  await expect(operator.getByTestId('admin-operator')).toHaveText('管理员 · Owner');
  // No shop header, cart or search: the back office is not a shop page.
  await expect(operator.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await expect(operator.getByRole('searchbox')).toHaveCount(0);

  await expect(adminSection(operator, 'Dashboard')).toHaveAttribute('aria-current', 'page');
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(operator.locator('[data-period="today"]')).toContainText('Today');
  expect(await adminNav(operator).textContent()).not.toMatch(chinese);
  expect(await fits(operator)).toBe(true);

  // A section of the page opens in place, and its address can be shared.
  await adminSection(operator, 'Bank transfers').click();
  await expect(operator).toHaveURL(/\/en\/admin\?tab=bankTransfers$/);
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Bank transfers');
  expect(await operator.getByRole('main').textContent()).not.toMatch(chinese);

  // The shop's data kept in both languages shows in English: products, brands and packs.
  await adminSection(operator, 'Catalogue').click();
  await operator.getByLabel('Search number, name or CI name').fill('BF-PW5-C03');
  await operator.getByRole('button', { name: 'Search products' }).click();
  const product = operator.getByRole('main').getByRole('listitem').filter({ hasText: 'BF-PW5-C03' });
  await expect(product).toHaveCount(1);
  await expect(product).toContainText('Lithopone BE-211 (coatings grade)');
  await expect(product).toContainText('Baifeng Titanium');
  await adminSection(operator, 'Stock').click();
  await operator.getByRole('search').getByLabel('Product or pack code, or name').fill('BF-PW5-C03');
  await operator.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(operator.getByRole('main').getByRole('listitem').filter({ hasText: 'BF-PW5-C03-' }).first()).toContainText(
    'BF-PW5-C03 · Lithopone BE-211 (coatings grade)',
  );
  expect(await operator.getByRole('main').textContent()).not.toMatch(chinese);

  // A page of its own opens in the same frame and language.
  await adminSection(operator, 'After-sales').click();
  await expect(operator).toHaveURL(/\/en\/admin\/after-sales$/);
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('After-sales');
  await expect(adminSection(operator, 'After-sales')).toHaveAttribute('aria-current', 'page');
  expect(await fits(operator)).toBe(true);

  // The same page in Chinese.
  await operator.getByRole('link', { name: '中文' }).click();
  await expect(operator).toHaveURL(/\/admin\/after-sales$/);
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('售后');
  await expect(operator.getByTestId('admin-operator')).toHaveText('管理员 · 负责人');
  await adminSection(operator, '内容管理').click();
  await expect(operator).toHaveURL(/\/admin\/content$/);
  await expect(operator.getByRole('tab', { name: '帮助政策' })).toHaveAttribute('aria-selected', 'true');
  expect(await fits(operator)).toBe(true);

  // Logging out leaves the login form, in the frame.
  await operator.getByRole('button', { name: '退出登录' }).click();
  await expect(operator.getByRole('button', { name: '管理员登录' })).toBeVisible();
  await expect(adminNav(operator)).toHaveCount(0);
  await operator.context().close();
});

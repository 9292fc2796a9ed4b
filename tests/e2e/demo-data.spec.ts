import { expect } from '@playwright/test';
import { adminSection, operatorPage } from './support/operator.ts';
import { test } from './support/test.ts';

// Runs after every other suite (its own project): it deletes the demo catalogue they shop from.
test('the operator removes the demo data only after typing the confirmation phrase', async ({ browser, baseURL }) => {
  const page = await operatorPage(browser, baseURL);
  const offered = async () => {
    const answer = await page.request.post('/api/portal/product/getList', { data: {} });
    return ((await answer.json()) as { data: { total: number } }).data.total;
  };
  const before = await offered();
  await adminSection(page, '商品目录').click();
  await page.getByRole('button', { name: '演示数据' }).click();
  await expect(page.getByRole('heading', { name: '删除演示数据' })).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText(/尚余演示商品 [1-9]\d* 个/);

  const confirmation = page.getByLabel('请输入“删除演示数据”以确认');
  const remove = page.getByRole('button', { name: '删除演示数据' });
  await expect(remove).toBeDisabled();
  await confirmation.fill('删除');
  await expect(remove).toBeDisabled();
  await confirmation.fill('删除演示数据');
  await remove.click();

  await expect(page.getByText(/^已删除演示商品 [1-9]\d* 个/)).toBeVisible({ timeout: 30_000 });
  // What orders name stays, retired; with none, nothing demo is left.
  await expect(page.getByText(/尚余演示商品 0 个|没有可删除的演示数据/)).toBeVisible();
  await expect(confirmation).toHaveValue('');

  // The shop's listing offers none of the deleted demo products.
  expect(await offered()).toBeLessThan(before);
});

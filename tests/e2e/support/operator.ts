import { type Browser, expect, type Page } from '@playwright/test';
import { hydrated } from './accounts.ts';

/** The back office in a browser context of its own (the customer stays logged in in theirs), logged in as the demo admin. */
export async function operatorPage(browser: Browser, baseURL: string | undefined, path = '/admin'): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  await page.getByLabel('手机号', { exact: true }).fill('13900139000');
  await page.getByLabel('密码', { exact: true }).fill('Admin1234');
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(page.getByRole('button', { name: '退出登录' }).first()).toBeVisible({ timeout: 15_000 });
  return page;
}

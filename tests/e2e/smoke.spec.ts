import { expect } from '@playwright/test';
import { test } from './support/test.ts';

test('the home page shows the shop name in Chinese and in English', async ({ page }) => {
  const zh = await page.goto('/');
  expect(zh?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('颜料商城');
  await expect(page).toHaveTitle(/颜料商城/);

  const en = await page.goto('/en/');
  expect(en?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pigment/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the API answers the website config through the same port', async ({ request }) => {
  const response = await request.post('/api/portal/content/configData/website', { data: {} });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.code).toBe('000000');
  expect(body.data.logo.url).toMatch(/\.svg$/);
});

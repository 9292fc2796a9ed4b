import { expect } from '@playwright/test';
import { errors } from '../../src/schemas/errors.ts';
import { test } from './support/test.ts';

test('the API reference renders the description with Scalar, loading nothing from elsewhere', async ({ page, baseURL }) => {
  // Scalar lays out a document of over two hundred calls in the browser: tens of seconds on a busy 2-core machine.
  test.setTimeout(150_000);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Pigment shop API' })).toBeVisible({ timeout: 30_000 });
  // The groups of calls in the side bar, and the error catalogue of the introduction.
  for (const group of ['Cart', 'Order', 'Admin: catalog']) await expect(page.getByText(group, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(errors.stockShareLimit.code, { exact: true })).toBeVisible();
  // A group opens on its calls, each with a request made from its contract's example.
  await page.getByText('Cart', { exact: true }).click();
  await expect(page.getByText('Add many', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('"selected": true').first()).toBeVisible();
  expect(elsewhere).toEqual([]);
});

import { expect } from '@playwright/test';
import { accountWords, hydrated, newPhone } from './support/accounts.ts';
import { plainOrigin } from './support/ports.ts';
import { test } from './support/test.ts';

/**
 * On a development start without the test hooks (the plain shop beside the suite's, see
 * scripts/e2e-server.ts), a newcomer reads the captcha's answer and the SMS code off /dev/outbox.
 */
test('a newcomer registers on a development start, reading the captcha and the code from /dev/outbox', async ({ page, context }) => {
  const w = accountWords.zh;
  // No test hooks on this shop: only what /dev/outbox shows.
  expect((await page.request.post(`${plainOrigin}/api/test/captcha`, { data: { captchaId: 'none' } })).status()).toBe(404);

  const phone = newPhone();
  const password = 'Newcomer1';
  await page.goto(`${plainOrigin}/register`);
  await hydrated(page);
  await page.getByLabel(w.phone, { exact: true }).fill(phone);
  const captchaId = await page.getByRole('img', { name: w.captchaImage }).getAttribute('data-captcha-id');

  const outbox = await context.newPage();
  await outbox.goto(`${plainOrigin}/dev/outbox`);
  await expect(outbox.getByRole('heading', { name: '开发用发件箱' })).toBeVisible();
  await expect(outbox.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const captcha = (await outbox.locator(`[data-captcha-id="${captchaId}"] [data-answer]`).textContent())!;
  await page.getByLabel(w.captcha, { exact: true }).fill(captcha);
  await page.getByRole('button', { name: w.sendCode }).click();
  await expect(page.getByRole('button', { name: w.resend })).toBeDisabled();

  await outbox.reload();
  const newest = outbox.getByTestId('dev-outbox-codes').locator('tbody tr').first();
  await expect(newest).toHaveAttribute('data-target', phone);
  await expect(newest).toContainText('注册');
  const code = (await newest.locator('[data-code]').textContent())!;
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel(w.smsCode).fill(code);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByLabel(w.confirm).fill(password);
  await page.getByLabel(w.agree).check();
  await page.getByRole('button', { name: w.register, exact: true }).click();
  // Registering hashes the password with scrypt at 128 MiB, which takes seconds on a busy machine.
  await expect(page.getByText(w.hello(phone))).toBeVisible({ timeout: 15_000 });

  await outbox.goto(`${plainOrigin}/en/dev/outbox`);
  await expect(outbox.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
  await expect(outbox.getByTestId('dev-outbox-codes').locator(`tr[data-target="${phone}"]`)).toContainText('Register');
});

import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { startFakeTencentCaptcha } from '../helpers/fake-tencent-captcha.ts';
import { accountWords, hydrated, newPhone } from './support/accounts.ts';
import { E2E_FAKE_TENCENT_API_PORT, tencentOrigin } from './support/ports.ts';
import { FAKE_WIDGET_URL } from './support/tencent-shop.ts';
import { test } from './support/test.ts';

/**
 * A shop started with CAPTCHA_PROVIDER=tencent (beside the suite's, see scripts/e2e-server.ts): the
 * forms show a button instead of the picture, load Tencent's widget only when it is pressed, and send
 * the ticket it gives, which the shop checks with Tencent Cloud's API (both stood in for here).
 */
test.describe.configure({ mode: 'serial' });

const widgetScript = readFileSync(new URL('./support/fake-tencent-widget.js', import.meta.url), 'utf8');
const words = {
  ...accountWords.zh,
  verify: '点击完成安全验证',
  verified: '已完成安全验证',
  verifyFirst: '请先完成安全验证',
  verifyAgain: '安全验证未通过，请重新验证',
  unavailable: '安全验证加载失败，请检查网络后重试',
};
let fakeApi: Awaited<ReturnType<typeof startFakeTencentCaptcha>>;

test.beforeAll(async () => {
  fakeApi = await startFakeTencentCaptcha({ port: E2E_FAKE_TENCENT_API_PORT });
  // Playwright waits for the suite's shops; this one starts beside them and may take a little longer.
  await expect
    .poll(
      () =>
        fetch(`${tencentOrigin}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        ),
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
});
test.afterAll(() => fakeApi?.close());

test('a newcomer registers on a shop with Tencent captcha, passing its widget', async ({ page }) => {
  test.setTimeout(120_000);
  const widgetLoads: string[] = [];
  let widgetReachable = false;
  await page.route(FAKE_WIDGET_URL, (route) => {
    widgetLoads.push(route.request().url());
    return widgetReachable ? route.fulfill({ contentType: 'text/javascript', body: widgetScript }) : route.abort('connectionrefused');
  });

  const opened = await page.goto(`${tencentOrigin}/register`);
  // The page lets the widget's host in (it is blocked otherwise, before the stand-in could answer).
  expect(opened!.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/captcha\.e2e\.test/);
  await hydrated(page);
  const verify = page.getByRole('button', { name: words.verify });
  await expect(verify).toBeVisible();
  await expect(page.getByRole('img', { name: words.captchaImage })).toHaveCount(0);
  expect(widgetLoads).toHaveLength(0);

  const phone = newPhone();
  await page.getByLabel(words.phone, { exact: true }).fill(phone);
  await page.getByRole('button', { name: words.sendCode }).click();
  await expect(page.getByText(words.verifyFirst)).toBeVisible();

  // Tencent cannot be reached: the form says so, and the next press tries again.
  await verify.click();
  await expect(page.getByText(words.unavailable)).toBeVisible();
  expect(widgetLoads).toHaveLength(1);
  widgetReachable = true;

  // Closed without passing: nothing changes.
  await verify.click();
  const widget = page.getByRole('dialog', { name: 'Tencent captcha stand-in' });
  await expect(widget).toHaveAttribute('data-app-id', '190000001');
  await expect(widget).toHaveAttribute('data-user-language', 'zh-cn');
  await expect(page.getByText(words.unavailable)).toHaveCount(0);
  expect(widgetLoads).toHaveLength(2);
  await widget.getByRole('button', { name: 'Close' }).click();
  await expect(verify).toBeEnabled();

  // A ticket Tencent Cloud refuses: the form says so and asks for the check again.
  await verify.click();
  await widget.getByRole('button', { name: 'Forged' }).click();
  await expect(page.getByRole('button', { name: words.verified })).toBeDisabled();
  await page.getByRole('button', { name: words.sendCode }).click();
  await expect(page.getByText(words.verifyAgain)).toBeVisible();
  await expect(verify).toBeEnabled();

  await verify.click();
  await widget.getByRole('button', { name: 'Pass' }).click();
  await expect(page.getByRole('button', { name: words.verified })).toBeVisible();
  await expect(page.getByText(words.verifyAgain)).toHaveCount(0);
  await page.getByRole('button', { name: words.sendCode }).click();
  await expect(page.getByRole('button', { name: words.resend })).toBeDisabled();
  // The script was loaded once for the page; each ticket is used once, so the button is ready for the next.
  expect(widgetLoads).toHaveLength(2);
  await expect(verify).toBeEnabled();

  const checked = fakeApi.requests.at(-1)!;
  expect(checked.signatureValid).toBe(true);
  expect(checked.body).toMatchObject({ Ticket: expect.stringMatching(/^pass-/), Randstr: expect.stringMatching(/^@/), CaptchaAppId: 190000001 });

  const outbox = await (await page.request.post(`${tencentOrigin}/api/test/outbox`, { data: { target: phone } })).json();
  const code = outbox.data[0].code as string;
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel(words.smsCode).fill(code);
  await page.getByLabel(words.password, { exact: true }).fill('Ticket123');
  await page.getByLabel(words.confirm).fill('Ticket123');
  await page.getByLabel(words.agree).check();
  await page.getByRole('button', { name: words.register, exact: true }).click();
  // Registering hashes the password with scrypt at 128 MiB, which takes seconds on a busy machine.
  await expect(page.getByText(words.hello(phone))).toBeVisible({ timeout: 15_000 });
});

test('the suite’s shop, with the picture, neither allows nor loads the widget', async ({ page }) => {
  let widgetRequested = false;
  await page.route('**/TJCaptcha.js', (route) => {
    widgetRequested = true;
    return route.abort();
  });
  const opened = await page.goto('/register');
  // The suite's shop admits only its stand-in chat widget, never the captcha's hosts.
  expect(opened!.headers()['content-security-policy']).not.toMatch(/captcha|qcloud|tencent/);
  await hydrated(page);
  await expect(page.getByRole('img', { name: accountWords.zh.captchaImage })).toBeVisible();
  await expect(page.getByRole('button', { name: words.verify })).toHaveCount(0);
  await expect(page.locator('script[data-tencent-captcha]')).toHaveCount(0);
  expect(widgetRequested).toBe(false);
});

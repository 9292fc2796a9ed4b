import { expect } from '@playwright/test';
import { hookData, hydrated, loginWithPassword, prefix } from './support/accounts.ts';
import { adminSection, operatorPage } from './support/operator.ts';
import { test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, 'the back office is a desktop screen');

for (const locale of ['zh', 'en'] as const) {
  test(`system message (${locale}): the operator writes one to the demo customer in /admin; the customer sees it and the badge`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const stamp = `${Date.now()}${locale}`;
    const titles = { zh: `春季上新 ${stamp}`, en: `New spring colours ${stamp}` };

    const operator = await operatorPage(browser, baseURL);
    await adminSection(operator, '系统消息').click();
    const form = operator.getByRole('form', { name: '发送系统消息' });
    await form.getByRole('radio', { name: '指定客户' }).check();
    await form.getByRole('button', { name: '发送' }).click();
    await expect(form.getByLabel('客户手机号')).toHaveAccessibleDescription(/手机号/);
    await expect(form.getByLabel('标题（中文）')).toHaveAccessibleDescription('此项为必填项');
    await expect(form.getByLabel('内容（英文）')).toHaveAccessibleDescription('此项为必填项');
    await form.getByLabel('客户手机号').fill('13700000001');
    await form.getByLabel('标题（中文）').fill(titles.zh);
    await form.getByLabel('标题（英文）').fill(titles.en);
    await form.getByLabel('内容（中文）').fill('新到 12 种珠光颜料，欢迎选购。');
    await form.getByLabel('内容（英文）').fill('Twelve new pearlescent pigments have arrived.');
    await form.getByRole('button', { name: '发送' }).click();
    await expect(form.getByLabel('客户手机号')).toHaveAccessibleDescription('没有使用该手机号的客户');
    await form.getByLabel('客户手机号').fill('13800138000');
    await form.getByRole('button', { name: '发送' }).click();
    await expect(operator.getByText('已发送给 1 位客户')).toBeVisible();
    await expect(form.getByLabel('标题（中文）')).toHaveValue('');
    await operator.context().close();

    await loginWithPassword(page, locale, '13800138000', 'Demo1234');
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile`), { timeout: 15_000 });
    await page.goto(`${prefix(locale)}/information`);
    await hydrated(page);
    await expect(page.getByTestId('badge-information')).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(titles[locale]) })).toBeVisible();
  });
}

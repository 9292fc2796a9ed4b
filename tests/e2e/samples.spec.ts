import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { accountWords, hookData, type Locale, prefix, signUp } from './support/accounts.ts';
import { operatorPage } from './support/operator.ts';
import { phoneInEnglish } from './support/projects.ts';
import { tokenOf } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    ...accountWords.zh,
    requestSample: '申请样品',
    form: '样品申请',
    size: '500 克',
    purpose: '用途',
    company: '公司名称',
    note: '备注（选填）',
    send: '提交申请',
    applied: /样品申请已提交（编号 (\d+)）/,
    mySamples: '我的样品',
    sent: '已寄出',
    sentWith: (tracking: string) => `已寄出：顺丰速运，运单号 ${tracking}`,
    message: '样品已寄出',
  },
  en: {
    ...accountWords.en,
    requestSample: 'Request a sample',
    form: 'Sample request',
    size: '500 g',
    purpose: 'Intended use',
    company: 'Company',
    note: 'Note (optional)',
    send: 'Send request',
    applied: /Sample request sent \(No\. (\d+)\)/,
    mySamples: 'My samples',
    sent: 'Sent',
    sentWith: (tracking: string) => `Sent by 顺丰速运, tracking number ${tracking}`,
    message: 'Your sample has been sent',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

// Requesting a sample changes no stock, so the product may be one that other specs also open.
const nthProduct = (locale: Locale, project: string) => 10 + (locale === 'en' ? 1 : 0) + (project === 'phone' ? 2 : 0);

/** The nth in-stock product's page, once its actions (the sample button among them) have hydrated. */
async function openProduct(page: Page, locale: Locale, nth: number) {
  const list = await (await page.request.post('/api/portal/product/getList', { data: { inStock: true }, headers: { 'accept-language': locale } })).json();
  const product = (list.data.items as { id: number }[])[nth]!;
  await page.goto(`${prefix(locale)}/productDetails/${product.id}`);
  await page.waitForFunction(() => document.querySelector('astro-island[component-url*="ProductActions"]:not([ssr])') !== null);
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test.describe(`sample requests (${locale})`, () => {
    test(
      'a buyer requests a sample on the product page; the operator sends it; the buyer sees the tracking number',
      phoneInEnglish(locale),
      async ({ page, browser, baseURL }, testInfo) => {
        // A visitor is led to log in first.
        const nth = nthProduct(locale, testInfo.project.name);
        await openProduct(page, locale, nth);
        await page.getByRole('button', { name: w.requestSample }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login\\?redirect=`));

        await signUp(page, locale);
        const headers = { accessToken: await tokenOf(page) };
        await page.request.post('/api/portal/address/create', {
          data: { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: 'Zhang', mobile: '13800138000' },
          headers,
        });
        await page.request.post('/api/portal/user/modifyUserInfo', { data: { companyName: 'Huacai Coatings' }, headers });
        await openProduct(page, locale, nth);
        await page.getByRole('button', { name: w.requestSample }).click();
        const form = page.getByRole('form', { name: w.form });
        // The form opens where the buyer is: in view below the header, its first field focused, the company from the profile.
        await expect(form.getByRole('radio').first()).toBeFocused();
        await expect(form).toBeInViewport();
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((header) => header.getBoundingClientRect().bottom);
        expect(await form.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
        await expect(form.getByLabel(w.company, { exact: true })).toHaveValue('Huacai Coatings');
        await form.getByRole('radio', { name: w.size, exact: true }).check();
        await form.getByLabel(w.purpose, { exact: true }).fill('Waterborne wall paint trial');
        await form.getByLabel(w.note, { exact: true }).fill('TDS please');
        // Nothing sticks out of a narrow screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await form.getByRole('button', { name: w.send }).click();
        const applied = page.getByRole('status').filter({ hasText: w.applied });
        await expect(applied).toBeVisible();
        const id = Number((await applied.textContent())!.match(w.applied)![1]);

        const tracking = `SF${Date.now().toString(36).toUpperCase()}${randomInt(1e6)}`;
        const operator = await operatorPage(browser, baseURL, '/admin?tab=samples');
        await operator.getByRole('button', { name: `打开样品申请 ${id}` }).click();
        const sending = operator.getByRole('form', { name: `寄出样品申请 ${id}` });
        await sending.getByLabel('物流公司').fill('顺丰速运');
        await sending.getByLabel('运单号').fill(tracking);
        await sending.getByRole('button', { name: '通过并寄出' }).click();
        await expect(operator.getByText('已寄出，已通知客户')).toBeVisible();
        await operator.context().close();

        await page.goto(`${prefix(locale)}/profile#samples`);
        await expect(page.getByRole('heading', { name: w.mySamples })).toBeVisible();
        const item = page.getByRole('listitem').filter({ hasText: String(id) });
        await expect(item.getByText(w.sent, { exact: true })).toBeVisible();
        await expect(item.getByText(w.sentWith(tracking))).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      },
    );
  });
}

import { type Browser, expect, type Page } from '@playwright/test';
import { userAgents } from '../helpers/user-agents.ts';
import { type Locale, prefix, signUp } from './support/accounts.ts';
import { phoneScreen } from './support/projects.ts';
import { openProductInStock, placeOrder } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    make: '生成代付链接',
    link: '代付链接',
    copy: '复制链接',
    share: '分享给…',
    wechat: '微信支付',
    pay: /^去支付 ¥/,
    paid: '支付成功，谢谢您！',
    dead: '代付链接已失效',
    deadPaid: '该订单已支付，代付链接已失效',
    openCashier: /打开沙箱收银台/,
  },
  en: {
    make: 'Make a pay-for-me link',
    link: 'Pay-for-me link',
    copy: 'Copy link',
    share: 'Share…',
    wechat: 'WeChat Pay',
    pay: /^Pay ¥/,
    paid: 'Paid. Thank you!',
    dead: 'This link no longer works',
    deadPaid: 'This order has been paid; the pay-for-me link no longer works',
    openCashier: /Open the sandbox cashier/,
  },
} as const;

/** The sandbox's pages play the providers' and speak both languages. */
const cashierPay = '确认支付 · Pay';
const { phone: phoneBrowser, desktop: computer, wechat: wechatBrowser } = userAgents;
const sheetName = '微信支付 · WeChat Pay';

/** The buyer shares from the payment page at 390 px: the system share sheet (stood in for here) gets the link. */
async function shareFromPayPage(page: Page, locale: Locale) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await signUp(page, locale);
  const pack = await openProductInStock(page, locale, locale === 'en' ? 12 : 6);
  const orderNo = await placeOrder(page, pack.id);
  await page.goto(`${prefix(locale)}/pay?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);

  const w = words[locale];
  await page.getByRole('button', { name: w.make }).click();
  const link = await page.getByLabel(w.link).inputValue();
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${prefix(locale)}/payFor\\?token=[\\w-]{43}$`));
  await expect(page.getByRole('button', { name: w.copy })).toBeVisible();
  await page.getByRole('button', { name: w.share }).click();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.url)).toBe(link);
  return { orderNo, link };
}

type Where = 'phone' | 'computer' | 'wechat';
const contextFor = {
  phone: { ...phoneScreen, userAgent: phoneBrowser },
  computer: { userAgent: computer },
  wechat: { ...phoneScreen, userAgent: wechatBrowser },
};
const payerContext = (browser: Browser, locale: Locale, where: Where) => browser.newContext({ ...contextFor[where], locale });

test.describe('pay-for-me links', () => {
  test.use({ ...phoneScreen, userAgent: phoneBrowser });

  // The Chinese colleagues pay from a phone's browser (WeChat H5) and inside WeChat (JSAPI), the English one from a computer (the code).
  const journeys = [
    ['zh', 'phone'],
    ['en', 'computer'],
    ['zh', 'wechat'],
  ] as const;
  for (const [locale, where] of journeys) {
    const w = words[locale];
    test(`sharing (${locale}): a colleague without a login pays ${where === 'computer' ? 'on a computer' : where === 'phone' ? 'in a phone browser' : 'inside WeChat'}, then the link no longer works`, async ({
      page,
      browser,
    }) => {
      test.slow();
      const { orderNo, link } = await shareFromPayPage(page, locale);

      const context = await payerContext(browser, locale, where);
      const payer = await context.newPage();
      await payer.goto(link);
      await expect(payer.getByTestId('order-no')).toHaveText(orderNo);
      // Nothing of the buyer: the address and phone the order was placed with are not on the page.
      await expect(payer.locator('main')).not.toContainText('科苑路');
      await expect(payer.locator('main')).not.toContainText('13800138000');

      await payer.getByRole('radio', { name: w.wechat }).check();
      await payer.getByRole('button', { name: w.pay }).click();
      if (where === 'phone') {
        await expect(payer).toHaveURL(/\/cashier\?trade=\d+$/);
        await payer.getByRole('button', { name: cashierPay }).click();
        await expect(payer).toHaveURL(new RegExp(`${prefix(locale)}/payFor\\?returned=1$`));
      } else if (where === 'computer') {
        const [cashier] = await Promise.all([context.waitForEvent('page'), payer.getByRole('link', { name: w.openCashier }).click()]);
        await cashier.getByRole('button', { name: cashierPay }).click();
      } else {
        // WeChat's authorisation comes back to the link's page, which goes on to WeChat's sheet by itself.
        const sheet = payer.getByRole('dialog', { name: sheetName });
        await expect(sheet).toBeVisible();
        await expect(payer).toHaveURL(new RegExp(`${prefix(locale)}/payFor\\?returned=1$`));
        await sheet.getByRole('button', { name: cashierPay }).click();
      }
      // The page learns of the payment by polling every 2 s.
      await expect(payer.getByRole('heading', { name: w.paid })).toBeVisible({ timeout: 15_000 });

      // The buyer's payment page, left open with the link out, moves on by itself.
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/successful\\?orderNo=${orderNo}$`), { timeout: 15_000 });

      await payer.goto(link);
      await expect(payer.getByRole('heading', { name: w.dead })).toBeVisible();
      await expect(payer.getByText(w.deadPaid)).toBeVisible();
      await context.close();
    });
  }
});

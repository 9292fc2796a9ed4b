import { type Browser, expect, type Page } from '@playwright/test';
import { type Locale, newPhone, prefix, registerInBrowser } from './support/accounts.ts';
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
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const phoneBrowser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const computer = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

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
  await registerInBrowser(page, locale, newPhone(), 'Pigment2026');
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

async function payerContext(browser: Browser, locale: Locale, onPhone: boolean) {
  return browser.newContext(onPhone ? { ...phone, userAgent: phoneBrowser, locale } : { userAgent: computer, locale });
}

test.describe('pay-for-me links', () => {
  test.use({ ...phone, userAgent: phoneBrowser });

  for (const locale of ['zh', 'en'] as const) {
    const w = words[locale];
    // The Chinese colleague pays from a phone (WeChat H5), the English one from a computer (the code, at the cashier).
    const onPhone = locale === 'zh';
    test(`sharing (${locale}): a colleague without a login pays ${onPhone ? 'on a phone' : 'on a computer'}, then the link no longer works`, async ({
      page,
      browser,
    }) => {
      test.slow();
      const { orderNo, link } = await shareFromPayPage(page, locale);

      const context = await payerContext(browser, locale, onPhone);
      const payer = await context.newPage();
      await payer.goto(link);
      await expect(payer.getByTestId('order-no')).toHaveText(orderNo);
      // Nothing of the buyer: the address and phone the order was placed with are not on the page.
      await expect(payer.locator('main')).not.toContainText('科苑路');
      await expect(payer.locator('main')).not.toContainText('13800138000');

      await payer.getByRole('radio', { name: w.wechat }).check();
      await payer.getByRole('button', { name: w.pay }).click();
      if (onPhone) {
        await expect(payer).toHaveURL(/\/cashier\?trade=\d+$/);
        await payer.getByRole('button', { name: cashierPay }).click();
        await expect(payer).toHaveURL(new RegExp(`${prefix(locale)}/payFor\\?returned=1$`));
      } else {
        const [cashier] = await Promise.all([context.waitForEvent('page'), payer.getByRole('link', { name: w.openCashier }).click()]);
        await cashier.getByRole('button', { name: cashierPay }).click();
      }
      // The page learns of the payment by polling every 2 s.
      await expect(payer.getByRole('heading', { name: w.paid })).toBeVisible({ timeout: 15_000 });

      await payer.goto(link);
      await expect(payer.getByRole('heading', { name: w.dead })).toBeVisible();
      await expect(payer.getByText(w.deadPaid)).toBeVisible();
      await context.close();
    });
  }
});

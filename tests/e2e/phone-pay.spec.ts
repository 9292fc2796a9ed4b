import { expect, type Page } from '@playwright/test';
import { userAgents } from '../helpers/user-agents.ts';
import { type Locale, prefix, signUp } from './support/accounts.ts';
import { phoneScreen } from './support/projects.ts';
import { openProductInStock, placeOrder } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    wechat: '微信支付',
    alipay: '支付宝',
    pay: /^去支付 ¥/,
    paid: '支付成功！',
    cancelled: '支付已取消，您可以重新支付。',
    openInBrowser: /微信内无法使用支付宝/,
  },
  en: {
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
    pay: /^Pay ¥/,
    paid: 'Payment successful!',
    cancelled: 'Payment cancelled. You can pay again.',
    openInBrowser: /Alipay does not work inside WeChat/,
  },
} as const;

/** The sandbox's pages play the providers' and speak both languages. */
const cashier = { pay: '确认支付 · Pay', cancel: '取消支付 · Cancel' };
const sheetName = '微信支付 · WeChat Pay';

const { wechat: wechatBrowser, phone: phoneBrowser } = userAgents;

/** Which product each test buys: its own, so that parallel tests do not hold the same stock. */
const productFor = (locale: Locale) => (locale === 'en' ? 10 : 8);

async function orderOnPayPage(page: Page, locale: Locale) {
  await signUp(page, locale);
  const pack = await openProductInStock(page, locale, productFor(locale));
  const orderNo = await placeOrder(page, pack.id);
  await page.goto(`${prefix(locale)}/pay?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
  return orderNo;
}

const landsOnSuccess = async (page: Page, locale: Locale, orderNo: string) => {
  // The page learns of the payment by polling every 2 s.
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/successful\\?orderNo=${orderNo}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: words[locale].paid })).toBeVisible();
};

test.describe('inside WeChat', () => {
  test.use({ ...phoneScreen, userAgent: wechatBrowser });

  for (const locale of ['zh', 'en'] as const) {
    const w = words[locale];
    test(`paying (${locale}): no Alipay, WeChat's authorisation once, the sheet cancelled, then paid with JSAPI`, async ({ page }) => {
      test.slow();
      const orderNo = await orderOnPayPage(page, locale);
      await expect(page.getByText(w.openInBrowser)).toBeVisible();
      await expect(page.getByRole('radio', { name: w.alipay })).toHaveCount(0);

      await page.getByRole('radio', { name: w.wechat }).check();
      const authorised = page.waitForRequest(
        (request) => request.url().includes('/api/sandbox/wechat/authorize?') && request.url().includes('scope=snsapi_base'),
      );
      await page.getByRole('button', { name: w.pay }).click();
      await authorised;
      // Back from the authorisation, the page goes on to WeChat's sheet by itself, on a clean address.
      const sheet = page.getByRole('dialog', { name: sheetName });
      await expect(sheet).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=${orderNo}$`));
      await sheet.getByRole('button', { name: cashier.cancel }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByText(w.cancelled)).toBeVisible();

      // The openid is kept: the second try goes straight to the sheet.
      let authorisedAgain = false;
      page.on('request', (request) => {
        if (request.url().includes('/api/sandbox/wechat/authorize')) authorisedAgain = true;
      });
      await page.getByRole('button', { name: w.pay }).click();
      await sheet.getByRole('button', { name: cashier.pay }).click();
      await landsOnSuccess(page, locale, orderNo);
      expect(authorisedAgain).toBe(false);
    });
  }
});

test.describe('in a phone browser', () => {
  test.use({ ...phoneScreen, userAgent: phoneBrowser });

  for (const locale of ['zh', 'en'] as const) {
    const w = words[locale];
    // Each language gives up on one way and pays with the other, so both ways pay an order.
    const [first, then] = locale === 'zh' ? (['alipay', 'wechat'] as const) : (['wechat', 'alipay'] as const);
    const way = { alipay: 'method=alipay.trade.wap.pay', wechat: '/api/sandbox/wechat/h5?' } as const;

    test(`paying (${locale}): ${first} is cancelled at the provider's phone page, then ${then} pays`, async ({ page }) => {
      test.slow();
      const orderNo = await orderOnPayPage(page, locale);
      await expect(page.getByText(w.openInBrowser)).toHaveCount(0);

      const payWith = async (channel: 'alipay' | 'wechat', choice: keyof typeof cashier) => {
        await page.getByRole('radio', { name: w[channel] }).check();
        const opened = page.waitForRequest((request) => request.url().includes(way[channel]));
        await page.getByRole('button', { name: w.pay }).click();
        await opened;
        await expect(page).toHaveURL(/\/cashier\?trade=\d+$/);
        await page.getByRole('button', { name: cashier[choice] }).click();
      };

      await payWith(first, 'cancel');
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=${orderNo}&returned=1&cancelled=1$`));
      await expect(page.getByText(w.cancelled)).toBeVisible();

      await payWith(then, 'pay');
      await landsOnSuccess(page, locale, orderNo);
    });
  }
});

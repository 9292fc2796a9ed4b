import { expect, type Page } from '@playwright/test';
import { hookData, type Locale, loginWithPassword, logOut, prefix, signUp } from './support/accounts.ts';
import { phoneInEnglish } from './support/projects.ts';
import { openProductInStock, placeOrder } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    addToCart: '加入购物车',
    addedLocal: '已加入本地购物车',
    checkout: '去结算',
    addAddress: '去添加收货地址',
    add: '新增收货地址',
    save: '保存地址',
    province: '省份',
    city: '城市',
    district: '区县',
    detail: '详细地址',
    consignee: '收货人',
    mobile: '手机号码',
    place: '提交订单',
    wechat: '微信支付',
    alipay: '支付宝',
    pay: /^去支付 ¥/,
    scan: '微信支付二维码',
    openCashier: '打开沙箱收银台（代替手机扫码）',
    paid: '支付成功！',
    ships: '我们将在 2 个工作日内发货。',
    viewOrder: '查看订单',
    awaitingShipment: '待发货',
    failed: '支付失败，请重试或更换支付方式。',
    cancelled: '支付已取消，您可以重新支付。',
  },
  en: {
    addToCart: 'Add to cart',
    addedLocal: 'Added to the local cart',
    checkout: 'Check out',
    addAddress: 'Add a delivery address',
    add: 'Add a delivery address',
    save: 'Save the address',
    province: 'Province',
    city: 'City',
    district: 'District',
    detail: 'Detailed address',
    consignee: 'Consignee',
    mobile: 'Mobile number',
    place: 'Place the order',
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
    pay: /^Pay ¥/,
    scan: 'WeChat Pay QR code',
    openCashier: 'Open the sandbox cashier (stands in for scanning with your phone)',
    paid: 'Payment successful!',
    ships: 'We ship within 2 working days.',
    viewOrder: 'View the order',
    awaitingShipment: 'Awaiting shipment',
    failed: 'Payment failed. Please try again or choose another method.',
    cancelled: 'Payment cancelled. You can pay again.',
  },
} as const;

/** The sandbox cashier's buttons speak both languages, as a provider's page does not follow the shop's. */
const cashier = { pay: '确认支付 · Pay', fail: '模拟支付失败 · Make it fail', cancel: '取消支付 · Cancel' };

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

const orderNoOnPage = async (page: Page) => (await page.getByTestId('order-no').textContent())!;

/** Which product each parallel test buys, so that no two change the same stock at once. */
const nthProduct = (locale: Locale, project: string, base: number) => base + (locale === 'en' ? 1 : 0) + (project === 'phone' ? 2 : 0);

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test(
    `buying (${locale}): guest cart, log in and merge, add an address, check out, pay with Alipay in the sandbox, order awaits shipment`,
    phoneInEnglish(locale),
    async ({ page }, testInfo) => {
      test.slow();
      const phone = await signUp(page, locale);
      await logOut(page, locale);

      await openProductInStock(page, locale, nthProduct(locale, testInfo.project.name, 4));
      await page.getByRole('button', { name: w.addToCart }).click();
      await expect(page.getByText(w.addedLocal)).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveText('1');

      await loginWithPassword(page, locale, phone, 'Pigment2026');
      // Logging in hashes the password and merges the cart: slower than a page.
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile`), { timeout: 15_000 });
      await page.goto(`${prefix(locale)}/cart`);
      await expect(page.getByTestId('badge-cart')).toHaveText('1');
      await page.getByRole('button', { name: w.checkout }).click();

      await page.getByRole('link', { name: w.addAddress }).click();
      await page.getByRole('button', { name: w.add }).click();
      // 浙江省 杭州市 西湖区 (named in the page's language).
      await page.getByLabel(w.province).selectOption('330000');
      await page.getByLabel(w.city).selectOption('330100');
      await page.getByLabel(w.district).selectOption('330106');
      await page.getByLabel(w.detail).fill('文三路 90 号');
      await page.getByLabel(w.consignee).fill('Li Hua');
      await page.getByLabel(w.mobile).fill('13900139000');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText('Li Hua')).toBeVisible();

      await page.goto(`${prefix(locale)}/closing`);
      await expect(page.getByRole('radio', { name: /Li Hua/ })).toBeChecked();
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=\\d{20}$`));
      const orderNo = await orderNoOnPage(page);

      await page.getByRole('radio', { name: w.alipay }).check();
      await page.getByRole('button', { name: w.pay }).click();
      await expect(page).toHaveURL(/\/cashier\?trade=\d+$/);
      await expect(page.getByTestId('cashier-amount')).toHaveText(/^¥\d+\.\d\d$/);
      await page.getByRole('button', { name: cashier.pay }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/successful\\?orderNo=${orderNo}$`));
      await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
      await expect(page.getByText(w.ships)).toBeVisible();
      await page.getByRole('link', { name: w.viewOrder }).click();
      await page.getByRole('tab', { name: new RegExp(`^${w.awaitingShipment}`) }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo })).toContainText(w.awaitingShipment);
    },
  );

  // One language proves this journey's logic; the other journeys here show both languages' texts.
  if (locale === 'en')
    test(`paying (${locale}): WeChat Pay fails, Alipay is cancelled at the cashier, then WeChat Pay succeeds while the page waits`, async ({
      page,
    }, testInfo) => {
      await signUp(page, locale);
      const pack = await openProductInStock(page, locale, nthProduct(locale, testInfo.project.name, 8));
      const orderNo = await placeOrder(page, pack.id);
      await page.goto(`${prefix(locale)}/pay?orderNo=${orderNo}`);

      /** WeChat Pay shows a code to scan; the sandbox cashier opens beside it in place of the buyer's phone. */
      const scanAndChoose = async (outcome: keyof typeof cashier) => {
        await page.getByRole('radio', { name: w.wechat }).check();
        await page.getByRole('button', { name: w.pay }).click();
        await expect(page.getByRole('img', { name: w.scan })).toBeVisible();
        const [phone] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: w.openCashier }).click()]);
        await phone.getByRole('button', { name: cashier[outcome] }).click();
        await expect(phone.getByRole('status')).toBeVisible();
        await phone.close();
      };

      await scanAndChoose('fail');
      await expect(page.getByText(w.failed)).toBeVisible({ timeout: 15_000 });

      await page.getByRole('radio', { name: w.alipay }).check();
      await page.getByRole('button', { name: w.pay }).click();
      await page.getByRole('button', { name: cashier.cancel }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=${orderNo}&returned=1&cancelled=1$`));
      await expect(page.getByText(w.cancelled)).toBeVisible();

      await scanAndChoose('pay');
      // The page learns of the payment by polling every 2 s.
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/successful\\?orderNo=${orderNo}$`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
    });
}

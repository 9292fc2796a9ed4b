import { expect } from '@playwright/test';
import { hookData, newPhone, prefix, registerInBrowser } from './support/accounts.ts';
import { phoneInEnglish } from './support/projects.ts';
import { openProductInStock } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    addToCart: '加入购物车',
    quantity: '数量',
    checkout: '去结算',
    noAddress: '请选择收货地址或先添加收货地址',
    place: '提交订单',
    payWithin: '剩余支付时间',
    remark: '订单备注（选填）',
    allOrders: '全部订单',
    awaitingPayment: '待付款',
    cancel: '取消订单',
    cancelled: '已取消',
    express: '快递',
    pickup: '到仓自提',
    zone: '运费区域：江浙沪皖',
    weight: /计费重量 [\d.]+ kg/,
    pickupAt: '自提地址：上海市浦东新区科苑路 88 号 颜料仓库',
  },
  en: {
    addToCart: 'Add to cart',
    quantity: 'Quantity',
    checkout: 'Check out',
    noAddress: 'Please select a delivery address or add one first',
    place: 'Place the order',
    payWithin: 'Time left to pay',
    remark: 'Remark (optional)',
    allOrders: 'All orders',
    awaitingPayment: 'Awaiting payment',
    cancel: 'Cancel the order',
    cancelled: 'Cancelled',
    express: 'Express',
    pickup: 'Pickup at the warehouse',
    zone: 'Freight zone: East China',
    weight: /Shipping weight [\d.]+ kg/,
    pickupAt: 'Collect at Pigment warehouse, 88 Keyuan Road, Pudong, Shanghai',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(
    `checkout (${locale}): no address stops it; then the cart is ordered, stock held and the payment page shows the time to pay`,
    phoneInEnglish(locale),
    async ({ page }, testInfo) => {
      await registerInBrowser(page, locale, newPhone(), 'Pigment2026');
      const pack = await openProductInStock(page, locale, (locale === 'en' ? 1 : 0) + (testInfo.project.name === 'phone' ? 2 : 0));
      await page.getByLabel(w.quantity, { exact: true }).fill('2');
      await page.getByRole('button', { name: w.addToCart }).click();
      await expect(page.getByTestId('badge-cart')).toHaveText('1');

      await page.goto(`${prefix(locale)}/cart`);
      await page.getByRole('button', { name: w.checkout }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/closing$`));
      await expect(page.getByText(w.noAddress)).toBeVisible();
      await expect(page.getByRole('button', { name: w.place })).toBeDisabled();

      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const created = await page.request.post('/api/portal/address/create', {
        data: { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: 'Zhang', mobile: '13800138000' },
        headers: { accessToken: token! },
      });
      expect((await created.json()).code).toBe('000000');
      await page.reload();
      await expect(page.getByRole('radio', { name: /Zhang/ })).toBeChecked();
      await expect(page.getByTestId('checkout-total')).toContainText('¥');
      // Freight by weight to the address's zone, with how it came about; pickup costs nothing.
      await expect(page.getByRole('radio', { name: new RegExp(`^${w.express}`) })).toBeChecked();
      const breakdown = page.getByTestId('freight-breakdown');
      await expect(breakdown).toContainText(w.zone);
      await expect(breakdown).toContainText(w.weight);
      const withExpress = await page.getByTestId('checkout-total').textContent();
      await page.getByRole('radio', { name: new RegExp(`^${w.pickup}`) }).check();
      await expect(page.getByText(w.pickupAt)).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(`^${w.express}`) }).check();
      await expect(page.getByTestId('checkout-total')).toHaveText(withExpress!);
      await page.getByLabel(w.remark).fill('Please deliver on a weekday');
      await page.getByRole('button', { name: w.place }).dblclick();

      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=\\d{20}$`));
      await expect(page.getByText(w.payWithin)).toBeVisible();
      await expect(page.getByText(/^(29|30):\d\d$/)).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveCount(0);

      const stockOf = async () => {
        const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids: [pack.productId] } })).json();
        return live.data[0].skus.find((sku: { id: number }) => sku.id === pack.id).stock as number;
      };
      expect(await stockOf()).toBe(pack.stock - 2);

      // The order is in the personal centre, awaiting payment; cancelling it puts the packs back.
      const orderNo = (await page.getByTestId('order-no').textContent())!;
      await page.goto(`${prefix(locale)}/profile#orders`);
      await page.getByRole('tab', { name: new RegExp(`^${w.awaitingPayment}`) }).click();
      const order = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
      await expect(order).toContainText(w.awaitingPayment);
      page.once('dialog', (dialog) => dialog.accept());
      await order.getByRole('button', { name: w.cancel }).click();
      await expect(order).toHaveCount(0);
      await page.getByRole('tab', { name: new RegExp(`^${w.allOrders}`) }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo })).toContainText(w.cancelled);
      expect(await stockOf()).toBe(pack.stock);
    },
  );
}

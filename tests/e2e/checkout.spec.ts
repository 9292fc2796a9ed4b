import { expect, type Locator, type Page } from '@playwright/test';
import { hookData, prefix, signUp } from './support/accounts.ts';
import { expectNothingBehind, expectOnScreenWhileScrolling, layoutShifts, recordLayoutShifts } from './support/bottom-bar.ts';
import { ownProduct, retireProduct } from './support/own-product.ts';
import { PHONE, phoneInEnglish } from './support/projects.ts';
import { openProductInStock, payInSandbox, tokenOf } from './support/shop.ts';
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
    pickupHours: '周一至周五 9:00–17:00（节假日除外）',
    pickupNoAddress: '到仓自提无需收货地址。',
    pickupSuccess: '到仓自提：上海市浦东新区科苑路 88 号 颜料仓库，周一至周五 9:00–17:00（节假日除外）。提货时请出示订单号。',
    pickupPanel: '自提信息',
    shipping: '我们将在 2 个工作日内发货。',
    leftOut: '以下商品现在无法购买，本次不会下单：',
    retired: '已停售',
    keptInCart: '下单后它们仍留在购物车中。',
    removeLeftOut: '从购物车移除这些商品',
    nothingLeft: '没有可以下单的商品。',
    shortOfFree: (amount: string) => `再买 ${amount} 即可包邮`,
    anyShortOfFree: /即可包邮/,
    paid: '支付成功！',
    viewOrder: '查看订单',
    continue: '继续选购',
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
    pickupHours: 'Monday to Friday, 9:00–17:00 (not on public holidays)',
    pickupNoAddress: 'Pickup at the warehouse needs no delivery address.',
    pickupSuccess:
      'Pickup at the warehouse: Pigment warehouse, 88 Keyuan Road, Pudong, Shanghai, Monday to Friday, 9:00–17:00 (not on public holidays). Give the order number when you collect it.',
    pickupPanel: 'Pickup',
    shipping: 'We ship within 2 working days.',
    leftOut: 'These items cannot be bought now and will not be ordered:',
    retired: 'no longer sold',
    keptInCart: 'They stay in your cart after you order.',
    removeLeftOut: 'Remove them from the cart',
    nothingLeft: 'Nothing here can be ordered now.',
    shortOfFree: (amount: string) => `${amount} more for free postage`,
    anyShortOfFree: /more for free postage/,
    paid: 'Payment successful!',
    viewOrder: 'View the order',
    continue: 'Continue shopping',
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
      await signUp(page, locale);
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

const shanghaiAddress = {
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310115',
  detail: '科苑路 88 号',
  consignee: 'Zhang',
  mobile: '13800138000',
};

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(
    `a retired line in the cart (${locale}) leaves the rest to order: named with why, kept in the cart, removed in one click`,
    phoneInEnglish(locale),
    async ({ page }, testInfo) => {
      const retired = await ownProduct(page.request, '停售测试红', 'Retired test red');
      await signUp(page, locale);
      const headers = { accessToken: await tokenOf(page) };
      expect((await (await page.request.post('/api/portal/address/create', { data: shanghaiAddress, headers })).json()).code).toBe('000000');
      const pack = await openProductInStock(page, locale, 4 + (locale === 'en' ? 1 : 0) + (testInfo.project.name === 'phone' ? 2 : 0));
      for (const skuId of [pack.id, retired.skuId])
        expect((await (await page.request.post('/api/portal/cart/add', { data: { skuId, quantity: 1 }, headers })).json()).code).toBe('000000');
      await retireProduct(page.request, retired.productId);
      const retiredName = locale === 'en' ? retired.nameEn : retired.nameZh;

      await page.goto(`${prefix(locale)}/cart`);
      await page.getByRole('button', { name: w.checkout }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/closing$`));
      const leftOut = page.getByTestId('left-out');
      await expect(leftOut).toContainText(w.leftOut);
      await expect(leftOut.getByRole('listitem')).toHaveText([new RegExp(`${retiredName}.*${w.retired}`)]);
      await expect(leftOut).toContainText(w.keptInCart);
      await expect(page.getByTestId('checkout-total')).toContainText('¥');
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=\\d{20}$`));
      // The retired line stayed in the cart; on its own it can be removed from checkout in one click.
      await expect(page.getByTestId('badge-cart')).toHaveText('1');

      await page.goto(`${prefix(locale)}/closing`);
      await expect(page.getByText(w.nothingLeft)).toBeVisible();
      await expect(page.getByRole('button', { name: w.place })).toBeDisabled();
      await page.getByTestId('left-out').getByRole('button', { name: w.removeLeftOut }).click();
      await expect(page.getByTestId('badge-cart')).toHaveCount(0);
      await page.goto(`${prefix(locale)}/cart`);
      await expect(page.getByText(retiredName)).toHaveCount(0);
    },
  );

  test(
    `pickup (${locale}): ordered without an address; checkout, success page, order list and details say where and when to collect`,
    phoneInEnglish(locale),
    async ({ page }, testInfo) => {
      await signUp(page, locale);
      const headers = { accessToken: await tokenOf(page) };
      const pack = await openProductInStock(page, locale, 4 + (locale === 'en' ? 1 : 0) + (testInfo.project.name === 'phone' ? 2 : 0));
      expect((await (await page.request.post('/api/portal/cart/add', { data: { skuId: pack.id, quantity: 1 }, headers })).json()).code).toBe('000000');

      await page.goto(`${prefix(locale)}/closing`);
      await expect(page.getByText(w.noAddress)).toBeVisible();
      await expect(page.getByRole('button', { name: w.place })).toBeDisabled();
      await page.getByRole('radio', { name: new RegExp(`^${w.pickup}`) }).check();
      await expect(page.getByText(w.pickupNoAddress)).toBeVisible();
      await expect(page.getByTestId('pickup-place')).toContainText(w.pickupHours);
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=\\d{20}$`));
      const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
      // Paid behind the payment page's back, which would then move on to the success page by itself.
      await page.goto('about:blank');

      await payInSandbox(page, orderNo, headers.accessToken);
      await page.goto(`${prefix(locale)}/successful?orderNo=${orderNo}`);
      await expect(page.getByTestId('pickup-place')).toHaveText(w.pickupSuccess);
      await expect(page.getByText(w.shipping)).toHaveCount(0);

      await page.goto(`${prefix(locale)}/orderDetails?orderNo=${orderNo}`);
      const pickupPanel = page.getByRole('region', { name: w.pickupPanel, exact: true });
      await expect(pickupPanel).toContainText(w.pickupAt.replace(/^[^：]*：|^Collect at /, ''));
      await expect(pickupPanel).toContainText(w.pickupHours);

      await page.goto(`${prefix(locale)}/profile#orders`);
      const listed = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
      await expect(listed.getByTestId('pickup-place')).toContainText(w.pickupAt);
    },
  );
}

/** Packs of `count` different products with plenty in stock (from the `skip`th on), for a cart that fills more than a phone's screen. */
async function packsWithStock(page: Page, count: number, skip: number) {
  const list = await (await page.request.post('/api/portal/product/getList', { data: { inStock: true } })).json();
  const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids: list.data.items.map((card: { id: number }) => card.id) } })).json();
  const packs = (live.data as { skus: { id: number; stock: number }[] }[])
    .map((product) => product.skus.find((sku) => sku.stock >= 10))
    .filter((pack) => pack !== undefined)
    .slice(skip, skip + count);
  expect(packs).toHaveLength(count);
  return packs;
}

/** A link drawn as a button: a finger-sized box with a fill or a frame. */
async function expectButtonLook(link: Locator) {
  await expect(link).toBeVisible();
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  const look = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { fill: style.backgroundColor, frame: Number.parseFloat(style.borderTopWidth) };
  });
  expect(look.fill !== 'rgba(0, 0, 0, 0)' || look.frame > 0).toBe(true);
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test(`on a phone (${locale}) the amount to pay and the order button stay at the bottom of the screen while scrolling`, PHONE, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the layout of a phone');
    await recordLayoutShifts(page);
    await signUp(page, locale);
    const headers = { accessToken: await tokenOf(page) };
    expect((await (await page.request.post('/api/portal/address/create', { data: shanghaiAddress, headers })).json()).code).toBe('000000');
    for (const pack of await packsWithStock(page, 5, locale === 'en' ? 5 : 0))
      expect((await (await page.request.post('/api/portal/cart/add', { data: { skuId: pack.id, quantity: 1 }, headers })).json()).code).toBe('000000');

    await page.goto(`${prefix(locale)}/closing`);
    await expect(page.getByTestId('checkout-total')).toContainText('¥');
    const place = page.getByRole('button', { name: w.place });
    await expect(place).toBeEnabled();
    const total = page.getByTestId('bottom-bar-total');
    await expectOnScreenWhileScrolling(page, [place, total]);
    await expect(total).toHaveText((await page.getByTestId('checkout-total').textContent())!);
    await expectNothingBehind(page, page.getByTestId('bottom-bar'));
    expect((await layoutShifts(page)).movedTheBar).toBe(false);
  });

  test(
    `after payment (${locale}): the paid order offers no free postage any more, the badge counts what is left, the success page's links are buttons`,
    phoneInEnglish(locale),
    async ({ page }) => {
      // ¥1,646.00 to Shanghai, where express ships free from ¥2,000.00.
      const own = await ownProduct(page.request, '包邮提示黄', 'Free postage hint yellow', 164_600);
      await signUp(page, locale);
      const headers = { accessToken: await tokenOf(page) };
      expect((await (await page.request.post('/api/portal/address/create', { data: shanghaiAddress, headers })).json()).code).toBe('000000');
      expect((await (await page.request.post('/api/portal/cart/add', { data: { skuId: own.skuId, quantity: 1 }, headers })).json()).code).toBe('000000');

      await page.goto(`${prefix(locale)}/cart`);
      await expect(page.getByTestId('badge-cart')).toHaveText('1');
      await page.getByRole('button', { name: w.checkout }).click();
      await expect(page.getByTestId('checkout-total')).toContainText('¥');
      await expect(page.getByText(w.shortOfFree('¥354.00')).first()).toBeVisible();
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=\\d{20}$`));
      await expect(page.getByTestId('badge-cart')).toHaveCount(0);
      const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
      // Paid behind the payment page's back, which would then move on to the success page by itself.
      await page.goto('about:blank');
      await payInSandbox(page, orderNo, headers.accessToken);

      await page.goto(`${prefix(locale)}/orderDetails?orderNo=${orderNo}`);
      await expect(page.getByText(w.weight)).toBeVisible();
      await expect(page.getByText(w.anyShortOfFree)).toHaveCount(0);

      await page.goto(`${prefix(locale)}/successful?orderNo=${orderNo}`);
      await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
      await expect(page.getByTestId('badge-cart')).toHaveCount(0);
      await expectButtonLook(page.getByRole('link', { name: w.continue }));
      const viewOrder = page.getByRole('link', { name: w.viewOrder });
      await expectButtonLook(viewOrder);
      await viewOrder.click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile#orders$`));
    },
  );
}

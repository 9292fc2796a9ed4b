import { expect, test } from '@playwright/test';
import { hookData, hydrated, newPhone, prefix, registerInBrowser } from './support/accounts.ts';
import { openProductInStock, placeAndPay } from './support/shop.ts';

const words = {
  zh: {
    awaitingShipment: '待发货',
    awaitingReceipt: '待收货',
    completed: '已完成',
    paymentType: '微信支付',
    notShipped: '订单尚未发货。',
    company: '顺丰速运',
    viewLogistics: '查看物流',
    confirmReceipt: '确认收货',
    shippedMessage: '订单已发货',
  },
  en: {
    awaitingShipment: 'Awaiting shipment',
    awaitingReceipt: 'Awaiting receipt',
    completed: 'Completed',
    paymentType: 'WeChat Pay',
    notShipped: 'The order has not shipped yet.',
    company: '顺丰速运',
    viewLogistics: 'View logistics',
    confirmReceipt: 'Confirm receipt',
    shippedMessage: 'Order shipped',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(`order life (${locale}): paid order shipped by the operator in /admin, the customer follows the parcel, is told, and confirms receipt`, async ({ page, browser }, testInfo) => {
    test.slow();
    await registerInBrowser(page, locale, newPhone(), 'Pigment2026');
    const pack = await openProductInStock(page, locale, 12 + (locale === 'en' ? 1 : 0) + (testInfo.project.name === 'phone' ? 2 : 0));
    const orderNo = await placeAndPay(page, pack.id);

    await page.goto(`${prefix(locale)}/orderDetails?orderNo=${orderNo}`);
    await expect(page.getByText(orderNo)).toBeVisible();
    await expect(page.getByText(w.awaitingShipment)).toBeVisible();
    await expect(page.getByText(w.paymentType)).toBeVisible();
    await expect(page.getByText(w.notShipped)).toBeVisible();

    // The operator, in a browser of their own.
    const operator = await (await browser.newContext()).newPage();
    await operator.goto('/admin');
    await hydrated(operator);
    await operator.getByLabel('手机号').fill('13900139000');
    await operator.getByLabel('密码').fill('Admin1234');
    await operator.getByRole('button', { name: '管理员登录' }).click();
    await operator.getByLabel('订单号或手机号').fill(orderNo);
    await operator.getByRole('button', { name: '查询' }).click();
    await operator.getByRole('button', { name: `处理订单 ${orderNo}` }).click();
    await operator.getByRole('button', { name: '确认发货' }).click();
    await expect(operator.getByRole('textbox', { name: '物流公司' })).toHaveAccessibleDescription('此项为必填项');
    await operator.getByRole('textbox', { name: '物流公司' }).fill(w.company);
    await operator.getByLabel('运单号').fill('SF 123');
    await operator.getByRole('button', { name: '确认发货' }).click();
    await expect(operator.getByLabel('运单号')).toHaveAccessibleDescription('请填写正确的快递单号（6-40 位字母、数字或 -）');
    await operator.getByLabel('运单号').fill('SF1234567890');
    await operator.getByRole('button', { name: '确认发货' }).click();
    await expect(operator.getByRole('heading', { name: '添加物流轨迹' })).toBeVisible();
    await operator.getByLabel('时间').fill('2026-11-23T09:30');
    await operator.getByLabel('地点（选填）').fill('上海');
    await operator.getByLabel('轨迹描述').fill('快件已揽收');
    await operator.getByRole('button', { name: '添加', exact: true }).click();
    await expect(operator.getByText('快件已揽收')).toBeVisible();
    await operator.context().close();

    await page.goto(`${prefix(locale)}/profile#orders`);
    const order = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
    await expect(order).toContainText(w.awaitingReceipt);
    await order.getByRole('link', { name: w.viewLogistics }).click();
    await expect(page).toHaveURL(new RegExp(`/orderDetails\\?orderNo=${orderNo}#logistics$`));
    await expect(page.getByText('SF1234567890')).toBeVisible();
    await expect(page.getByText('快件已揽收')).toBeVisible();
    await expect(page.getByTestId('badge-information')).toBeVisible();

    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: w.confirmReceipt }).click();
    await expect(page.getByText(w.completed)).toBeVisible();

    await page.goto(`${prefix(locale)}/information`);
    await expect(page.getByRole('heading', { name: new RegExp(w.shippedMessage) })).toBeVisible();
  });
}

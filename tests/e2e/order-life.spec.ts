import { expect, type Page } from '@playwright/test';
import { gradientPng } from '../helpers/png.ts';
import { hookData, hydrated, type Locale, prefix, signUp } from './support/accounts.ts';
import { adminSection, operatorPage } from './support/operator.ts';
import { openProductInStock, placeAndPay, tokenOf } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    awaitingShipment: '待发货',
    awaitingReceipt: '待收货',
    completed: '已完成',
    paymentType: '微信支付',
    notShipped: '订单尚未发货。',
    viewLogistics: '查看物流',
    confirmReceipt: '确认收货',
    shippedMessage: '订单已发货',
    invoiceApply: '申请开票',
    invoiceSubmit: '提交申请',
    invoiceInProgress: '申请中',
    invoiceIssued: '已开票',
    invoiceMessage: '发票已开具',
    apply: '申请售后',
    returnMode: '退货退款',
    reason: '售后原因',
    quality: '质量问题',
    description: '问题描述',
    addPhoto: '上传凭证图片',
    photo: '凭证图片 1',
    submit: '提交申请',
    submitted: '售后申请已提交，请等待审核',
    section: '售后服务',
    refundNo: /退款编号 (RF\d{20})/,
    underAudit: '审核中',
    approved: '已同意',
    refunded: '已退款',
    needsReturn: '请寄回商品并填写退货物流',
    details: '查看详情',
    express: '快递公司',
    tracking: '快递单号',
    submitReturn: '提交物流信息',
    sentBack: '已寄回：顺丰速运 SF1234567890',
    historyTitle: '处理记录',
    history: ['提交售后申请', '商家同意申请', '买家寄回商品', '商家已收到退货', '已原路退款'],
  },
  en: {
    awaitingShipment: 'Awaiting shipment',
    awaitingReceipt: 'Awaiting receipt',
    completed: 'Completed',
    paymentType: 'WeChat Pay',
    notShipped: 'The order has not shipped yet.',
    viewLogistics: 'View logistics',
    confirmReceipt: 'Confirm receipt',
    shippedMessage: 'Order shipped',
    invoiceApply: 'Apply for an invoice',
    invoiceSubmit: 'Send the application',
    invoiceInProgress: 'Application in progress',
    invoiceIssued: 'Invoice issued',
    invoiceMessage: 'Invoice issued',
    apply: 'Apply for after-sales',
    returnMode: 'Return goods and refund',
    reason: 'Reason',
    quality: 'Quality problem',
    description: 'Description of the problem',
    addPhoto: 'Upload a photo',
    photo: 'Photo credential 1',
    submit: 'Submit the application',
    submitted: 'Application submitted; the shop will review it',
    section: 'After-sales',
    refundNo: /Refund no\. (RF\d{20})/,
    underAudit: 'Under audit',
    approved: 'Approved',
    refunded: 'Refunded',
    needsReturn: 'Please send the goods back and enter the tracking number',
    details: 'Details',
    express: 'Express company',
    tracking: 'Tracking number',
    submitReturn: 'Submit the tracking number',
    sentBack: 'Sent back: 顺丰速运 SF1234567890',
    historyTitle: 'History',
    history: ['Application submitted', 'Approved by the shop', 'Goods sent back', 'Goods received by the shop', 'Refunded to the original payment method'],
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

// One long journey that logic alone decides; the 360 px screens are covered by the shorter journeys.
test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, 'desktop only');

/** The pack's stock as the product page reads it. */
async function stockOf(page: Page, locale: Locale, productId: number, skuId: number) {
  const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids: [productId] }, headers: { 'accept-language': locale } })).json();
  return (live.data[0].skus as { id: number; stock: number }[]).find((sku) => sku.id === skuId)!.stock;
}

/** The operator opens the application on /admin/after-sales (all states) and presses one of its buttons. */
async function operatorDoes(operator: Page, refundNo: string, button: string | RegExp, statusAfter: string) {
  await operator.reload();
  await operator.getByLabel('按状态筛选').selectOption({ label: '全部' });
  await operator.getByRole('button', { name: `查看 ${refundNo}` }).click();
  await expect(operator.getByRole('heading', { name: `退款编号 ${refundNo}` })).toBeVisible();
  if (typeof button !== 'string') operator.once('dialog', (dialog) => void dialog.accept());
  await operator.getByRole('button', { name: button }).click();
  await expect(operator.getByText('操作成功')).toBeVisible();
  await expect(operator.getByRole('heading', { name: `退款编号 ${refundNo}` }).locator('..')).toContainText(statusAfter);
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test(`an order's whole life (${locale}): shipped, followed, received, invoiced, returned with a photo, refunded; the goods back in stock`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await signUp(page, locale);
    await page.request.post('/api/portal/invoice/title/create', {
      data: {
        type: 'vat_special',
        title: '上海彩虹涂料有限公司',
        taxNo: '91310115MA1H7XYZ3K',
        unitAddress: '上海市浦东新区科苑路 88 号',
        bankName: '招商银行上海分行',
        bankAccount: '3100123456789012',
        unitPhone: '021-5888 6666',
      },
      headers: { accessToken: await tokenOf(page) },
    });
    // Each parallel test buys its own product, so that none changes another's stock.
    // Packs no other journey buys: the stock is compared to the unit once the goods are back.
    const pack = await openProductInStock(page, locale, locale === 'en' ? 21 : 20);
    const orderNo = await placeAndPay(page, pack.id);
    const stockWhenPaid = await stockOf(page, locale, pack.productId, pack.id);

    await page.goto(`${prefix(locale)}/orderDetails?orderNo=${orderNo}`);
    await expect(page.getByText(orderNo)).toBeVisible();
    await expect(page.getByText(w.awaitingShipment)).toBeVisible();
    await expect(page.getByText(w.paymentType)).toBeVisible();
    await expect(page.getByText(w.notShipped)).toBeVisible();

    // The operator ships it in /admin (errors beside the fields first) and records where the parcel is.
    const operator = await operatorPage(browser, baseURL, '/admin?tab=orders');
    await operator.getByLabel('订单号或手机号').fill(orderNo);
    await operator.getByRole('button', { name: '查询' }).click();
    await operator.getByRole('button', { name: `处理订单 ${orderNo}` }).click();
    // A carrier off the list is typed in; left empty, it is refused beside its field.
    await operator.getByRole('combobox', { name: '物流公司' }).selectOption({ label: '其他' });
    await operator.getByRole('button', { name: '确认发货' }).click();
    await expect(operator.getByLabel('承运公司名称')).toHaveAccessibleDescription('此项为必填项');
    await operator.getByRole('combobox', { name: '物流公司' }).selectOption({ label: '顺丰速运' });
    await operator.getByLabel('运单号').fill('SF 123');
    await operator.getByRole('button', { name: '确认发货' }).click();
    await expect(operator.getByLabel('运单号')).toHaveAccessibleDescription('请填写正确的快递单号（6-40 位字母、数字或 -）');
    await operator.getByLabel('运单号').fill('SF1234567890');
    await operator.getByRole('button', { name: '确认发货' }).click();
    await expect(operator.getByRole('heading', { name: '添加物流轨迹' })).toBeVisible();
    // A step is recorded as it happens: the time starts at now.
    await expect(operator.getByLabel('时间')).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await operator.getByLabel('时间').fill('2026-11-23T09:30');
    await operator.getByLabel('地点（选填）').fill('上海');
    await operator.getByLabel('轨迹描述').fill('快件已揽收');
    await operator.getByRole('button', { name: '添加', exact: true }).click();
    await expect(operator.getByText('快件已揽收')).toBeVisible();

    // The customer is told (the badge), follows the parcel and confirms receipt.
    await page.goto(`${prefix(locale)}/profile#orders`);
    const order = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
    await expect(order).toContainText(w.awaitingReceipt);
    await expect(page.getByTestId('badge-information')).toBeVisible();
    await order.getByRole('link', { name: w.viewLogistics }).click();
    await expect(page).toHaveURL(new RegExp(`/orderDetails\\?orderNo=${orderNo}#logistics$`));
    await expect(page.getByText('SF1234567890')).toBeVisible();
    await expect(page.getByText('快件已揽收')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: w.confirmReceipt }).click();
    await expect(page.getByText(w.completed)).toBeVisible();
    await page.goto(`${prefix(locale)}/information`);
    await expect(page.getByRole('heading', { name: new RegExp(w.shippedMessage) })).toBeVisible();

    // An invoice: applied for on /invoice, issued by the operator, its number shown and told.
    await page.goto(`${prefix(locale)}/invoice`);
    const invoice = page.getByRole('listitem').filter({ hasText: orderNo });
    await invoice.getByRole('button', { name: w.invoiceApply }).click();
    await page.getByRole('button', { name: w.invoiceSubmit }).click();
    await expect(invoice).toContainText(w.invoiceInProgress);
    await operator.goto('/admin');
    await hydrated(operator);
    await adminSection(operator, '发票').click();
    const application = operator.getByRole('form', { name: `为订单 ${orderNo} 开票` });
    await application.getByRole('button', { name: '开具发票' }).click();
    await expect(application.getByLabel('发票号码（8 位或 20 位）')).toHaveAccessibleDescription(/发票/);
    await application.getByLabel('发票号码（8 位或 20 位）').fill('12345678');
    await application.getByRole('button', { name: '开具发票' }).click();
    await expect(application).toHaveCount(0);
    await page.reload();
    await expect(invoice).toContainText(w.invoiceIssued);
    await expect(invoice).toContainText('12345678');
    await page.goto(`${prefix(locale)}/information`);
    await expect(page.getByRole('heading', { name: new RegExp(w.invoiceMessage) })).toBeVisible();

    // A return with a photo credential, from the order list (errors beside the fields first).
    await page.goto(`${prefix(locale)}/profile#orders`);
    await hydrated(page);
    await order.getByRole('button', { name: w.apply }).click();
    await page.getByRole('radio', { name: w.returnMode }).check();
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByLabel(w.reason, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(w.description, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(w.reason, { exact: true }).selectOption({ label: w.quality });
    await page.getByLabel(w.description, { exact: true }).fill('Caked in the bag / 结块');
    await page.getByLabel(w.addPhoto, { exact: true }).setInputFiles({ name: 'caked.png', mimeType: 'image/png', buffer: gradientPng(32, 32) });
    await expect(page.getByRole('img', { name: w.photo })).toBeVisible();
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.submitted)).toBeVisible();
    await expect(page.getByRole('heading', { name: w.section, level: 2 })).toBeVisible();
    const afterSales = page.getByRole('listitem').filter({ hasText: orderNo }).first();
    await expect(afterSales).toContainText(w.underAudit);
    const refundNo = w.refundNo.exec((await afterSales.textContent()) ?? '')![1]!;

    await operator.goto('/admin/after-sales');
    await operatorDoes(operator, refundNo, '同意申请', '已同意');

    // Approved: the customer sends the goods back and says how.
    await page.reload();
    await hydrated(page);
    await expect(afterSales).toContainText(w.approved);
    await expect(afterSales).toContainText(w.needsReturn);
    await afterSales.getByRole('button', { name: w.details }).click();
    await afterSales.getByLabel(w.express).fill('顺丰速运');
    await afterSales.getByLabel(w.tracking).fill('SF1234567890');
    await afterSales.getByRole('button', { name: w.submitReturn }).click();
    await expect(afterSales.getByText(w.sentBack)).toBeVisible();

    // The goods arrive (back in stock), and the money goes back through the sandbox.
    await operatorDoes(operator, refundNo, '确认收到退货', '已收到退货');
    expect(await stockOf(page, locale, pack.productId, pack.id)).toBe(stockWhenPaid + 1);
    await operatorDoes(operator, refundNo, /^原路退款 ¥/, '已退款');
    await operator.context().close();

    // The customer sees the refund and every step in the history.
    await page.reload();
    await hydrated(page);
    await expect(afterSales).toContainText(w.refunded);
    await afterSales.getByRole('button', { name: w.details }).click();
    const history = afterSales.getByRole('region', { name: w.historyTitle }).getByRole('listitem');
    await expect(history).toHaveCount(5);
    for (const [index, event] of w.history.entries()) await expect(history.nth(index)).toContainText(event);
    expect(await stockOf(page, locale, pack.productId, pack.id)).toBe(stockWhenPaid + 1);
  });
}

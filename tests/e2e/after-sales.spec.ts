import { expect, test, type Browser, type Page } from '@playwright/test';
import { gradientPng } from '../helpers/png.ts';
import { hookData, hydrated, newPhone, prefix, registerInBrowser, type Locale } from './support/accounts.ts';
import { openProductInStock, placeAndPay } from './support/shop.ts';

const words = {
  zh: {
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
    empty: '暂无售后申请。已付款的订单可在“我的订单”中申请售后。',
    refundNo: /退款编号 (RF\d{20})/,
    underAudit: '审核中',
    approved: '已同意',
    refunded: '已退款',
    needsReturn: '请寄回商品并填写退货物流',
    details: '查看详情',
    express: '快递公司',
    tracking: '快递单号',
    submitReturn: '提交物流信息',
    shipped: '已寄回：顺丰速运 SF1234567890',
    historyTitle: '处理记录',
    history: ['提交售后申请', '商家同意申请', '买家寄回商品', '商家已收到退货', '已原路退款'],
  },
  en: {
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
    empty: 'No after-sales applications yet. A paid order can be applied for under My orders.',
    refundNo: /Refund no\. (RF\d{20})/,
    underAudit: 'Under audit',
    approved: 'Approved',
    refunded: 'Refunded',
    needsReturn: 'Please send the goods back and enter the tracking number',
    details: 'Details',
    express: 'Express company',
    tracking: 'Tracking number',
    submitReturn: 'Submit the tracking number',
    shipped: 'Sent back: 顺丰速运 SF1234567890',
    historyTitle: 'History',
    history: ['Application submitted', 'Approved by the shop', 'Goods sent back', 'Goods received by the shop', 'Refunded to the original payment method'],
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

/** Which product each parallel test buys (payment.spec.ts uses 4 to 11), so that none changes another's stock. */
const nthProduct = (locale: Locale, project: string) => 12 + (locale === 'en' ? 1 : 0) + (project === 'phone' ? 2 : 0);

/** The back office in a browser of its own (the customer stays logged in in theirs), logged in as the demo admin. */
async function operatorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin/after-sales');
  await page.getByLabel('手机号', { exact: true }).fill('13900139000');
  await page.getByLabel('密码', { exact: true }).fill('Admin1234');
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(page.getByLabel('按状态筛选')).toBeVisible({ timeout: 15_000 });
  return page;
}

/** The operator opens the application from the list (all states) and presses one of its buttons. */
async function operatorDoes(operator: Page, refundNo: string, button: string | RegExp, statusAfter: string) {
  await operator.reload();
  await operator.getByLabel('按状态筛选').selectOption({ label: '全部' });
  await operator.getByRole('button', { name: `查看 ${refundNo}` }).click();
  await expect(operator.getByRole('heading', { name: `退款编号 ${refundNo}` })).toBeVisible();
  await operator.getByRole('button', { name: button }).click();
  await expect(operator.getByText('操作成功')).toBeVisible();
  await expect(operator.getByRole('heading', { name: `退款编号 ${refundNo}` }).locator('..')).toContainText(statusAfter);
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test(`after-sales (${locale}): a paid order is returned with a photo, approved, sent back, received and refunded through the sandbox`, async ({ page, browser, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    await registerInBrowser(page, locale, newPhone(), 'Pigment2026');
    await page.goto(`${prefix(locale)}/profile#afterSales`);
    await expect(page.getByText(w.empty)).toBeVisible();
    const pack = await openProductInStock(page, locale, nthProduct(locale, testInfo.project.name));
    const orderNo = await placeAndPay(page, pack.id);

    // The customer applies from the order list: return goods and refund, with a photo credential.
    await page.goto(`${prefix(locale)}/profile#orders`);
    await hydrated(page);
    const orderItem = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo }).first();
    await orderItem.getByRole('button', { name: w.apply }).click();
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
    const application = page.getByRole('listitem').filter({ hasText: orderNo }).first();
    await expect(application).toContainText(w.underAudit);
    const refundNo = w.refundNo.exec((await application.textContent()) ?? '')![1]!;

    const operator = await operatorPage(browser, baseURL);
    await operatorDoes(operator, refundNo, '同意申请', '已同意');

    // Approved: the customer sends the goods back and says how.
    await page.reload();
    await hydrated(page);
    await expect(application).toContainText(w.approved);
    await expect(application).toContainText(w.needsReturn);
    await application.getByRole('button', { name: w.details }).click();
    await application.getByLabel(w.express).fill('顺丰速运');
    await application.getByLabel(w.tracking).fill('SF1234567890');
    await application.getByRole('button', { name: w.submitReturn }).click();
    await expect(application.getByText(w.shipped)).toBeVisible();

    await operatorDoes(operator, refundNo, '确认收到退货', '已收到退货');
    operator.once('dialog', (dialog) => void dialog.accept());
    await operator.getByRole('button', { name: /^原路退款 ¥/ }).click();
    await expect(operator.getByText('操作成功')).toBeVisible();
    await expect(operator.getByRole('heading', { name: `退款编号 ${refundNo}` }).locator('..')).toContainText('已退款');
    await operator.context().close();

    // The customer sees the refund and the whole history.
    await page.reload();
    await hydrated(page);
    await expect(application).toContainText(w.refunded);
    await application.getByRole('button', { name: w.details }).click();
    const history = application.getByRole('region', { name: w.historyTitle }).getByRole('listitem');
    await expect(history).toHaveCount(5);
    for (const [index, event] of w.history.entries()) await expect(history.nth(index)).toContainText(event);
  });
}

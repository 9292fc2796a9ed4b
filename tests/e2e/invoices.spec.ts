import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hookData, type Locale, newPhone, prefix, registerInBrowser } from './support/accounts.ts';
import { phoneInEnglish } from './support/projects.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    addTitle: '新增发票抬头',
    save: '保存抬头',
    ordinary: '普通发票',
    vatSpecial: '增值税专用发票',
    vatNote: '增值税专用发票须填写完整的开户银行和银行账号，用于抵扣进项税。',
    title: '发票抬头（单位名称）',
    taxNo: '纳税人识别号',
    unitAddress: '单位地址',
    bankName: '开户银行',
    bankAccount: '银行账号',
    email: '接收邮箱',
    mobile: '手机号码',
    required: '此项为必填项',
    taxNoWrong: '请输入正确的纳税人识别号（15-20 位数字或大写字母）',
    isDefault: '默认',
    makeDefault: '设为默认',
    deleteOf: (title: string) => `删除发票抬头 ${title}`,
    titlesEmpty: '还没有发票抬头，申请开票前请先添加。',
    ordersEmpty: '暂无可开票的订单，订单付款后可在这里申请发票。',
    noInvoice: '不开发票',
    place: '提交订单',
    inProgress: '申请中',
    companies: ['上海彩虹涂料有限公司', '苏州颜料厂有限公司'],
  },
  en: {
    addTitle: 'Add an invoice title',
    save: 'Save the title',
    ordinary: 'Ordinary invoice',
    vatSpecial: 'VAT special invoice',
    vatNote: 'A VAT special invoice needs the full bank details; it lets your company deduct the input VAT.',
    title: 'Title (company name)',
    taxNo: 'Tax number',
    unitAddress: 'Company address',
    bankName: 'Bank of deposit',
    bankAccount: 'Bank account',
    email: 'Email',
    mobile: 'Mobile number',
    required: 'This field is required',
    taxNoWrong: 'Enter a valid tax number (15 to 20 digits or capital letters)',
    isDefault: 'Default',
    makeDefault: 'Make default',
    deleteOf: (title: string) => `Delete the title ${title}`,
    titlesEmpty: 'No invoice title yet; add one before applying for an invoice.',
    ordersEmpty: 'No order to invoice yet; once an order is paid you can apply here.',
    noInvoice: 'No invoice',
    place: 'Place the order',
    inProgress: 'Application in progress',
    companies: ['Rainbow Coatings Ltd', 'Suzhou Pigment Works Co., Ltd.'],
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

async function fillTitle(page: Page, locale: Locale, title: string, taxNo: string) {
  const w = words[locale];
  await page.getByLabel(w.title, { exact: true }).fill(title);
  await page.getByLabel(w.taxNo, { exact: true }).fill(taxNo);
  await page.getByLabel(w.unitAddress, { exact: true }).fill('上海市浦东新区科苑路 88 号');
  await page.getByLabel(w.bankName, { exact: true }).fill('中国工商银行上海张江支行');
  await page.getByLabel(w.bankAccount, { exact: true }).fill('3100 1234 5678 9012');
  await page.getByLabel(w.email, { exact: true }).fill('finance@rainbow.example');
  await page.getByLabel(w.mobile, { exact: true }).fill('13800138000');
}

/** A pack with stock to spare, bought straight from the checkout page ("buy now"); each parallel test takes its own product. */
async function packInStock(page: Page, nth: number) {
  const list = await (await page.request.post('/api/portal/product/getList', { data: { inStock: true } })).json();
  let skipped = 0;
  for (const card of list.data.items as { id: number }[]) {
    const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids: [card.id] } })).json();
    const pack = (live.data[0].skus as { id: number; stock: number }[]).find((sku) => sku.stock >= 10);
    if (pack && skipped++ >= nth) return pack;
  }
  throw new Error('no pack with 10 in stock');
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  const [ordinaryName, vatName] = w.companies;
  test(
    `invoices (${locale}): titles with errors beside fields, one default, delete; an invoice chosen at checkout is in progress`,
    phoneInEnglish(locale),
    async ({ page }, testInfo) => {
      await page.goto(`${prefix(locale)}/invoice`);
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login\\?redirect=`));
      await registerInBrowser(page, locale, newPhone(), 'Pigment2026');
      await page.goto(`${prefix(locale)}/invoice`);
      await expect(page.getByText(w.titlesEmpty)).toBeVisible();
      await expect(page.getByText(w.ordersEmpty)).toBeVisible();

      // An empty form shows what each field needs, beside it.
      await page.getByRole('button', { name: w.addTitle }).click();
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByLabel(w.title, { exact: true })).toHaveAccessibleDescription(w.required);
      await expect(page.getByLabel(w.bankAccount, { exact: true })).toHaveAccessibleDescription(w.required);
      await expect(page.getByLabel(w.mobile, { exact: true })).toHaveAccessibleDescription(w.required);
      await fillTitle(page, locale, ordinaryName, '9131-0115');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByLabel(w.taxNo, { exact: true })).toHaveAccessibleDescription(w.taxNoWrong);
      await expect(page.getByLabel(w.title, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(w.taxNo, { exact: true }).fill('91310115ma1h7xyz3k');
      await page.getByRole('button', { name: w.save }).click();
      const ordinary = page.getByRole('listitem').filter({ hasText: ordinaryName });
      await expect(ordinary).toContainText(`${w.ordinary} · 91310115MA1H7XYZ3K`);
      await expect(ordinary).toContainText('3100123456789012');
      await expect(ordinary).toContainText(w.isDefault);

      // A VAT special title says why it needs the bank details.
      await page.getByRole('button', { name: w.addTitle }).click();
      await page.getByRole('radio', { name: w.vatSpecial }).check();
      await expect(page.getByText(w.vatNote)).toBeVisible();
      await fillTitle(page, locale, vatName, '91320506MA1N2ABC9P');
      await page.getByLabel(w.bankName, { exact: true }).fill('');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByLabel(w.bankName, { exact: true })).toHaveAccessibleDescription(w.required);
      await page.getByLabel(w.bankName, { exact: true }).fill('招商银行苏州分行');
      await page.getByRole('button', { name: w.save }).click();
      const vat = page.getByRole('listitem').filter({ hasText: vatName });
      await expect(vat).toContainText(w.vatSpecial);

      await vat.getByRole('button', { name: w.makeDefault }).click();
      await expect(vat).toContainText(w.isDefault);
      await expect(ordinary.getByRole('button', { name: w.makeDefault })).toBeVisible();

      page.once('dialog', (dialog) => dialog.accept());
      await page.getByRole('button', { name: w.deleteOf(ordinaryName) }).click();
      await expect(ordinary).toHaveCount(0);
      await expect(vat).toContainText(w.isDefault);

      // Checkout offers "no invoice" first, then the saved title; the order's invoice is then in progress.
      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const created = await page.request.post('/api/portal/address/create', {
        data: { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: 'Zhang', mobile: '13800138000' },
        headers: { accessToken: token! },
      });
      expect((await created.json()).code).toBe('000000');
      const pack = await packInStock(page, (locale === 'en' ? 4 : 5) + (testInfo.project.name === 'phone' ? 2 : 0));
      await page.goto(`${prefix(locale)}/closing?skuId=${pack.id}&quantity=1`);
      await expect(page.getByRole('radio', { name: w.noInvoice })).toBeChecked();
      await page.getByRole('radio', { name: new RegExp(vatName.replace(/[.]/g, '\\.')) }).check();
      await expect(page.getByTestId('checkout-total')).toContainText('¥');
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pay\\?orderNo=\\d{20}$`));
      const orderNo = (await page.getByTestId('order-no').textContent())!;

      await page.goto(`${prefix(locale)}/invoice`);
      const order = page.getByRole('listitem').filter({ hasText: orderNo });
      await expect(order).toContainText(w.inProgress);
      await expect(order).toContainText(`${w.vatSpecial} · ${vatName}`);

      // With the list, an order and the form open: nothing serious for axe, nothing wider than the screen.
      await page.getByRole('button', { name: w.addTitle }).click();
      await expect(page.getByLabel(w.title, { exact: true })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
}

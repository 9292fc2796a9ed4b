import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hookData, type Locale, prefix, signUp } from './support/accounts.ts';
import { operatorPage } from './support/operator.ts';
import { phoneInEnglish } from './support/projects.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    addTitle: '新增发票抬头',
    save: '保存抬头',
    personal: '个人',
    company: '企业（普通发票）',
    vatSpecial: '增值税专用发票',
    vatNote: '增值税专用发票用于抵扣进项税，须填写单位的纳税人识别号、注册地址、注册电话、开户银行和银行账号。',
    personalNote: '个人抬头开具普通发票，只需填写姓名。',
    title: '发票抬头（单位名称）',
    name: '发票抬头（个人姓名）',
    taxNo: '纳税人识别号',
    unitAddress: '注册地址',
    unitPhone: '注册电话',
    bankName: '开户银行',
    bankAccount: '银行账号',
    taxNoOf: '纳税人识别号 91320506MA1N2ABC9P',
    required: '此项为必填项',
    telWrong: '请输入正确的电话号码（含区号的座机或手机）',
    person: '张明',
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
    personal: 'Personal',
    company: 'Company (ordinary invoice)',
    vatSpecial: 'VAT special invoice',
    vatNote: 'A VAT special invoice lets your company deduct the input VAT; it needs the tax number, registered address and phone, bank and account.',
    personalNote: 'A personal title gets an ordinary invoice in your name: only your name is needed.',
    title: 'Title (company name)',
    name: 'Title (your full name)',
    taxNo: 'Tax number',
    unitAddress: 'Registered address',
    unitPhone: 'Registered phone',
    bankName: 'Bank of deposit',
    bankAccount: 'Bank account',
    taxNoOf: 'Tax number 91320506MA1N2ABC9P',
    required: 'This field is required',
    telWrong: 'Enter a valid phone number (a landline with its area code, or a mobile)',
    person: 'Zhang Ming',
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

/** The details a VAT special title asks for beyond a company's name and tax number. */
async function fillRegisteredDetails(page: Page, locale: Locale, unitPhone: string) {
  const w = words[locale];
  await page.getByLabel(w.unitAddress, { exact: true }).fill('上海市浦东新区科苑路 88 号');
  await page.getByLabel(w.unitPhone, { exact: true }).fill(unitPhone);
  await page.getByLabel(w.bankName, { exact: true }).fill('中国工商银行上海张江支行');
  await page.getByLabel(w.bankAccount, { exact: true }).fill('3100 1234 5678 9012');
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
  const [companyName, vatName] = w.companies;
  test(
    `invoices (${locale}): personal, company and VAT special titles each ask only their fields, errors beside them; one default, delete; an invoice chosen at checkout is in progress`,
    phoneInEnglish(locale),
    async ({ page, browser, baseURL }, testInfo) => {
      // Three titles, two accessibility scans, an order and the operator's side: about a minute on a busy machine.
      test.slow();
      await page.goto(`${prefix(locale)}/invoice`);
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login\\?redirect=`));
      await signUp(page, locale);
      await page.goto(`${prefix(locale)}/invoice`);
      await expect(page.getByText(w.titlesEmpty)).toBeVisible();
      await expect(page.getByText(w.ordersEmpty)).toBeVisible();

      // A company's ordinary invoice asks for its name and tax number, nothing more; an empty form says so beside them.
      await page.getByRole('button', { name: w.addTitle }).click();
      await expect(page.getByRole('radio', { name: w.company })).toBeChecked();
      for (const hidden of [w.name, w.unitAddress, w.unitPhone, w.bankName, w.bankAccount])
        await expect(page.getByLabel(hidden, { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByLabel(w.title, { exact: true })).toHaveAccessibleDescription(w.required);
      await expect(page.getByLabel(w.taxNo, { exact: true })).toHaveAccessibleDescription(w.required);
      await page.getByLabel(w.title, { exact: true }).fill(companyName);
      await page.getByLabel(w.taxNo, { exact: true }).fill('9131-0115');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByLabel(w.taxNo, { exact: true })).toHaveAccessibleDescription(w.taxNoWrong);
      await expect(page.getByLabel(w.title, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(w.taxNo, { exact: true }).fill('91310115ma1h7xyz3k');
      await page.getByRole('button', { name: w.save }).click();
      const company = page.getByRole('listitem').filter({ hasText: companyName });
      await expect(company).toContainText(`${w.company} · 91310115MA1H7XYZ3K`);
      await expect(company).toContainText(w.isDefault);
      await expect(company).not.toContainText(w.bankAccount);

      // A person's title is a name alone.
      await page.getByRole('button', { name: w.addTitle }).click();
      await page.getByRole('radio', { name: w.personal }).check();
      await expect(page.getByText(w.personalNote)).toBeVisible();
      for (const hidden of [w.title, w.taxNo, w.unitAddress, w.bankAccount]) await expect(page.getByLabel(hidden, { exact: true })).toHaveCount(0);
      await page.getByLabel(w.name, { exact: true }).fill(w.person);
      await page.getByRole('button', { name: w.save }).click();
      const person = page.getByRole('listitem').filter({ hasText: w.person });
      await expect(person.getByText(w.personal, { exact: true })).toBeVisible();

      // A VAT special title says why it needs its registered details, and asks for every one.
      await page.getByRole('button', { name: w.addTitle }).click();
      await page.getByRole('radio', { name: w.vatSpecial }).check();
      await expect(page.getByText(w.vatNote)).toBeVisible();
      await page.getByLabel(w.title, { exact: true }).fill(vatName);
      await page.getByLabel(w.taxNo, { exact: true }).fill('91320506MA1N2ABC9P');
      await fillRegisteredDetails(page, locale, '5888');
      await page.getByLabel(w.bankName, { exact: true }).fill('');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByLabel(w.bankName, { exact: true })).toHaveAccessibleDescription(w.required);
      await expect(page.getByLabel(w.unitPhone, { exact: true })).toHaveAccessibleDescription(w.telWrong);
      await page.getByLabel(w.bankName, { exact: true }).fill('招商银行苏州分行');
      await page.getByLabel(w.unitPhone, { exact: true }).fill('0512-6666 8888');
      await page.getByRole('button', { name: w.save }).click();
      const vat = page.getByRole('listitem').filter({ hasText: vatName });
      await expect(vat).toContainText(`${w.vatSpecial} · 91320506MA1N2ABC9P`);
      await expect(vat).toContainText('0512-6666 8888');
      await expect(vat).toContainText('3100123456789012');

      await vat.getByRole('button', { name: w.makeDefault }).click();
      await expect(vat).toContainText(w.isDefault);
      await expect(company.getByRole('button', { name: w.makeDefault })).toBeVisible();

      page.once('dialog', (dialog) => dialog.accept());
      await page.getByRole('button', { name: w.deleteOf(companyName) }).click();
      await expect(company).toHaveCount(0);
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
      await expect(order).toContainText(w.taxNoOf);

      // The operator reads the same kind and its registered details.
      if (locale === 'zh') {
        const operator = await operatorPage(browser, baseURL, '/admin?tab=invoices&status=in_progress');
        const application = operator.getByRole('listitem').filter({ hasText: orderNo });
        await expect(application).toContainText(`增值税专用发票 · ${vatName} · 91320506MA1N2ABC9P`);
        await expect(application).toContainText('注册电话0512-6666 8888');
        await operator.context().close();
      }

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

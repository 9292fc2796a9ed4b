import { expect } from '@playwright/test';
import { gradientPng } from '../helpers/png.ts';
import { accountWords, answerCaptcha, hookData, hydrated, loginWithPassword, prefix } from './support/accounts.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    ...accountWords.zh,
    requirementEntry: '1V1 需求提交',
    supplierEntry: '供应商合作',
    need: '需求描述',
    quantity: '需求数量',
    unit: '单位',
    tonnes: '吨',
    colour: '目标颜色（选填，如 #0F4C81）',
    application: '应用领域（选填）',
    plastics: '塑料',
    deadline: '期望交货日期（选填）',
    contactName: '联系人',
    contactPhone: '联系手机',
    sendRequirement: '提交需求',
    requirementReceived: /需求已提交（编号 \d+）/,
    required: '此项为必填项',
    quantityError: '请输入 1 以上的整数数量',
    phoneError: '请输入正确的手机号',
    captchaError: '请输入图形验证码',
    companyName: '公司名称',
    supplierPhone: '联系电话',
    supplies: '主营产品',
    sendApplication: '提交入驻申请',
    applicationReceived: /入驻申请已提交（编号 \d+）/,
    promise: '我们将在 24 小时内与您联系。',
    requirementOnProduct: '1V1 需求',
    about: '咨询产品：',
    photo: '上传色样照片（JPG/PNG，选填）',
    photoAlt: '已上传的色样照片',
  },
  en: {
    ...accountWords.en,
    requirementEntry: '1V1 requirement submission',
    supplierEntry: 'Supplier cooperation',
    need: 'What you need',
    quantity: 'Quantity',
    unit: 'Unit',
    tonnes: 'tonnes',
    colour: 'Target colour (optional, e.g. #0F4C81)',
    application: 'Application (optional)',
    plastics: 'Plastics',
    deadline: 'Wanted by (optional)',
    contactName: 'Contact name',
    contactPhone: 'Contact mobile number',
    sendRequirement: 'Send the requirement',
    requirementReceived: /Requirement received \(No\. \d+\)/,
    required: 'This field is required',
    quantityError: 'Please enter a whole quantity of at least 1',
    phoneError: 'Please enter a valid mobile number',
    captchaError: 'Please enter the graphic captcha',
    companyName: 'Company name',
    supplierPhone: 'Contact number',
    supplies: 'What you supply',
    sendApplication: 'Send the application',
    applicationReceived: /Application received \(No\. \d+\)/,
    promise: 'We will contact you within 24 hours.',
    requirementOnProduct: '1V1 requirement',
    about: 'About:',
    photo: 'Upload a photo of the colour sample (JPG/PNG, optional)',
    photoAlt: 'The uploaded colour sample',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test.describe(`trade forms (${locale})`, () => {
    test('a visitor sends a 1V1 requirement from the home page: errors beside the fields, then its number', PHONE, async ({ page }) => {
      await page.goto(`${prefix(locale)}/`);
      await page.getByRole('link', { name: new RegExp(`^${w.requirementEntry}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/requirement$`));
      await hydrated(page);
      await expect(page.getByRole('img', { name: w.captchaImage })).toBeVisible();

      await page.getByRole('button', { name: w.sendRequirement }).click();
      await expect(page.getByLabel(w.need)).toHaveAccessibleDescription(w.required);
      await expect(page.getByLabel(w.quantity)).toHaveAccessibleDescription(w.quantityError);
      await expect(page.getByLabel(w.contactPhone)).toHaveAccessibleDescription(w.phoneError);
      await expect(page.getByLabel(w.captcha, { exact: true })).toHaveAccessibleDescription(w.captchaError);

      await page.getByLabel(w.need).fill('Heat-stable blue for HDPE crates, close to Pantone 2945 C');
      await page.getByLabel(w.colour).fill('#0f4c81');
      await page.getByLabel(w.application).selectOption({ label: w.plastics });
      await page.getByLabel(w.quantity).fill('2');
      await page.getByLabel(w.unit).selectOption({ label: w.tonnes });
      await page.getByLabel(w.deadline).fill('2099-06-30');
      await page.getByLabel(w.contactName).fill('Zhou');
      await page.getByLabel(w.contactPhone).fill('13600136000');
      await answerCaptcha(page, locale);
      await page.getByRole('button', { name: w.sendRequirement }).click();
      await expect(page.getByRole('status').filter({ hasText: w.requirementReceived })).toBeVisible();
    });

    test('a logged-in customer asks about a product: the product is named, contact filled in, no captcha', async ({ page }) => {
      await loginWithPassword(page, locale, '13800138000', 'Demo1234');
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile$`));

      await page.goto(`${prefix(locale)}/productDetails/1`);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await page.getByRole('link', { name: w.requirementOnProduct, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/requirement\\?productId=1$`));
      await expect(page.getByText(w.about)).toContainText(name);
      await expect(page.getByLabel(w.contactPhone)).toHaveValue('13800138000');
      await expect(page.getByLabel(w.captcha, { exact: true })).toHaveCount(0);
      await page.getByLabel(w.need).fill('Samples of 1 kg first, then monthly orders');
      await page.getByLabel(w.quantity).fill('300');
      if ((await page.getByLabel(w.contactName).inputValue()) === '') await page.getByLabel(w.contactName).fill('Demo buyer');
      await page.getByRole('button', { name: w.sendRequirement }).click();
      await expect(page.getByRole('status').filter({ hasText: w.requirementReceived })).toBeVisible();
    });

    test('a logged-in customer attaches a photo of the colour sample and the requirement is received with it', async ({ page }) => {
      await loginWithPassword(page, locale, '13800138000', 'Demo1234');
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile$`));
      await page.goto(`${prefix(locale)}/requirement`);
      await hydrated(page);
      await page.getByLabel(w.photo, { exact: true }).setInputFiles({ name: 'sample.png', mimeType: 'image/png', buffer: gradientPng(64, 48) });
      const preview = page.getByRole('img', { name: w.photoAlt });
      await expect(preview).toBeVisible();
      await expect(preview).toHaveJSProperty('complete', true);
      expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
      const photoUrl = await preview.getAttribute('src');
      expect(photoUrl).toMatch(/^\/api\/uploads\/\d{6}\/[0-9a-f]{32}\.png$/);

      await page.getByLabel(w.need).fill('Match the blue of the attached sample, for PP caps');
      await page.getByLabel(w.quantity).fill('200');
      if ((await page.getByLabel(w.contactName).inputValue()) === '') await page.getByLabel(w.contactName).fill('Demo buyer');
      await page.getByRole('button', { name: w.sendRequirement }).click();
      await expect(page.getByRole('status').filter({ hasText: w.requirementReceived })).toBeVisible();
      // The operator sees the photo with the requirement. (Chromium does not show a test the body of a
      // fetch sent as a Request object, which is how the API client sends it.)
      const login = await page.request.post('/api/portal/user/login', { data: { phone: '13900139000', password: 'Admin1234' } });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const list = await page.request.post('/api/admin/requirement/list', { data: { curPage: 1 }, headers: { accessToken: token } });
      const { items } = ((await list.json()) as { data: { items: { photoUrl: string | null }[] } }).data;
      expect(items.map((item) => item.photoUrl)).toContain(photoUrl);
    });

    test('a supplier applies from the home page and is promised a call within 24 hours', async ({ page }) => {
      await page.goto(`${prefix(locale)}/`);
      await page
        .getByRole('link', { name: new RegExp(`^${w.supplierEntry}`) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/enter$`));
      await hydrated(page);
      await expect(page.getByRole('img', { name: w.captchaImage })).toBeVisible();
      await page.getByRole('button', { name: w.sendApplication }).click();
      await expect(page.getByLabel(w.companyName)).toHaveAccessibleDescription(w.required);

      await page.getByLabel(w.companyName).fill('Hangzhou Iron Oxide Works');
      await page.getByLabel(w.contactName).fill('Chen');
      await page.getByLabel(w.supplierPhone).fill('0571-8888 6666');
      await page.getByLabel(w.supplies).fill('Iron oxide reds and yellows, 3,000 t a year');
      await answerCaptcha(page, locale);
      await page.getByRole('button', { name: w.sendApplication }).click();
      const done = page.getByRole('status').filter({ hasText: w.applicationReceived });
      await expect(done).toBeVisible();
      await expect(done).toContainText(w.promise);
    });
  });
}

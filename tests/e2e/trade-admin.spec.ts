import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { accountWords, answerCaptcha, hookData, hydrated, type Locale, prefix, signUp } from './support/accounts.ts';
import { adminSection } from './support/operator.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    ...accountWords.zh,
    need: '需求描述',
    quantity: '需求数量',
    contactName: '联系人',
    contactPhone: '联系手机',
    sendRequirement: '提交需求',
    requirementReceived: /需求已提交（编号 (\d+)）/,
    companyName: '公司名称',
    supplierPhone: '联系电话',
    supplies: '主营产品',
    sendApplication: '提交入驻申请',
    applicationReceived: /入驻申请已提交（编号 (\d+)）/,
    myRequirements: '我的需求',
    received: '已提交',
    answered: '已回复',
    ourAnswer: '客服回复',
    message: '采购需求已有回复',
  },
  en: {
    ...accountWords.en,
    need: 'What you need',
    quantity: 'Quantity',
    contactName: 'Contact name',
    contactPhone: 'Contact mobile number',
    sendRequirement: 'Send the requirement',
    requirementReceived: /Requirement received \(No\. (\d+)\)/,
    companyName: 'Company name',
    supplierPhone: 'Contact number',
    supplies: 'What you supply',
    sendApplication: 'Send the application',
    applicationReceived: /Application received \(No\. (\d+)\)/,
    myRequirements: 'My requirements',
    received: 'Received',
    answered: 'Answered',
    ourAnswer: 'Our answer',
    message: 'Your purchase requirement has been answered',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

/** Something no other test writes, to find this test's entries in the operator's shared lists. */
const stamp = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

/** Sends the requirement form (the visitor also solves the captcha); answers the requirement's number. */
async function sendRequirement(page: Page, locale: Locale, need: string, visitor: boolean): Promise<number> {
  const w = words[locale];
  await page.goto(`${prefix(locale)}/requirement`);
  await hydrated(page);
  await page.getByLabel(w.need).fill(need);
  await page.getByLabel(w.quantity).fill('800');
  await page.getByLabel(w.contactName).fill('Gao');
  if (visitor) {
    await page.getByLabel(w.contactPhone).fill('13500135000');
    await answerCaptcha(page, locale);
  }
  await page.getByRole('button', { name: w.sendRequirement }).click();
  const received = page.getByRole('status').filter({ hasText: w.requirementReceived });
  await expect(received).toBeVisible();
  return Number(w.requirementReceived.exec((await received.textContent()) ?? '')![1]);
}

/** The operator, in a browser of their own, logged in to /admin on one of its tabs. */
async function operatorOn(browser: Browser, tab: string): Promise<Page> {
  const operator = await (await browser.newContext()).newPage();
  await operator.goto('/admin');
  await hydrated(operator);
  await operator.getByLabel('手机号').fill('13900139000');
  await operator.getByLabel('密码').fill('Admin1234');
  await operator.getByRole('button', { name: '管理员登录' }).click();
  await adminSection(operator, tab).click();
  return operator;
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test.describe(`the operator's trade lists (${locale})`, () => {
    test('a visitor submits a requirement and a supplier application, the operator sees both', async ({ page, browser }) => {
      test.slow();
      const need = `Carbon black for cable sheathing ${stamp()}`;
      const requirementId = await sendRequirement(page, locale, need, true);

      const company = `Tianjin Pigment Works ${stamp()}`;
      await page.goto(`${prefix(locale)}/enter`);
      await hydrated(page);
      await page.getByLabel(w.companyName).fill(company);
      await page.getByLabel(w.contactName).fill('Sun');
      await page.getByLabel(w.supplierPhone).fill('022-2345 6789');
      await page.getByLabel(w.supplies).fill('Carbon blacks, 5,000 t a year');
      await answerCaptcha(page, locale);
      await page.getByRole('button', { name: w.sendApplication }).click();
      const applied = page.getByRole('status').filter({ hasText: w.applicationReceived });
      await expect(applied).toBeVisible();
      const supplierId = Number(w.applicationReceived.exec((await applied.textContent()) ?? '')![1]);

      const operator = await operatorOn(browser, '采购需求');
      const requirement = operator.getByRole('listitem').filter({ hasText: need });
      await expect(requirement).toContainText(`需求 ${requirementId}`);
      await expect(requirement).toContainText(/刚刚|分钟前/);
      await expect(requirement).toContainText('新提交');
      await expect(requirement).toContainText('游客（未登录，请电话回复）');
      await expect(requirement.getByText('已超时')).toHaveCount(0);

      // A day and an hour later (the entry made older), the 24-hour promise is broken and flagged.
      await hookData(page.request, 'backdateTradeEntry', { kind: 'requirement', id: requirementId, hours: 25 });
      await operator.getByLabel('只看已超时').check();
      await expect(requirement).toContainText('25 小时前');
      await expect(requirement.getByText('已超时', { exact: true })).toBeVisible();

      await hookData(page.request, 'backdateTradeEntry', { kind: 'supplier', id: supplierId, hours: 30 });
      await adminSection(operator, '供应商入驻').click();
      const application = operator.getByRole('listitem').filter({ hasText: company });
      await expect(application).toContainText('新申请');
      await expect(application).toContainText('30 小时前');
      await expect(application.getByText('已超时', { exact: true })).toBeVisible();
      await application.getByRole('button', { name: `标记 ${company} 已联系` }).click();
      await expect(application).toContainText('已联系');
      await expect(application.getByText('已超时', { exact: true })).toHaveCount(0);
      await expect(application.getByRole('button', { name: `标记 ${company} 已联系` })).toHaveCount(0);
      await operator.context().close();
    });

    // One language proves this journey's logic; the other journeys here show both languages' texts.
    if (locale === 'en')
      test('the operator answers a logged-in buyer’s requirement and the buyer sees the answer under My requirements', async ({ page, browser }) => {
        test.slow();
        await signUp(page, locale);
        const need = `Phthalo green for artists' oils ${stamp()}`;
        const id = await sendRequirement(page, locale, need, false);

        await page.goto(`${prefix(locale)}/profile#requirements`);
        await expect(page.getByRole('heading', { name: w.myRequirements })).toBeVisible();
        const mine = page.getByRole('listitem').filter({ hasText: need });
        await expect(mine).toContainText(w.received);

        const operator = await operatorOn(browser, '采购需求');
        await operator.getByRole('button', { name: `处理需求 ${id}`, exact: true }).click();
        await expect(operator.getByRole('heading', { name: new RegExp(`需求 ${id} · 新提交`) })).toBeVisible();
        await operator.getByLabel('负责人').fill('小周');
        await operator.getByRole('button', { name: '分配', exact: true }).click();
        await expect(operator.getByRole('heading', { name: new RegExp(`需求 ${id} · 已分配`) })).toBeVisible();
        await operator.getByRole('button', { name: '发送回复' }).click();
        await expect(operator.getByLabel('回复内容')).toHaveAccessibleDescription('此项为必填项');
        const answer = `PG 7, 1 kg tins, ¥260/kg, samples tomorrow (${stamp()})`;
        await operator.getByLabel('回复内容').fill(answer);
        await operator.getByRole('button', { name: '发送回复' }).click();
        await expect(operator.getByRole('heading', { name: new RegExp(`需求 ${id} · 已回复`) })).toBeVisible();
        await operator.context().close();

        await page.reload();
        await expect(mine).toContainText(w.answered);
        await expect(mine).toContainText(w.ourAnswer);
        await expect(mine).toContainText(answer);

        await page.goto(`${prefix(locale)}/information`);
        await expect(page.getByRole('heading', { name: new RegExp(w.message) })).toBeVisible();
      });
  });
}

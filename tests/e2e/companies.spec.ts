import { expect } from '@playwright/test';
import { creditCodeCheck } from '../../src/schemas/credit-code.ts';
import { hydrated, prefix, signUp } from './support/accounts.ts';
import { adminSection, operatorPage } from './support/operator.ts';
import { phoneInEnglish } from './support/projects.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    nav: '企业认证',
    name: '企业名称',
    code: '统一社会信用代码',
    address: '注册地址',
    contact: '联系人',
    contactPhone: '联系人手机号',
    submit: '提交认证',
    codeWrong: '请输入正确的统一社会信用代码（18 位，见营业执照）',
    pending: '待认证',
    verified: '已认证',
    rejected: '未通过',
    search: '企业名称、信用代码或负责人手机号',
    find: '查询',
    reason: '不通过的原因（企业可见）',
    turnDown: '不通过',
    turnDownOf: (name: string) => `不通过 ${name} 的认证`,
    verify: (name: string) => `通过 ${name} 的认证`,
    required: '此项为必填项',
    why: '营业执照上的名称与填写的不一致',
    correct: '修改后重新提交',
    save: '保存',
    company: '上海彩丰涂料有限公司',
    renamed: '上海彩丰涂料股份有限公司',
    invitePhone: '同事的手机号',
    withdrawOf: (phone: string) => `撤回对 ${phone} 的邀请`,
    role: '角色',
    buyer: '采购',
    invite: '发送邀请',
    accept: (name: string) => `接受 ${name} 的邀请`,
    member: (phone: string) => `成员 ${phone}`,
    orderLimit: '单笔订单额度（元，留空不限）',
    limitWrong: '请输入大于 0 的金额，或留空表示不限',
    saveMember: '保存',
    memberSaved: (phone: string) => `已保存 ${phone} 的角色和额度`,
    activity: '企业动态',
    joinedLine: '以“采购”身份加入了企业',
  },
  en: {
    nav: 'Company',
    name: 'Company name',
    code: 'Unified social credit code',
    address: 'Registered address',
    contact: 'Contact person',
    contactPhone: "Contact's mobile",
    submit: 'Submit for verification',
    codeWrong: 'Enter a valid unified social credit code (18 characters, on the business licence)',
    pending: 'Awaiting verification',
    verified: 'Verified',
    rejected: 'Not verified',
    search: "Company name, credit code or owner's mobile",
    find: 'Search',
    reason: 'Why not (the company reads this)',
    turnDown: 'Turn down',
    turnDownOf: (name: string) => `Turn down ${name}`,
    verify: (name: string) => `Verify ${name}`,
    required: 'This field is required',
    why: 'The name on the business licence differs',
    correct: 'Correct and submit again',
    save: 'Save',
    company: 'Caifeng Coatings (Shanghai) Co., Ltd.',
    renamed: 'Caifeng Coatings (Shanghai) Holdings Co., Ltd.',
    invitePhone: "Colleague's mobile",
    withdrawOf: (phone: string) => `Withdraw the invitation to ${phone}`,
    role: 'Role',
    buyer: 'Buyer',
    invite: 'Send the invitation',
    accept: (name: string) => `Accept the invitation of ${name}`,
    member: (phone: string) => `Member ${phone}`,
    orderLimit: 'Per-order limit (yuan, empty for none)',
    limitWrong: 'Enter an amount above 0, or leave it empty for no limit',
    saveMember: 'Save',
    memberSaved: (phone: string) => `${phone}'s role and limits are saved`,
    activity: 'Activity',
    joinedLine: 'Joined the company as Buyer',
  },
};

let serial = 0;
/** A credit code no other run has used: the time in digits, and its check character. */
function newCreditCode(): string {
  const body = `91310115${String(Date.now() * 10 + serial++).slice(-9)}`;
  return `${body}${creditCodeCheck(body)}`;
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(
    `companies (${locale}): a customer registers their company, a wrong credit code is refused beside the field; the operator turns it down with a reason, then verifies the correction`,
    phoneInEnglish(locale),
    async ({ page, browser, baseURL }) => {
      await signUp(page, locale);
      await page.getByRole('link', { name: w.nav, exact: true }).first().click();
      await hydrated(page);
      const code = newCreditCode();
      const wrong = `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}`;
      await page.getByLabel(w.name, { exact: true }).fill(w.company);
      await page.getByLabel(w.code, { exact: true }).fill(wrong);
      await page.getByLabel(w.address, { exact: true }).fill(locale === 'zh' ? '上海市浦东新区科苑路 88 号' : '88 Keyuan Road, Pudong, Shanghai');
      await page.getByLabel(w.contact, { exact: true }).fill(locale === 'zh' ? '张明' : 'Zhang Ming');
      await page.getByLabel(w.contactPhone, { exact: true }).fill('13800138000');
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByLabel(w.code, { exact: true })).toHaveAccessibleDescription(w.codeWrong);
      await expect(page.getByLabel(w.code, { exact: true })).toBeFocused();
      // Typed as people read it off a licence: in groups, in lower case.
      await page.getByLabel(w.code, { exact: true }).fill(`${code.slice(0, 9)} ${code.slice(9)}`.toLowerCase());
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByTestId('company-state')).toHaveText(w.pending);
      await expect(page.getByText(code)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The operator finds it among those waiting and turns it down: a reason is needed.
      const operator = await operatorPage(browser, baseURL, `${prefix(locale)}/admin`);
      await adminSection(operator, locale === 'zh' ? '企业认证' : 'Companies').click();
      await operator.getByLabel(w.search).fill(code);
      await operator.getByRole('button', { name: w.find, exact: true }).click();
      const row = operator.getByRole('listitem').filter({ hasText: code });
      await expect(row).toContainText(w.company);
      const turnDown = row.getByRole('form', { name: w.turnDownOf(w.company) });
      await turnDown.getByRole('button', { name: w.turnDown }).click();
      await expect(turnDown.getByLabel(w.reason)).toHaveAccessibleDescription(w.required);
      await turnDown.getByLabel(w.reason).fill(w.why);
      await turnDown.getByRole('button', { name: w.turnDown }).click();
      await expect(row).toHaveCount(0);

      // The owner reads why, corrects the name and sends it again; the operator verifies it.
      await page.reload();
      await hydrated(page);
      await expect(page.getByTestId('company-state')).toHaveText(w.rejected);
      await expect(page.getByRole('alert')).toContainText(w.why);
      await page.getByRole('button', { name: w.correct }).click();
      await page.getByLabel(w.name, { exact: true }).fill(w.renamed);
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByTestId('company-state')).toHaveText(w.pending);

      await operator.getByRole('button', { name: w.find, exact: true }).click();
      await operator
        .getByRole('listitem')
        .filter({ hasText: code })
        .getByRole('button', { name: w.verify(w.renamed) })
        .click();
      await expect(operator.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
      await operator.context().close();

      await page.reload();
      await hydrated(page);
      await expect(page.getByTestId('company-state')).toHaveText(w.verified);
      await expect(page.getByRole('heading', { name: w.renamed })).toBeVisible();
    },
  );
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(
    `company members (${locale}): the owner invites a colleague by mobile, who accepts on their company page; the owner sets a per-order limit`,
    phoneInEnglish(locale),
    async ({ page, browser, baseURL }) => {
      await signUp(page, locale);
      await page.goto(`${prefix(locale)}/company`);
      await hydrated(page);
      await page.getByLabel(w.name, { exact: true }).fill(w.company);
      await page.getByLabel(w.code, { exact: true }).fill(newCreditCode());
      await page.getByLabel(w.address, { exact: true }).fill(locale === 'zh' ? '上海市浦东新区科苑路 88 号' : '88 Keyuan Road, Pudong, Shanghai');
      await page.getByLabel(w.contact, { exact: true }).fill(locale === 'zh' ? '张明' : 'Zhang Ming');
      await page.getByLabel(w.contactPhone, { exact: true }).fill('13800138000');
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByTestId('company-state')).toHaveText(w.pending);

      // The colleague's number is invited before they have an account; they register with it and find the invitation.
      const colleague = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: page.viewportSize()! });
      const colleaguePage = await colleague.newPage();
      const colleaguePhone = await signUp(colleaguePage, locale);
      await page.getByLabel(w.invitePhone).fill(colleaguePhone);
      await page.getByRole('combobox', { name: w.role, exact: true }).last().selectOption({ label: w.buyer });
      await page.getByRole('button', { name: w.invite }).click();
      await expect(page.getByRole('button', { name: w.withdrawOf(colleaguePhone) })).toBeVisible();

      await colleaguePage.goto(`${prefix(locale)}/company`);
      await hydrated(colleaguePage);
      await colleaguePage.getByRole('button', { name: w.accept(w.company) }).click();
      await expect(colleaguePage.getByTestId('company-state')).toHaveText(w.pending);
      await expect(colleaguePage.getByRole('heading', { name: w.company })).toBeVisible();
      expect(await colleaguePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await colleague.close();

      await page.reload();
      await hydrated(page);
      const member = page.getByRole('form', { name: w.member(colleaguePhone) });
      await member.getByLabel(w.orderLimit).fill('abc');
      await member.getByRole('button', { name: w.saveMember, exact: true }).click();
      await expect(member.getByLabel(w.orderLimit)).toHaveAccessibleDescription(w.limitWrong);
      await member.getByLabel(w.orderLimit).fill('50000');
      await member.getByRole('button', { name: w.saveMember, exact: true }).click();
      await expect(page.getByText(w.memberSaved(colleaguePhone))).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('form', { name: w.member(colleaguePhone) }).getByLabel(w.orderLimit)).toHaveValue('50000.00');
      await expect(page.getByRole('region', { name: w.activity })).toContainText(w.joinedLine);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    },
  );
}

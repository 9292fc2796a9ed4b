import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import {
  accountWords,
  answerCaptcha,
  hookData,
  hydrated,
  loginWithPassword,
  logOut,
  newPhone,
  prefix,
  receiveCode,
  registerInBrowser,
} from './support/accounts.ts';
import { PHONE, phoneInEnglish } from './support/projects.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    ...accountWords.zh,
    newPassword: '新密码',
    oldPassword: '原密码',
    emailCode: '邮箱验证码',
    agreeError: '请先阅读并同意隐私政策和用户协议',
    byCode: '验证码登录',
    reset: '重置密码',
    loginNow: '立即登录',
    loginFailed: '账号或密码错误',
    personalInfo: '个人信息',
    nickname: '昵称 （选填）',
    girl: '女',
    company: '公司名称 （选填）',
    landline: '联系座机 （选填）',
    landlineError: '请输入正确的座机号码',
    save: '保存',
    saved: '个人信息已保存',
    accountChange: '账号变更',
    newPhone: '新手机号',
    newEmail: '新邮箱',
    changeEmail: '更换邮箱',
    confirmChange: '确认变更',
    changed: '账号已变更',
    changePassword: '修改密码',
    passwordChanged: '密码已修改，其他设备上的登录已退出',
    oldWrong: '原密码错误',
    orders: '我的订单',
    awaitingPayment: '待付款',
    passwordsDiffer: '两次输入的密码不一致',
    passwordRule: '密码长度为 6-16 位，需同时包含字母和数字',
    phoneError: '请输入正确的手机号',
    captchaMissing: '请输入图形验证码',
    codeTooSoon: /^操作频繁，请 \d+ 秒后再试$/,
  },
  en: {
    ...accountWords.en,
    newPassword: 'New password',
    oldPassword: 'Current password',
    emailCode: 'E-mail verification code',
    agreeError: 'Please read and agree to the privacy policy and user agreement first',
    byCode: 'With SMS code',
    reset: 'Reset password',
    loginNow: 'Log in',
    loginFailed: 'Wrong account or password',
    personalInfo: 'Personal information',
    nickname: 'Nickname (optional)',
    girl: 'Female',
    company: 'Company name (optional)',
    landline: 'Contact landline (optional)',
    landlineError: 'Please enter a valid landline number',
    save: 'Save',
    saved: 'Personal information saved',
    accountChange: 'Account change',
    newPhone: 'New mobile number',
    newEmail: 'New e-mail address',
    changeEmail: 'E-mail address',
    confirmChange: 'Confirm the change',
    changed: 'Your account has been changed',
    changePassword: 'Change password',
    passwordChanged: 'Password changed; other devices have been logged out',
    oldWrong: 'The current password is wrong',
    orders: 'My orders',
    awaitingPayment: 'Awaiting payment',
    passwordsDiffer: 'The passwords do not match',
    passwordRule: 'The password needs 6 to 16 characters with letters and numbers',
    phoneError: 'Please enter a valid mobile number',
    captchaMissing: 'Please enter the graphic captcha',
    codeTooSoon: /^Too many attempts, please try again in \d+ s$/,
  },
} as const;

/** Every test asks for captchas and codes from the same address; the per-client limits are tested in the API suite. */
test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  const profile = `${prefix(locale)}/profile`;

  test.describe(`accounts (${locale})`, () => {
    test('register end to end: errors beside the fields, the agreement blocks sending, then the personal centre', PHONE, async ({ page }) => {
      const phone = newPhone();
      await page.goto(`${prefix(locale)}/register`);
      await hydrated(page);
      await page.getByRole('button', { name: w.register, exact: true }).click();
      await expect(page.getByText(w.phoneError)).toBeVisible();
      await expect(page.getByText(w.agreeError)).toBeVisible();

      await page.getByLabel(w.phone, { exact: true }).fill(phone);
      await page.getByLabel(w.smsCode).fill(await receiveCode(page, locale, phone));
      await page.getByLabel(w.password, { exact: true }).fill('abc');
      await page.getByLabel(w.confirm).fill('abd');
      await page.getByRole('button', { name: w.register, exact: true }).click();
      await expect(page.getByLabel(w.password, { exact: true })).toHaveAccessibleDescription(w.passwordRule);
      await expect(page.getByLabel(w.confirm)).toHaveAccessibleDescription(w.passwordsDiffer);

      await page.getByLabel(w.password, { exact: true }).fill('Pigment2026');
      await page.getByLabel(w.confirm).fill('Pigment2026');
      await page.getByRole('button', { name: w.register, exact: true }).click();
      await expect(page.getByLabel(w.agree)).toHaveAccessibleDescription(w.agreeError);
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/register$`));

      await page.getByLabel(w.agree).check();
      await page.getByRole('button', { name: w.register, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${profile}$`));
      await expect(page.getByText(w.hello(phone))).toBeVisible();
      await expect(page.getByRole('link', { name: w.orders })).toBeVisible();
    });

    test('a used captcha is followed by a fresh one with a neutral field: after a double press of send, and after a refused send', async ({ page }) => {
      const phone = newPhone();
      await page.goto(`${prefix(locale)}/register`);
      await hydrated(page);
      const captcha = page.getByLabel(w.captcha, { exact: true });
      const picture = page.getByRole('img', { name: w.captchaImage });
      await page.getByLabel(w.phone, { exact: true }).fill(phone);
      await hookData(page.request, 'resetLimits', { target: phone });
      await answerCaptcha(page, locale);
      const used = await picture.getAttribute('data-captcha-id');
      // A double tap sends one code; the second press must not spend the captcha again.
      await page.getByRole('button', { name: w.sendCode }).dblclick();
      await expect(page.getByRole('button', { name: w.resend })).toBeDisabled();
      await expect(picture).not.toHaveAttribute('data-captcha-id', used!);
      await expect(captcha).toHaveValue('');
      await expect(captcha).not.toHaveAttribute('aria-invalid', 'true');
      await expect(captcha).toHaveAccessibleDescription('');
      expect(await hookData<unknown[]>(page.request, 'outbox', { target: phone })).toHaveLength(1);

      // Back on the page within the minute: pressed without the captcha it is asked for; answered, the
      // refusal is about the code, and the fresh captcha no longer says it is missing.
      await page.reload();
      await hydrated(page);
      await page.getByLabel(w.phone, { exact: true }).fill(phone);
      await page.getByRole('button', { name: w.sendCode }).click();
      await expect(captcha).toHaveAccessibleDescription(w.captchaMissing);
      await answerCaptcha(page, locale);
      await page.getByRole('button', { name: w.sendCode }).click();
      await expect(page.getByLabel(w.smsCode)).toHaveAccessibleDescription(w.codeTooSoon);
      await expect(captcha).toHaveValue('');
      await expect(captcha).not.toHaveAttribute('aria-invalid', 'true');
      await expect(captcha).toHaveAccessibleDescription('');

      // Registering with the code sent leaves nothing red behind on the way to the personal centre.
      const [sent] = await hookData<{ code: string }[]>(page.request, 'outbox', { target: phone });
      await page.getByLabel(w.smsCode).fill(sent!.code);
      await page.getByLabel(w.password, { exact: true }).fill('Pigment2026');
      await page.getByLabel(w.confirm).fill('Pigment2026');
      await page.getByLabel(w.agree).check();
      await page.getByRole('button', { name: w.register, exact: true }).click();
      await expect(page.getByText(w.hello(phone))).toBeVisible({ timeout: 15_000 });
    });

    test('log out, log in by password (wrong one refused beside the field), then by SMS code', async ({ page }) => {
      const phone = newPhone();
      await registerInBrowser(page, locale, phone, 'Pigment2026');
      await logOut(page, locale);

      await loginWithPassword(page, locale, phone, 'Wrong2026');
      await expect(page.getByLabel(w.password, { exact: true })).toHaveAccessibleDescription(w.loginFailed);
      await page.getByLabel(w.password, { exact: true }).fill('Pigment2026');
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect(page.getByText(w.hello(phone))).toBeVisible();
      await logOut(page, locale);

      await page.goto(`${prefix(locale)}/login`);
      await hydrated(page);
      await page.getByRole('tab', { name: w.byCode }).click();
      await page.getByLabel(w.phone, { exact: true }).fill(phone);
      await page.getByLabel(w.smsCode).fill(await receiveCode(page, locale, phone));
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect(page.getByText(w.hello(phone))).toBeVisible();
    });

    // A journey under `if (locale === …)` runs in one language: its logic is the same in both, and the other journeys here show both languages' texts.
    if (locale === 'zh')
      test('a login asked for by a page returns to it, never to another site', async ({ page }) => {
        const phone = newPhone();
        await registerInBrowser(page, locale, phone, 'Pigment2026');
        await logOut(page, locale);

        await page.goto(`${prefix(locale)}/login?redirect=${encodeURIComponent(`${prefix(locale)}/cart`)}`);
        await hydrated(page);
        await page.getByLabel(w.phone, { exact: true }).fill(phone);
        await page.getByLabel(w.password, { exact: true }).fill('Pigment2026');
        await page.getByRole('button', { name: w.login, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/cart$`));

        await page.goto(profile);
        await logOut(page, locale);
        await page.goto(`${prefix(locale)}/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
        await hydrated(page);
        await page.getByLabel(w.phone, { exact: true }).fill(phone);
        await page.getByLabel(w.password, { exact: true }).fill('Pigment2026');
        await page.getByRole('button', { name: w.login, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${profile}$`));

        // A dot segment that the browser's own normalisation would turn into "//evil.example".
        await logOut(page, locale);
        await page.goto(`${prefix(locale)}/login?redirect=%2F.%2F%2Fevil.example%2F`);
        await hydrated(page);
        await page.getByLabel(w.phone, { exact: true }).fill(phone);
        await page.getByLabel(w.password, { exact: true }).fill('Pigment2026');
        await page.getByRole('button', { name: w.login, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${profile}$`));
      });

    if (locale === 'en')
      test('forgot password: reset by SMS code, the old password stops working', async ({ page }) => {
        const phone = newPhone();
        await registerInBrowser(page, locale, phone, 'Pigment2026');
        await logOut(page, locale);

        await page.goto(`${prefix(locale)}/password`);
        await hydrated(page);
        await page.getByLabel(w.phone, { exact: true }).fill(phone);
        await page.getByLabel(w.smsCode).fill(await receiveCode(page, locale, phone));
        await page.getByLabel(w.newPassword).fill('Renewed2027');
        await page.getByLabel(w.confirm).fill('Renewed2027');
        await page.getByRole('button', { name: w.reset }).click();
        await page.getByRole('link', { name: w.loginNow }).click();

        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login$`));
        await loginWithPassword(page, locale, phone, 'Pigment2026');
        await expect(page.getByLabel(w.password, { exact: true })).toHaveAccessibleDescription(w.loginFailed);
        await loginWithPassword(page, locale, phone, 'Renewed2027');
        await expect(page.getByText(w.hello(phone))).toBeVisible();
      });

    if (locale === 'zh')
      test('personal information: a bad landline is refused beside it, the rest is saved and kept', async ({ page }) => {
        const phone = newPhone();
        await registerInBrowser(page, locale, phone, 'Pigment2026');
        await page.getByLabel(w.nickname).fill('Ultramarine Li');
        await page.getByLabel(w.girl, { exact: true }).check();
        await page.getByLabel(w.company).fill('Azure Coatings');
        await page.getByLabel(w.landline).fill('call me');
        await page.getByRole('button', { name: w.save }).click();
        await expect(page.getByLabel(w.landline)).toHaveAccessibleDescription(w.landlineError);
        // The first field in error is brought into view and focused.
        await expect(page.getByLabel(w.landline)).toBeFocused();
        await expect(page.getByLabel(w.landline)).toBeInViewport();

        await page.getByLabel(w.landline).fill('021-5888 1234');
        await page.getByRole('button', { name: w.save }).click();
        await expect(page.getByText(w.saved).first()).toBeVisible();
        await expect(page.getByText(w.hello('Ultramarine Li'))).toBeVisible();

        await page.reload();
        await expect(page.getByLabel(w.company)).toHaveValue('Azure Coatings');
        await expect(page.getByLabel(w.landline)).toHaveValue('021-5888 1234');
        await expect(page.getByLabel(w.girl, { exact: true })).toBeChecked();
      });

    if (locale === 'zh')
      test('change password in the personal centre: the current one is checked, other sessions end', async ({ page, browser }) => {
        const phone = newPhone();
        await registerInBrowser(page, locale, phone, 'Pigment2026');
        const other = await browser.newPage();
        await loginWithPassword(other, locale, phone, 'Pigment2026');
        await expect(other.getByText(w.hello(phone))).toBeVisible();

        await page.goto(`${profile}#password`);
        await hydrated(page);
        await page.getByLabel(w.oldPassword).fill('NotMine2026');
        await page.getByLabel(w.newPassword).fill('Changed2027');
        await page.getByLabel(w.confirm).fill('Changed2027');
        await page.getByRole('button', { name: w.changePassword }).click();
        await expect(page.getByLabel(w.oldPassword)).toHaveAccessibleDescription(w.oldWrong);
        await page.getByLabel(w.oldPassword).fill('Pigment2026');
        await page.getByRole('button', { name: w.changePassword }).click();
        await expect(page.getByText(w.passwordChanged).first()).toBeVisible();

        // The other browser's session was ended on the server: its next call sends it to /login.
        await other.reload();
        await expect(other).toHaveURL(new RegExp(`${prefix(locale)}/login\\?redirect=${encodeURIComponent(profile)}$`));
        await other.close();
        await page.reload();
        await expect(page.getByText(w.hello(phone))).toBeVisible();
      });

    if (locale === 'en')
      test('account change to a new phone and to a new e-mail, each proven by its code', async ({ page }) => {
        const phone = newPhone();
        const movedTo = newPhone();
        const email = `buyer${randomInt(1e9)}@example.com`;
        await registerInBrowser(page, locale, phone, 'Pigment2026');
        await page.getByRole('link', { name: w.accountChange }).click();
        await expect(page.getByRole('heading', { name: w.accountChange })).toBeFocused();

        await page.getByLabel('Mobile number', { exact: true }).check();
        await page.getByLabel(w.newPhone).fill(movedTo);
        await page.getByLabel(w.smsCode).fill(await receiveCode(page, locale, movedTo));
        await page.getByRole('button', { name: w.confirmChange }).click();
        // The current password is asked too, and said beside its field.
        await expect(page.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription('Please enter your current password');
        await page.getByLabel('Current password', { exact: true }).fill('Wrong2026');
        await page.getByRole('button', { name: w.confirmChange }).click();
        await expect(page.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(w.oldWrong);
        await page.getByLabel('Current password', { exact: true }).fill('Pigment2026');
        await page.getByRole('button', { name: w.confirmChange }).click();
        await expect(page.getByText(w.changed).first()).toBeVisible();
        await expect(page.getByText(movedTo, { exact: true })).toBeVisible();

        await page.getByLabel(w.changeEmail).check();
        await page.getByLabel(w.newEmail).fill(email);
        await page.getByLabel(w.emailCode).fill(await receiveCode(page, locale, email));
        await page.getByLabel('Current password', { exact: true }).fill('Pigment2026');
        await page.getByRole('button', { name: w.confirmChange }).click();
        await expect(page.getByText(email, { exact: true })).toBeVisible();

        await logOut(page, locale);
        await loginWithPassword(page, locale, movedTo, 'Pigment2026');
        await expect(page.getByText(w.hello(movedTo))).toBeVisible();
      });

    if (locale === 'en')
      test('after ten wrong passwords the login asks for the graphic captcha too', async ({ page }) => {
        // Eleven logins and a 15 s wait: more than the usual minute on a busy machine.
        test.setTimeout(120_000);
        const phone = newPhone();
        await registerInBrowser(page, locale, phone, 'Pigment2026');
        await logOut(page, locale);
        await loginWithPassword(page, locale, phone, 'Wrong0000');
        for (let attempt = 1; attempt < 10; attempt++) {
          await expect(page.getByLabel(w.password, { exact: true })).toHaveAccessibleDescription(w.loginFailed);
          await page.getByLabel(w.password, { exact: true }).fill(`Wrong000${attempt}`);
          await page.getByRole('button', { name: w.login, exact: true }).click();
        }
        await expect(page.getByRole('img', { name: w.captchaImage })).toBeVisible();
        await page.getByLabel(w.password, { exact: true }).fill('Pigment2026');
        await page.getByRole('button', { name: w.login, exact: true }).click();
        await expect(page.getByLabel(w.captcha, { exact: true })).toHaveAccessibleDescription(w.captchaMissing);
        // The tenth wrong password also opened a 15 s wait before the next check, said beside the password.
        await answerCaptcha(page, locale);
        await page.getByRole('button', { name: w.login, exact: true }).click();
        await expect(page.getByLabel(w.password, { exact: true })).toHaveAccessibleDescription(
          /^Too many wrong passwords: please try again in \d+ s, or log in with an SMS code$/,
        );
        await page.waitForTimeout(15_000);
        await answerCaptcha(page, locale);
        await page.getByRole('button', { name: w.login, exact: true }).click();
        await expect(page.getByText(w.hello(phone))).toBeVisible();
      });

    test('a part of the page whose code fails to load says so and loads on retry', async ({ page }) => {
      const failed = { zh: '这部分页面没有加载成功，请检查网络后重试。', en: 'This part of the page did not load. Check your connection and try again.' }[
        locale
      ];
      const retry = { zh: '重试', en: 'Retry' }[locale];
      await page.goto(`${prefix(locale)}/register`);
      await registerInBrowser(page, locale, newPhone(), 'Pigment2026');
      // A profile section (React.lazy) whose chunk is lost.
      await page.route('**/_astro/OrderTabs.*.js', (route) => route.abort());
      await page.getByRole('link', { name: w.orders }).click();
      await expect(page.getByRole('alert')).toContainText(failed);
      await page.unroute('**/_astro/OrderTabs.*.js');
      await page.getByRole('button', { name: retry, exact: true }).click();
      await expect(page.getByRole('tab', { name: w.awaitingPayment })).toBeVisible();
      // The session store, loaded after the island's first paint.
      await page.route('**/_astro/auth.store.*.js', (route) => route.abort());
      await page.goto(`${prefix(locale)}/address`);
      await expect(page.getByRole('alert')).toContainText(failed);
      await page.unroute('**/_astro/auth.store.*.js');
      await page.getByRole('button', { name: retry, exact: true }).click();
      await expect(page.getByRole('button', { name: { zh: '新增收货地址', en: 'Add a delivery address' }[locale] })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('the personal centre asks a visitor to log in first, and shows the order tabs', phoneInEnglish(locale), async ({ page }) => {
      await page.goto(profile);
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login\\?redirect=`));
      const phone = newPhone();
      await registerInBrowser(page, locale, phone, 'Pigment2026');
      await page.getByRole('link', { name: w.orders }).click();
      await expect(page.getByRole('tab', { name: w.awaitingPayment })).toBeVisible();
      await page.getByRole('tab', { name: w.awaitingPayment }).click();
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: w.awaitingPayment })).toBeVisible();

      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

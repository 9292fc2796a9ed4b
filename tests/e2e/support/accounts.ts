import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Browser journeys that need an account: register, log in and out, read captchas and codes through the test hooks. */

export type Locale = 'zh' | 'en';
export const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

export const accountWords = {
  zh: {
    phone: '手机号',
    password: '密码',
    confirm: '确认密码',
    captcha: '图形验证码',
    captchaImage: '图形验证码图片',
    smsCode: '短信验证码',
    sendCode: '获取验证码',
    resend: /秒后重发/,
    agree: '我已阅读并同意隐私政策和用户协议',
    register: '注册',
    login: '登录',
    hello: (name: string) => `你好，${name}`,
    logout: '退出登录',
  },
  en: {
    phone: 'Mobile number',
    password: 'Password',
    confirm: 'Confirm password',
    captcha: 'Graphic captcha',
    captchaImage: 'Graphic captcha image',
    smsCode: 'SMS verification code',
    sendCode: 'Send code',
    resend: /Resend in/,
    agree: 'I have read and agree to the privacy policy and the user agreement',
    register: 'Register',
    login: 'Log in',
    hello: (name: string) => `Hello, ${name}`,
    logout: 'Log out',
  },
} as const;

/** A mobile number no other test uses. */
export const newPhone = () => `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export async function hookData<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const answer = await (await request.post(`/api/test/${path}`, { data: body })).json();
  expect(answer.code).toBe('000000');
  return answer.data as T;
}

/**
 * Waits until the page's shown islands have hydrated (Astro drops their `ssr` attribute then); a hidden one
 * waits to be opened, and one that hydrates on view waits while it is below the fold.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every(
      (island) =>
        !island.hasAttribute('ssr') ||
        island.closest('[hidden]') ||
        // An island is `display: contents`: where it stands is where its first element is.
        (island.getAttribute('client') === 'visible' && (island.firstElementChild ?? island).getBoundingClientRect().top >= window.innerHeight),
    ),
  );

/** Reads the captcha as a person would, through the test hook, and types it in. */
export async function answerCaptcha(page: Page, locale: Locale) {
  const image = page.getByRole('img', { name: accountWords[locale].captchaImage });
  await expect(image).toBeVisible();
  const captchaId = await image.getAttribute('data-captcha-id');
  const { text } = await hookData<{ text: string }>(page.request, 'captcha', { captchaId });
  await page.getByLabel(accountWords[locale].captcha, { exact: true }).fill(text);
}

/** Asks for a code to `target` and reads it from the outbox, as from the phone or mailbox. */
export async function receiveCode(page: Page, locale: Locale, target: string): Promise<string> {
  // A person would wait out the minute between two codes to one phone; the limits are tested in the API suite.
  await hookData(page.request, 'resetLimits', { target });
  await answerCaptcha(page, locale);
  await page.getByRole('button', { name: accountWords[locale].sendCode }).click();
  await expect(page.getByRole('button', { name: accountWords[locale].resend })).toBeDisabled();
  const [latest] = await hookData<{ code: string }[]>(page.request, 'outbox', { target });
  expect(latest?.code).toMatch(/^\d{6}$/);
  return latest!.code;
}

export async function registerInBrowser(page: Page, locale: Locale, phone: string, password: string) {
  const w = accountWords[locale];
  await page.goto(`${prefix(locale)}/register`);
  await hydrated(page);
  await page.getByLabel(w.phone, { exact: true }).fill(phone);
  await page.getByLabel(w.smsCode).fill(await receiveCode(page, locale, phone));
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByLabel(w.confirm).fill(password);
  await page.getByLabel(w.agree).check();
  await page.getByRole('button', { name: w.register, exact: true }).click();
  // Registering hashes the password with scrypt at 128 MiB, which takes seconds on a busy machine.
  await expect(page.getByText(w.hello(phone))).toBeVisible({ timeout: 15_000 });
}

/**
 * A new customer, registered through the API as the register page would (captcha, code, register) and
 * handed to the page as the register form leaves it, on the personal centre. For journeys that need an
 * account but are not about making one (accounts.spec.ts drives the form).
 */
export async function signUp(page: Page, locale: Locale): Promise<string> {
  const phone = newPhone();
  const password = 'Pigment2026';
  const api = async <T>(route: string, data: object) => {
    const answer = await (await page.request.post(`/api/portal/${route}`, { data })).json();
    expect(answer.code, `${route} answered ${answer.code}`).toBe('000000');
    return answer.data as T;
  };
  await hookData(page.request, 'resetLimits', { target: phone });
  const { captchaId } = await api<{ captchaId: string }>('captcha/get', {});
  const { text } = await hookData<{ text: string }>(page.request, 'captcha', { captchaId });
  await api('sms/send', { phone, purpose: 'register', captchaId, captcha: text });
  const [latest] = await hookData<{ code: string }[]>(page.request, 'outbox', { target: phone });
  const session = await api<{ token: string; user: unknown }>('user/register', {
    phone,
    smsCode: latest!.code,
    password,
    confirmPassword: password,
    agree: true,
  });
  // Any page of the shop's origin, to reach its storage: the smallest one.
  await page.goto('/robots.txt');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('userInfo', JSON.stringify(user));
  }, session);
  await page.goto(`${prefix(locale)}/profile`);
  await expect(page.getByText(accountWords[locale].hello(phone))).toBeVisible();
  return phone;
}

/** Logging out leaves for the home page. */
export async function logOut(page: Page, locale: Locale) {
  await page.getByRole('button', { name: accountWords[locale].logout }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/$`));
}

export async function loginWithPassword(page: Page, locale: Locale, phone: string, password: string) {
  const w = accountWords[locale];
  await page.goto(`${prefix(locale)}/login`);
  await hydrated(page);
  await page.getByLabel(w.phone, { exact: true }).fill(phone);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: w.login, exact: true }).click();
}

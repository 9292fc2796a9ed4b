import type { Locale } from '../../../schemas/common.ts';
import { codePolicies, type SentCodePurpose } from '../codes.ts';

type Wording = {
  shop: string;
  action: Record<SentCodePurpose, string>;
  subject: (code: string) => string;
  body: (code: string, action: string, minutes: number) => string;
};

const wording: Record<Locale, Wording> = {
  zh: {
    shop: '颜料商城',
    action: {
      register: '注册颜料商城账号',
      login: '登录颜料商城',
      reset_password: '重置颜料商城账号的密码',
      change_username: '将此邮箱设为您颜料商城账号的邮箱',
    },
    subject: (code) => `${code} 是您的颜料商城验证码`,
    body: (code, action, minutes) =>
      `您好：\n\n您正在${action}，验证码是：\n\n    ${code}\n\n验证码 ${minutes} 分钟内有效，请勿告诉他人。如果不是您本人操作，请忽略本邮件。`,
  },
  en: {
    shop: 'Pigment Shop',
    action: {
      register: 'create your Pigment Shop account',
      login: 'log in to Pigment Shop',
      reset_password: 'reset the password of your Pigment Shop account',
      change_username: 'use this e-mail address for your Pigment Shop account',
    },
    subject: (code) => `${code} is your Pigment Shop verification code`,
    body: (code, action, minutes) =>
      `Hello,\n\nYour verification code to ${action} is:\n\n    ${code}\n\n` +
      `It is valid for ${minutes} minutes. Do not share it with anyone. If you did not ask for it, ignore this e-mail.`,
  },
};

/** Subject and plain text of the mail carrying a one-time code, in the locale of the request that asked for it. */
export function codeMail({ code, purpose, locale }: { code: string; purpose: SentCodePurpose; locale: Locale }) {
  const words = wording[locale];
  const minutes = codePolicies[purpose].ttlMs / 60_000;
  return { subject: words.subject(code), text: `${words.body(code, words.action[purpose], minutes)}\n\n${words.shop}\n` };
}

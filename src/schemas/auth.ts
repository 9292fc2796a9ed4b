import { z } from 'zod';
import { mobileSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { textField } from './text.ts';
import { emailSchema, smsCodeSchema, userInfo } from './user.ts';

/** A password: 6 to 16 characters with both letters and numbers. */
export const passwordSchema = z
  .string()
  .min(1, 'validation.passwordRequired')
  .regex(/^(?=.*[A-Za-z])(?=.*\d).{6,16}$/, 'validation.passwordLength');

const confirmPassword = z.string().min(1, 'validation.confirmPasswordRequired');
const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T) => value.password === value.confirmPassword;
const passwordsDiffer = {
  path: ['confirmPassword'],
  message: 'validation.passwordsDiffer',
  // Checked even when another field is wrong, so a form shows every error at once; once both are typed.
  // `when` runs even when the body is not an object at all (null, a number): that must be a refusal, not a throw.
  when: ({ value }: { value: unknown }) => {
    if (typeof value !== 'object' || value === null) return false;
    const typed = value as { password?: unknown; confirmPassword?: unknown };
    return typeof typed.password === 'string' && typeof typed.confirmPassword === 'string' && typed.confirmPassword !== '';
  },
};

/**
 * A captcha's answer. The shop's image: its id and the text read off it. A captcha service: the proof
 * its browser widget gives (Tencent: the random string and the ticket, a few hundred characters).
 */
export const captchaFields = {
  captchaId: textField().trim().min(1, 'validation.captchaRequired').max(128, 'validation.captchaRequired'),
  captcha: textField().trim().min(1, 'validation.captchaRequired').max(4096, 'validation.captchaWrong'),
};

/** After repeated failures a login also needs the graphic captcha. */
export const loginInput = withExamples(
  z.strictObject({
    phone: mobileSchema,
    password: z.string().min(1, 'validation.passwordRequired').max(64, 'validation.passwordLength'),
    captchaId: captchaFields.captchaId.optional(),
    captcha: captchaFields.captcha.optional(),
  }),
  // The captcha is asked for after repeated failures only.
  { phone: '13912345678', password: 'Abc12345', captchaId: '0123456789abcdef', captcha: 'k7m2' },
);
export type LoginInput = z.infer<typeof loginInput>;

export const loginByCodeInput = withExamples(z.strictObject({ phone: mobileSchema, smsCode: smsCodeSchema }), { phone: '13912345678', smsCode: '123456' });

export const loginAnswer = z.object({ token: z.string(), user: userInfo });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** A code for an account action, to a phone; or, for an account change to an e-mail address, by e-mail. */
export const sendPhoneCodeInput = z.strictObject({
  phone: mobileSchema,
  purpose: z.enum(['register', 'login', 'reset_password', 'change_username']),
  ...captchaFields,
});
export const sendEmailCodeInput = z.strictObject({ email: emailSchema, purpose: z.literal('change_username'), ...captchaFields });
export const sendCodeInput = withExamples(
  z.union([sendPhoneCodeInput, sendEmailCodeInput]),
  { phone: '13912345671', purpose: 'register', captchaId: '0123456789abcdef', captcha: 'k7m2' },
  { email: 'buyer@example.com', purpose: 'change_username', captchaId: '0123456789abcdef', captcha: 'k7m2' },
);
export type SendCodeInput = z.infer<typeof sendCodeInput>;
/** How long before another code may be sent to the same phone. */
export const sendCodeAnswer = z.object({ resendAfterSeconds: z.number() });

export const registerInput = withExamples(
  z
    .strictObject({
      phone: mobileSchema,
      smsCode: smsCodeSchema,
      password: passwordSchema,
      confirmPassword,
      agree: z.literal(true, 'validation.agreement'),
    })
    .refine(passwordsMatch, passwordsDiffer),
  { phone: '13912345679', smsCode: '123456', password: 'Abc12345', confirmPassword: 'Abc12345', agree: true },
);

export const resetPasswordInput = withExamples(
  z.strictObject({ phone: mobileSchema, smsCode: smsCodeSchema, password: passwordSchema, confirmPassword }).refine(passwordsMatch, passwordsDiffer),
  { phone: '13912345678', smsCode: '123456', password: 'Abc12345', confirmPassword: 'Abc12345' },
);

export const changePasswordInput = withExamples(
  z
    .strictObject({ oldPassword: z.string().min(1, 'validation.passwordRequired').max(64), password: passwordSchema, confirmPassword })
    .refine(passwordsMatch, passwordsDiffer),
  { oldPassword: 'Old12345', password: 'New12345', confirmPassword: 'New12345' },
);

/**
 * Which captcha the forms show (`captcha/get`): the shop's own image, with the id its answer is
 * checked under; or Tencent Cloud captcha, whose widget the browser loads from `scriptUrl` and which
 * gives a ticket and a random string (sent as `captcha` and `captchaId`).
 */
export const captchaChallenge = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('image'), captchaId: z.string(), svg: z.string() }),
  z.object({ provider: z.literal('tencent'), appId: z.string(), scriptUrl: z.url() }),
]);
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
export type TencentCaptchaWidget = Omit<Extract<CaptchaChallenge, { provider: 'tencent' }>, 'provider'>;

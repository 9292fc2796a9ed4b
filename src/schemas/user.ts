import { z } from 'zod';
import { mobileSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { textField } from './text.ts';
import { genders } from './user-values.ts';

export { type UserInfo, userInfo } from './user-info.ts';
export { genders } from './user-values.ts';

/** An optional text field: blank means "clear it". */
const optionalText = (max: number, messageKey: string) =>
  textField()
    .trim()
    .max(max, messageKey)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** The longest profile texts; the users table's columns are as wide. */
export const profileMaxLength = { nickname: 40, companyName: 100 } as const;

/** Personal information; every field is optional and only the fields sent are changed. */
export const modifyUserInfoInput = withExamples(
  z.strictObject({
    nickname: optionalText(profileMaxLength.nickname, 'validation.nicknameTooLong'),
    gender: z.enum(genders, 'validation.gender').nullable().optional(),
    companyName: optionalText(profileMaxLength.companyName, 'validation.companyTooLong'),
    landline: z
      .string()
      .trim()
      .regex(/^(|[0-9+\-() ]{5,30})$/, 'validation.landline')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  }),
  { nickname: '彩虹', gender: 'girl', companyName: '上海彩虹涂料有限公司', landline: '021-58886666' },
);
export type UserInfoChanges = z.output<typeof modifyUserInfoInput>;

/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;
export const emailSchema = z.email('validation.email').max(EMAIL_MAX_LENGTH, 'validation.email');

export const smsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.smsCode');

/** The account's current password, asked again before a change that could hand the account to someone else. */
export const currentPasswordSchema = z.string().min(1, 'validation.currentPasswordRequired').max(64, 'validation.passwordLength');

/**
 * Account change: a new phone (zh wording) or a new e-mail (en wording), proven by the code sent to
 * it, with the current password.
 */
export const changePhoneInput = z.strictObject({ phone: mobileSchema, code: smsCodeSchema, password: currentPasswordSchema });
export const changeEmailInput = z.strictObject({ email: emailSchema, code: smsCodeSchema, password: currentPasswordSchema });
export const changeUsernameInput = withExamples(
  z.union([changePhoneInput, changeEmailInput]),
  { phone: '13912345670', code: '123456', password: 'Abc12345' },
  { email: 'buyer@example.com', code: '123456', password: 'Abc12345' },
);
export type ChangeUsernameInput = z.infer<typeof changeUsernameInput>;

import { z } from 'zod';
import { mobileSchema } from './common.ts';
import { genders, userRoles } from './user-values.ts';
import { textField } from './text.ts';

export { genders, userRoles } from './user-values.ts';

export const userInfo = z.object({
  id: z.number(),
  phone: z.string(),
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  companyName: z.string().nullable(),
  landline: z.string().nullable(),
  role: z.enum(userRoles),
  /** The password was set by someone else: the user is sent to change it, and every other call is refused. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** An optional text field: blank means "clear it". */
const optionalText = (max: number, messageKey: string) =>
  textField()
    .trim()
    .max(max, messageKey)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** Personal information; every field is optional and only the fields sent are changed. */
export const modifyUserInfoInput = z.strictObject({
  nickname: optionalText(40, 'validation.nicknameTooLong'),
  gender: z.enum(genders, 'validation.gender').nullable().optional(),
  companyName: optionalText(100, 'validation.companyTooLong'),
  landline: z
    .string()
    .trim()
    .regex(/^(|[0-9+\-() ]{5,30})$/, 'validation.landline')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type ModifyUserInfoInput = z.input<typeof modifyUserInfoInput>;
export type UserInfoChanges = z.output<typeof modifyUserInfoInput>;

export const emailSchema = z.email('validation.email').max(254, 'validation.email');

export const smsCodeSchema = z.string().trim().regex(/^\d{6}$/, 'validation.smsCode');

/** The account's current password, asked again before a change that could hand the account to someone else. */
export const currentPasswordSchema = z.string().min(1, 'validation.currentPasswordRequired').max(64, 'validation.passwordLength');

/**
 * Account change: a new phone (zh wording) or a new e-mail (en wording), proven by the code sent to
 * it, with the current password.
 */
export const changePhoneInput = z.strictObject({ phone: mobileSchema, code: smsCodeSchema, password: currentPasswordSchema });
export const changeEmailInput = z.strictObject({ email: emailSchema, code: smsCodeSchema, password: currentPasswordSchema });
export const changeUsernameInput = z.union([changePhoneInput, changeEmailInput]);
export type ChangeUsernameInput = z.infer<typeof changeUsernameInput>;

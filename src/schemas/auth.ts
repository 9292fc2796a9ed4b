import { z } from 'zod';
import { mobileSchema } from './common.ts';
import { userInfo } from './user.ts';

export const loginInput = z.strictObject({
  phone: mobileSchema,
  password: z.string().min(1, 'validation.passwordRequired').max(64, 'validation.passwordLength'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const loginAnswer = z.object({ token: z.string(), user: userInfo });
export type LoginAnswer = z.infer<typeof loginAnswer>;

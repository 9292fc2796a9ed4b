import * as z from 'zod/mini';
import { staffRoles } from './staff-values.ts';
import { genders, userRoles } from './user-values.ts';

/**
 * The user as the API answers it and the browser keeps it in local storage. Written with `zod/mini`
 * (user.ts re-exports it; classic schemas embed it as they embed any other) so that every island page,
 * which loads the session store, checks the stored user with this contract for a few kilobytes.
 */
export const userInfo = z.object({
  id: z.number(),
  phone: z.string(),
  email: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  gender: z.nullable(z.enum(genders)),
  companyName: z.nullable(z.string()),
  landline: z.nullable(z.string()),
  role: z.enum(userRoles),
  /**
   * What an admin does in the team: the back office shows what the role may do. Null for a customer, and for
   * a user stored before the shop had roles (the back office asks for a fresh one).
   */
  staffRole: z._default(z.nullable(z.enum(staffRoles)), null),
  /** The password was set by someone else: the user is sent to change it, and every other call is refused. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

import { and, eq, ne } from 'drizzle-orm';
import type { ChangeUsernameInput, UserInfo, UserInfoChanges } from '../../schemas/user.ts';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { checkCurrentPassword, type PasswordCheckContext } from './auth/password-check.ts';
import { revokeOtherSessions } from './auth/sessions.ts';
import type { CodeStore } from './codes.ts';

type UserRow = typeof users.$inferSelect;

const toUserInfo = (row: UserRow): UserInfo => ({
  id: row.id,
  phone: row.phone,
  email: row.email,
  nickname: row.nickname,
  gender: row.gender,
  companyName: row.companyName,
  landline: row.landline,
  role: row.role,
  staffRole: row.staffRole,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
});

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new ApiError('sessionInvalid');
  return toUserInfo(row);
}

export async function modifyUserInfo(db: Db, userId: number, changes: UserInfoChanges, now: Date): Promise<UserInfo> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new ApiError('sessionInvalid');
  return toUserInfo(row);
}

/**
 * Moves the account to a new phone or e-mail: the current password proves the account's owner asks,
 * the code sent to the new one proves it is theirs. Only then is a taken phone or address named, to
 * its owner. Every other session of the account ends, as after a password change.
 */
export async function changeUsername(
  db: Db,
  codes: CodeStore,
  session: { userId: number; tokenHash: string },
  input: ChangeUsernameInput,
  context: PasswordCheckContext & { now: Date },
): Promise<UserInfo> {
  const { userId } = session;
  const [field, target] = 'phone' in input ? (['phone', input.phone] as const) : (['email', input.email.toLowerCase()] as const);
  const current = toUserInfo(await checkCurrentPassword(db, userId, input.password, context));
  if (current[field] === target) throw new ApiError('sameAccount');
  if (!(await codes.consume('change_username', target, input.code))) throw new ApiError('smsCodeWrong');

  const column = field === 'phone' ? users.phone : users.email;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, target), ne(users.id, userId)));
  if (taken) throw new ApiError('accountTaken');
  let row: UserRow | undefined;
  try {
    [row] = await db
      .update(users)
      .set({ [field]: target, updatedAt: context.now })
      .where(eq(users.id, userId))
      .returning();
  } catch (error) {
    // Taken by another account between the check above and this change.
    if (uniqueViolation(error) !== undefined) throw new ApiError('accountTaken');
    throw error;
  }
  if (!row) throw new ApiError('sessionInvalid');
  await revokeOtherSessions(db, userId, session.tokenHash, context.now);
  return toUserInfo(row);
}

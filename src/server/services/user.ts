import { and, eq, ne } from 'drizzle-orm';
import type { ChangeUsernameInput, UserInfoChanges, UserInfo } from '../../schemas/user.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
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
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
});

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new ApiError('sessionInvalid');
  return toUserInfo(row);
}

export async function modifyUserInfo(
  db: Db,
  userId: number,
  changes: UserInfoChanges,
  now: Date,
): Promise<UserInfo> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new ApiError('sessionInvalid');
  return toUserInfo(row);
}

/** Moves the account to a new phone or e-mail once the code sent there is proven. */
export async function changeUsername(
  db: Db,
  codes: CodeStore,
  userId: number,
  input: ChangeUsernameInput,
  now: Date,
): Promise<UserInfo> {
  const current = await getUserInfo(db, userId);
  const [field, target] = 'phone' in input ? (['phone', input.phone] as const) : (['email', input.email.toLowerCase()] as const);
  if (current[field] === target) throw new ApiError('sameAccount');

  const column = field === 'phone' ? users.phone : users.email;
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(column, target), ne(users.id, userId)));
  if (taken) throw new ApiError('accountTaken');
  if (!(await codes.consume('change_username', target, input.code))) throw new ApiError('smsCodeWrong');

  const [row] = await db
    .update(users)
    .set({ [field]: target, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new ApiError('sessionInvalid');
  return toUserInfo(row);
}

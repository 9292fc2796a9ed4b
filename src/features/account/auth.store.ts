import { persistentAtom } from '@nanostores/persistent';
import type { UserInfo } from '../../schemas/user.ts';
import { genders, userRoles } from '../../schemas/user-values.ts';
import { $cartLength, $unreadCount } from '../shell/site.store.ts';
import { $token } from './token.store.ts';

export { $token };

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

/**
 * Stored user info that still has the shape of the shared `userInfo` schema (schemas/user.ts), else null.
 * Written without zod because every island page loads this store through the API client, and zod
 * would weigh on each of them; auth.store.test.ts holds it to the schema.
 */
export function storedUserInfo(value: unknown): UserInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, phone, email, nickname, gender, companyName, landline, role, mustChangePassword, createdAt } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !isText(phone) || !isTextOrNull(email) || !isTextOrNull(nickname) || !isTextOrNull(companyName) || !isTextOrNull(landline))
    return null;
  if (!(gender === null || isOneOf(genders, gender)) || !isOneOf(userRoles, role) || typeof mustChangePassword !== 'boolean' || !isText(createdAt)) return null;
  return { id, phone, email, nickname, gender, companyName, landline, role, mustChangePassword, createdAt };
}

/** The logged-in user's info, kept in local storage beside the token. */
export const $userInfo = persistentAtom<UserInfo | null>('userInfo', null, {
  encode: (value) => JSON.stringify(value),
  decode: (stored) => {
    try {
      return storedUserInfo(JSON.parse(stored));
    } catch {
      return null;
    }
  },
});

export function setAuth(token: string, info: UserInfo): void {
  $token.set(token);
  $userInfo.set(info);
}

/** Logged out: the account's cart and messages are no longer this browser's to count. */
export function clearAuth(): void {
  $token.set('');
  $userInfo.set(null);
  $cartLength.set(0);
  $unreadCount.set(0);
}

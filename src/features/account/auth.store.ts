import { persistentAtom } from '@nanostores/persistent';
import { nullable } from 'zod/mini';
import { storedJson } from '../../lib/stored-json.ts';
import { type UserInfo, userInfo } from '../../schemas/user-info.ts';
import { $cartLength, $unreadCount } from '../shell/site.store.ts';
import { $token } from './token.store.ts';

export { $token };

/** The logged-in user's info, kept in local storage beside the token and read back with its contract. */
export const $userInfo = persistentAtom<UserInfo | null>('userInfo', null, storedJson(nullable(userInfo), null));

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

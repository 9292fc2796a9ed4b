import { persistentAtom } from '@nanostores/persistent';
import { userInfo, type UserInfo } from '../../schemas/user.ts';
import { $cartLength, $unreadCount } from '../shell/site.store.ts';
import { $token } from './token.store.ts';

export { $token };

/** The logged-in user's info, kept in local storage beside the token. */
export const $userInfo = persistentAtom<UserInfo | null>('userInfo', null, {
  encode: (value) => JSON.stringify(value),
  decode: (stored) => {
    try {
      const parsed = userInfo.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : null;
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

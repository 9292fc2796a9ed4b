import { persistentAtom } from '@nanostores/persistent';
import { nullable } from 'zod/mini';
import { type UserInfo, userInfo } from '../../schemas/user-info.ts';
import { storedJson } from '../stored-json.ts';
import { $token } from './token.store.ts';

export { $token };

/** The logged-in user's info, kept in local storage beside the token and read back with its contract. */
export const $userInfo = persistentAtom<UserInfo | null>('userInfo', null, storedJson(nullable(userInfo), null));

export function setAuth(token: string, info: UserInfo): void {
  $token.set(token);
  $userInfo.set(info);
}

/** Logged out: the shell's badges follow the token (`site.store.ts`). */
export function clearAuth(): void {
  $token.set('');
  $userInfo.set(null);
}

import { persistentAtom } from '@nanostores/persistent';

/**
 * The session token, sent as the `accessToken` header; kept in local storage. In a file of its own so
 * that the shell's scripts on every page can read it without loading the schemas of the user info.
 */
export const $token = persistentAtom<string>('accessToken', '');

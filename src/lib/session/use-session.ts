import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import type { UserInfo } from '../../schemas/user-info.ts';
import { $token } from './token.store.ts';

type AuthStore = typeof import('./auth.store.ts');

/** No user until the session store has loaded. */
const $noUser = atom<UserInfo | null>(null);

/**
 * The stored login, once the island runs in the browser: a prerendered page knows nothing of it, so
 * until then `ready` is false and the island shows its loading state instead of a wrong one. With a
 * token, the stored user is read back with its contract, and that check (zod) loads after the island's
 * first paint; a visitor without one loads none of it.
 */
export function useSession() {
  const token = useStore($token);
  const [mounted, setMounted] = useState(false);
  const [authStore, setAuthStore] = useState<AuthStore | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const user = useStore(authStore?.$userInfo ?? $noUser);
  const hasToken = token !== '';
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!hasToken || authStore) return;
    let live = true;
    setFailed(false);
    import('./auth.store.ts').then(
      (loaded) => live && setAuthStore(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [hasToken, authStore, attempt]);
  const ready = mounted && (!hasToken || authStore !== null);
  /** The store could not be loaded (a lost connection): the island shows `failed` with a retry instead of waiting for ever. */
  const retry = () => setAttempt((count) => count + 1);
  return { ready, loggedIn: ready && hasToken, user: ready && hasToken ? user : null, failed: failed && !ready, retry };
}

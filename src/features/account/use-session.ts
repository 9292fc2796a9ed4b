import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $token, $userInfo } from './auth.store.ts';

/**
 * The stored login, once the island runs in the browser: a prerendered page knows nothing of it, so
 * until then `ready` is false and the island shows its loading state instead of a wrong one.
 */
export function useSession() {
  const token = useStore($token);
  const user = useStore($userInfo);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return { ready, loggedIn: ready && token !== '', user: ready ? user : null };
}

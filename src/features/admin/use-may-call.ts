import { useStore } from '@nanostores/react';
import { $userInfo } from '../../lib/session/auth.store.ts';
import type { ConfigKey } from '../../schemas/content.ts';
import { configPermission, staffMayCall } from '../../schemas/staff-calls.ts';
import { staffMay } from '../../schemas/staff-values.ts';

/**
 * What the logged-in member's role may do, so that the screens offer only what the server allows:
 * make a back-office call (`order/ship`), or read and change a setting.
 */
export function useMayCall() {
  const role = useStore($userInfo)?.staffRole;
  return {
    mayCall: (call: string) => staffMayCall(role, call),
    mayConfigure: (key: ConfigKey) => staffMay(role, configPermission(key)),
  };
}

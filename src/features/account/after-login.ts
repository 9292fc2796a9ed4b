import { localePath } from '../../lib/i18n.ts';
import { setAuth } from '../../lib/session/auth.store.ts';
import type { LoginAnswer } from '../../schemas/auth.ts';
import type { Locale } from '../../schemas/common.ts';
import { mergeLocalCart } from '../cart/cart.ts';
import { safeRedirect } from './redirect.ts';

/**
 * Keeps the new session, moves the browser's cart into the account's, and goes back to the page that
 * asked for a login (`?redirect=`) or to the personal centre. A failed merge keeps the browser's cart.
 * An account whose password someone else set (admin:create) goes to change it first.
 */
export async function finishLogin(locale: Locale, { token, user }: LoginAnswer): Promise<void> {
  setAuth(token, user);
  // Every other call is refused until then; the cart waits for the next login.
  if (user.mustChangePassword) return window.location.assign(localePath(locale, '/password'));
  await mergeLocalCart(locale).catch(() => {});
  const wanted = new URLSearchParams(window.location.search).get('redirect');
  window.location.assign(safeRedirect(wanted, localePath(locale, '/profile')));
}

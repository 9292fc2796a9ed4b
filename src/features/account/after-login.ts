import { localePath } from '../../lib/i18n.ts';
import type { Locale } from '../../schemas/common.ts';
import { safeRedirect } from './redirect.ts';

/** Back to the page that asked for a login (`?redirect=`), or to the personal centre. */
export function goAfterLogin(locale: Locale): void {
  const wanted = new URLSearchParams(window.location.search).get('redirect');
  window.location.assign(safeRedirect(wanted, localePath(locale, '/profile')));
}

import { PUBLIC_API_BASE_URL } from 'astro:env/client';
import { $token } from '../account/token.store.ts';
import { $unreadCount } from '../shell/site.store.ts';

// The catalogue's codes (schemas/errors.ts), written out so that every page does not load the whole catalogue; a test keeps them equal.
export const SUCCESS_CODE = '000000';
export const SESSION_INVALID_CODE = '000004';

/** The header badge and the messages page show the same count; local storage carries it to other tabs. */
export function showUnreadCount(count: number): void {
  $unreadCount.set(count);
}

/**
 * Asks the server for the badge's count, once per page load of a logged-in visitor. A plain fetch
 * rather than lib/api.ts: the shell runs on every page, and content pages should not load the API client and its stores
 * for one number. A failure keeps the stored count and says nothing: a badge is not worth an error toast.
 */
export async function refreshUnreadCount(): Promise<void> {
  const token = $token.get();
  if (!token) return;
  try {
    const response = await fetch(new URL('api/portal/message/unreadCount', PUBLIC_API_BASE_URL || location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: token },
      body: '{}',
    });
    const answer = (await response.json()) as { code?: unknown; data?: unknown };
    if (answer.code === SUCCESS_CODE && typeof answer.data === 'number' && Number.isSafeInteger(answer.data)) showUnreadCount(answer.data);
    // A dead session has no messages to count here; the next island call clears it and asks for a login.
    if (answer.code === SESSION_INVALID_CODE) showUnreadCount(0);
  } catch {
    // Offline or an answer that is not JSON: the stored count stays.
  }
}

import { post } from '../../lib/api.ts';
import { $token } from '../../lib/session/token.store.ts';
import { $unreadCount } from './site.store.ts';

const unreadCountOutput = () => import('../../schemas/message-answers.ts').then((contracts) => contracts.unreadCountOutput);

/** The header badge and the messages page show the same count; local storage carries it to other tabs. */
export function showUnreadCount(count: number): void {
  $unreadCount.set(count);
}

/**
 * Asks the server for the badge's count, once per page load of a logged-in visitor. Quiet: a failure
 * keeps the stored count and says nothing, as a badge is not worth an error toast; a dead session has
 * no messages to count here, and the next island call clears it and asks for a login.
 */
export async function refreshUnreadCount(): Promise<void> {
  if (!$token.get()) return;
  try {
    showUnreadCount(await post('message/unreadCount', {}, unreadCountOutput, { quiet: true }));
  } catch (error) {
    if ((error as { kind?: string }).kind === 'sessionInvalid') showUnreadCount(0);
  }
}

// The script of HeaderIcons.astro, run on every page: Default.astro loads the shell's scripts as one file.
import type { ReadableAtom } from 'nanostores';
import { $cartLength, $unreadCount, badgeText } from './site.store.ts';
import { refreshUnreadCount } from './unread-count.ts';

const counts: Record<string, ReadableAtom<number>> = { information: $unreadCount, cart: $cartLength };
const icons = document.querySelector<HTMLElement>('[data-header-icons]')!;
const labelTemplate = icons.dataset.badgeLabel!;

function showBadge(link: HTMLElement, name: string, count: number): void {
  const text = badgeText(count);
  link.querySelector('[data-badge-label]')!.textContent = text ? ` (${labelTemplate.replace('{count}', text)})` : '';
  link.querySelector(`[data-testid="badge-${name}"]`)?.remove();
  if (!text) return;
  const badge = document.createElement('span');
  badge.ariaHidden = 'true';
  badge.dataset.testid = `badge-${name}`;
  badge.className = 'absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white';
  badge.textContent = text;
  link.append(badge);
}

// The counts persist in local storage, so the badges show at once and follow other tabs.
for (const link of icons.querySelectorAll<HTMLElement>('a[data-badge]')) {
  const name = link.dataset.badge!;
  counts[name]?.subscribe((count) => showBadge(link, name, count));
}
// The stored count shows at once; the server's replaces it, once per page load, for a logged-in visitor.
void refreshUnreadCount();

import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { $token } from '../../lib/session/token.store.ts';

/*
 * The state islands share across the page: the header's badges and search, and the listing's choices,
 * one atom per value so each island re-renders only for what it reads. Ids are null when nothing is chosen.
 */

/** A count kept in local storage, so badges show at once on every page and stay in step across tabs. */
const persistentCount = (key: string) =>
  persistentAtom<number>(key, 0, {
    encode: String,
    decode: (stored) => {
      const count = Number(stored);
      return Number.isSafeInteger(count) && count > 0 ? count : 0;
    },
  });

/** Unread messages (system and order): the header badge and the messages page show this one count. */
export const $unreadCount = persistentCount('unreadCount');
/** The keyword of the header search, synced with the search box and the listing. */
export const $keywordSearch = atom('');
/** Category levels 1 to 4 of the classification tree, and the brand. */
export const $itemId = atom<number | null>(null);
export const $chId = atom<number | null>(null);
export const $threeLevelId = atom<number | null>(null);
export const $fourLevelId = atom<number | null>(null);
export const $brandId = atom<number | null>(null);
/** Lines in the cart, for the header badge. */
export const $cartLength = persistentCount('cartLength');
/** Logged out (here or in another tab): the account's cart and messages are no longer this browser's to count. */
$token.listen((token) => {
  if (token !== '') return;
  $cartLength.set(0);
  $unreadCount.set(0);
});
/** Current listing page, 1-based. */
export const $curPage = atom(1);

/** A badge shows the count, and `99+` above 99; nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

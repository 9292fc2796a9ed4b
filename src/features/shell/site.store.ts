import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import type { Website } from '../../schemas/content.ts';

/*
 * The shared site state of SPEC §3, one atom per value so each island re-renders only for what it reads.
 * Ids are null when nothing is chosen.
 */

/** Website config (name, logo, hotline, ...) once an island has read it. */
export const $siteInfo = atom<Website | null>(null);
/** A count kept in local storage, so badges show at once on every page and stay in step across tabs. */
const persistentCount = (key: string) =>
  persistentAtom<number>(key, 0, {
    encode: String,
    decode: (stored) => {
      const count = Number(stored);
      return Number.isSafeInteger(count) && count > 0 ? count : 0;
    },
  });

/** Unread messages (system and order), for the header badge. */
export const $unreadCount = persistentCount('unreadCount');
/** The keyword of the header search, synced with the search box and the listing. */
export const $keywordSearch = atom('');
/** Category levels 1 to 4 of the classification tree, the brand, and "more classifications". */
export const $itemId = atom<number | null>(null);
export const $chId = atom<number | null>(null);
export const $threeLevelId = atom<number | null>(null);
export const $fourLevelId = atom<number | null>(null);
export const $brandId = atom<number | null>(null);
export const $moreId = atom<number | null>(null);
/** Lines in the cart, for the header badge. */
export const $cartLength = persistentCount('cartLength');
/** Unread message count as the messages page keeps it. */
export const $mes = atom(0);
export const $mark = atom(false);
export const $navtDel = atom(false);
/** Current listing page, 1-based. */
export const $curPage = atom(1);

/** A badge shows the count, and `99+` above 99; nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

import { atom } from 'nanostores';
import { showToast } from '../../../components/ui/toast.store.ts';
import { goToLogin, noData, post } from '../../../lib/api.ts';
import { translate } from '../../../lib/i18n.ts';
import { $token } from '../../../lib/session/token.store.ts';
import type { Locale } from '../../../schemas/common.ts';

const favouriteIds = () => import('../../../schemas/catalog-answers.ts').then((contracts) => contracts.favouriteIds);

/** Products the logged-in user has favourited, as far as the cards on this page know. */
export const $favouriteIds = atom<ReadonlySet<number>>(new Set());

function mark(productIds: number[], favourited: (id: number) => boolean): void {
  const next = new Set($favouriteIds.get());
  for (const id of productIds) {
    if (favourited(id)) next.add(id);
    else next.delete(id);
  }
  $favouriteIds.set(next);
}

/** These products are known to be favourites (the favourites page lists them). */
export const markFavourites = (productIds: number[]): void => mark(productIds, () => true);

/** Reads which of these products are favourites; nothing to read when logged out. */
export async function loadFavourites(productIds: number[]): Promise<void> {
  if (!$token.get() || productIds.length === 0) return;
  const favourited = new Set(await post('favourite/check', { productIds }, favouriteIds));
  mark(productIds, (id) => favourited.has(id));
}

/** Logged out, the visitor is asked to log in first and comes back here afterwards. */
export async function toggleFavourite(productId: number, locale: Locale): Promise<void> {
  if (!$token.get()) {
    showToast(translate(locale, 'catalog.loginFirst'), { type: 'warning' });
    goToLogin();
    return;
  }
  const wasFavourite = $favouriteIds.get().has(productId);
  await post(wasFavourite ? 'favourite/remove' : 'favourite/add', { productId }, noData);
  mark([productId], () => !wasFavourite);
  showToast(translate(locale, wasFavourite ? 'catalog.unfavourited' : 'catalog.favourited'), { type: 'success' });
}

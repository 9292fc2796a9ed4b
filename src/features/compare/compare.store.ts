import { persistentAtom } from '@nanostores/persistent';
import { showToast } from '../../components/ui/toast.store.ts';
import { translate } from '../../lib/i18n.ts';
import { storedJson } from '../../lib/stored-json.ts';
import type { Locale } from '../../schemas/common.ts';
import { type ComparedIds, comparedIds, MAX_COMPARED } from '../../schemas/compare.ts';

/** The products chosen for comparison, in the order chosen; local storage carries them across pages and tabs. */
export const $comparedIds = persistentAtom<ComparedIds>('comparedIds', [], storedJson(comparedIds, []));

/** Adds or removes a product, with a toast saying which; a fifth is refused. Answers whether it is chosen now. */
export function toggleCompared(productId: number, locale: Locale): boolean {
  const ids = $comparedIds.get();
  if (ids.includes(productId)) {
    removeCompared(productId);
    showToast(translate(locale, 'compare.removed'), { type: 'success' });
    return false;
  }
  if (ids.length >= MAX_COMPARED) {
    showToast(translate(locale, 'compare.full', { max: MAX_COMPARED }), { type: 'warning' });
    return false;
  }
  $comparedIds.set([...ids, productId]);
  showToast(translate(locale, 'compare.added', { count: ids.length + 1, max: MAX_COMPARED }), { type: 'success' });
  return true;
}

export function removeCompared(productId: number): void {
  $comparedIds.set($comparedIds.get().filter((id) => id !== productId));
}

export const clearCompared = (): void => $comparedIds.set([]);

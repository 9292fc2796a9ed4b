import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import type { ComparedIds } from '../../schemas/compare.ts';

type CompareStore = typeof import('./compare.store.ts');

const $nothingYet = atom<ComparedIds>([]);
let loading: Promise<CompareStore> | null = null;

/** The store and its contract (zod/mini), loaded once per page. */
function loadCompareStore(): Promise<CompareStore> {
  loading ??= import('./compare.store.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The products chosen for comparison, for the toggles of the listing and product pages: the store (and
 * the zod/mini check of what local storage holds) loads after the island's first paint, so those pages
 * grow by the toggle alone; the compare page waits for it too. Until then `store` is null and nothing shows as chosen.
 */
export function useCompared(): { ids: ComparedIds; store: CompareStore | null } {
  const [store, setStore] = useState<CompareStore | null>(null);
  useEffect(() => {
    let live = true;
    loadCompareStore().then(
      (loaded) => live && setStore(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return { ids: useStore(store?.$comparedIds ?? $nothingYet), store };
}

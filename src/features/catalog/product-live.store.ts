import { atom } from 'nanostores';
import type { ProductLive } from '../../schemas/catalog.ts';
import { fetchLive } from './shared/catalog.api.ts';

/*
 * A product page's live part: packs with price and stock, read from the API when the page opens
 * (never from the prerendered HTML), and the pack the visitor has chosen. Several islands of the page
 * read these; the packs are fetched once.
 */
export type LiveState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; live: ProductLive | null };

export const $productLive = atom<LiveState>({ status: 'loading' });
export const $chosenSkuId = atom<number | null>(null);
/** How many of the chosen pack the visitor means to buy, once they typed a valid number. */
export const $chosenQuantity = atom(1);
/** The pack the negotiation form is open for (NegotiationPanel.tsx), or null while it is closed. */
export const $negotiatingSkuId = atom<number | null>(null);

/** The pack chosen when a product's packs are first shown: the first one in stock. */
export const firstInStock = <Pack extends { stock: number }>(packs: readonly Pack[]): Pack | undefined => packs.find((pack) => pack.stock > 0);

let loading: Promise<void> | null = null;

export function loadProductLive(productId: number, { again = false } = {}): Promise<void> {
  if (loading && !again) return loading;
  $productLive.set({ status: 'loading' });
  loading = fetchLive([productId]).then(
    ([live]) => {
      $productLive.set({ status: 'ready', live: live ?? null });
      const first = (live && firstInStock(live.skus)) ?? live?.skus[0];
      if (!live?.skus.some((sku) => sku.id === $chosenSkuId.get())) $chosenSkuId.set(first?.id ?? null);
    },
    () => $productLive.set({ status: 'failed' }),
  );
  return loading;
}

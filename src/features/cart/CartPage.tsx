import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useState } from 'react';
import { BottomBar, bottomBarButtonClass } from '../../components/ui/BottomBar.tsx';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { goToLogin, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatKilograms } from '../../lib/weight.ts';
import type { CartLine, CartView } from '../../schemas/cart.ts';
import type { Locale } from '../../schemas/common.ts';
import type { LocalCartLine } from '../../schemas/local-cart-line.ts';
import { formatPrice } from '../../schemas/money.ts';
import { QuoteFromCart } from '../quotations/QuoteFromCart.tsx';
import { $cartLength } from '../shell/site.store.ts';
import { BuyAgainNotice } from './BuyAgainNotice.tsx';
import { CartLineRow } from './CartLineRow.tsx';
import { addToCart } from './cart.ts';

type Removed = { line: CartLine; timer: ReturnType<typeof setTimeout> };
const UNDO_MS = 8000;

// The answers' contract and the browser's stored cart and prices (each read back with its contract) load
// beside the first call, with zod, after the island's first paint.
const cartView = () => import('../../schemas/cart-answers.ts').then((contracts) => contracts.cartView);
const loadStored = async () => {
  const [$localCart, priceChanges] = await Promise.all([
    import('./local-cart.store.ts').then((store) => store.$localCart),
    import('./seen-prices.ts').then((prices) => prices.priceChanges),
  ]);
  return { $localCart, priceChanges };
};
type Stored = Awaited<ReturnType<typeof loadStored>>;
const $notLoaded = atom<LocalCartLine[]>([]);

/**
 * The cart: the account's when logged in, the browser's otherwise, priced anew on every view. Lines whose
 * price changed since last seen, or that can no longer be bought as they are, say so.
 */
export default function CartPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [stored, setStored] = useState<Stored | null>(null);
  const $localCart = stored?.$localCart ?? $notLoaded;
  const localLines = useStore($localCart);
  const [view, setView] = useState<CartView | null>(null);
  const [failed, setFailed] = useState(false);
  const [changedPrices, setChangedPrices] = useState<Map<number, number>>(new Map());
  const [removed, setRemoved] = useState<Removed | null>(null);

  const show = useCallback(
    (next: CartView) => {
      setView(next);
      const changes = stored?.priceChanges(next.lines) ?? new Map<number, number>();
      setChangedPrices((shown) => new Map([...shown, ...changes]));
      if (session.loggedIn) $cartLength.set(next.lines.length);
    },
    [session.loggedIn, stored],
  );

  const load = useCallback(async () => {
    setFailed(false);
    try {
      if (session.loggedIn) show(await post('cart/list', {}, cartView));
      else show(await post('cart/preview', { lines: $localCart.get().map(({ skuId, quantity, selected }) => ({ skuId, quantity, selected })) }, cartView));
    } catch {
      setFailed(true);
    }
  }, [session.loggedIn, show, $localCart]);

  const [storesFailed, setStoresFailed] = useState(false);
  const [storesAttempt, setStoresAttempt] = useState(0);
  useEffect(() => {
    setStoresFailed(false);
    loadStored().then(setStored, () => setStoresFailed(true));
  }, [storesAttempt]);
  const ready = session.ready && stored !== null;
  useEffect(() => {
    if (ready) void load();
  }, [ready, load]);
  // The browser's cart changes in another tab, or here: price it again.
  useEffect(() => {
    if (ready && !session.loggedIn && view) void load();
  }, [localLines]);
  // The account's cart lives on the server: another tab's change shows in the shared count, and anything
  // may have changed while this tab was hidden (prices, stock, another device).
  useEffect(() => {
    if (!session.loggedIn) return;
    const reloadWhenVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', reloadWhenVisible);
    const stopListening = $cartLength.listen((count) => count !== view?.lines.length && void load());
    return () => {
      document.removeEventListener('visibilitychange', reloadWhenVisible);
      stopListening();
    };
  }, [session.loggedIn, load, view?.lines.length]);

  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (storesFailed)
    return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={() => setStoresAttempt((count) => count + 1)} />;
  if (!ready || (!view && !failed)) return <Loading label={t('account.loading')} tall />;
  if (!view) return <LoadFailed message={t('cart.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void load()} />;

  // Ticks show at once; the totals follow the answer.
  const showSelected = (selected: boolean, skuId?: number) =>
    setView({ ...view, lines: view.lines.map((shown) => (skuId === undefined || shown.skuId === skuId ? { ...shown, selected } : shown)) });
  const change = async (line: CartLine, update: { quantity?: number; selected?: boolean }) => {
    if (update.selected !== undefined) showSelected(update.selected, line.skuId);
    if (line.id !== null) return show(await post('cart/update', { id: line.id, ...update }, cartView).catch(() => view));
    $localCart.set($localCart.get().map((held) => (held.skuId === line.skuId ? { ...held, ...update } : held)));
  };
  const selectAll = async (selected: boolean) => {
    showSelected(selected);
    if (session.loggedIn) return show(await post('cart/selectAll', { selected }, cartView).catch(() => view));
    $localCart.set($localCart.get().map((held) => ({ ...held, selected })));
  };
  const remove = async (line: CartLine) => {
    if (line.id !== null) {
      const next = await post('cart/remove', { ids: [line.id] }, cartView).catch(() => null);
      if (!next) return;
      show(next);
    } else {
      $localCart.set($localCart.get().filter((held) => held.skuId !== line.skuId));
    }
    if (removed) clearTimeout(removed.timer);
    setRemoved({ line, timer: setTimeout(() => setRemoved(null), UNDO_MS) });
  };
  const undo = async () => {
    if (!removed) return;
    clearTimeout(removed.timer);
    setRemoved(null);
    const { line } = removed;
    await addToCart({ skuId: line.skuId, productId: line.productId, quantity: line.quantity }, line.stock).catch(() => null);
    if (session.loggedIn) await load();
  };
  const checkout = () => {
    if (!session.loggedIn) {
      showToast(t('catalog.loginFirst'), { type: 'warning' });
      return goToLogin();
    }
    window.location.assign(localePath(locale, '/closing'));
  };

  const buyable = view.lines.filter((line) => line.available);
  const allSelected = buyable.length > 0 && buyable.every((line) => line.selected);
  // As tall as the screen, like the loading state before it: an empty or short cart must not pull the footer up into view.
  return (
    <div className="min-h-svh space-y-4">
      <BuyAgainNotice locale={locale} />
      {removed && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-800 px-4 py-2 text-sm text-white">
          <span>{t('cart.removed', { name: removed.line.productName })}</span>
          <button type="button" onClick={() => void undo()} className="font-semibold underline">
            {t('cart.undo')}
          </button>
        </div>
      )}
      {view.lines.length === 0 ? (
        <EmptyState message={t('cart.empty')} actionLabel={t('cart.goShopping')} actionHref={localePath(locale, '/product')} />
      ) : (
        <>
          {!session.loggedIn && <p className="rounded-md bg-amber-50 p-3 text-sm">{t('cart.localNote')}</p>}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={allSelected} onChange={(event) => void selectAll(event.target.checked)} className="h-4 w-4" />
            {t('cart.selectAll')}
          </label>
          <ul className="space-y-3">
            {view.lines.map((line) => (
              <CartLineRow
                key={line.skuId}
                line={line}
                locale={locale}
                priceWas={changedPrices.get(line.skuId)}
                onChange={(update) => void change(line, update)}
                onRemove={() => void remove(line)}
              />
            ))}
          </ul>
          <BottomBar desktop="card">
            <div className="min-w-0 text-sm lg:flex lg:flex-wrap lg:items-baseline lg:gap-x-3" aria-live="polite">
              <p className="text-xs text-slate-600 lg:text-sm lg:text-slate-800">
                {t('cart.selectedCount', { count: view.selectedCount })}
                <span aria-hidden="true"> · </span>
                <span data-testid="cart-weight">{t('cart.netWeight', { kg: formatKilograms(view.selectedNetWeightGrams) })}</span>
              </p>
              <p>
                <span className="font-semibold">{t('cart.subtotal')}</span>{' '}
                <span className="text-lg font-bold text-red-700" data-testid="cart-subtotal">
                  {formatPrice(view.selectedSubtotalFen)}
                </span>
              </p>
            </div>
            <button type="button" onClick={checkout} disabled={view.selectedCount === 0} className={bottomBarButtonClass}>
              {t('cart.checkout')}
            </button>
          </BottomBar>
          <p className="text-xs text-slate-500">{t('cart.freightNote')}</p>
          {session.loggedIn && <QuoteFromCart locale={locale} disabled={view.selectedCount === 0} />}
        </>
      )}
    </div>
  );
}

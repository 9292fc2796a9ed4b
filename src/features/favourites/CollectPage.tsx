import { useEffect, useState } from 'react';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { goToLogin, noData, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { ProductLive } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { addToCart } from '../cart/cart.ts';
import { ProductCard } from '../catalog/ProductCard.tsx';
import { markFavourites } from '../catalog/shared/favourites.store.ts';
import { MoveToCart } from './MoveToCart.tsx';

// The contracts (and zod) load beside the first call, after the first paint.
const favouritePage = () => import('../../schemas/favourites.ts').then((contracts) => contracts.favouritePage);
const productLiveOutput = () => import('../../schemas/catalog.ts').then((contracts) => contracts.productLiveOutput);

const pageInUrl = () => Number(new URLSearchParams(window.location.search).get('curPage')) || 1;

/** The logged-in customer's favourites, twenty a page: open, unfavourite, or move a pack to the cart. */
export default function CollectPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [live, setLive] = useState<Map<number, ProductLive>>(new Map());
  const [liveFailed, setLiveFailed] = useState(false);
  const { page, failed, load, reload } = usePagedList(
    async (curPage) => {
      const next = await post('favourite/list', { curPage }, favouritePage);
      const ids = next.items.map((item) => item.id);
      markFavourites(ids);
      setLiveFailed(false);
      // The page shows at once; its packs and prices follow.
      if (ids.length > 0)
        post('product/getLive', { ids }, productLiveOutput).then(
          (entries) => setLive(new Map(entries.map((entry) => [entry.id, entry]))),
          () => setLiveFailed(true),
        );
      return next;
    },
    [],
    { enabled: session.ready && session.loggedIn, firstPage: pageInUrl },
  );

  useEffect(() => {
    if (session.ready && !session.loggedIn) goToLogin();
  }, [session.ready, session.loggedIn]);

  if (failed || liveFailed) return <LoadFailed message={t('collect.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void reload()} />;
  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (!page) return <Loading label={t('account.loading')} />;
  if (page.total === 0) return <EmptyState message={t('collect.empty')} actionLabel={t('cart.goShopping')} actionHref={localePath(locale, '/product')} />;

  const moveToCart = async (productId: number, skuId: number, stock: number) => {
    const added = await addToCart({ skuId, productId, quantity: 1 }, stock).catch(() => null);
    if (!added) return;
    await post('favourite/remove', { productId }, noData).catch(() => null);
    showToast(t('collect.moved'), { type: 'success' });
    await load(page.items.length === 1 && page.curPage > 1 ? page.curPage - 1 : page.curPage);
  };
  const goTo = (curPage: number) => {
    window.history.pushState(null, '', `?curPage=${curPage}`);
    void load(curPage);
  };

  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-600">
        {t('pagination.total', { total: page.total })}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {page.items.map((product) => (
          <li key={product.id} className="flex flex-col gap-2">
            <ProductCard product={product} locale={locale} />
            <MoveToCart
              locale={locale}
              productName={product.name}
              packs={live.get(product.id)?.skus ?? []}
              onMove={(skuId, stock) => moveToCart(product.id, skuId, stock)}
            />
          </li>
        ))}
      </ul>
      <Pagination page={page.curPage} pageCount={page.pageCount} hrefOf={(curPage) => `?curPage=${curPage}`} onPage={goTo} locale={locale} />
    </div>
  );
}

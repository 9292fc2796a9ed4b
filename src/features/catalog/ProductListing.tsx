import { useCallback, useEffect, useRef, useState } from 'react';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { localePath } from '../../lib/i18n.ts';
import { DESKTOP, useMediaQuery } from '../../lib/use-media-query.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { applicationLabels } from '../../schemas/applications.ts';
import type { ProductListOutput, ProductListQuery } from '../../schemas/catalog.ts';
import { categoryLevelKeys, PRODUCT_PAGE_SIZE, productSorts } from '../../schemas/catalog-values.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { CompareLink } from '../compare/CompareButton.tsx';
import { ListingFilters } from './ListingFilters.tsx';
import { syncSiteState } from './listing-state.ts';
import { queryFromSearch, searchFromQuery, withChange } from './listing-url.ts';
import { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';
import { fetchProducts } from './shared/catalog.api.ts';
import { loadFavourites } from './shared/favourites.store.ts';

type Status = 'loading' | 'ready' | 'failed';

/**
 * /product: the whole listing state (keyword, filters, sort, page) lives in the URL query, so a link,
 * a reload and Back/Forward all show the same listing; the shared site stores follow it.
 */
export default function ProductListing({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [query, setQuery] = useState<ProductListQuery | null>(null);
  const [result, setResult] = useState<ProductListOutput | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const desktop = useMediaQuery(DESKTOP);
  const filtersDialog = useRef<HTMLDialogElement>(null);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const latestRequest = useRef(0);

  useEffect(() => {
    const read = () => setQuery(queryFromSearch(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  useEffect(() => {
    if (!query) return;
    syncSiteState(query);
    const request = ++latestRequest.current;
    setStatus('loading');
    fetchProducts(query).then(
      (answer) => {
        if (request !== latestRequest.current) return;
        setResult(answer);
        setStatus('ready');
        loadFavourites(answer.items.map((item) => item.id)).catch(() => {});
      },
      () => {
        if (request === latestRequest.current) setStatus('failed');
      },
    );
  }, [query, attempt]);

  const change = useCallback(
    (update: Partial<ProductListQuery>) => {
      if (!query) return;
      const next = withChange(query, update);
      window.history.pushState(null, '', `${window.location.pathname}${searchFromQuery(next)}`);
      setQuery(next);
      if ('curPage' in update) {
        heading.current?.focus({ preventScroll: true });
        heading.current?.scrollIntoView({ block: 'start' });
      }
    },
    [query],
  );

  const keyword = query?.keyword;
  const chips = query && result ? activeFilters(query, result, locale, t) : [];
  const hrefOf = (page: number) =>
    `${typeof window === 'undefined' ? '' : window.location.pathname}${searchFromQuery(withChange(query ?? {}, { curPage: page }))}`;

  return (
    <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-6">
      <aside className="mb-4 lg:mb-0">
        {/* Both are in the first render, each shown by its screen, so that nothing moves once the script knows the screen. */}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => filtersDialog.current?.showModal()}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium lg:hidden"
        >
          {chips.length ? t('catalog.filtersChosen', { count: chips.length }) : t('catalog.filters')}
        </button>
        <div id="listing-filters" className="hidden rounded-xl bg-white p-2 shadow-sm lg:block">
          {desktop && query && <ListingFilters query={query} facets={result?.facets ?? null} locale={locale} onChange={change} />}
        </div>
        {!desktop && (
          // On a phone the filters open over the listing; each choice applies at once, the count follows.
          <dialog
            ref={filtersDialog}
            aria-labelledby="listing-filters-title"
            className="m-0 ml-auto h-dvh max-h-none w-[min(24rem,90vw)] max-w-none bg-white p-0 backdrop:bg-slate-900/40"
          >
            <div className="flex h-full flex-col">
              <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                <h2 id="listing-filters-title" className="text-base font-semibold">
                  {t('catalog.filters')}
                </h2>
                <button type="button" onClick={() => filtersDialog.current?.close()} aria-label={t('catalog.closeFilters')} className="h-9 w-9 text-xl">
                  ×
                </button>
              </div>
              <div id="listing-filters-phone" className="min-h-0 flex-1 overflow-y-auto p-2">
                {query && <ListingFilters query={query} facets={result?.facets ?? null} locale={locale} onChange={change} />}
              </div>
              <div className="flex gap-2 border-t border-slate-200 p-3">
                <button type="button" onClick={() => change(clearAll)} className="flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm">
                  {t('catalog.resetFilters')}
                </button>
                <button
                  type="button"
                  onClick={() => filtersDialog.current?.close()}
                  className="flex-[2] rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white"
                >
                  {status === 'ready' && result ? t('catalog.showResults', { count: result.total }) : t('catalog.loading')}
                </button>
              </div>
            </div>
          </dialog>
        )}
      </aside>

      <section aria-labelledby="listing-heading" className="min-w-0">
        <h1 id="listing-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {keyword ? t('catalog.searchHeading', { keyword }) : t('catalog.heading')}
        </h1>
        {/* On a line of its own, one line high even when empty: beside the heading, a count longer or shorter than "loading" moved. */}
        <p role="status" className="mt-1 min-h-5 text-sm text-slate-600">
          {status === 'loading' ? t('catalog.loading') : result && status === 'ready' ? t('catalog.total', { count: result.total }) : ''}
        </p>
        {status === 'ready' && keyword && result?.correctedKeyword && (
          <p data-testid="corrected-keyword" className="mt-1 text-sm text-slate-700">
            {t('catalog.correctedKeyword', { keyword, corrected: result.correctedKeyword })}
          </p>
        )}
        {status === 'ready' && keyword && result?.relaxedKeyword && (
          <p data-testid="relaxed-keyword" className="mt-1 text-sm text-slate-700">
            {t('catalog.relaxedKeyword', { keyword: result.relaxedKeyword })}
          </p>
        )}

        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={t('catalog.sortLabel')} className="flex flex-wrap gap-1">
            {productSorts.map((sort) => (
              <button
                key={sort}
                type="button"
                aria-pressed={(query?.sort ?? 'comprehensive') === sort}
                onClick={() => change({ sort })}
                className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {t(`catalog.sort.${sort}`)}
              </button>
            ))}
          </div>
          <CompareLink locale={locale} />
        </div>

        {chips.length > 0 && (
          <ul className="mt-3 flex flex-wrap items-center gap-2" aria-label={t('catalog.filters')}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  onClick={() => change(chip.clear)}
                  aria-label={t('catalog.remove', { name: chip.label })}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 hover:bg-brand-100"
                >
                  {chip.label} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => change(clearAll)} className="px-2 py-1 text-sm text-slate-600 underline">
                {t('catalog.clearAll')}
              </button>
            </li>
          </ul>
        )}

        <div className="mt-4">
          {status === 'failed' ? (
            <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm">
              <p>{t('catalog.loadFailed')}</p>
              <button type="button" onClick={() => setAttempt((count) => count + 1)} className="mt-3 rounded-md bg-brand-600 px-4 py-2 text-sm text-white">
                {t('catalog.retry')}
              </button>
            </div>
          ) : status === 'loading' || !result ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
              {Array.from({ length: Math.min(PRODUCT_PAGE_SIZE, result?.items.length || PRODUCT_PAGE_SIZE) }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          ) : result.items.length === 0 ? (
            <div className="rounded-xl bg-white p-6 text-center shadow-sm">
              <p className="text-lg font-semibold">{t('catalog.empty')}</p>
              <p className="mt-2 text-sm text-slate-600">{t('catalog.emptyHint')}</p>
              {keyword && (
                <ul data-testid="search-tips" className="mx-auto mt-3 max-w-md list-disc space-y-1 pl-5 text-left text-sm text-slate-600">
                  <li>{t('catalog.tipFewerWords')}</li>
                  <li>{t('catalog.tipCiName')}</li>
                  <li>
                    <a href={localePath(locale, '/colorList')}>{t('catalog.tipColourCard')}</a>
                  </li>
                </ul>
              )}
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                {(chips.length > 0 || keyword) && (
                  <button
                    type="button"
                    onClick={() => change({ ...clearAll, keyword: undefined })}
                    className="rounded-md border border-brand-600 px-4 py-2 text-sm text-brand-700"
                  >
                    {t('catalog.clearFilters')}
                  </button>
                )}
                <a
                  href={localePath(locale, '/requirement') + (keyword ? `?keyword=${encodeURIComponent(keyword)}` : '')}
                  className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white no-underline"
                >
                  {t('catalog.submitRequirement')}
                </a>
              </div>
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
              {result.items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} locale={locale} keyword={result.correctedKeyword ?? result.relaxedKeyword ?? keyword} />
                </li>
              ))}
            </ul>
          )}
        </div>

        {result && status !== 'failed' && (
          <div className="mt-6">
            <Pagination page={query?.curPage ?? 1} pageCount={result.pageCount} hrefOf={hrefOf} onPage={(curPage) => change({ curPage })} locale={locale} />
          </div>
        )}
      </section>
    </div>
  );
}

const clearAll: Partial<ProductListQuery> = {
  brandId: undefined,
  itemId: undefined,
  chId: undefined,
  threeLevelId: undefined,
  fourLevelId: undefined,
  applicability: undefined,
  inStock: undefined,
  hasSds: undefined,
  minPricePerKgFen: undefined,
  maxPricePerKgFen: undefined,
};

type Chip = { key: string; label: string; clear: Partial<ProductListQuery> };

/** The chosen filters as removable chips, named from the facets. */
function activeFilters(query: ProductListQuery, result: ProductListOutput, locale: Locale, t: ReturnType<typeof useTranslate>): Chip[] {
  const chips: Chip[] = [];
  if (query.brandId !== undefined) {
    const name = result.facets.brands.find((brand) => brand.id === query.brandId)?.name ?? `#${query.brandId}`;
    chips.push({ key: 'brand', label: name, clear: { brandId: undefined } });
  }
  categoryLevelKeys.forEach((key, index) => {
    const id = query[key];
    if (id === undefined) return;
    const name = result.facets.categories.find((category) => category.id === id)?.name ?? `#${id}`;
    const deeper = Object.fromEntries(categoryLevelKeys.slice(index).map((level) => [level, undefined]));
    chips.push({ key, label: name, clear: deeper });
  });
  if (query.applicability) {
    chips.push({ key: 'applicability', label: applicationLabels[query.applicability][locale], clear: { applicability: undefined } });
  }
  if (query.inStock) chips.push({ key: 'inStock', label: t('catalog.inStockOnly'), clear: { inStock: undefined } });
  if (query.hasSds) chips.push({ key: 'hasSds', label: t('catalog.hasSds'), clear: { hasSds: undefined } });
  if (query.minPricePerKgFen !== undefined || query.maxPricePerKgFen !== undefined) {
    const from = query.minPricePerKgFen === undefined ? '' : formatPrice(query.minPricePerKgFen);
    const to = query.maxPricePerKgFen === undefined ? '' : formatPrice(query.maxPricePerKgFen);
    chips.push({ key: 'price', label: `${t('catalog.priceRange')} ${from} – ${to}`, clear: { minPricePerKgFen: undefined, maxPricePerKgFen: undefined } });
  }
  return chips;
}

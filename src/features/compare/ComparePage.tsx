import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Loading } from '../../components/ui/Loading.tsx';
import { swatchClass } from '../../components/ui/swatch.ts';
import { ApiCallError } from '../../lib/api.ts';
import { localePath, translateCount } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type ApplicationCode, applicationLabels } from '../../schemas/applications.ts';
import type { ProductDetail } from '../../schemas/catalog.ts';
import { colourIndexLabel } from '../../schemas/colour-index.ts';
import type { Locale } from '../../schemas/common.ts';
import { MAX_COMPARED } from '../../schemas/compare-values.ts';
import { formatPrice } from '../../schemas/money.ts';
import { fetchProduct } from '../catalog/catalog.api.ts';
import { CompareBuy } from './CompareBuy.tsx';
import { inUseOrder, parameterNames, parameterValue, pricePerKgRange, sameForAll } from './compare-rows.ts';
import { useCompared } from './use-compared.ts';

/** A chosen product as loaded: its detail, or `missing` when the shop no longer has it. */
type Loaded = ProductDetail | 'missing';

/** One row of the table: its value per product as text (what "show differences only" compares), and how it shows when not as that text. */
type Row = { label: string; value: (product: ProductDetail) => string | null; show?: (product: ProductDetail) => ReactNode };

/**
 * /compare: the chosen products side by side, one column each. On a narrow screen the table scrolls
 * sideways under a sticky first column, so the row names stay in view.
 */
export default function ComparePage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  // The store and its zod/mini check load beside React, after the first paint, as on the listing.
  const { ids, store } = useCompared();
  const [loaded, setLoaded] = useState<ReadonlyMap<number, Loaded>>(new Map());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const wanted = ids.filter((id) => !loaded.has(id));
    if (wanted.length === 0) return;
    let live = true;
    setFailed(false);
    Promise.all(
      wanted.map((id) =>
        fetchProduct(id).then(
          (product): [number, Loaded] => [id, product],
          (error: unknown): [number, Loaded] => {
            if (error instanceof ApiCallError && error.kind === 'api') return [id, 'missing'];
            throw error;
          },
        ),
      ),
    ).then(
      (answers) => live && setLoaded((before) => new Map([...before, ...answers])),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [ids, loaded, attempt]);

  if (!store) return <Loading label={t('compare.loading')} />;

  const title = (
    <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
      {t('page.compare')}
    </h1>
  );
  const browse = (
    <a href={localePath(locale, '/product')} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white no-underline hover:bg-brand-700">
      {t('compare.browse')}
    </a>
  );

  if (ids.length === 0) {
    return (
      <div>
        {title}
        <div className="mt-4 rounded-xl bg-white p-6 text-center shadow-sm">
          <p className="text-lg font-semibold">{t('compare.empty')}</p>
          <p className="mt-2 text-sm text-slate-600">{t('compare.emptyHint', { max: MAX_COMPARED })}</p>
          <div className="mt-4">{browse}</div>
        </div>
      </div>
    );
  }

  const columns = ids.map((id) => ({ id, product: loaded.get(id) }));
  if (failed) {
    return (
      <div>
        {title}
        <div role="alert" className="mt-4 rounded-xl bg-white p-6 text-center shadow-sm">
          <p>{t('compare.loadFailed')}</p>
          <button type="button" onClick={() => setAttempt((count) => count + 1)} className="mt-3 rounded-md bg-brand-600 px-4 py-2 text-sm text-white">
            {t('catalog.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (columns.some((column) => column.product === undefined)) {
    return (
      <div>
        {title}
        <div className="mt-4">
          <Loading label={t('compare.loading')} />
        </div>
      </div>
    );
  }

  const products = columns.flatMap((column) => (column.product && column.product !== 'missing' ? [column.product] : []));
  const remove = (id: number) => {
    store.removeCompared(id);
    heading.current?.focus();
  };
  const cells = (cell: (product: ProductDetail) => ReactNode) =>
    columns.map(({ id, product }) => (
      <td key={id} className="border-b border-slate-100 px-3 py-2 align-top">
        {product && product !== 'missing' ? (cell(product) ?? <None />) : <None />}
      </td>
    ));
  const rows: Row[] = [
    { label: t('product.ciName'), value: colourIndexLabel },
    { label: t('product.chemistry'), value: (product) => product.chemistry || null },
    {
      label: t('compare.pricePerKg'),
      value: (product) => {
        const range = pricePerKgRange(product);
        if (!range) return t('catalog.noPrice');
        return range.min === range.max ? t('catalog.perKg', { price: range.min }) : t('compare.priceRange', range);
      },
    },
    {
      label: t('compare.packs'),
      value: (product) => product.skus.map((sku) => t('compare.pack', { label: sku.label, price: formatPrice(sku.priceFen) })).join('\n') || null,
      show: (product) =>
        product.skus.length ? (
          <ul className="space-y-1">
            {product.skus.map((sku) => (
              <li key={sku.id}>{t('compare.pack', { label: sku.label, price: formatPrice(sku.priceFen) })}</li>
            ))}
          </ul>
        ) : null,
    },
    { label: t('product.specification'), value: (product) => product.specification || null },
    { label: t('product.brand'), value: (product) => product.brandName },
    { label: t('product.origin'), value: (product) => product.origin || null },
    {
      label: t('product.applicability'),
      value: (product) =>
        inUseOrder(product.applicability)
          .map((code) => applicationLabels[code as ApplicationCode]?.[locale] ?? code)
          .join(locale === 'zh' ? '、' : ', ') || null,
    },
    ...parameterNames(products).map((name): Row => ({ label: name, value: (product) => parameterValue(product, name) })),
  ];
  if (products.some((product) => product.documents.length > 0)) {
    rows.push({
      label: t('compare.documents'),
      value: (product) => product.documents.map((document) => document.url).join('\n') || null,
      show: (product) =>
        product.documents.length ? (
          <ul className="space-y-1">
            {product.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} target="_blank" rel="noopener" className="text-brand-700 underline">
                  {document.title}
                </a>{' '}
                <span className="text-slate-500">{t(`document.language.${document.language}`)}</span>
              </li>
            ))}
          </ul>
        ) : null,
    });
  }
  // Differences make sense between two products or more; a column the shop no longer has takes no part.
  const canFilter = products.length >= 2;
  const filtering = canFilter && differencesOnly;
  const shownRows = filtering ? rows.filter((row) => !sameForAll(products.map(row.value))) : rows;
  const hidden = rows.length - shownRows.length;

  const stickyCell =
    'sticky left-0 z-10 w-24 min-w-24 border-b border-r border-slate-200 bg-white px-3 py-2 text-left align-top font-medium text-slate-600 sm:w-40 sm:min-w-40';
  return (
    <div>
      {title}
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <p role="status">{t('compare.count', { count: ids.length, max: MAX_COMPARED })}</p>
        <button type="button" onClick={store.clearCompared} className="text-slate-600 underline">
          {t('compare.clear')}
        </button>
        {ids.length < MAX_COMPARED && (
          <a href={localePath(locale, '/product')} className="text-brand-700 underline">
            {t('compare.browse')}
          </a>
        )}
        {canFilter && (
          <label className="ml-auto inline-flex min-h-10 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              checked={differencesOnly}
              onChange={(event) => setDifferencesOnly(event.target.checked)}
              className="h-4 w-4 accent-brand-600"
            />
            {t('compare.differencesOnly')}
          </label>
        )}
        <span role="status" className="text-xs text-slate-500">
          {filtering && hidden > 0 ? translateCount(locale, 'compare.hiddenSame', hidden) : ''}
        </span>
      </div>
      <p className="mt-2 text-xs text-slate-500 sm:hidden">{t('compare.scrollHint')}</p>
      <div
        className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways, and a keyboard user must be able to scroll it.
        tabIndex={0}
        role="region"
        aria-label={t('page.compare')}
        data-testid="compare-scroller"
      >
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t('page.compare')}</caption>
          <thead>
            <tr>
              <th scope="col" className={stickyCell}>
                {t('compare.feature')}
              </th>
              {columns.map(({ id, product }) => {
                const name = product && product !== 'missing' ? product.name : `#${id}`;
                return (
                  <th key={id} scope="col" className="w-56 min-w-40 border-b border-slate-200 px-3 py-2 text-left align-top font-normal">
                    <div className="flex items-start justify-between gap-2">
                      {product && product !== 'missing' ? (
                        <div className="min-w-0">
                          <span
                            className={`mb-2 block h-10 rounded-md border border-black/10 ${swatchClass(product.hex)}`}
                            style={{ backgroundColor: product.hex ?? '#e2e8f0' }}
                          />
                          <a href={localePath(locale, `/productDetails/${id}`)} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                            {product.name}
                          </a>
                          <span className="block text-xs text-slate-500">{product.brandName}</span>
                          {product.retired && <span className="block text-xs text-red-700">{t('compare.unavailable')}</span>}
                        </div>
                      ) : (
                        <span className="text-slate-500">{t('compare.unavailable')}</span>
                      )}
                      <button
                        type="button"
                        onClick={() => remove(id)}
                        aria-label={t('compare.remove', { name })}
                        title={t('compare.remove', { name })}
                        className="-mr-2 -mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg text-slate-500 hover:bg-slate-100"
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={stickyCell}>
                {t('compare.buy')}
              </th>
              {cells((product) => (product.retired ? null : <CompareBuy product={product} locale={locale} />))}
            </tr>
            {shownRows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={stickyCell}>
                  {row.label}
                </th>
                {cells(row.show ?? row.value)}
              </tr>
            ))}
            {shownRows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-3 py-4 text-slate-600">
                  {t('compare.allSame')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function None() {
  return <span className="text-slate-400">—</span>;
}

import { useRef, useState } from 'react';
import { Loading } from '../../components/ui/Loading.tsx';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { MAX_COMPARED } from '../../schemas/compare-values.ts';
import { CompareTable } from './CompareTable.tsx';
import { CompareToolbar } from './CompareToolbar.tsx';
import { sameForAll } from './compare-rows.ts';
import { comparisonRows } from './comparison-rows.tsx';
import { useCompared } from './use-compared.ts';
import { useComparedProducts } from './use-compared-products.ts';

/** /compare: the chosen products side by side, one column each, with only the rows that differ if asked. */
export default function ComparePage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  // The store and its zod/mini check load beside React, after the first paint, as on the listing.
  const { ids, store } = useCompared();
  const { loaded, failed, retry } = useComparedProducts(ids);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  if (!store) return <Loading label={t('compare.loading')} />;

  const title = (
    <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
      {t('page.compare')}
    </h1>
  );
  if (ids.length === 0) {
    return (
      <div>
        {title}
        <div className="mt-4 rounded-xl bg-white p-6 text-center shadow-sm">
          <p className="text-lg font-semibold">{t('compare.empty')}</p>
          <p className="mt-2 text-sm text-slate-600">{t('compare.emptyHint', { max: MAX_COMPARED })}</p>
          <div className="mt-4">
            <a href={localePath(locale, '/product')} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white no-underline hover:bg-brand-700">
              {t('compare.browse')}
            </a>
          </div>
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
          <button type="button" onClick={retry} className="mt-3 rounded-md bg-brand-600 px-4 py-2 text-sm text-white">
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
  const rows = comparisonRows(products, t, locale);
  // Differences make sense between two products or more; a column the shop no longer has takes no part.
  const canFilter = products.length >= 2;
  const shownRows = canFilter && differencesOnly ? rows.filter((row) => !sameForAll(products.map(row.value))) : rows;
  const remove = (id: number) => {
    store.removeCompared(id);
    heading.current?.focus();
  };

  return (
    <div>
      {title}
      <CompareToolbar
        count={ids.length}
        onClear={store.clearCompared}
        canFilter={canFilter}
        differencesOnly={differencesOnly}
        onDifferencesOnly={setDifferencesOnly}
        hidden={rows.length - shownRows.length}
        locale={locale}
      />
      <p className="mt-2 text-xs text-slate-500 sm:hidden">{t('compare.scrollHint')}</p>
      <CompareTable columns={columns} rows={shownRows} onRemove={remove} locale={locale} />
    </div>
  );
}

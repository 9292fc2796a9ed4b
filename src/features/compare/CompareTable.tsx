import type { ReactNode } from 'react';
import { useTranslate } from '../../lib/use-translate.ts';
import type { ProductDetail } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { CompareBuy } from './CompareBuy.tsx';
import type { Row } from './comparison-rows.tsx';
import { ProductColumnHead } from './ProductColumnHead.tsx';
import type { Loaded } from './use-compared-products.ts';

type Props = { columns: { id: number; product: Loaded | undefined }[]; rows: Row[]; onRemove: (id: number) => void; locale: Locale };

const stickyCell =
  'sticky left-0 z-10 w-24 min-w-24 border-b border-r border-slate-200 bg-white px-3 py-2 text-left align-top font-medium text-slate-600 sm:w-40 sm:min-w-40';

/**
 * The products side by side, one column each, with a row to buy and the rows shown. On a narrow screen
 * the table scrolls sideways under a sticky first column, so the row names stay in view.
 */
export function CompareTable({ columns, rows, onRemove, locale }: Props) {
  const t = useTranslate(locale);
  const cells = (cell: (product: ProductDetail) => ReactNode) =>
    columns.map(({ id, product }) => (
      <td key={id} className="border-b border-slate-100 px-3 py-2 align-top">
        {product && product !== 'missing' ? (cell(product) ?? <None />) : <None />}
      </td>
    ));
  return (
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
            {columns.map(({ id, product }) => (
              <ProductColumnHead key={id} id={id} product={product} onRemove={() => onRemove(id)} locale={locale} />
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={stickyCell}>
              {t('compare.buy')}
            </th>
            {cells((product) => (product.retired ? null : <CompareBuy product={product} locale={locale} />))}
          </tr>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={stickyCell}>
                {row.label}
              </th>
              {cells(row.show ?? row.value)}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 1} className="px-3 py-4 text-slate-600">
                {t('compare.allSame')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function None() {
  return <span className="text-slate-400">—</span>;
}

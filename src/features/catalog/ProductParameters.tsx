import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { swatchClass } from '../../components/ui/swatch.ts';
import { formatDate } from '../../lib/dates.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { $chosenSkuId, $productLive, loadProductLive } from './product-live.store.ts';

export type ParameterRow = { label: string; value: string; swatches?: { label: string; hex: string }[] };

type Props = { productId: number; locale: Locale; rows: ParameterRow[] };

/** The parameters table: what the build knows, and stock, prices and update date of the chosen pack read live. */
export default function ProductParameters({ productId, locale, rows }: Props) {
  const t = useTranslate(locale);
  const state = useStore($productLive);
  const chosenId = useStore($chosenSkuId);
  useEffect(() => {
    loadProductLive(productId);
  }, [productId]);

  const live = state.status === 'ready' ? state.live : null;
  const chosen = live?.skus.find((sku) => sku.id === chosenId) ?? null;
  const pending =
    state.status === 'loading' ? (
      <span className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200">
        <span className="sr-only">{t('product.loadingLive')}</span>
      </span>
    ) : (
      '—'
    );
  const liveRows: [string, string | null][] = [
    [t('product.stock'), chosen ? String(chosen.stock) : null],
    [t('product.unitPrice'), chosen ? `${formatPrice(chosen.priceFen)} / ${chosen.label}` : null],
    [t('product.perKgPrice'), chosen ? t('catalog.perKg', { price: formatPrice(chosen.pricePerKgFen) }) : null],
    [t('product.updated'), live ? formatDate(live.updatedAt, locale) : null],
  ];

  return (
    <table className="w-full text-left text-sm">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100">
            <th scope="row" className="w-36 py-2 pr-4 align-top font-medium text-slate-600">
              {row.label}
            </th>
            <td className="py-2">
              {row.swatches ? (
                <span className="flex flex-wrap gap-4">
                  {row.swatches.map((swatch) => (
                    <span key={swatch.label} className="inline-flex items-center gap-2">
                      <span
                        className={`inline-block h-6 w-10 rounded border border-black/10 ${swatchClass(swatch.hex)}`}
                        style={{ backgroundColor: swatch.hex }}
                      />
                      {swatch.label} <span className="text-xs text-slate-500">{swatch.hex}</span>
                    </span>
                  ))}
                </span>
              ) : (
                row.value
              )}
            </td>
          </tr>
        ))}
        {liveRows.map(([label, value]) => (
          <tr key={label} className="border-b border-slate-100">
            <th scope="row" className="w-36 py-2 pr-4 align-top font-medium text-slate-600">
              {label}
            </th>
            <td className="py-2">{value ?? pending}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { ReactNode } from 'react';
import type { useTranslate } from '../../lib/use-translate.ts';
import { type ApplicationCode, applicationLabels } from '../../schemas/applications.ts';
import type { ProductDetail } from '../../schemas/catalog.ts';
import { colourIndexLabel } from '../../schemas/colour-index.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { inUseOrder, parameterNames, parameterValue, pricePerKgRange } from './compare-rows.ts';

/** One row of the table: its value per product as text (what "show differences only" compares), and how it shows when not as that text. */
export type Row = { label: string; value: (product: ProductDetail) => string | null; show?: (product: ProductDetail) => ReactNode };

type Translate = ReturnType<typeof useTranslate>;

/** The rows of the comparison of `products`: colour index, chemistry, prices, packs, facts, every parameter any has, and documents when any has some. */
export function comparisonRows(products: ProductDetail[], t: Translate, locale: Locale): Row[] {
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
  return rows;
}

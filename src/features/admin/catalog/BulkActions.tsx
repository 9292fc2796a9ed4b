import { useEffect, useState } from 'react';
import { inputClass } from '../../../components/ui/form/Field.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { adminPost } from '../../../lib/api.ts';
import { localName } from '../../../lib/local-name.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { bulkActions, bulkDone, CATEGORY_LEAF_LEVEL, type PricePreview, pricePercent, pricePreview } from '../../../schemas/catalog-admin.ts';
import { formatPrice } from '../../../schemas/money.ts';
import { CategoryPicker } from './CategoryPicker.tsx';
import type { useCatalogOptions } from './catalog-options.ts';

type Action = (typeof bulkActions)[number];
type Props = { ids: number[]; options: ReturnType<typeof useCatalogOptions>; onDone: () => void };

/**
 * One action on the products chosen in the list: publish, unpublish, retire, restore, move to a
 * category, change brand, or change every pack's price by a percentage, which is previewed (each pack's
 * old and new price) before it is applied.
 */
export function BulkActions({ ids, options, onDone }: Props) {
  const t = useTranslate(currentLocale());
  const [action, setAction] = useState<Action>('publish');
  const [categoryId, setCategoryId] = useState('');
  const [brandId, setBrandId] = useState('');
  const [percent, setPercent] = useState('');
  const [percentError, setPercentError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PricePreview | null>(null);
  // A refusal is shown by the API client in a toast.
  const { busy, run } = useSubmit(currentLocale());
  // A preview is of the products chosen when it was made.
  const chosen = ids.join();
  useEffect(() => setPreview(null), [chosen]);

  const parsedPercent = () => {
    const checked = pricePercent.safeParse(Number(percent.trim() || Number.NaN));
    setPercentError(checked.success ? null : t('validation.percent'));
    return checked.success ? checked.data : null;
  };
  const choose = (next: Action) => {
    setAction(next);
    setPreview(null);
  };
  const showPreview = () =>
    run(async () => {
      const value = parsedPercent();
      if (value !== null) setPreview(await adminPost('catalog/product/bulk/pricePreview', { action: 'price', ids, percent: value }, pricePreview));
    });
  const apply = () =>
    run(async () => {
      const body =
        action === 'category'
          ? { action, ids, categoryId: Number(categoryId) }
          : action === 'brand'
            ? { action, ids, brandId: Number(brandId) }
            : action === 'price'
              ? { action, ids, percent: parsedPercent() }
              : { action, ids };
      if (action === 'retire' && !window.confirm(t('adminCatalog.bulk.confirmRetire', { count: ids.length }))) return;
      const done = await adminPost('catalog/product/bulk', body, bulkDone);
      showToast(t('adminCatalog.bulk.done', { count: done.count }), { type: 'success' });
      setPreview(null);
      onDone();
    });
  const ready =
    action === 'category'
      ? options.categories.some((category) => String(category.id) === categoryId && category.level === CATEGORY_LEAF_LEVEL)
      : action === 'brand'
        ? brandId !== ''
        : action === 'price'
          ? preview !== null && preview.outOfRange.length === 0
          : true;

  return (
    <section aria-label={t('adminCatalog.bulk.title')} className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <p className="w-full font-medium sm:w-auto">{t('adminCatalog.bulk.selected', { count: ids.length })}</p>
        <label>
          <span className="block text-slate-700">{t('adminCatalog.bulk.action')}</span>
          <select value={action} onChange={(event) => choose(event.target.value as Action)} className={inputClass}>
            {bulkActions.map((one) => (
              <option key={one} value={one}>
                {t(`adminCatalog.bulk.${one}`)}
              </option>
            ))}
          </select>
        </label>
        {action === 'category' && (
          <div className="min-w-0 sm:w-80">
            <CategoryPicker label={t('adminCatalog.field.categoryId')} categories={options.categories} value={categoryId} onChange={setCategoryId} />
          </div>
        )}
        {action === 'brand' && (
          <label>
            <span className="block text-slate-700">{t('adminCatalog.field.brandId')}</span>
            <select value={brandId} onChange={(event) => setBrandId(event.target.value)} className={inputClass}>
              <option value="">{t('adminCatalog.choose')}</option>
              {options.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {localName(brand.nameZh, brand.nameEn)}
                </option>
              ))}
            </select>
          </label>
        )}
        {action === 'price' && (
          <>
            <label>
              <span className="block text-slate-700">{t('adminCatalog.bulk.percent')}</span>
              <input
                inputMode="decimal"
                value={percent}
                onChange={(event) => {
                  setPercent(event.target.value);
                  setPreview(null);
                }}
                aria-invalid={percentError !== null}
                aria-describedby={percentError ? 'bulk-percent-error' : undefined}
                className={`${inputClass} w-28`}
              />
            </label>
            <button type="button" disabled={busy} onClick={() => void showPreview()} className="rounded-md border border-slate-300 px-3 py-2">
              {t('adminCatalog.bulk.preview')}
            </button>
          </>
        )}
        <button
          type="button"
          disabled={busy || !ready}
          onClick={() => void apply()}
          className="rounded-md bg-brand-600 px-3 py-2 text-white disabled:opacity-50"
        >
          {t('adminCatalog.bulk.apply')}
        </button>
      </div>
      {percentError && (
        <p id="bulk-percent-error" className="text-red-700">
          {percentError}
        </p>
      )}
      {action === 'price' && preview && <PriceTable preview={preview} />}
    </section>
  );
}

/** Each pack's price and per-kg price, before → after; packs the change would take out of range are marked. */
function PriceTable({ preview }: { preview: PricePreview }) {
  const t = useTranslate(currentLocale());
  const outOfRange = new Set(preview.outOfRange);
  if (preview.changes.length === 0) return <p className="text-slate-600">{t('adminCatalog.bulk.noPacks')}</p>;
  return (
    <div className="space-y-2">
      {outOfRange.size > 0 && <p className="text-red-700">{t('adminCatalog.bulk.outOfRange', { count: outOfRange.size })}</p>}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left">
          <caption className="sr-only">{t('adminCatalog.bulk.previewTitle')}</caption>
          <thead>
            <tr className="text-slate-600">
              <th className="py-1 pr-2 font-normal">{t('adminCatalog.bulk.pack')}</th>
              <th className="py-1 pr-2 font-normal">{t('adminCatalog.spec.price')}</th>
              <th className="py-1 font-normal">{t('adminCatalog.spec.pricePerKg')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.changes.map((change) => (
              <tr key={change.skuId} className={`border-t border-slate-100 ${outOfRange.has(change.skuId) ? 'text-red-700' : ''}`}>
                <td className="py-1 pr-2">
                  {change.productName} · {change.label}
                </td>
                <td className="py-1 pr-2">
                  {formatPrice(change.oldPriceFen)} → {formatPrice(change.newPriceFen)}
                </td>
                <td className="py-1">
                  {formatPrice(change.oldPricePerKgFen)} → {formatPrice(change.newPricePerKgFen)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { inputClass } from '../../../components/ui/form/Field.tsx';
import { adminPost } from '../../../lib/api.ts';
import { localName } from '../../../lib/local-name.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { adminProductPage, type ProductState, productStates } from '../../../schemas/catalog-admin.ts';
import { AdminPagedList } from '../AdminPagedList.tsx';
import { $publishes } from '../publishes.store.ts';
import { StatusFilter } from '../StatusFilter.tsx';
import { BulkActions } from './BulkActions.tsx';
import { hasUnpublishedChanges, servedBuildId } from './build-time.ts';
import { useCatalogOptions } from './catalog-options.ts';
import { ProductEditor } from './ProductEditor.tsx';

const stateBadge: Record<ProductState, string> = {
  published: 'bg-green-50 text-green-800',
  unpublished: 'bg-slate-100 text-slate-700',
  retired: 'bg-amber-50 text-amber-800',
};

/**
 * Every product, published, unpublished or retired: search by number or name, filter by brand and state,
 * open one or add one, or choose some (on this page) for one action on all of them.
 */
export function ProductList() {
  const t = useTranslate(currentLocale());
  const options = useCatalogOptions();
  const [keyword, setKeyword] = useState('');
  const [brandId, setBrandId] = useState('');
  const [state, setState] = useState<ProductState | ''>('');
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [unpublished, setUnpublished] = useState(false);
  const { page, failed, load, reload } = usePagedList(
    async (curPage) => {
      const filter = {
        curPage,
        ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
        ...(brandId ? { brandId: Number(brandId) } : {}),
        ...(state ? { state } : {}),
      };
      const loaded = await adminPost('catalog/product/list', filter, adminProductPage);
      setSelected([]);
      return loaded;
    },
    [brandId, state],
  );
  // Looked at again once the list changes or a publish succeeds, without reloading the list.
  const publishes = useStore($publishes);
  const lastChangedAt = page?.lastChangedAt;
  useEffect(() => {
    if (lastChangedAt === undefined) return;
    void servedBuildId().then((buildId) => setUnpublished(hasUnpublishedChanges(lastChangedAt, buildId)));
  }, [lastChangedAt, publishes]);

  if (open !== null)
    return (
      <ProductEditor
        id={open === 'new' ? null : open}
        options={options}
        onBack={() => {
          setOpen(null);
          void reload();
        }}
      />
    );
  return (
    <div className="space-y-4 text-sm">
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void load();
        }}
      >
        <label className="w-full min-w-0 sm:w-auto sm:flex-1">
          <span className="block text-slate-700">{t('adminCatalog.keyword')}</span>
          <input type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} className={inputClass} />
        </label>
        <label>
          <span className="block text-slate-700">{t('adminCatalog.brand')}</span>
          <select value={brandId} onChange={(event) => setBrandId(event.target.value)} className={inputClass}>
            <option value="">{t('adminCatalog.allBrands')}</option>
            {options.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {localName(brand.nameZh, brand.nameEn)}
              </option>
            ))}
          </select>
        </label>
        <StatusFilter
          label={t('adminCatalog.state')}
          value={state}
          onChange={setState}
          statuses={productStates}
          nameOf={(one) => t(`adminCatalog.state.${one}`)}
          allLabel={t('adminCatalog.allStates')}
        />
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-2">
          {t('adminCatalog.search')}
        </button>
        <button type="button" onClick={() => setOpen('new')} className="rounded-md bg-brand-600 px-3 py-2 text-white">
          {t('adminCatalog.newProduct')}
        </button>
      </form>
      {unpublished && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-amber-800">
          {t('adminCatalog.unpublishedChanges')}
        </p>
      )}
      {page && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-600">{t('adminCatalog.total', { count: page.total })}</p>
          {page.items.length > 0 && (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={page.items.every((product) => selected.includes(product.id))}
                onChange={(event) => setSelected(event.target.checked ? page.items.map((product) => product.id) : [])}
              />
              {t('adminCatalog.bulk.selectPage')}
            </label>
          )}
        </div>
      )}
      {selected.length > 0 && <BulkActions ids={selected} options={options} onDone={() => void reload()} />}
      <AdminPagedList page={page} failed={failed} failedMessage={t('adminCatalog.loadFailed')} load={load}>
        {(product) => (
          <li key={product.id} className="flex flex-wrap items-center gap-3 py-3">
            <input
              type="checkbox"
              checked={selected.includes(product.id)}
              onChange={(event) => setSelected(event.target.checked ? [...selected, product.id] : selected.filter((id) => id !== product.id))}
              aria-label={t('adminCatalog.bulk.selectOne', { name: localName(product.nameZh, product.nameEn) })}
              className="h-5 w-5"
            />
            {product.imageUrl ? (
              <img src={product.imageUrl} alt="" className="h-10 w-10 rounded object-cover" />
            ) : (
              <span className="h-10 w-10 rounded bg-slate-100" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">
                {localName(product.nameZh, product.nameEn)} <span className="text-slate-500">{product.code}</span>
              </p>
              <p className="text-slate-600">
                {localName(product.brandNameZh, product.brandNameEn)} · {t('adminCatalog.specCount', { count: product.specCount })} ·{' '}
                {t('adminCatalog.stockTotal', { count: product.stock })}{' '}
                <span className={`rounded px-1.5 ${stateBadge[product.state]}`}>{t(`adminCatalog.state.${product.state}`)}</span>
              </p>
            </div>
            <button
              type="button"
              onClick={() => setOpen(product.id)}
              aria-label={t('adminCatalog.editOf', { name: localName(product.nameZh, product.nameEn) })}
              className="rounded-md border border-slate-300 px-3 py-1"
            >
              {t('admin.edit')}
            </button>
          </li>
        )}
      </AdminPagedList>
    </div>
  );
}

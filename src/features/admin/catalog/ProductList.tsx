import { useEffect, useState } from 'react';
import { inputClass } from '../../../components/ui/Field.tsx';
import { adminPost } from '../../../lib/api.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type AdminProductPage, adminProductPage } from '../../../schemas/catalog-admin.ts';
import { AdminPagedList } from '../AdminPagedList.tsx';
import { hasUnpublishedChanges, servedBuildId } from './build-time.ts';
import { useCatalogOptions } from './catalog-options.ts';
import { ProductEditor } from './ProductEditor.tsx';

type Published = '' | 'yes' | 'no';

/** Every product, published or not: search by number or name, filter by brand and state, open one or add one. */
export function ProductList() {
  const t = useTranslate('zh');
  const options = useCatalogOptions();
  const [keyword, setKeyword] = useState('');
  const [brandId, setBrandId] = useState('');
  const [published, setPublished] = useState<Published>('');
  const [page, setPage] = useState<AdminProductPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [unpublished, setUnpublished] = useState(false);

  const load = (curPage = 1) => {
    setFailed(false);
    const filter = {
      curPage,
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(brandId ? { brandId: Number(brandId) } : {}),
      ...(published ? { published: published === 'yes' } : {}),
    };
    adminPost('catalog/product/list', filter, adminProductPage).then(
      async (loaded) => {
        setPage(loaded);
        setUnpublished(hasUnpublishedChanges(loaded.lastChangedAt, await servedBuildId()));
      },
      () => setFailed(true),
    );
  };
  useEffect(() => load(), [brandId, published]);

  if (open !== null)
    return (
      <ProductEditor
        id={open === 'new' ? null : open}
        options={options}
        onBack={() => {
          setOpen(null);
          load(page?.curPage);
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
          load();
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
                {brand.nameZh}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="block text-slate-700">{t('adminCatalog.state')}</span>
          <select value={published} onChange={(event) => setPublished(event.target.value as Published)} className={inputClass}>
            <option value="">{t('adminCatalog.allStates')}</option>
            <option value="yes">{t('adminCatalog.published')}</option>
            <option value="no">{t('adminCatalog.unpublished')}</option>
          </select>
        </label>
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
      {page && <p className="text-slate-600">{t('adminCatalog.total', { count: page.total })}</p>}
      <AdminPagedList page={page} failed={failed} failedMessage={t('adminCatalog.loadFailed')} load={load}>
        {(product) => (
          <li key={product.id} className="flex flex-wrap items-center gap-3 py-3">
            {product.imageUrl ? (
              <img src={product.imageUrl} alt="" className="h-10 w-10 rounded object-cover" />
            ) : (
              <span className="h-10 w-10 rounded bg-slate-100" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">
                {product.nameZh} <span className="text-slate-500">{product.code}</span>
              </p>
              <p className="text-slate-600">
                {product.brandName} · {t('adminCatalog.specCount', { count: product.specCount })} · {t('adminCatalog.stockTotal', { count: product.stock })} ·{' '}
                {product.published ? t('adminCatalog.published') : t('adminCatalog.unpublished')}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setOpen(product.id)}
              aria-label={t('adminCatalog.editOf', { name: product.nameZh })}
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

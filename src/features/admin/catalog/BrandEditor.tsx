import { type SubmitEvent, useEffect, useState } from 'react';
import { z } from 'zod';
import { TextField } from '../../../components/ui/form/Field.tsx';
import { Loading } from '../../../components/ui/Loading.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { adminPost } from '../../../lib/api.ts';
import { localName } from '../../../lib/local-name.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type AdminBrand, adminBrand, brandFields } from '../../../schemas/catalog-admin.ts';

const textKeys = ['nameZh', 'nameEn', 'countryZh', 'countryEn', 'logoUrl', 'descriptionZh', 'descriptionEn'] as const;
type Form = Record<(typeof textKeys)[number], string> & { sort: string; popular: boolean };
const emptyForm: Form = {
  nameZh: '',
  nameEn: '',
  countryZh: '',
  countryEn: '',
  logoUrl: '/images/brands/',
  descriptionZh: '',
  descriptionEn: '',
  sort: '0',
  popular: false,
};

/** A brand's editable fields only: the schema is strict, and its id, slug and product count are not fields. */
const formOf = (brand: AdminBrand): Form => ({
  ...(Object.fromEntries(textKeys.map((key) => [key, brand[key]])) as Record<(typeof textKeys)[number], string>),
  sort: String(brand.sort),
  popular: brand.popular,
});

/** Brands: rename and edit (both languages), order, mark popular, add; a brand with products cannot be deleted. */
export function BrandEditor() {
  const t = useTranslate(currentLocale());
  const [brands, setBrands] = useState<AdminBrand[] | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const load = () => adminPost('catalog/brand/list', {}, z.array(adminBrand)).then(setBrands, () => setBrands([]));
  useEffect(() => void load(), []);
  const done = () => {
    setEditing(null);
    void load();
  };
  if (!brands) return <Loading label={t('admin.loading')} />;

  const remove = async (brand: AdminBrand) => {
    if (!window.confirm(t('admin.confirmDelete', { name: localName(brand.nameZh, brand.nameEn) }))) return;
    try {
      await adminPost('catalog/brand/delete', { id: brand.id }, z.unknown());
      await load();
    } catch {
      // The client has shown the reason (a brand with products stays).
    }
  };

  return (
    <div className="space-y-3 text-sm">
      <button type="button" onClick={() => setEditing('new')} className="rounded-md bg-brand-600 px-3 py-2 text-white">
        {t('adminCatalog.newBrand')}
      </button>
      {editing === 'new' && <BrandForm brand={null} onDone={done} />}
      <ul className="divide-y divide-slate-100">
        {brands.map((brand) => (
          <li key={brand.id} className="space-y-2 py-2">
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-medium">{localName(brand.nameZh, brand.nameEn)}</span>
              <span className="text-slate-600">{brand.nameEn}</span>
              <span className="text-slate-600">{t('adminCatalog.productCount', { count: brand.productCount })}</span>
              <span className="ml-auto flex gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(editing === brand.id ? null : brand.id)}
                  aria-label={t('adminCatalog.editOf', { name: localName(brand.nameZh, brand.nameEn) })}
                  className="rounded border px-2"
                >
                  {t('admin.edit')}
                </button>
                <button
                  type="button"
                  onClick={() => void remove(brand)}
                  aria-label={t('adminCatalog.deleteOf', { name: localName(brand.nameZh, brand.nameEn) })}
                  className="rounded border border-red-300 px-2 text-red-700"
                >
                  {t('admin.delete')}
                </button>
              </span>
            </div>
            {editing === brand.id && <BrandForm brand={brand} onDone={done} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function BrandForm({ brand, onDone }: { brand: AdminBrand | null; onDone: () => void }) {
  const t = useTranslate(currentLocale());
  const [form, setForm] = useState<Form>(brand ? formOf(brand) : emptyForm);
  const { fieldErrors: errors, submit } = useSubmit(currentLocale());
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(brandFields, { ...form, sort: Number(form.sort) }, async (input) => {
      await adminPost(brand ? 'catalog/brand/update' : 'catalog/brand/create', brand ? { id: brand.id, ...input } : input, adminBrand);
      showToast(t('admin.saved'), { type: 'success' });
      onDone();
    });
  };
  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      aria-label={brand ? t('adminCatalog.editOf', { name: localName(brand.nameZh, brand.nameEn) }) : t('adminCatalog.newBrand')}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {textKeys.map((key) => (
          <TextField
            key={key}
            label={t(`adminCatalog.brandField.${key}`)}
            error={errors[key]}
            value={form[key]}
            {...(key.startsWith('description') ? { rows: 3 } : {})}
            onChange={(value) => setForm({ ...form, [key]: value })}
          />
        ))}
        <TextField label={t('adminCatalog.sort')} error={errors.sort} value={form.sort} onChange={(value) => setForm({ ...form, sort: value })} />
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={form.popular} onChange={(event) => setForm({ ...form, popular: event.target.checked })} />
        {t('adminCatalog.brandField.popular')}
      </label>
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-white">
        {t('admin.save')}
      </button>
    </form>
  );
}

import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/ui/form/Field.tsx';
import { Loading } from '../../../components/ui/Loading.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { adminPost } from '../../../lib/api.ts';
import { localName } from '../../../lib/local-name.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type ApplicationCode, applicationCodes, applicationLabels } from '../../../schemas/applications.ts';
import { type AdminProduct, adminProduct, productFields, productKinds } from '../../../schemas/catalog-admin.ts';
import { DEFAULT_SAMPLE_SIZES_GRAMS } from '../../../schemas/samples.ts';
import { RichTextField } from '../rich-text/RichTextField.tsx';
import { CategoryPicker } from './CategoryPicker.tsx';
import type { useCatalogOptions } from './catalog-options.ts';
import { ProductDocuments } from './ProductDocuments.tsx';
import { ProductImages } from './ProductImages.tsx';
import { SpecList } from './SpecList.tsx';

type TextKey =
  | 'code'
  | 'nameZh'
  | 'nameEn'
  | 'ciName'
  | 'ciNumber'
  | 'chemistryZh'
  | 'chemistryEn'
  | 'originZh'
  | 'originEn'
  | 'specificationZh'
  | 'specificationEn'
  | 'introZh'
  | 'introEn'
  | 'naturalHex'
  | 'dilutedHex';
type Form = Record<TextKey, string> & {
  brandId: string;
  categoryId: string;
  kind: string;
  applicability: ApplicationCode[];
  freeShipping: boolean;
  sampleSizes: string;
};

const emptyForm: Form = {
  code: '',
  nameZh: '',
  nameEn: '',
  ciName: '',
  ciNumber: '',
  chemistryZh: '',
  chemistryEn: '',
  originZh: '',
  originEn: '',
  specificationZh: '',
  specificationEn: '',
  introZh: '',
  introEn: '',
  naturalHex: '',
  dilutedHex: '',
  brandId: '',
  categoryId: '',
  kind: 'organic',
  applicability: [],
  freeShipping: false,
  sampleSizes: DEFAULT_SAMPLE_SIZES_GRAMS.join(', '),
};
const lines: TextKey[] = ['code', 'nameZh', 'nameEn', 'ciName', 'ciNumber', 'chemistryZh', 'chemistryEn', 'originZh', 'originEn', 'naturalHex', 'dilutedHex'];
const texts: TextKey[] = ['specificationZh', 'specificationEn', 'introZh', 'introEn'];

/** The product's editable fields only: what else the answer holds (id, state, specs, images) is no field of the form's contract. */
const formOf = (product: AdminProduct): Form => ({
  ...(Object.fromEntries([...lines, ...texts].map((key) => [key, product[key] ?? ''])) as Record<TextKey, string>),
  brandId: String(product.brandId),
  categoryId: String(product.categoryId),
  kind: product.kind,
  applicability: product.applicability,
  freeShipping: product.freeShipping,
  sampleSizes: product.sampleSizesGrams.join(', '),
});

/** The form as the call's contract reads it: ids as numbers, an empty swatch as none. */
const inputOf = ({ sampleSizes, ...form }: Form) => ({
  ...form,
  brandId: Number(form.brandId) || 0,
  categoryId: Number(form.categoryId) || 0,
  naturalHex: form.naturalHex.trim() || null,
  dilutedHex: form.dilutedHex.trim() || null,
  // Grams separated by commas or spaces; a word that is no number is refused by the contract.
  sampleSizesGrams: sampleSizes
    .split(/[\s,，、]+/)
    .filter(Boolean)
    .map(Number),
});

type Props = { id: number | null; options: ReturnType<typeof useCatalogOptions>; onBack: () => void };

/** One product: its fields in both languages, then (once it exists) its specs with stock, its images and its published state. */
export function ProductEditor({ id, options, onBack }: Props) {
  const t = useTranslate(currentLocale());
  const [product, setProduct] = useState<AdminProduct | null>(null);
  const [form, setForm] = useState<Form>(emptyForm);
  const { fieldErrors: errors, submit } = useSubmit(currentLocale());
  const [productId, setProductId] = useState(id);

  // The product the form shows: one just created is not loaded again, which would undo what was typed meanwhile.
  const shownId = useRef<number | null>(null);
  const load = (which: number) =>
    adminPost('catalog/product/get', { id: which }, adminProduct).then(
      (loaded) => {
        shownId.current = loaded.id;
        setProduct(loaded);
        setForm(formOf(loaded));
      },
      () => {},
    );
  // After a spec, image or document changed: the product again, the fields being typed left as they are.
  const refresh = (which: number) => adminPost('catalog/product/get', { id: which }, adminProduct).then(setProduct, () => {});
  useEffect(() => {
    if (productId !== null && shownId.current !== productId) void load(productId);
  }, [productId]);

  if (productId !== null && !product) return <Loading label={t('admin.loading')} />;
  const set = (changes: Partial<Form>) => setForm({ ...form, ...changes });

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(productFields, inputOf(form), async (input) => {
      const saved = await adminPost(
        productId === null ? 'catalog/product/create' : 'catalog/product/update',
        productId === null ? input : { id: productId, ...input },
        adminProduct,
      );
      shownId.current = saved.id;
      setProduct(saved);
      setForm(formOf(saved));
      setProductId(saved.id);
      showToast(t('admin.saved'), { type: 'success' });
    });
  };

  const setPublished = async (published: boolean) => {
    if (productId === null) return;
    setProduct(await adminPost('catalog/product/publish', { id: productId, published }, adminProduct));
    showToast(published ? t('adminCatalog.nowPublished') : t('adminCatalog.nowUnpublished'), { type: 'success' });
  };

  const setRetired = async (retired: boolean) => {
    if (productId === null || !product) return;
    if (retired && !window.confirm(t('adminCatalog.confirmRetire', { name: localName(product.nameZh, product.nameEn) }))) return;
    setProduct(await adminPost('catalog/product/retire', { id: productId, retired }, adminProduct));
    showToast(retired ? t('adminCatalog.nowRetired') : t('adminCatalog.nowRestored'), { type: 'success' });
  };

  const remove = async () => {
    if (productId === null || !product || !window.confirm(t('admin.confirmDelete', { name: localName(product.nameZh, product.nameEn) }))) return;
    try {
      await adminPost('catalog/product/delete', { id: productId }, z.unknown());
      showToast(t('adminCatalog.deleted'), { type: 'success' });
      onBack();
    } catch {
      // The client has shown the reason: a product that was ordered is retired instead.
    }
  };

  return (
    <div className="space-y-6 text-sm">
      <button type="button" onClick={onBack} className="underline">
        {t('adminCatalog.backToList')}
      </button>
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {product ? localName(product.nameZh, product.nameEn) : t('adminCatalog.newProduct')}
        {product && <span className="rounded bg-slate-100 px-2 text-xs font-normal">{t(`adminCatalog.state.${product.state}`)}</span>}
      </h3>
      <form onSubmit={save} noValidate className="space-y-3" aria-label={t('adminCatalog.productForm')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {lines.map((key) => (
            <TextField key={key} label={t(`adminCatalog.field.${key}`)} error={errors[key]} value={form[key]} onChange={(value) => set({ [key]: value })} />
          ))}
          <SelectField
            label={t('adminCatalog.field.brandId')}
            error={errors.brandId}
            value={form.brandId}
            onChange={(value) => set({ brandId: value })}
            options={[
              { value: '', label: t('adminCatalog.choose') },
              ...options.brands.map((brand) => ({ value: String(brand.id), label: localName(brand.nameZh, brand.nameEn) })),
            ]}
          />
          <SelectField
            label={t('adminCatalog.field.kind')}
            error={errors.kind}
            value={form.kind}
            onChange={(value) => set({ kind: value })}
            options={productKinds.map((kind) => ({ value: kind, label: t(`adminCatalog.kind.${kind}`) }))}
          />
          <CategoryPicker
            label={t('adminCatalog.field.categoryId')}
            categories={options.categories}
            value={form.categoryId}
            onChange={(value) => set({ categoryId: value })}
            error={errors.categoryId}
          />
        </div>
        <fieldset className="space-y-1">
          <legend className="font-medium text-slate-700">{t('adminCatalog.field.applicability')}</legend>
          <div className="flex flex-wrap gap-3">
            {applicationCodes.map((code) => (
              <label key={code} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={form.applicability.includes(code)}
                  onChange={(event) =>
                    set({ applicability: event.target.checked ? [...form.applicability, code] : form.applicability.filter((item) => item !== code) })
                  }
                />
                {applicationLabels[code].zh}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.freeShipping} onChange={(event) => set({ freeShipping: event.target.checked })} />
          {t('adminCatalog.field.freeShipping')}
        </label>
        <TextField
          label={t('adminCatalog.field.sampleSizes')}
          error={Object.entries(errors).find(([path]) => path.startsWith('sampleSizesGrams'))?.[1]}
          value={form.sampleSizes}
          onChange={(value) => set({ sampleSizes: value })}
        />
        {texts.map((key) =>
          key.startsWith('intro') ? (
            <RichTextField key={key} label={t(`adminCatalog.field.${key}`)} error={errors[key]} value={form[key]} onChange={(value) => set({ [key]: value })} />
          ) : (
            <TextField
              key={key}
              label={t(`adminCatalog.field.${key}`)}
              error={errors[key]}
              value={form[key]}
              rows={2}
              onChange={(value) => set({ [key]: value })}
            />
          ),
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-white">
            {productId === null ? t('adminCatalog.createProduct') : t('admin.save')}
          </button>
          {product && (
            <button type="button" onClick={() => void setPublished(!product.published)} className="rounded-md border border-brand-600 px-4 py-2 text-brand-700">
              {product.published ? t('adminCatalog.unpublish') : t('adminCatalog.publishProduct')}
            </button>
          )}
          {product && (
            <button
              type="button"
              onClick={() => void setRetired(product.state !== 'retired')}
              className="rounded-md border border-amber-600 px-4 py-2 text-amber-800"
            >
              {product.state === 'retired' ? t('adminCatalog.restore') : t('adminCatalog.retire')}
            </button>
          )}
          {product && (
            <button type="button" onClick={() => void remove()} className="rounded-md border border-red-600 px-4 py-2 text-red-700">
              {t('adminCatalog.deleteProduct')}
            </button>
          )}
        </div>
      </form>
      {product && (
        <>
          <SpecList productId={product.id} specs={product.specs} onChanged={() => void refresh(product.id)} />
          <ProductImages product={product} onChanged={() => void refresh(product.id)} />
          <ProductDocuments product={product} onChanged={() => void refresh(product.id)} />
        </>
      )}
    </div>
  );
}

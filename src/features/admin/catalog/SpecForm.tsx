import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../../components/ui/form/Field.tsx';
import { adminPost } from '../../../lib/api.ts';
import { localName } from '../../../lib/local-name.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type AdminSpec, adminSpec, LOW_STOCK_THRESHOLD_DEFAULT, specFields, specUpdate } from '../../../schemas/catalog-admin.ts';
import { formatYuan, parseYuan } from '../../../schemas/money.ts';

type Form = {
  labelZh: string;
  labelEn: string;
  netWeightGrams: string;
  /** Blank: net weight plus packaging. */
  shippingWeightGrams: string;
  price: string;
  pricePerKg: string;
  lowStockThreshold: string;
  active: boolean;
};
const emptyForm: Form = {
  labelZh: '',
  labelEn: '',
  netWeightGrams: '',
  shippingWeightGrams: '',
  price: '',
  pricePerKg: '',
  lowStockThreshold: String(LOW_STOCK_THRESHOLD_DEFAULT),
  active: true,
};
const formOf = (spec: AdminSpec): Form => ({
  labelZh: spec.labelZh,
  labelEn: spec.labelEn,
  netWeightGrams: String(spec.netWeightGrams),
  shippingWeightGrams: spec.shippingWeightGrams === null ? '' : String(spec.shippingWeightGrams),
  price: formatYuan(spec.priceFen).replace(/,/g, ''),
  pricePerKg: formatYuan(spec.pricePerKgFen).replace(/,/g, ''),
  lowStockThreshold: String(spec.lowStockThreshold),
  active: spec.active,
});

/** Yuan typed by the operator as integer fen; anything else is left for the contract to refuse beside the field. */
const fenOf = (text: string) => parseYuan(text) ?? Number.NaN;

/** Adds a spec to a product, or edits one: labels, net weight in grams, pack and per-kg prices in yuan, on sale or not. */
export function SpecForm({ productId, spec, onSaved }: { productId: number; spec: AdminSpec | null; onSaved: () => void }) {
  const t = useTranslate(currentLocale());
  const [form, setForm] = useState<Form>(spec ? formOf(spec) : emptyForm);
  const { fieldErrors: errors, submit } = useSubmit(currentLocale());
  const set = (changes: Partial<Form>) => setForm({ ...form, ...changes });

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      labelZh: form.labelZh,
      labelEn: form.labelEn,
      netWeightGrams: Number(form.netWeightGrams || Number.NaN),
      shippingWeightGrams: form.shippingWeightGrams.trim() === '' ? null : Number(form.shippingWeightGrams),
      priceFen: fenOf(form.price),
      pricePerKgFen: fenOf(form.pricePerKg),
      lowStockThreshold: Number(form.lowStockThreshold || Number.NaN),
      active: form.active,
    };
    const send = async (input: object) => {
      await adminPost(spec ? 'catalog/spec/update' : 'catalog/spec/create', input, adminSpec);
      if (!spec) setForm(emptyForm);
      onSaved();
    };
    void (spec ? submit(specUpdate, { id: spec.id, ...values }, send) : submit(specFields, { productId, ...values }, send));
  };

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={spec ? t('adminCatalog.editSpecOf', { label: localName(spec.labelZh, spec.labelEn) }) : t('adminCatalog.addSpec')}
      className="space-y-3 rounded-lg border border-slate-200 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('adminCatalog.spec.labelZh')} error={errors.labelZh} value={form.labelZh} onChange={(value) => set({ labelZh: value })} />
        <TextField label={t('adminCatalog.spec.labelEn')} error={errors.labelEn} value={form.labelEn} onChange={(value) => set({ labelEn: value })} />
        <TextField
          label={t('adminCatalog.spec.netWeightGrams')}
          error={errors.netWeightGrams}
          value={form.netWeightGrams}
          onChange={(value) => set({ netWeightGrams: value })}
          type="text"
        />
        <TextField
          label={t('adminCatalog.spec.shippingWeightGrams')}
          error={errors.shippingWeightGrams}
          value={form.shippingWeightGrams}
          onChange={(value) => set({ shippingWeightGrams: value })}
        />
        <TextField label={t('adminCatalog.spec.price')} error={errors.priceFen} value={form.price} onChange={(value) => set({ price: value })} />
        <TextField
          label={t('adminCatalog.spec.pricePerKg')}
          error={errors.pricePerKgFen}
          value={form.pricePerKg}
          onChange={(value) => set({ pricePerKg: value })}
        />
        <TextField
          label={t('adminCatalog.spec.lowStockThreshold')}
          error={errors.lowStockThreshold}
          value={form.lowStockThreshold}
          onChange={(value) => set({ lowStockThreshold: value })}
        />
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={form.active} onChange={(event) => set({ active: event.target.checked })} />
        {t('adminCatalog.spec.active')}
      </label>
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-white">
        {spec ? t('admin.save') : t('adminCatalog.addSpec')}
      </button>
    </form>
  );
}

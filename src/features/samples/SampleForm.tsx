import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { post } from '../../lib/api.ts';
import { loadAllMessages, localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type Address, addressList } from '../../schemas/address.ts';
import type { Locale } from '../../schemas/common.ts';
import { type SampleOptions, sampleApplied, sampleApplyInput, sampleOptions } from '../../schemas/samples.ts';
import { userInfo } from '../../schemas/user-info.ts';

// The form's messages are beyond the product page's message set (src/lib/message-sets.ts).
if (typeof document !== 'undefined') await loadAllMessages();

const weight = (grams: number, locale: Locale) => (grams >= 1000 ? `${grams / 1000} kg` : `${grams} ${locale === 'zh' ? '克' : 'g'}`);

type Props = { productId: number; locale: Locale; onClose: () => void };

/** The sample request form: a size the product offers, what it is for, the company, one of the buyer's addresses, a note. */
export default function SampleForm({ productId, locale, onClose }: Props) {
  const t = useTranslate(locale);
  const [options, setOptions] = useState<SampleOptions | null>(null);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [form, setForm] = useState({ sizeGrams: '', purpose: '', company: '', addressId: '', note: '' });
  const [appliedId, setAppliedId] = useState<number | null>(null);
  const { busy, fieldErrors: errors, submit } = useSubmit(locale);

  const formRef = useRef<HTMLFormElement>(null);
  const shown = useRef(false);

  const load = () => {
    setFailed(false);
    Promise.all([
      post('sample/options', { productId }, sampleOptions),
      post('address/list', {}, addressList),
      post('user/getCurrentUserInfo', {}, userInfo),
    ]).then(
      ([loaded, list, user]) => {
        setOptions(loaded);
        setAddresses(list);
        setForm((current) => ({
          ...current,
          sizeGrams: String(loaded.sizes[0] ?? ''),
          // The buyer's company from their profile, unless they have typed one.
          company: current.company || user.companyName || '',
          addressId: String((list.find((address) => address.isDefault) ?? list[0])?.id ?? ''),
        }));
      },
      () => setFailed(true),
    );
  };
  useEffect(load, [productId]);
  // Once it has loaded, the form is brought into view with its first field focused, where the buyer pressed the button.
  const ready = options !== null && addresses !== null;
  useEffect(() => {
    const element = formRef.current;
    if (!ready || !element || shown.current) return;
    shown.current = true;
    element.scrollIntoView({ block: 'start' });
    element.querySelector<HTMLElement>('input:checked, input, select, textarea')?.focus({ preventScroll: true });
  }, [ready]);

  if (failed) return <LoadFailed message={t('sample.loadFailed')} retryLabel={t('cart.retry')} onRetry={load} />;
  if (!options || !addresses) return <Loading label={t('account.loading')} />;
  if (appliedId !== null) {
    return (
      <div role="status" className="space-y-2 rounded-lg bg-green-50 p-4 text-sm">
        <p className="font-semibold">{t('sample.applied', { id: appliedId })}</p>
        <p>{t('sample.promise')}</p>
        <a href={`${localePath(locale, '/profile')}#samples`}>{t('sample.follow')}</a>
      </div>
    );
  }
  if (options.sizes.length === 0) return <p className="text-sm text-slate-600">{t('sample.noSizes')}</p>;

  const set = (changes: Partial<typeof form>) => setForm({ ...form, ...changes });
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      productId,
      sizeGrams: Number(form.sizeGrams),
      purpose: form.purpose,
      company: form.company,
      addressId: Number(form.addressId) || 0,
      note: form.note,
    };
    void submit(sampleApplyInput, values, async (input) => setAppliedId((await post('sample/apply', input, sampleApplied)).id));
  };

  return (
    <form
      ref={formRef}
      onSubmit={send}
      noValidate
      aria-label={t('sample.form')}
      className="scroll-mt-32 space-y-3 rounded-lg border border-slate-200 p-4 text-sm"
    >
      <h2 className="text-base font-semibold">{t('sample.heading', { name: options.productName })}</h2>
      <p className="text-slate-600">{t('sample.limits', { open: options.limits.openPerCustomer, month: options.limits.perProductPerMonth })}</p>
      <fieldset>
        <legend className="font-medium text-slate-700">{t('sample.size')}</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {options.sizes.map((grams) => (
            <label key={grams} className="flex items-center gap-1">
              <input type="radio" name="sample-size" checked={form.sizeGrams === String(grams)} onChange={() => set({ sizeGrams: String(grams) })} />
              {weight(grams, locale)}
            </label>
          ))}
        </div>
        {errors.sizeGrams && <p className="mt-1 text-red-600">{errors.sizeGrams}</p>}
      </fieldset>
      <TextField label={t('sample.purpose')} error={errors.purpose} value={form.purpose} onChange={(purpose) => set({ purpose })} />
      <TextField label={t('sample.company')} error={errors.company} value={form.company} onChange={(company) => set({ company })} autoComplete="organization" />
      {addresses.length === 0 ? (
        <p className="text-slate-600">
          {t('sample.noAddress')} <a href={localePath(locale, '/address')}>{t('sample.addAddress')}</a>
        </p>
      ) : (
        <SelectField
          label={t('sample.address')}
          error={errors.addressId}
          value={form.addressId}
          onChange={(addressId) => set({ addressId })}
          options={addresses.map((address) => ({
            value: String(address.id),
            label: `${address.consignee} ${address.mobile} ${address.province}${address.city}${address.district}${address.detail}`,
          }))}
        />
      )}
      <TextField label={t('sample.note')} error={errors.note} value={form.note} rows={3} onChange={(note) => set({ note })} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy || addresses.length === 0} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-50">
          {t('sample.submit')}
        </button>
        <button type="button" onClick={onClose} className="rounded-md border border-slate-300 px-4 py-2">
          {t('sample.cancel')}
        </button>
      </div>
    </form>
  );
}

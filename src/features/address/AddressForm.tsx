import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { post } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Address } from '../../schemas/address.ts';
import type { Locale } from '../../schemas/common.ts';
import { type RegionCodes, RegionSelects } from './RegionSelects.tsx';

const contracts = () => import('../../schemas/address.ts');
const addressInput = () => contracts().then((address) => address.addressInput);
const addressList = () => contracts().then((address) => address.addressList);

type Props = { locale: Locale; editing: Address | null; onSaved: (list: Address[]) => void; onCancel: () => void };

/** A new address, or changes to one: divisions, detailed address, consignee and mobile, and the default flag. */
export function AddressForm({ locale, editing, onSaved, onCancel }: Props) {
  const t = useTranslate(locale);
  const [codes, setCodes] = useState<RegionCodes>({
    provinceCode: editing?.provinceCode ?? '',
    cityCode: editing?.cityCode ?? '',
    districtCode: editing?.districtCode ?? '',
  });
  const [detail, setDetail] = useState(editing?.detail ?? '');
  const [consignee, setConsignee] = useState(editing?.consignee ?? '');
  const [mobile, setMobile] = useState(editing?.mobile ?? '');
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const form = useSubmit(locale);
  const { busy, fieldErrors: errors } = form;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(addressInput, { ...codes, detail, consignee, mobile, isDefault }, async (input) => {
      onSaved(await post(editing ? 'address/update' : 'address/create', editing ? { id: editing.id, ...input } : input, addressList));
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{t(editing ? 'address.edit' : 'address.add')}</h2>
      <RegionSelects locale={locale} codes={codes} onChange={setCodes} errors={errors} />
      <TextField label={t('address.detail')} autoComplete="street-address" error={errors.detail} value={detail} onChange={setDetail} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('address.consignee')} autoComplete="name" error={errors.consignee} value={consignee} onChange={setConsignee} />
        <TextField label={t('address.mobile')} type="tel" autoComplete="tel" error={errors.mobile} value={mobile} onChange={setMobile} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} className="h-4 w-4" />
        {t('address.setAsDefault')}
      </label>
      <div className="flex gap-3">
        <div className="flex-1">
          <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'address.save')}</SubmitButton>
        </div>
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 text-sm">
          {t('address.cancel')}
        </button>
      </div>
    </form>
  );
}

import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { post } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { Company, CompanyFields } from '../../schemas/companies.ts';

// The contracts (and zod) load when the form is first sent.
const contracts = () => import('../../schemas/companies.ts');
const companyFields = () => contracts().then((companies) => companies.companyFields);
const companyAnswer = () => contracts().then((companies) => companies.company);

type Field = keyof CompanyFields;
const fields: { name: Field; autoComplete: string; type?: 'tel' }[] = [
  { name: 'name', autoComplete: 'organization' },
  { name: 'creditCode', autoComplete: 'off' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'contactName', autoComplete: 'name' },
  { name: 'contactPhone', autoComplete: 'tel', type: 'tel' },
];

type Props = { locale: Locale; editing: Company | null; onSaved: (company: Company) => void; onCancel?: () => void };

/** Registers the customer's company, or changes its details; a credit code is checked beside its field before anything is sent. */
export function CompanyForm({ locale, editing, onSaved, onCancel }: Props) {
  const t = useTranslate(locale);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: editing?.name ?? '',
    creditCode: editing?.creditCode ?? '',
    address: editing?.address ?? '',
    contactName: editing?.contactName ?? '',
    contactPhone: editing?.contactPhone ?? '',
  }));
  const { busy, fieldErrors: errors, submit } = useSubmit(locale, { fieldOfError: { creditCodeTaken: 'creditCode' } });
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(companyFields, values, async (input) => onSaved(await post(editing ? 'company/update' : 'company/create', input, companyAnswer)));
  };
  return (
    <form onSubmit={send} noValidate className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map(({ name, autoComplete, type }) => (
          <TextField
            key={name}
            label={t(`company.field.${name}`)}
            autoComplete={autoComplete}
            {...(type ? { type } : {})}
            error={errors[name]}
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          />
        ))}
      </div>
      {editing?.state === 'verified' && <p className="text-sm text-slate-600">{t('company.reverifyNote')}</p>}
      <div className="flex gap-3">
        <div className="flex-1">
          <SubmitButton busy={busy}>{t(busy ? 'account.working' : editing ? 'company.save' : 'company.register')}</SubmitButton>
        </div>
        {onCancel && (
          <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 text-sm">
            {t('invoice.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

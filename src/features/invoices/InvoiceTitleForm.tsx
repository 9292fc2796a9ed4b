import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { post } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { type InvoiceTitleField, type InvoiceType, invoiceTitleFieldsOf, invoiceTypes } from '../../schemas/invoice-values.ts';
import type { InvoiceTitle } from '../../schemas/invoices.ts';

// The contracts (and zod) and the form checks load when the form is first sent.
const contracts = () => import('../../schemas/invoices.ts');
const invoiceTitleInput = () => contracts().then((invoices) => invoices.invoiceTitleInput);
const invoiceTitleList = () => contracts().then((invoices) => invoices.invoiceTitleList);

type Props = { locale: Locale; editing: InvoiceTitle | null; onSaved: (list: InvoiceTitle[]) => void; onCancel: () => void };

const inputs: Record<InvoiceTitleField, { autoComplete: string; type?: 'tel' }> = {
  title: { autoComplete: 'organization' },
  taxNo: { autoComplete: 'off' },
  unitAddress: { autoComplete: 'street-address' },
  unitPhone: { autoComplete: 'tel', type: 'tel' },
  bankName: { autoComplete: 'off' },
  bankAccount: { autoComplete: 'off' },
};
const allFields = invoiceTitleFieldsOf.vat_special;

/**
 * A new invoice title, or changes to one: the kind, then only the fields that kind asks for (all
 * required), and the default flag. What was typed in a field another kind hides is kept while the form
 * is open, in case the buyer switches back, but never sent.
 */
export function InvoiceTitleForm({ locale, editing, onSaved, onCancel }: Props) {
  const t = useTranslate(locale);
  const [type, setType] = useState<InvoiceType>(editing?.type ?? 'company');
  const [values, setValues] = useState<Record<InvoiceTitleField, string>>(
    () =>
      Object.fromEntries(allFields.map((name) => [name, editing && name in editing ? String(editing[name as keyof typeof editing]) : ''])) as Record<
        InvoiceTitleField,
        string
      >,
  );
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const form = useSubmit(locale);
  const { busy, fieldErrors: errors } = form;
  const shown: readonly InvoiceTitleField[] = invoiceTitleFieldsOf[type];

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(shown.map((name) => [name, values[name]]));
    void form.submit(invoiceTitleInput, { type, ...fields, isDefault }, async (input) => {
      onSaved(await post(editing ? 'invoice/title/update' : 'invoice/title/create', editing ? { id: editing.id, ...input } : input, invoiceTitleList));
    });
  };
  const labelOf = (name: InvoiceTitleField) => t(name === 'title' && type === 'personal' ? 'invoice.field.name' : `invoice.field.${name}`);

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold">{t(editing ? 'invoice.editTitle' : 'invoice.addTitle')}</h3>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('invoice.field.type')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {invoiceTypes.map((option) => (
            <label key={option} className="flex items-center gap-1.5">
              <input type="radio" name="invoice-type" checked={type === option} onChange={() => setType(option)} />
              {t(`invoice.type.${option}`)}
            </label>
          ))}
        </div>
        {type !== 'company' && <p className="mt-2 text-sm text-slate-600">{t(type === 'personal' ? 'invoice.personalNote' : 'invoice.vatSpecialNote')}</p>}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {shown.map((name) => (
          <TextField
            key={name}
            label={labelOf(name)}
            autoComplete={name === 'title' && type === 'personal' ? 'name' : inputs[name].autoComplete}
            {...(inputs[name].type ? { type: inputs[name].type } : {})}
            error={errors[name]}
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          />
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} className="h-4 w-4" />
        {t('invoice.setAsDefault')}
      </label>
      <div className="flex gap-3">
        <div className="flex-1">
          <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'invoice.saveTitle')}</SubmitButton>
        </div>
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 text-sm">
          {t('invoice.cancel')}
        </button>
      </div>
    </form>
  );
}

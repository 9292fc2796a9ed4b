import { type SubmitEvent, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { ApiCallError, post } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { InvoiceOrder, InvoiceTitle } from '../../schemas/invoices.ts';

// The contract (and zod) and the error catalogue load when the form is first sent.
const invoiceOrder = () => import('../../schemas/invoices.ts').then((contracts) => contracts.invoiceOrder);
const errorCatalogue = () => import('../../schemas/errors.ts').then((catalogue) => catalogue.errors);

type Props = {
  locale: Locale;
  orderNo: string;
  titles: InvoiceTitle[];
  onApplied: (order: InvoiceOrder) => void;
  /** The order changed meanwhile (applied in another tab, no longer paid): its state is read again. */
  onStale: () => void;
  onCancel: () => void;
};

/** Applying for one order's invoice: a saved title must be chosen first (the default one is offered). */
export function ApplyInvoiceForm({ locale, orderNo, titles, onApplied, onStale, onCancel }: Props) {
  const t = useTranslate(locale);
  const [titleId, setTitleId] = useState(String(titles.find((title) => title.isDefault)?.id ?? ''));
  // Every refusal is also a toast; the one about the title goes beside it too.
  const form = useSubmit(locale, {
    fieldOfError: { invoiceRequired: 'titleId' },
    staysBusy: true,
    onError: async (refusal) => {
      const errors = await errorCatalogue();
      if (refusal instanceof ApiCallError && (refusal.code === errors.invoiceInProgress.code || refusal.code === errors.orderNotInvoiceable.code)) onStale();
      return undefined;
    },
  });
  const error = form.fieldErrors.titleId;
  const busy = form.busy;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A select with nothing chosen: the server's own message for it, before anything is sent.
    if (!titleId) return void errorCatalogue().then((errors) => form.setFieldErrors({ titleId: errors.invoiceRequired[locale] }));
    void form.run(async () => onApplied(await post('invoice/apply', { orderNo, titleId: Number(titleId) }, invoiceOrder)));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('invoice.applyOf', { orderNo })} className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3">
      {titles.length === 0 && (
        <p className="text-sm">
          {t('invoice.addTitleFirst')} <a href="#invoice-titles">{t('invoice.addTitle')}</a>
        </p>
      )}
      <Field label={t('invoice.chooseTitle')} error={error}>
        {(props) => (
          <select {...props} className={inputClass} value={titleId} onChange={(event) => setTitleId(event.target.value)}>
            <option value="">{t('invoice.choose')}</option>
            {titles.map((title) => (
              <option key={title.id} value={title.id}>
                {t('invoice.appliedWith', { type: t(`invoice.type.${title.type}`), title: title.title })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex gap-3">
        <div className="flex-1">
          <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'invoice.submitApply')}</SubmitButton>
        </div>
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 text-sm">
          {t('invoice.cancel')}
        </button>
      </div>
    </form>
  );
}

import { type SubmitEvent, useId, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type AfterSalesDetail, afterSalesDetail, expressCompanies, submitReturnInput } from '../../schemas/after-sales.ts';
import type { Locale } from '../../schemas/common.ts';

/** Return-goods-refund, approved: the express company and tracking number of the parcel going back (both required). */
export function ReturnForm({ locale, application, onSaved }: { locale: Locale; application: AfterSalesDetail; onSaved: (detail: AfterSalesDetail) => void }) {
  const t = useTranslate(locale);
  const listId = useId();
  const [expressCompany, setExpressCompany] = useState(application.expressCompany ?? '');
  const [trackingNo, setTrackingNo] = useState(application.trackingNo ?? '');
  const form = useSubmit(locale);
  const { busy, fieldErrors: errors } = form;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(submitReturnInput, { refundNo: application.refundNo, expressCompany, trackingNo }, async (input) => {
      onSaved(await post('afterSales/submitReturn', input, afterSalesDetail));
      showToast(t('afterSales.returnSubmitted'), { type: 'success' });
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-slate-50 p-3" aria-labelledby={`${listId}-title`}>
      <h4 id={`${listId}-title`} className="font-medium">
        {t('afterSales.returnTitle')}
      </h4>
      <p className="text-sm text-slate-600">{t('afterSales.returnHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('afterSales.expressCompany')} error={errors.expressCompany}>
          {(props) => (
            <input
              {...props}
              list={listId}
              autoComplete="off"
              className={inputClass}
              value={expressCompany}
              onChange={(event) => setExpressCompany(event.target.value)}
            />
          )}
        </Field>
        <datalist id={listId}>
          {expressCompanies.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Field label={t('afterSales.trackingNo')} error={errors.trackingNo}>
          {(props) => <input {...props} autoComplete="off" className={inputClass} value={trackingNo} onChange={(event) => setTrackingNo(event.target.value)} />}
        </Field>
      </div>
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'afterSales.submitReturn')}</SubmitButton>
    </form>
  );
}

import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { post } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { CaptchaField, useCaptcha } from '../account/CaptchaField.tsx';

// The contracts (and zod), the form checks and the error catalogue load when the form is first sent.
const trade = () => import('../../schemas/trade.ts');
const supplierApplicationInput = () => trade().then((contracts) => contracts.supplierApplicationInput);
const submittedAnswer = () => trade().then((contracts) => contracts.submittedAnswer);

/** Supplier entry: company, contact, number and what they supply; the shop calls back within 24 hours. */
export default function SupplierForm({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const captcha = useCaptcha();
  const [companyName, setCompanyName] = useState('');
  const [contactName, setContactName] = useState('');
  const [phone, setPhone] = useState('');
  const [supplies, setSupplies] = useState('');
  const form = useSubmit(locale, {
    onError: async (error) => {
      void captcha.refresh();
      return (await import('../../lib/form-errors.ts')).fieldErrors(error, { captchaRequired: 'captcha', captchaWrong: 'captcha', rateLimited: 'captcha' });
    },
  });
  const { busy, fieldErrors: errors } = form;
  const [applicationId, setApplicationId] = useState<number | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(supplierApplicationInput, { companyName, contactName, phone, supplies, ...captcha.fields }, async (input) => {
      setApplicationId((await post('supplier/apply', input, submittedAnswer)).id);
    });
  };

  if (applicationId !== null) {
    return (
      <div role="status" className="space-y-2 rounded-lg bg-green-50 p-4">
        <p className="font-semibold">{t('supplier.received', { id: applicationId })}</p>
        <p>{t('supplier.promise')}</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label={t('supplier.companyName')} autoComplete="organization" error={errors.companyName} value={companyName} onChange={setCompanyName} />
      <TextField label={t('supplier.contactName')} autoComplete="name" error={errors.contactName} value={contactName} onChange={setContactName} />
      <TextField label={t('supplier.phone')} type="tel" autoComplete="tel" error={errors.phone} value={phone} onChange={setPhone} />
      <TextField label={t('supplier.supplies')} rows={4} error={errors.supplies} value={supplies} onChange={setSupplies} />
      <CaptchaField locale={locale} state={captcha} error={errors.captcha ?? errors.captchaId} />
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'supplier.submit')}</SubmitButton>
      <p className="text-sm text-slate-600">{t('supplier.promise')}</p>
    </form>
  );
}

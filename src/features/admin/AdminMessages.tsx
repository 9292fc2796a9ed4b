import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { ApiCallError, adminPost } from '../../lib/api.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTextFields } from '../../lib/use-text-fields.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { errors as errorCatalogue } from '../../schemas/errors.ts';
import { sendSystemMessageInput, sendSystemMessageResult } from '../../schemas/messages.ts';

const empty = { phone: '', titleZh: '', titleEn: '', bodyZh: '', bodyEn: '' };

/** The operator writes a system message, in Chinese and English, to every customer or to the one with a phone number. */
export function AdminMessages() {
  const t = useTranslate(currentLocale());
  const [audience, setAudience] = useState<'all' | 'one'>('all');
  const form = useSubmit(currentLocale(), {
    onError: (error) =>
      error instanceof ApiCallError && error.code === errorCatalogue.notFound.code ? { 'to.phone': t('adminMessages.noSuchCustomer') } : fieldErrors(error),
  });
  const { values, setValues, field } = useTextFields(empty, form.fieldErrors);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { phone, ...text } = values;
    void form.submit(sendSystemMessageInput, { to: audience === 'all' ? 'all' : { phone: phone.trim() }, ...text }, async (input) => {
      const { recipients } = await adminPost('message/send', input, sendSystemMessageResult);
      showToast(t('adminMessages.sent', { count: recipients }), { type: 'success' });
      setValues(empty);
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="system-message-title" className="max-w-2xl space-y-4">
      <h3 id="system-message-title" className="text-lg font-semibold">
        {t('adminMessages.title')}
      </h3>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t('adminMessages.audience')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['all', 'one'] as const).map((name) => (
            <label key={name} className="flex items-center gap-1 text-sm">
              <input type="radio" name="audience" checked={audience === name} onChange={() => setAudience(name)} />
              {t(`adminMessages.audience.${name}`)}
            </label>
          ))}
        </div>
        {audience === 'one' && <TextField label={t('adminMessages.phone')} type="tel" autoComplete="off" {...field('phone', 'to.phone')} />}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('adminMessages.titleZh')} {...field('titleZh')} />
        <TextField label={t('adminMessages.titleEn')} {...field('titleEn')} />
        <TextField label={t('adminMessages.bodyZh')} rows={5} {...field('bodyZh')} />
        <TextField label={t('adminMessages.bodyEn')} rows={5} {...field('bodyEn')} />
      </div>
      <button type="submit" disabled={form.busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60">
        {t('adminMessages.send')}
      </button>
    </form>
  );
}

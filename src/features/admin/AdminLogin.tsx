import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { post } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { localePath } from '../../lib/locale-paths.ts';
import { setAuth } from '../../lib/session/auth.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { loginAnswer } from '../../schemas/auth.ts';

/** The back office's gate: logging in with an admin account (a customer's is refused here). */
export function AdminLogin({ notAdmin }: { notAdmin: boolean }) {
  const t = useTranslate(currentLocale());
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const { busy, fieldErrors: errors, setFieldErrors: setErrors, run } = useSubmit(currentLocale());

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const { token, user } = await post('user/login', { phone, password }, loginAnswer);
      setAuth(token, user);
      if (user.mustChangePassword) return window.location.assign(localePath(currentLocale(), '/password'));
      if (user.role !== 'admin') setErrors({ phone: t('admin.notAdmin') });
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-sm space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <h1 className="text-lg font-semibold">{t('admin.login')}</h1>
      {notAdmin && <p className="text-sm text-red-700">{t('admin.notAdmin')}</p>}
      <TextField label={t('admin.phone')} type="tel" autoComplete="tel" error={errors.phone} value={phone} onChange={setPhone} />
      <TextField label={t('admin.password')} type="password" autoComplete="current-password" error={errors.password} value={password} onChange={setPassword} />
      <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-60">
        {t('admin.login')}
      </button>
      <p className="text-sm">
        <a href={localePath(currentLocale(), '/password')}>{t('account.forgotPassword')}</a>
      </p>
    </form>
  );
}

import { type SubmitEvent, useState } from 'react';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { noData, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PhoneWithCode } from './PhoneWithCode.tsx';

// The contract (and zod), the form checks and the session store load when the form is first sent.
const resetPasswordInput = () => import('../../schemas/auth.ts').then((auth) => auth.resetPasswordInput);

/** A forgotten password: a new one, proven by an SMS code to the account's phone; every session of it ends. */
export function ResetPasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const form = useSubmit(locale, { fieldOfError: { smsCodeWrong: 'smsCode' } });
  const { busy, fieldErrors: errors, setFieldErrors: setErrors } = form;
  const [done, setDone] = useState(false);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(resetPasswordInput, { phone, smsCode, password, confirmPassword }, async (input) => {
      await post('user/resetPassword', input, noData);
      (await import('../../lib/session/auth.store.ts')).clearAuth();
      setDone(true);
    });
  };

  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p>{t('account.passwordReset')}</p>
        <a href={localePath(locale, '/login')} className="inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white no-underline">
          {t('account.loginNow')}
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PhoneWithCode
        locale={locale}
        purpose="reset_password"
        phone={phone}
        smsCode={smsCode}
        onPhone={setPhone}
        onSmsCode={setSmsCode}
        errors={errors}
        setErrors={setErrors}
      />
      <NewPasswordFields
        locale={locale}
        label="account.newPassword"
        password={password}
        confirmPassword={confirmPassword}
        onPassword={setPassword}
        onConfirmPassword={setConfirmPassword}
        errors={errors}
      />
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'account.resetPassword')}</SubmitButton>
    </form>
  );
}

import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { $userInfo } from '../../lib/session/auth.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { changeEmailInput, changePhoneInput, type UserInfo, userInfo } from '../../schemas/user.ts';
import { VerificationCode } from './VerificationCode.tsx';

type Kind = 'phone' | 'email';

/**
 * Account change: a new mobile number (how the Chinese shop words it) or a new e-mail address (how
 * the English one does), proven by the code sent to it, with the current password. Either can be
 * chosen in both languages. Every other session of the account ends.
 */
export function AccountChangeForm({ locale, user }: { locale: Locale; user: UserInfo }) {
  const t = useTranslate(locale);
  const [kind, setKind] = useState<Kind>(locale === 'zh' ? 'phone' : 'email');
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmit(locale, {
    fieldOfError: { accountTaken: kind, sameAccount: kind, smsCodeWrong: 'code', oldPasswordWrong: 'password', rateLimited: 'password' },
  });
  const { busy, fieldErrors: errors, setFieldErrors: setErrors } = form;

  const choose = (next: Kind) => {
    setKind(next);
    setValue('');
    setCode('');
    setPassword('');
    setErrors({});
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(kind === 'phone' ? changePhoneInput : changeEmailInput, { [kind]: value, code, password }, async (input) => {
      $userInfo.set(await post('user/changeUsername', input, userInfo));
      choose(kind);
      showToast(t('profile.accountChanged'), { type: 'success' });
    });
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('profile.currentPhone')}</dt>
        <dd>{user.phone}</dd>
        <dt className="text-slate-500">{t('profile.currentEmail')}</dt>
        <dd>{user.email ?? t('profile.noEmail')}</dd>
      </dl>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('profile.changeWhat')}</legend>
        <div className="mt-1 flex gap-4 text-sm">
          {(['phone', 'email'] as const).map((name) => (
            <label key={name} className="flex items-center gap-1.5">
              <input type="radio" name="account-kind" checked={kind === name} onChange={() => choose(name)} />
              {t(name === 'phone' ? 'profile.changePhone' : 'profile.changeEmail')}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t(kind === 'phone' ? 'profile.newPhone' : 'profile.newEmail')}
        type={kind === 'phone' ? 'tel' : 'email'}
        autoComplete={kind === 'phone' ? 'tel' : 'email'}
        error={errors[kind]}
        value={value}
        onChange={setValue}
      />
      <VerificationCode
        key={kind}
        locale={locale}
        purpose="change_username"
        target={kind === 'phone' ? { phone: value } : { email: value }}
        codeField="code"
        code={code}
        onCodeChange={setCode}
        errors={errors}
        setErrors={setErrors}
      />
      <TextField
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        value={password}
        onChange={setPassword}
      />
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'profile.confirmChange')}</SubmitButton>
    </form>
  );
}

import { type SubmitEvent, useId, useState } from 'react';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { AccountLinks, useRedirectQuery } from './AccountLinks.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PhoneWithCode } from './PhoneWithCode.tsx';

// The contracts (and zod), the form checks and the session store load when the form is first sent.
const contracts = () => import('../../schemas/auth.ts');
const registerInput = () => contracts().then((auth) => auth.registerInput);
const loginAnswer = () => contracts().then((auth) => auth.loginAnswer);

/** A new account: phone proven by SMS code, a password twice, and the agreement ticked; logged in at once. */
export default function RegisterForm({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const agreeId = useId();
  const redirectQuery = useRedirectQuery();
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [agree, setAgree] = useState(false);
  const form = useSubmit(locale, { fieldOfError: { accountTaken: 'phone', smsCodeWrong: 'smsCode', agreementRequired: 'agree' }, staysBusy: true });
  const { busy, fieldErrors: errors, setFieldErrors: setErrors } = form;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(registerInput, { phone, smsCode, password, confirmPassword, agree }, async (input) => {
      const answer = await post('user/register', input, loginAnswer);
      await (await import('./after-login.ts')).finishLogin(locale, answer);
    });
  };

  const policyLink = (code: 'privacy' | 'agreement', key: 'account.privacyPolicy' | 'account.userAgreement') => (
    <a href={localePath(locale, `/help/${code}`)} target="_blank" rel="noopener">
      {t(key)}
    </a>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PhoneWithCode
        locale={locale}
        purpose="register"
        phone={phone}
        smsCode={smsCode}
        onPhone={setPhone}
        onSmsCode={setSmsCode}
        errors={errors}
        setErrors={setErrors}
      />
      <NewPasswordFields
        locale={locale}
        label="account.password"
        password={password}
        confirmPassword={confirmPassword}
        onPassword={setPassword}
        onConfirmPassword={setConfirmPassword}
        errors={errors}
      />
      <div>
        <div className="flex items-start gap-2 text-sm">
          <input
            id={agreeId}
            type="checkbox"
            checked={agree}
            onChange={(event) => setAgree(event.target.checked)}
            aria-invalid={Boolean(errors.agree)}
            aria-describedby={errors.agree ? `${agreeId}-error` : undefined}
            className="mt-0.5 h-4 w-4"
          />
          <label htmlFor={agreeId}>{t('account.agree')}</label>
        </div>
        <p className="ml-6 text-sm">
          {policyLink('privacy', 'account.privacyPolicy')} · {policyLink('agreement', 'account.userAgreement')}
        </p>
        {errors.agree && (
          <p id={`${agreeId}-error`} className="mt-1 text-sm text-red-700">
            {errors.agree}
          </p>
        )}
      </div>
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'account.register')}</SubmitButton>
      <AccountLinks>
        <span>
          {t('account.haveAccount')} <a href={localePath(locale, '/login') + redirectQuery}>{t('account.loginNow')}</a>
        </span>
      </AccountLinks>
    </form>
  );
}

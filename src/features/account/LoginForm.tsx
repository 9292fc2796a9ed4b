import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { ApiCallError, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { AccountLinks, useRedirectQuery } from './AccountLinks.tsx';
import { CaptchaField, useCaptcha } from './CaptchaField.tsx';
import { PhoneWithCode } from './PhoneWithCode.tsx';

// The contracts (and zod), the error catalogue and the session store load when the form is first sent,
// so that the page a visitor is sent to from the checkout or the personal centre paints without them.
const contracts = () => import('../../schemas/auth.ts');
const loginInput = () => contracts().then((auth) => auth.loginInput);
const loginByCodeInput = () => contracts().then((auth) => auth.loginByCodeInput);
const loginAnswer = () => contracts().then((auth) => auth.loginAnswer);

type Method = 'password' | 'code';

/** Log in by phone and password (a captcha after repeated failures) or by phone and SMS code. */
export default function LoginForm({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const redirectQuery = useRedirectQuery();
  const [method, setMethod] = useState<Method>('password');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useCaptcha(captchaNeeded);
  const form = useSubmit(locale, {
    staysBusy: true,
    onError: async (error) => {
      const needsCaptcha = error instanceof ApiCallError && (error.data as { captchaRequired?: boolean } | null)?.captchaRequired === true;
      if (needsCaptcha && captchaNeeded) void captcha.refresh();
      if (needsCaptcha) setCaptchaNeeded(true);
      return (await import('../../lib/form-errors.ts')).fieldErrors(error, {
        loginFailed: 'password',
        captchaRequired: 'captcha',
        captchaWrong: 'captcha',
        smsCodeWrong: 'smsCode',
        rateLimited: 'phone',
        loginDelayed: 'password',
      });
    },
  });
  const { busy, fieldErrors: errors, setFieldErrors: setErrors } = form;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const logIn = async (path: string, input: unknown) => {
      const answer = await post(path, input, loginAnswer);
      await (await import('./after-login.ts')).finishLogin(locale, answer);
    };
    void (method === 'password'
      ? form.submit(loginInput, { phone, password, ...(captchaNeeded ? captcha.fields : {}) }, (input) => logIn('user/login', input))
      : form.submit(loginByCodeInput, { phone, smsCode }, (input) => logIn('user/loginByCode', input)));
  };

  const chooseMethod = (next: Method) => {
    setMethod(next);
    setErrors({});
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div role="tablist" aria-label={t('account.loginMethod')} className="grid grid-cols-2 rounded-md bg-slate-100 p-1">
        {(['password', 'code'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={method === name}
            onClick={() => chooseMethod(name)}
            className={`rounded px-3 py-1.5 text-sm ${method === name ? 'bg-white font-medium shadow-sm' : 'text-slate-600'}`}
          >
            {t(name === 'password' ? 'account.loginByPassword' : 'account.loginByCode')}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="space-y-4">
        {method === 'password' ? (
          <>
            <TextField label={t('account.phone')} type="tel" autoComplete="tel" error={errors.phone} value={phone} onChange={setPhone} />
            <TextField
              label={t('account.password')}
              type="password"
              autoComplete="current-password"
              error={errors.password}
              value={password}
              onChange={setPassword}
            />
            {captchaNeeded && <CaptchaField locale={locale} state={captcha} error={errors.captcha} />}
          </>
        ) : (
          <PhoneWithCode
            locale={locale}
            purpose="login"
            phone={phone}
            smsCode={smsCode}
            onPhone={setPhone}
            onSmsCode={setSmsCode}
            errors={errors}
            setErrors={setErrors}
          />
        )}
      </div>
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'account.login')}</SubmitButton>
      <AccountLinks>
        <span>
          {t('account.noAccount')} <a href={localePath(locale, '/register') + redirectQuery}>{t('account.registerNow')}</a>
        </span>
        <a href={localePath(locale, '/password')}>{t('account.forgotPassword')}</a>
      </AccountLinks>
    </form>
  );
}

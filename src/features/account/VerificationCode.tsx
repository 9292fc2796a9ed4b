import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { CaptchaField, useCaptcha } from './CaptchaField.tsx';
import { useCountdown } from './use-countdown.ts';

type Props = {
  locale: Locale;
  purpose: 'register' | 'login' | 'reset_password' | 'change_username';
  /** Where the code goes; the form's own field for it shows the errors about it. */
  target: { phone: string } | { email: string };
  codeField: string;
  code: string;
  onCodeChange: (code: string) => void;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
};

/**
 * The graphic captcha, the verification-code field and its "send code" button, which counts down
 * until the same phone may ask again.
 */
export function VerificationCode({ locale, purpose, target, codeField, code, onCodeChange, errors, setErrors }: Props) {
  const t = useTranslate(locale);
  const captcha = useCaptcha();
  const [secondsLeft, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  // A second press while the first is under way (a double tap) would spend the same captcha again and be refused.
  const inFlight = useRef(false);
  const targetField = 'phone' in target ? 'phone' : 'email';

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await sendOnce();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const sendOnce = async () => {
    // The contracts (and zod) and the form's checks load when a code is first asked for.
    const [{ checkForm, fieldErrors }, contracts] = await Promise.all([import('../../lib/form-errors.ts'), import('../../schemas/auth.ts')]);
    const schema = 'phone' in target ? contracts.sendPhoneCodeInput : contracts.sendEmailCodeInput;
    const checked = checkForm(schema, { ...target, purpose, ...captcha.fields }, locale);
    if (!checked.ok) {
      const captchaError = checked.errors.captcha ?? checked.errors.captchaId;
      setErrors((shown) => ({ ...shown, [targetField]: checked.errors[targetField], captcha: captchaError }));
      return;
    }
    try {
      const { resendAfterSeconds } = await post('sms/send', checked.input, contracts.sendCodeAnswer);
      startCountdown(resendAfterSeconds);
      setErrors((shown) => ({ ...shown, [targetField]: undefined, captcha: undefined, [codeField]: undefined }));
      showToast(t(targetField === 'phone' ? 'account.smsSent' : 'account.emailSent'), { type: 'success' });
    } catch (error) {
      const fields = { captchaWrong: 'captcha', captchaRequired: 'captcha', accountTaken: targetField, rateLimited: codeField, codeNotSent: codeField };
      // The captcha was answered and a fresh one follows: an earlier word about it no longer stands, only this answer's.
      setErrors((shown) => ({ ...shown, captcha: undefined, ...fieldErrors(error, fields) }));
    } finally {
      void captcha.refresh();
    }
  };

  return (
    <>
      <CaptchaField locale={locale} state={captcha} error={errors.captcha} />
      <Field label={t(targetField === 'phone' ? 'account.smsCode' : 'account.emailCode')} error={errors[codeField]}>
        {(props) => (
          <div className="flex gap-2">
            <input
              {...props}
              value={code}
              onChange={(event) => onCodeChange(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className={`${inputClass} min-w-0 flex-1`}
            />
            <button
              type="button"
              onClick={send}
              disabled={sending || secondsLeft > 0}
              className="h-10 w-[120px] shrink-0 rounded-md border border-brand-600 px-2 text-sm text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500"
            >
              {secondsLeft > 0 ? t('account.resendIn', { seconds: secondsLeft }) : t('account.sendCode')}
            </button>
          </div>
        )}
      </Field>
    </>
  );
}

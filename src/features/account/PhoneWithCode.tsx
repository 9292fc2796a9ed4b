import type { Dispatch, SetStateAction } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { VerificationCode } from './VerificationCode.tsx';

type Props = {
  locale: Locale;
  purpose: 'register' | 'login' | 'reset_password';
  phone: string;
  smsCode: string;
  onPhone: (value: string) => void;
  onSmsCode: (value: string) => void;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
};

/** The account's mobile number and the SMS code sent to it (with the captcha that sending needs). */
export function PhoneWithCode({ locale, purpose, phone, smsCode, onPhone, onSmsCode, errors, setErrors }: Props) {
  const t = useTranslate(locale);
  return (
    <>
      <TextField label={t('account.phone')} type="tel" autoComplete="tel" error={errors.phone} value={phone} onChange={onPhone} />
      <VerificationCode
        locale={locale}
        purpose={purpose}
        target={{ phone }}
        codeField="smsCode"
        code={smsCode}
        onCodeChange={onSmsCode}
        errors={errors}
        setErrors={setErrors}
      />
    </>
  );
}

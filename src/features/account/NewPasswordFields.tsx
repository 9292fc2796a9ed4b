import { TextField } from '../../components/ui/form/Field.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';

type Props = {
  locale: Locale;
  /** "Password" when registering, "New password" when changing one. */
  label: 'account.password' | 'account.newPassword';
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  errors: FieldErrors;
};

/** A new password typed twice, with the rule it must meet. */
export function NewPasswordFields({ locale, label, password, confirmPassword, onPassword, onConfirmPassword, errors }: Props) {
  const t = useTranslate(locale);
  return (
    <>
      <TextField label={t(label)} type="password" autoComplete="new-password" error={errors.password} value={password} onChange={onPassword} />
      <p className="-mt-2 text-xs text-slate-500">{t('account.passwordRule')}</p>
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        value={confirmPassword}
        onChange={onConfirmPassword}
      />
    </>
  );
}

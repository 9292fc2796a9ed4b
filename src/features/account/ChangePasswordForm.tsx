import { type SubmitEvent, useState } from 'react';
import { z } from 'zod';
import { TextField } from '../../components/ui/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { checkForm, type FieldErrors, fieldErrors } from '../../lib/form-errors.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { changePasswordInput } from '../../schemas/auth.ts';
import type { Locale } from '../../schemas/common.ts';
import { $userInfo } from './auth.store.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/** A logged-in change: the current password, then the new one twice; other devices are logged out. */
export function ChangePasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(changePasswordInput, { oldPassword, password, confirmPassword }, locale);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      await post('user/changePassword', checked.input, z.null());
      setErrors({});
      setOldPassword('');
      setPassword('');
      setConfirmPassword('');
      showToast(t('account.passwordChanged'), { type: 'success' });
      const user = $userInfo.get();
      if (user?.mustChangePassword) {
        $userInfo.set({ ...user, mustChangePassword: false });
        window.location.assign(user.role === 'admin' ? '/admin' : localePath(locale, '/profile'));
      }
    } catch (error) {
      setErrors(fieldErrors(error, locale, { oldPasswordWrong: 'oldPassword', rateLimited: 'oldPassword' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('account.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword}
        value={oldPassword}
        onChange={setOldPassword}
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
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'account.changePassword')}</SubmitButton>
    </form>
  );
}

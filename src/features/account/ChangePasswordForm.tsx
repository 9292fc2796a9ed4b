import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { noData, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

// The contract (and zod) and the form checks load when the form is first sent.
const changePasswordInput = () => import('../../schemas/auth.ts').then((auth) => auth.changePasswordInput);

/** A logged-in change: the current password, then the new one twice; other devices are logged out. */
export function ChangePasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const form = useSubmit(locale, { fieldOfError: { oldPasswordWrong: 'oldPassword', rateLimited: 'oldPassword' } });
  const { busy, fieldErrors: errors } = form;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(changePasswordInput, { oldPassword, password, confirmPassword }, async (input) => {
      await post('user/changePassword', input, noData);
      setOldPassword('');
      setPassword('');
      setConfirmPassword('');
      showToast(t('account.passwordChanged'), { type: 'success' });
      const { $userInfo } = await import('../../lib/session/auth.store.ts');
      const user = $userInfo.get();
      if (user?.mustChangePassword) {
        $userInfo.set({ ...user, mustChangePassword: false });
        window.location.assign(user.role === 'admin' ? localePath(locale, '/admin') : localePath(locale, '/profile'));
      }
    });
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

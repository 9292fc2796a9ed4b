import { useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { useSession } from '../../lib/session/use-session.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

/** Logged in: change the password with the current one (or reset it by SMS after all); logged out: reset by SMS. */
export default function PasswordPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [forgotCurrent, setForgotCurrent] = useState(false);
  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (!session.ready) return <Loading label={t('account.loading')} />;
  if (!session.loggedIn || forgotCurrent) return <ResetPasswordForm locale={locale} />;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{t('account.changePassword')}</h2>
      {session.user?.mustChangePassword && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('account.mustChangePassword')}</p>}
      <ChangePasswordForm locale={locale} />
      <button type="button" onClick={() => setForgotCurrent(true)} className="text-sm text-brand-700 underline">
        {t('account.forgotCurrent')}
      </button>
    </div>
  );
}

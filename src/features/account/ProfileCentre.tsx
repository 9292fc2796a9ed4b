import { Suspense, useEffect, useRef } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { LoadBoundary, retryableLazy } from '../../components/ui/LoadBoundary.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { goToLogin, noData, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { profileSections, profileSectionTitles } from './account-nav.ts';
import { useHashSection } from './use-hash-section.ts';

// Each section, and the contracts its calls check, loads when it is first opened: the centre's first
// paint brings only the greeting. The session store and the contracts below come with zod after it.
const PersonalInfoForm = retryableLazy(() => import('./PersonalInfoForm.tsx').then((module) => module.PersonalInfoForm));
const AccountChangeForm = retryableLazy(() => import('./AccountChangeForm.tsx').then((module) => module.AccountChangeForm));
const ChangePasswordForm = retryableLazy(() => import('./ChangePasswordForm.tsx').then((module) => module.ChangePasswordForm));
const OrderTabs = retryableLazy(() => import('./OrderTabs.tsx').then((module) => module.OrderTabs));
const OrderExportForm = retryableLazy(() => import('../orders/OrderExportForm.tsx').then((module) => module.OrderExportForm));
const MyNegotiations = retryableLazy(() => import('../negotiations/MyNegotiations.tsx').then((module) => module.MyNegotiations));
const AfterSalesList = retryableLazy(() => import('../after-sales/AfterSalesList.tsx').then((module) => module.AfterSalesList));
const MyQuotations = retryableLazy(() => import('../quotations/MyQuotations.tsx').then((module) => module.MyQuotations));
const MySamples = retryableLazy(() => import('../samples/MySamples.tsx').then((module) => module.MySamples));
const MyRequirements = retryableLazy(() => import('../trade/MyRequirements.tsx').then((module) => module.MyRequirements));
const userInfo = () => import('../../schemas/user.ts').then((contracts) => contracts.userInfo);
const authStore = () => import('../../lib/session/auth.store.ts');

/**
 * The personal centre's sections (personal information, account change, password, and the buying ones),
 * the one its address's hash names shown; its navigation is the page's (AccountNav.astro).
 */
export default function ProfileCentre({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const { section, heading } = useHashSection(profileSections, profileSections[0]);
  const loggingOut = useRef(false);

  useEffect(() => {
    if (!session.ready || loggingOut.current) return;
    if (!session.loggedIn) return goToLogin();
    // Fresh from the server: another device may have changed it; a revoked session goes to /login from here.
    post('user/getCurrentUserInfo', {}, userInfo)
      .then(async (fresh) => (await authStore()).$userInfo.set(fresh))
      .catch(() => {});
  }, [session.ready, session.loggedIn]);

  const user = session.user;
  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (!user) return <Loading label={t('account.loading')} />;

  const logout = async () => {
    loggingOut.current = true;
    await post('user/logout', {}, noData).catch(() => {});
    (await authStore()).clearAuth();
    window.location.assign(localePath(locale, '/'));
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white px-5 py-3 shadow-sm">
        <p className="min-w-0 truncate font-semibold">{t('profile.hello', { name: user.nickname || user.phone })}</p>
        <button type="button" onClick={logout} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
          {t('profile.logout')}
        </button>
      </div>
      <section aria-labelledby="profile-section-title" className="min-w-0 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="profile-section-title" ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold outline-none">
          {t(profileSectionTitles[section])}
        </h2>
        <LoadBoundary key={section} message={t('account.loadFailed')} retryLabel={t('account.retry')}>
          <Suspense fallback={<Loading label={t('account.loading')} />}>
            {section === 'info' && <PersonalInfoForm key={user.id} locale={locale} user={user} />}
            {section === 'account' && <AccountChangeForm locale={locale} user={user} />}
            {section === 'password' && <ChangePasswordForm locale={locale} />}
            {section === 'orders' && (
              <>
                <OrderTabs locale={locale} />
                <OrderExportForm locale={locale} />
              </>
            )}
            {section === 'quotations' && <MyQuotations locale={locale} />}
            {section === 'negotiations' && <MyNegotiations locale={locale} />}
            {section === 'afterSales' && <AfterSalesList locale={locale} />}
            {section === 'requirements' && <MyRequirements locale={locale} />}
            {section === 'samples' && <MySamples locale={locale} />}
          </Suspense>
        </LoadBoundary>
      </section>
    </div>
  );
}

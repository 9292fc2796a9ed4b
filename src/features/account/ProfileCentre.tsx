import { Suspense, useEffect, useRef } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { LoadBoundary, retryableLazy } from '../../components/ui/LoadBoundary.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { goToLogin, noData, post } from '../../lib/api.ts';
import { localePath, type MessageKey } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { useHashSection } from './use-hash-section.ts';

// Each section, and the contracts its calls check, loads when it is first opened: the centre's first
// paint brings only the navigation. The session store and the contracts below come with zod after it.
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

const sections = ['info', 'account', 'password', 'orders', 'quotations', 'negotiations', 'afterSales', 'favourites', 'requirements', 'samples'] as const;
type Section = (typeof sections)[number];
const titles: Record<Section, MessageKey> = {
  info: 'profile.personalInfo',
  account: 'profile.accountChange',
  password: 'account.changePassword',
  orders: 'profile.orders',
  quotations: 'profile.quotations',
  negotiations: 'profile.negotiations',
  afterSales: 'profile.afterSales',
  favourites: 'profile.favourites',
  requirements: 'profile.requirements',
  samples: 'profile.samples',
};

/** The personal centre: personal information, account change, password, and the buying sections. */
export default function ProfileCentre({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const { section, heading } = useHashSection(sections, 'info');
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
    <div className="grid gap-6 md:grid-cols-[13rem_1fr]">
      <nav aria-label={t('profile.sections')} className="rounded-xl bg-white p-4 shadow-sm">
        <p className="mb-3 truncate font-semibold">{t('profile.hello', { name: user.nickname || user.phone })}</p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {sections.map((name) => (
            <li key={name}>
              <a
                href={`#${name}`}
                aria-current={section === name ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm no-underline ${section === name ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-50'}`}
              >
                {t(titles[name])}
              </a>
            </li>
          ))}
          <li>
            <a href={localePath(locale, '/address')} className="block rounded-md px-3 py-2 text-sm text-slate-700 no-underline hover:bg-slate-50">
              {t('page.address')}
            </a>
          </li>
          <li>
            <a href={localePath(locale, '/invoice')} className="block rounded-md px-3 py-2 text-sm text-slate-700 no-underline hover:bg-slate-50">
              {t('page.invoice')}
            </a>
          </li>
        </ul>
        <button type="button" onClick={logout} className="mt-3 w-full rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50">
          {t('profile.logout')}
        </button>
      </nav>
      <section aria-labelledby="profile-section-title" className="min-w-0 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="profile-section-title" ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold outline-none">
          {t(titles[section])}
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
            {section === 'favourites' && (
              <p className="text-slate-600">
                <a href={localePath(locale, '/collect')}>{t('profile.favouritesLink')}</a>
              </p>
            )}
          </Suspense>
        </LoadBoundary>
      </section>
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { goToLogin, post } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { Company, MyInvitation } from '../../schemas/companies.ts';
import { type CompanyState, companyManagers } from '../../schemas/company-values.ts';
import { CompanyActivity } from './CompanyActivity.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { CompanyPeople } from './CompanyPeople.tsx';
import { InvitationsToMe } from './InvitationsToMe.tsx';

const contracts = () => import('../../schemas/companies.ts');
const myCompany = () => contracts().then((companies) => companies.myCompany);
const myInvitations = () => contracts().then((companies) => companies.myInvitations);
const memberRemoved = () => contracts().then((companies) => companies.memberRemoved);

const stateStyle: Record<CompanyState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  verified: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

/** The personal centre's company page: register one, or see its details and where the shop's check stands. */
export default function CompanyPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [company, setCompany] = useState<Company | null | undefined>(undefined);
  const [invitations, setInvitations] = useState<MyInvitation[]>([]);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const leaving = useSubmit(locale);

  const load = useCallback(() => {
    setFailed(false);
    Promise.all([post('company/get', {}, myCompany), post('company/invitation/list', {}, myInvitations)]).then(
      ([mine, toMe]) => {
        setCompany(mine);
        setInvitations(toMe);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    load();
  }, [session.ready, session.loggedIn, load]);

  if (failed) return <LoadFailed message={t('company.loadFailed')} retryLabel={t('cart.retry')} onRetry={load} />;
  if (company === undefined) return <Loading label={t('account.loading')} />;

  const saved = (next: Company) => {
    setCompany(next);
    setEditing(false);
    showToast(t(next.state === 'pending' ? 'company.sentForCheck' : 'company.saved'), { type: 'success' });
  };
  if (company === null)
    return (
      <div className="space-y-6">
        <InvitationsToMe locale={locale} invitations={invitations} onAnswered={load} />
        <section aria-labelledby="company-register" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="company-register" className="text-lg font-semibold">
            {t('company.registerTitle')}
          </h2>
          <p className="text-sm text-slate-600">{t('company.registerIntro')}</p>
          <CompanyForm locale={locale} editing={null} onSaved={saved} />
        </section>
      </div>
    );

  const manages = companyManagers.includes(company.myRole);
  const leave = () => {
    if (!window.confirm(t('company.confirmLeave', { name: company.name }))) return;
    void leaving.run(async () => {
      await post('company/member/remove', { userId: session.user?.id }, memberRemoved);
      showToast(t('company.left'), { type: 'success' });
      load();
    });
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="company-name" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id="company-name" className="min-w-0 break-words text-lg font-semibold">
            {company.name}
          </h2>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${stateStyle[company.state]}`} data-testid="company-state">
            {t(`company.state.${company.state}`)}
          </span>
          <span className="text-sm text-slate-600">{t(`company.role.${company.myRole}`)}</span>
        </div>
        {company.state === 'pending' && <p className="text-sm text-slate-600">{t('company.pendingNote')}</p>}
        {company.state === 'verified' && company.verifiedAt && (
          <p className="text-sm text-slate-600">{t('company.verifiedOn', { date: formatDate(company.verifiedAt, locale) })}</p>
        )}
        {company.state === 'rejected' && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {t('company.rejectedBecause', { reason: company.rejectReason ?? '' })}
          </p>
        )}
        {editing ? (
          <CompanyForm locale={locale} editing={company} onSaved={saved} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              {(['creditCode', 'address', 'contactName', 'contactPhone'] as const).map((name) => (
                <div key={name} className="contents">
                  <dt className="text-slate-500">{t(`company.field.${name}`)}</dt>
                  <dd className="break-words">{company[name]}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap gap-3">
              {manages && (
                <button type="button" onClick={() => setEditing(true)} className="rounded-md border border-slate-300 px-4 py-2 text-sm">
                  {t(company.state === 'rejected' ? 'company.correct' : 'company.edit')}
                </button>
              )}
              {company.myRole !== 'owner' && (
                <button type="button" disabled={leaving.busy} onClick={leave} className="rounded-md border border-red-600 px-4 py-2 text-sm text-red-700">
                  {t('company.leave')}
                </button>
              )}
            </div>
          </>
        )}
      </section>
      {manages && <CompanyPeople locale={locale} />}
      {manages && <CompanyActivity locale={locale} />}
    </div>
  );
}

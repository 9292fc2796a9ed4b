import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { MyInvitation } from '../../schemas/companies.ts';

const nothing = () => import('../../schemas/common.ts').then((common) => common.nothing);

type Props = { locale: Locale; invitations: MyInvitation[]; onAnswered: (accepted: boolean) => void };

/** The invitations to the reader's number: each accepted (joining in its role) or declined, once. */
export function InvitationsToMe({ locale, invitations, onAnswered }: Props) {
  const t = useTranslate(locale);
  const { busy, run } = useSubmit(locale);
  if (invitations.length === 0) return null;
  const answer = (invitation: MyInvitation, accept: boolean) =>
    void run(async () => {
      await post('company/invitation/answer', { id: invitation.id, accept }, nothing);
      showToast(t(accept ? 'company.joined' : 'company.declined', { name: invitation.companyName }), { type: 'success' });
      onAnswered(accept);
    });
  return (
    <section aria-labelledby="company-invitations" className="space-y-3 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="company-invitations" className="text-lg font-semibold">
        {t('company.invitationsTitle')}
      </h2>
      <ul className="divide-y divide-slate-100">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="space-y-2 py-3 text-sm">
            <p>
              {t('company.invitedAs', { name: invitation.companyName, role: t(`company.role.${invitation.role}`) })}
              {invitation.verified && (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">{t('company.state.verified')}</span>
              )}
            </p>
            <p className="text-slate-600">{t('company.invitedBy', { phone: invitation.invitedByPhone, date: formatDate(invitation.expiresAt, locale) })}</p>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => answer(invitation, true)}
                aria-label={t('company.acceptOf', { name: invitation.companyName })}
                className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60"
              >
                {t('company.accept')}
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => answer(invitation, false)}
                aria-label={t('company.declineOf', { name: invitation.companyName })}
                className="rounded-md border border-slate-300 px-4 py-2 disabled:opacity-60"
              >
                {t('company.decline')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

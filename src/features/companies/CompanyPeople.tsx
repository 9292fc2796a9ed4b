import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { CompanyMember, CompanyPeople as People } from '../../schemas/companies.ts';
import { type InvitedRole, invitedRoles } from '../../schemas/company-values.ts';
import { formatYuan, parseYuan } from '../../schemas/money.ts';

const contracts = () => import('../../schemas/companies.ts');
const companyPeople = () => contracts().then((companies) => companies.companyPeople);
const memberInviteInput = () => contracts().then((companies) => companies.memberInviteInput);
const memberUpdateInput = () => contracts().then((companies) => companies.memberUpdateInput);
const memberRemoved = () => contracts().then((companies) => companies.memberRemoved);

/** The company's people for its owner and administrators: members with their roles and limits, open invitations, and inviting. */
export function CompanyPeople({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [people, setPeople] = useState<People | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    post('company/member/list', {}, companyPeople).then(setPeople, () => setFailed(true));
  }, []);
  useEffect(load, [load]);
  if (failed) return <LoadFailed message={t('company.peopleFailed')} retryLabel={t('cart.retry')} onRetry={load} />;
  if (!people) return <Loading label={t('account.loading')} />;
  return (
    <section aria-labelledby="company-people" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="company-people" className="text-lg font-semibold">
        {t('company.peopleTitle')}
      </h2>
      <ul className="divide-y divide-slate-100">
        {people.members.map((member) => (
          <MemberRow key={member.userId} locale={locale} member={member} onChanged={setPeople} />
        ))}
      </ul>
      {people.invitations.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-medium">{t('company.openInvitations')}</h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {people.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {invitation.phone} · {t(`company.role.${invitation.role}`)} ·{' '}
                  <span className="text-slate-600">{t('company.validUntil', { date: formatDate(invitation.expiresAt, locale) })}</span>
                </span>
                <CancelInvitation locale={locale} id={invitation.id} phone={invitation.phone} onChanged={setPeople} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <InviteForm locale={locale} onChanged={setPeople} />
    </section>
  );
}

const roleOptions = (t: ReturnType<typeof useTranslate>) => invitedRoles.map((role) => ({ value: role, label: t(`company.role.${role}`) }));
const yuanOf = (fen: number | null) => (fen === null ? '' : formatYuan(fen).replace(/,/g, ''));
/** Empty is no limit; what is not an amount is sent as such, for the contract to refuse beside the field. */
const fenOf = (text: string) => (text.trim() === '' ? null : (parseYuan(text) ?? Number.NaN));

function MemberRow({ locale, member, onChanged }: { locale: Locale; member: CompanyMember; onChanged: (people: People) => void }) {
  const t = useTranslate(locale);
  const [role, setRole] = useState<InvitedRole>(member.role === 'owner' ? 'administrator' : member.role);
  const [orderLimit, setOrderLimit] = useState(yuanOf(member.orderLimitFen));
  const [monthlyLimit, setMonthlyLimit] = useState(yuanOf(member.monthlyLimitFen));
  const { busy, fieldErrors: errors, submit, run } = useSubmit(locale);
  const name = member.nickname ? `${member.nickname} · ${member.phone}` : member.phone;
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { userId: member.userId, role, orderLimitFen: fenOf(orderLimit), monthlyLimitFen: fenOf(monthlyLimit) };
    void submit(memberUpdateInput, values, async (input) => {
      onChanged(await post('company/member/update', input, companyPeople));
      showToast(t('company.memberSaved', { name }), { type: 'success' });
    });
  };
  const remove = () => {
    if (!window.confirm(t('company.confirmRemove', { name }))) return;
    void run(async () => {
      const left = await post('company/member/remove', { userId: member.userId }, memberRemoved);
      if (left) onChanged(left);
    });
  };
  if (member.role === 'owner')
    return (
      <li className="py-3 text-sm">
        <span className="font-medium">{name}</span> · {t('company.role.owner')}
      </li>
    );
  return (
    <li className="py-3 text-sm">
      <form noValidate onSubmit={save} aria-label={t('company.memberOf', { name })} className="space-y-2">
        <p className="font-medium">
          {name} <span className="font-normal text-slate-600">· {t('company.joinedOn', { date: formatDate(member.joinedAt, locale) })}</span>
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t('company.roleLabel')}
            value={role}
            onChange={(value) => setRole(value as InvitedRole)}
            options={roleOptions(t)}
            error={errors.role}
          />
          <TextField label={t('company.orderLimit')} value={orderLimit} onChange={setOrderLimit} error={errors.orderLimitFen} />
          <TextField label={t('company.monthlyLimit')} value={monthlyLimit} onChange={setMonthlyLimit} error={errors.monthlyLimitFen} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60">
            {t('company.saveMember')}
          </button>
          <button type="button" disabled={busy} onClick={remove} className="rounded-md border border-red-600 px-4 py-2 text-red-700 disabled:opacity-60">
            {t('company.removeMember')}
          </button>
        </div>
      </form>
    </li>
  );
}

function CancelInvitation({ locale, id, phone, onChanged }: { locale: Locale; id: number; phone: string; onChanged: (people: People) => void }) {
  const t = useTranslate(locale);
  const { busy, run } = useSubmit(locale);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void run(async () => onChanged(await post('company/invitation/cancel', { id }, companyPeople)))}
      aria-label={t('company.cancelInvitationOf', { phone })}
      className="rounded-md border border-slate-300 px-3 py-1 disabled:opacity-60"
    >
      {t('company.cancelInvitation')}
    </button>
  );
}

function InviteForm({ locale, onChanged }: { locale: Locale; onChanged: (people: People) => void }) {
  const t = useTranslate(locale);
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<InvitedRole>('buyer');
  const { busy, fieldErrors: errors, submit } = useSubmit(locale, { fieldOfError: { invitedAlreadyMember: 'phone', companyFull: 'phone' } });
  const invite = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(memberInviteInput, { phone, role }, async (input) => {
      onChanged(await post('company/member/invite', input, companyPeople));
      showToast(t('company.invited', { phone: input.phone }), { type: 'success' });
      setPhone('');
    });
  };
  return (
    <form noValidate onSubmit={invite} aria-labelledby="company-invite" className="space-y-3 border-t border-slate-100 pt-4">
      <h3 id="company-invite" className="font-medium">
        {t('company.inviteTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('company.inviteNote')}</p>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <TextField label={t('company.invitePhone')} type="tel" autoComplete="off" value={phone} onChange={setPhone} error={errors.phone} />
        <SelectField
          label={t('company.roleLabel')}
          value={role}
          onChange={(value) => setRole(value as InvitedRole)}
          options={roleOptions(t)}
          error={errors.role}
        />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white disabled:opacity-60">
          {t('company.invite')}
        </button>
      </div>
    </form>
  );
}

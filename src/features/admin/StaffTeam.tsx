import { type SubmitEvent, useEffect, useState } from 'react';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type StaffMember, staffInviteInput, staffList, staffMember, staffUpdateInput } from '../../schemas/staff.ts';
import { type StaffRole, staffRoles } from '../../schemas/staff-values.ts';

/** The owner's team: who is in it with which role, inviting a new member by mobile number, changing a role, letting someone go. */
export function StaffTeam() {
  const t = useTranslate(currentLocale());
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    adminPost('staff/list', {}, staffList).then(setMembers, () => setFailed(true));
  };
  useEffect(load, []);
  const replace = (changed: StaffMember) => setMembers((list) => (list ?? []).map((member) => (member.id === changed.id ? changed : member)));

  if (failed) return <LoadFailed message={t('adminStaff.loadFailed')} retryLabel={t('cart.retry')} onRetry={load} />;
  if (!members) return <Loading label={t('admin.loading')} />;
  return (
    <div className="space-y-6 text-sm">
      <InviteForm onInvited={(member) => setMembers([...members, member])} />
      <ul className="divide-y divide-slate-100" aria-label={t('adminStaff.members')}>
        {members.map((member) => (
          <MemberRow key={member.id} member={member} onChanged={replace} />
        ))}
      </ul>
    </div>
  );
}

const roleOptions = (t: ReturnType<typeof useTranslate>) => staffRoles.map((role) => ({ value: role, label: t(`adminStaff.role.${role}`) }));

function InviteForm({ onInvited }: { onInvited: (member: StaffMember) => void }) {
  const t = useTranslate(currentLocale());
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('service');
  const { busy, fieldErrors, submit } = useSubmit(currentLocale(), { fieldOfError: { alreadyStaff: 'phone', staffPhoneIsCustomer: 'phone' } });
  const invite = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(staffInviteInput, { phone, role }, async (input) => {
      onInvited(await adminPost('staff/invite', input, staffMember));
      setPhone('');
      showToast(t('adminStaff.invited', { phone: input.phone }), { type: 'success' });
    });
  };
  return (
    <form onSubmit={invite} noValidate className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold">{t('adminStaff.invite')}</h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <TextField label={t('adminStaff.phone')} type="tel" autoComplete="off" value={phone} onChange={setPhone} error={fieldErrors.phone} />
        <SelectField
          label={t('adminStaff.roleLabel')}
          value={role}
          onChange={(value) => setRole(value as StaffRole)}
          options={roleOptions(t)}
          error={fieldErrors.role}
        />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white disabled:opacity-60">
          {t('adminStaff.inviteButton')}
        </button>
      </div>
      <p className="text-slate-600">{t('adminStaff.howToJoin')}</p>
    </form>
  );
}

function MemberRow({ member, onChanged }: { member: StaffMember; onChanged: (member: StaffMember) => void }) {
  const t = useTranslate(currentLocale());
  const { busy, run } = useSubmit(currentLocale());
  const update = (changes: Partial<Pick<StaffMember, 'role' | 'disabled'>>) =>
    void run(async () => {
      const input = staffUpdateInput.parse({ id: member.id, role: member.role, disabled: member.disabled, ...changes });
      onChanged(await adminPost('staff/update', input, staffMember));
      showToast(t('adminStaff.saved'), { type: 'success' });
    });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-40 flex-1">
        <p className="font-medium">
          {member.phone} {member.nickname && <span className="text-slate-600">· {member.nickname}</span>}
        </p>
        <p className="text-slate-500">
          {member.disabled ? t('adminStaff.disabled') : member.invited ? t('adminStaff.invitedState') : t('adminStaff.active')} ·{' '}
          {t('adminStaff.since', { at: formatDateTime(member.createdAt, currentLocale()) })}
        </p>
      </div>
      <label className="flex items-center gap-2">
        <span className="sr-only">{t('adminStaff.roleOf', { phone: member.phone })}</span>
        <select
          className="rounded-md border border-slate-300 px-2 py-1.5"
          value={member.role}
          disabled={busy}
          onChange={(event) => update({ role: event.target.value as StaffRole })}
        >
          {roleOptions(t).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={busy} onClick={() => update({ disabled: !member.disabled })} className="rounded-md border border-slate-300 px-3 py-1.5">
        {member.disabled ? t('adminStaff.enable') : t('adminStaff.disable')}
      </button>
    </li>
  );
}

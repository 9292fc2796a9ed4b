import { useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { linkedChoice } from '../../lib/admin-links.ts';
import { adminPost } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useAppliedSearch, usePagedList } from '../../lib/use-paged-list.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type AdminCompany, adminCompany, adminCompanyListInput, adminCompanyPage, companyVerifyInput } from '../../schemas/companies.ts';
import { type CompanyState, companyStates } from '../../schemas/company-values.ts';
import { AdminPagedList } from './AdminPagedList.tsx';
import { AdminSearchForm } from './AdminSearchForm.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { useRowAction } from './use-row-action.ts';

/** Company verification (企业认证): the companies waiting first, each verified or turned down with a reason its owner reads. */
export function AdminCompanies() {
  const t = useTranslate(currentLocale());
  const [state, setState] = useState<CompanyState | ''>(() => linkedChoice('status', companyStates) ?? 'pending');
  const [typed, setTyped] = useState('');
  const { applied: keyword, round, apply } = useAppliedSearch();
  const { fieldErrors: errors, submit } = useSubmit(currentLocale());
  const list = usePagedList(
    (curPage) => adminPost('company/list', { ...(state && { state }), ...(keyword && { keyword }), curPage }, adminCompanyPage),
    [state, keyword, round],
  );
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-end gap-4">
        <StatusFilter
          label={t('adminCompanies.state')}
          value={state}
          onChange={setState}
          statuses={companyStates}
          nameOf={(name) => t(`company.state.${name}`)}
          allLabel={t('adminOrders.allStatuses')}
        />
        <AdminSearchForm
          label={t('adminCompanies.keyword')}
          value={typed}
          onChange={setTyped}
          error={errors.keyword}
          onSearch={() => void submit(adminCompanyListInput, { keyword: typed }, async (input) => apply(input.keyword ?? ''))}
        />
      </div>
      <AdminPagedList
        page={list.page}
        failed={list.failed}
        failedMessage={t('adminCompanies.loadFailed')}
        emptyMessage={t(state === 'pending' && !keyword ? 'adminCompanies.noneWaiting' : 'adminCompanies.noneFound')}
        load={list.load}
        listClassName="space-y-3"
      >
        {(company) => <CompanyItem key={company.id} company={company} onChanged={() => void list.reload()} />}
      </AdminPagedList>
    </div>
  );
}

function CompanyItem({ company: c, onChanged }: { company: AdminCompany; onChanged: () => void }) {
  const t = useTranslate(currentLocale());
  const [reason, setReason] = useState('');
  const { busy, errors, act, onSubmitOf } = useRowAction({ area: 'company', id: c.id, answer: adminCompany, onChanged, onStale: onChanged });
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-words font-medium">{c.name}</span>
        <span className="text-slate-600">{t(`company.state.${c.state}`)}</span>
      </p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{t('company.field.creditCode')}</dt>
        <dd className="font-mono">{c.creditCode}</dd>
        <dt className="text-slate-500">{t('company.field.address')}</dt>
        <dd className="break-words">{c.address}</dd>
        <dt className="text-slate-500">{t('company.field.contactName')}</dt>
        <dd>
          {c.contactName} · <a href={`tel:${c.contactPhone}`}>{c.contactPhone}</a>
        </dd>
        <dt className="text-slate-500">{t('adminCompanies.owner')}</dt>
        <dd>{t('adminCompanies.ownerAndMembers', { phone: c.ownerPhone, count: c.memberCount })}</dd>
        <dt className="text-slate-500">{t('adminCompanies.registered')}</dt>
        <dd>{formatDateTime(c.createdAt, currentLocale())}</dd>
      </dl>
      {c.state === 'rejected' && c.rejectReason && <p className="text-slate-600">{t('adminCompanies.rejectedBecause', { reason: c.rejectReason })}</p>}
      {c.state === 'pending' && (
        <div className="flex flex-wrap items-end gap-2">
          <button
            type="button"
            onClick={() => void act('verify', companyVerifyInput, { approve: true }, t('adminCompanies.verified'))}
            disabled={busy}
            aria-label={t('adminCompanies.verifyOf', { name: c.name })}
            className="rounded-md bg-brand-600 px-3 py-1.5 text-white disabled:opacity-60"
          >
            {t('adminCompanies.verify')}
          </button>
          <form
            noValidate
            aria-label={t('adminCompanies.rejectOf', { name: c.name })}
            className="flex min-w-0 flex-wrap items-end gap-2"
            onSubmit={onSubmitOf('verify', companyVerifyInput, { approve: false, reason }, t('adminCompanies.rejected'))}
          >
            <div className="min-w-0 flex-1 basis-56">
              <TextField label={t('adminCompanies.reason')} value={reason} onChange={setReason} error={errors.reason} />
            </div>
            <button type="submit" disabled={busy} className="rounded-md border border-red-600 px-3 py-1.5 text-red-700 disabled:opacity-60">
              {t('adminCompanies.reject')}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}

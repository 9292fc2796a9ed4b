import { useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import {
  type AdminSupplier,
  adminSupplier,
  adminSupplierPage,
  canMove,
  rejectSupplierInput,
  SUPPLIER_CONTACT_HOURS,
  type SupplierStatus,
  supplierIdInput,
  supplierMoves,
  supplierStatuses,
} from '../../schemas/trade-admin.ts';
import { AdminPagedList } from './AdminPagedList.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { AgeAndFlag, OverdueFilter, usePromisedList } from './TradeListParts.tsx';
import { useRowAction } from './use-row-action.ts';

/** Supplier applications: call back within 24 hours (overdue ones flagged), then accept or reject. */
export function AdminSuppliers() {
  const t = useTranslate(currentLocale());
  const { status, setStatus, overdueOnly, setOverdueOnly, page, failed, load, reload } = usePromisedList<SupplierStatus, typeof adminSupplierPage>(
    'supplier/list',
    adminSupplierPage,
  );

  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-end gap-4">
        <StatusFilter
          label={t('adminSuppliers.status')}
          value={status}
          onChange={setStatus}
          statuses={supplierStatuses}
          nameOf={(name) => t(`adminSuppliers.state.${name}`)}
          allLabel={t('adminOrders.allStatuses')}
        />
        <OverdueFilter
          checked={overdueOnly}
          onChange={setOverdueOnly}
          overdue={page?.overdue}
          promise={t('adminSuppliers.promise', { hours: SUPPLIER_CONTACT_HOURS })}
        />
      </div>
      <AdminPagedList page={page} failed={failed} failedMessage={t('adminSuppliers.loadFailed')} load={load} listClassName="space-y-3">
        {(application) => <SupplierItem key={application.id} application={application} onChanged={() => void reload()} />}
      </AdminPagedList>
    </div>
  );
}

function SupplierItem({ application: a, onChanged }: { application: AdminSupplier; onChanged: () => void }) {
  const t = useTranslate(currentLocale());
  const [note, setNote] = useState('');
  const { busy, errors, act } = useRowAction({ area: 'supplier', id: a.id, answer: adminSupplier, onChanged, onStale: onChanged });
  const reject = () => void act('reject', rejectSupplierInput, { note }, t('adminSuppliers.rejected'));
  const decidable = canMove(supplierMoves.accept, a.status);

  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <span>
          {t('adminSuppliers.numbered', { id: a.id })} · {a.companyName}
        </span>
        <AgeAndFlag ageMinutes={a.ageMinutes} overdue={a.overdue} />
        <span className="text-slate-600">{t(`adminSuppliers.state.${a.status}`)}</span>
      </p>
      <p>
        {a.contactName} · <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a> · {formatDateTime(a.createdAt, currentLocale())}
      </p>
      <p className="break-words whitespace-pre-wrap text-slate-700">{a.supplies}</p>
      {(a.contactedAt || a.decidedAt || a.note) && (
        <p className="text-slate-500">
          {a.contactedAt && t('adminSuppliers.contactedAt', { at: formatDateTime(a.contactedAt, currentLocale()) })}
          {a.decidedAt && ` ${t('adminSuppliers.decidedAt', { at: formatDateTime(a.decidedAt, currentLocale()) })}`}
          {a.note && ` · ${a.note}`}
        </p>
      )}
      {(canMove(supplierMoves.contacted, a.status) || decidable) && (
        <div className="flex flex-wrap items-end gap-2">
          {canMove(supplierMoves.contacted, a.status) && (
            <button
              type="button"
              onClick={() => void act('contacted', supplierIdInput, {}, t('adminSuppliers.contacted'))}
              disabled={busy}
              aria-label={t('adminSuppliers.markContactedOf', { company: a.companyName })}
              className="rounded-md bg-brand-600 px-3 py-1.5 text-white"
            >
              {t('adminSuppliers.markContacted')}
            </button>
          )}
          {decidable && (
            <>
              <button
                type="button"
                onClick={() => void act('accept', supplierIdInput, {}, t('adminSuppliers.accepted'))}
                disabled={busy}
                aria-label={t('adminSuppliers.acceptOf', { company: a.companyName })}
                className="rounded-md border border-brand-600 px-3 py-1.5 text-brand-700"
              >
                {t('adminSuppliers.accept')}
              </button>
              <form
                noValidate
                aria-label={t('adminSuppliers.rejectOf', { company: a.companyName })}
                className="flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  reject();
                }}
              >
                <TextField label={t('adminSuppliers.note')} value={note} onChange={setNote} error={errors.note} />
                <button type="submit" disabled={busy} className="rounded-md border border-red-600 px-3 py-1.5 text-red-700 disabled:opacity-60">
                  {t('adminSuppliers.reject')}
                </button>
              </form>
            </>
          )}
        </div>
      )}
    </li>
  );
}

import { useState } from 'react';
import { inputClass, TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { linkedChoice } from '../../lib/admin-links.ts';
import { adminPost } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useFreshLinks } from '../../lib/use-fresh-links.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import {
  type AdminBankTransfer,
  adminBankTransfer,
  adminBankTransferPage,
  adminBankTransferRejectInput,
  adminBankTransferResolveInput,
  type BankTransferListFilter,
  bankTransferListFilters,
  bankTransferResolutions,
} from '../../schemas/bank-transfer.ts';
import { formatPrice } from '../../schemas/money.ts';
import { AdminPagedList } from './AdminPagedList.tsx';
import { BankAccountSettings } from './BankAccountSettings.tsx';
import { ConfirmTransferForm } from './ConfirmTransferForm.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { useMayCall } from './use-may-call.ts';

/**
 * The shop's receiving account, and the operator's bank transfers, by default those awaiting confirmation: compare
 * the receipt, then confirm the money arrived or reject it with a reason. Those to check (a receipt sent for an
 * order that ended) are settled with what became of the money.
 */
export function AdminBankTransfers() {
  const t = useTranslate(currentLocale());
  const { mayConfigure } = useMayCall();
  const [status, setStatus] = useState<BankTransferListFilter | ''>(() => linkedChoice('status', bankTransferListFilters) ?? 'submitted');
  const transfers = usePagedList((curPage) => adminPost('bankTransfer/list', { ...(status && { status }), curPage }, adminBankTransferPage), [status]);
  // The receipts' addresses work for minutes.
  useFreshLinks(() => transfers.page && transfers.reload(), transfers.page);

  return (
    <div className="space-y-4 text-sm">
      {mayConfigure('bankTransfer') && <BankAccountSettings />}
      <StatusFilter
        label={t('adminBankTransfers.status')}
        value={status}
        onChange={setStatus}
        statuses={bankTransferListFilters}
        nameOf={(name) => (name === 'toCheck' ? t('adminBankTransfers.toCheck') : t(`bankTransfer.state.${name}`))}
        allLabel={t('adminBankTransfers.all')}
      />
      {status === 'toCheck' && <p className="text-slate-600">{t('adminBankTransfers.toCheckHint')}</p>}
      <AdminPagedList
        page={transfers.page}
        failed={transfers.failed}
        failedMessage={t('adminBankTransfers.loadFailed')}
        load={transfers.load}
        listClassName="space-y-3"
      >
        {(transfer) => <BankTransferItem key={transfer.id} transfer={transfer} onDecided={() => void transfers.reload()} />}
      </AdminPagedList>
    </div>
  );
}

function Receipt({ url }: { url: string | null }) {
  const t = useTranslate(currentLocale());
  if (!url) return <p className="text-slate-500">{t('adminBankTransfers.noReceipt')}</p>;
  // A signed address: the file's name ends before its query.
  if (url.split('?')[0]!.endsWith('.pdf')) return <a href={url}>{t('adminBankTransfers.receiptPdf')}</a>;
  return (
    <a href={url} target="_blank" rel="noopener">
      <img src={url} alt={t('adminBankTransfers.receipt')} className="max-h-64 max-w-full rounded border border-slate-200" />
    </a>
  );
}

function BankTransferItem({ transfer: b, onDecided }: { transfer: AdminBankTransfer; onDecided: () => void }) {
  const t = useTranslate(currentLocale());
  const [reason, setReason] = useState('');
  const { busy, fieldErrors: errors, submit } = useSubmit(currentLocale());

  const reject = (body: object) =>
    submit(adminBankTransferRejectInput, body, async (input) => {
      await adminPost('bankTransfer/reject', input, adminBankTransfer);
      showToast(t('adminBankTransfers.rejected'), { type: 'success' });
      onDecided();
    });
  const resolve = (body: object) =>
    submit(adminBankTransferResolveInput, body, async (input) => {
      await adminPost('bankTransfer/resolve', input, adminBankTransfer);
      showToast(t('adminBankTransfers.resolved'), { type: 'success' });
      onDecided();
    });

  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="font-medium">
        {t('orders.number', { orderNo: b.orderNo })} · {t(`orders.status.${b.orderStatus}`)} · {b.customerPhone}
      </p>
      <p>
        {t('adminBankTransfers.reference', { reference: b.reference })} · <span className="font-semibold text-red-700">{formatPrice(b.amountFen)}</span> ·{' '}
        {t('adminBankTransfers.deadline', { deadline: formatDateTime(b.deadline, currentLocale()) })} · {t(`bankTransfer.state.${b.status}`)}
        {b.submittedAt && ` · ${formatDateTime(b.submittedAt, currentLocale())}`}
      </p>
      {b.status === 'rejected' && <p className="text-red-700">{b.rejectReason}</p>}
      {b.receivedFen !== null && b.receivedOn && (
        <p className={b.receivedFen === b.amountFen ? 'text-slate-700' : 'text-amber-800'}>
          {t('adminBankTransfers.received', { amount: formatPrice(b.receivedFen), day: b.receivedOn })}
          {b.confirmNote && ` · ${b.confirmNote}`}
        </p>
      )}
      {b.resolution && b.resolvedAt && (
        <p className="text-slate-700">
          {t('adminBankTransfers.resolvedAs', {
            resolution: t(`adminBankTransfers.resolution.${b.resolution}`),
            note: b.resolutionNote ?? '',
            time: formatDateTime(b.resolvedAt, currentLocale()),
          })}
        </p>
      )}
      <Receipt url={b.receiptUrl} />
      {b.toCheck && (
        <ResolveForm orderNo={b.orderNo} busy={busy} errors={errors} onResolve={(resolution, note) => void resolve({ id: b.id, resolution, note })} />
      )}
      {b.status === 'submitted' && b.orderStatus === 'awaiting_payment' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <ConfirmTransferForm transfer={b} onConfirmed={onDecided} />
          <form
            noValidate
            aria-label={t('adminBankTransfers.rejectOf', { orderNo: b.orderNo })}
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              void reject({ id: b.id, reason });
            }}
          >
            <TextField label={t('adminBankTransfers.reason')} value={reason} onChange={setReason} error={errors.reason} />
            <button type="submit" disabled={busy} className="rounded-md border border-red-600 px-3 py-1.5 text-red-700 disabled:opacity-60">
              {t('adminBankTransfers.reject')}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}

type Resolution = (typeof bankTransferResolutions)[number];

/** Settling a transfer to check: what became of the money, and a note of how (the refund's bank reference, the order it was matched to). */
function ResolveForm({
  orderNo,
  busy,
  errors,
  onResolve,
}: {
  orderNo: string;
  busy: boolean;
  errors: FieldErrors;
  onResolve: (resolution: Resolution, note: string) => void;
}) {
  const t = useTranslate(currentLocale());
  const [resolution, setResolution] = useState<Resolution>('refunded');
  const [note, setNote] = useState('');
  return (
    <form
      noValidate
      aria-label={t('adminBankTransfers.resolveOf', { orderNo })}
      className="space-y-2 rounded-md bg-amber-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onResolve(resolution, note);
      }}
    >
      <p>{t('adminBankTransfers.toCheckHint')}</p>
      <label className="block">
        <span className="block text-slate-700">{t('adminBankTransfers.resolution')}</span>
        <select value={resolution} onChange={(event) => setResolution(event.target.value as Resolution)} className={inputClass}>
          {bankTransferResolutions.map((name) => (
            <option key={name} value={name}>
              {t(`adminBankTransfers.resolution.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <TextField label={t('adminBankTransfers.note')} value={note} onChange={setNote} error={errors.note} />
      <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-1.5 text-white disabled:opacity-60">
        {t('adminBankTransfers.resolve')}
      </button>
    </form>
  );
}

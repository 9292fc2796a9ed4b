import { useEffect, useState } from 'react';
import { inputClass, TextField } from '../../components/ui/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { linkedChoice } from '../../lib/admin-links.ts';
import { adminPost } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { formatPrice } from '../../lib/money.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import {
  type AdminBankTransfer,
  type AdminBankTransferPage,
  adminBankTransfer,
  adminBankTransferConfirmInput,
  adminBankTransferPage,
  adminBankTransferRejectInput,
  type BankTransferStatus,
  bankTransferStatuses,
} from '../../schemas/bank-transfer.ts';
import { AdminPagedList } from './AdminPagedList.tsx';
import { BankAccountSettings } from './BankAccountSettings.tsx';

/** The shop's receiving account, and the operator's bank transfers, by default those awaiting confirmation: compare the receipt, then confirm the money arrived or reject it with a reason. */
export function AdminBankTransfers() {
  const t = useTranslate('zh');
  const [status, setStatus] = useState<BankTransferStatus | ''>(() => linkedChoice('status', bankTransferStatuses) ?? 'submitted');
  const [page, setPage] = useState<AdminBankTransferPage | null>(null);
  const [failed, setFailed] = useState(false);
  const load = (curPage = 1) => {
    setFailed(false);
    adminPost('bankTransfer/list', { ...(status && { status }), curPage }, adminBankTransferPage).then(setPage, () => setFailed(true));
  };
  useEffect(() => load(), [status]);

  return (
    <div className="space-y-4 text-sm">
      <BankAccountSettings />
      <label className="inline-block">
        <span className="block text-slate-700">{t('adminBankTransfers.status')}</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as BankTransferStatus | '')} className={inputClass}>
          <option value="">{t('adminBankTransfers.all')}</option>
          {bankTransferStatuses.map((name) => (
            <option key={name} value={name}>
              {t(`bankTransfer.state.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <AdminPagedList page={page} failed={failed} failedMessage={t('adminBankTransfers.loadFailed')} load={load} listClassName="space-y-3">
        {(transfer) => <BankTransferItem key={transfer.id} transfer={transfer} onDecided={() => load(page?.curPage)} />}
      </AdminPagedList>
    </div>
  );
}

function Receipt({ url }: { url: string | null }) {
  const t = useTranslate('zh');
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
  const t = useTranslate('zh');
  const [reason, setReason] = useState('');
  const { busy, fieldErrors: errors, submit } = useSubmit('zh');

  const decide = (path: 'confirm' | 'reject', body: object) =>
    submit(path === 'confirm' ? adminBankTransferConfirmInput : adminBankTransferRejectInput, body, async (input) => {
      await adminPost(`bankTransfer/${path}`, input, adminBankTransfer);
      showToast(t(path === 'confirm' ? 'adminBankTransfers.confirmed' : 'adminBankTransfers.rejected'), { type: 'success' });
      onDecided();
    });

  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="font-medium">
        {t('orders.number', { orderNo: b.orderNo })} · {t(`orders.status.${b.orderStatus}`)} · {b.customerPhone}
      </p>
      <p>
        {t('adminBankTransfers.reference', { reference: b.reference })} · <span className="font-semibold text-red-700">{formatPrice(b.amountFen)}</span> ·{' '}
        {t('adminBankTransfers.deadline', { deadline: formatDateTime(b.deadline, 'zh') })} · {t(`bankTransfer.state.${b.status}`)}
        {b.submittedAt && ` · ${formatDateTime(b.submittedAt, 'zh')}`}
      </p>
      {b.status === 'rejected' && <p className="text-red-700">{b.rejectReason}</p>}
      <Receipt url={b.receiptUrl} />
      {b.status === 'submitted' && b.orderStatus === 'awaiting_payment' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <button
              type="button"
              aria-label={t('adminBankTransfers.confirmOf', { orderNo: b.orderNo })}
              onClick={() => void decide('confirm', { id: b.id })}
              disabled={busy}
              className="rounded-md bg-brand-600 px-3 py-1.5 text-white disabled:opacity-60"
            >
              {t('adminBankTransfers.confirm')}
            </button>
          </div>
          <form
            noValidate
            aria-label={t('adminBankTransfers.rejectOf', { orderNo: b.orderNo })}
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              void decide('reject', { id: b.id, reason });
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

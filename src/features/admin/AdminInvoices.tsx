import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { linkedChoice } from '../../lib/admin-links.ts';
import { adminPost, upload } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useFreshLinks } from '../../lib/use-fresh-links.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import {
  type AdminInvoice,
  adminInvoice,
  adminInvoiceIssueInput,
  adminInvoicePage,
  adminInvoiceRejectInput,
  type InvoiceStatus,
  invoiceStatuses,
} from '../../schemas/invoices.ts';
import { formatPrice } from '../../schemas/money.ts';
import { uploadAnswer } from '../../schemas/upload.ts';
import { AdminPagedList } from './AdminPagedList.tsx';
import { StatusFilter } from './StatusFilter.tsx';

/** The operator's invoice applications: issue one (a number, an uploaded PDF, or both) or reject it with a reason. */
export function AdminInvoices() {
  const t = useTranslate(currentLocale());
  const [status, setStatus] = useState<InvoiceStatus>(() => linkedChoice('status', invoiceStatuses) ?? 'in_progress');
  const applications = usePagedList((curPage) => adminPost('invoice/list', { status, curPage }, adminInvoicePage), [status]);
  // The invoice files' addresses work for minutes.
  useFreshLinks(() => applications.page && applications.reload(), applications.page);

  return (
    <div className="space-y-4 text-sm">
      <StatusFilter
        label={t('adminInvoices.status')}
        value={status}
        onChange={(next) => next && setStatus(next)}
        statuses={invoiceStatuses}
        nameOf={(name) => t(`invoice.state.${name}`)}
      />
      <AdminPagedList
        page={applications.page}
        failed={applications.failed}
        failedMessage={t('adminInvoices.loadFailed')}
        load={applications.load}
        listClassName="space-y-3"
      >
        {(application) => <InvoiceApplicationItem key={application.id} application={application} onDecided={() => void applications.reload()} />}
      </AdminPagedList>
    </div>
  );
}

function InvoiceApplicationItem({ application: a, onDecided }: { application: AdminInvoice; onDecided: () => void }) {
  const t = useTranslate(currentLocale());
  const [invoiceNo, setInvoiceNo] = useState('');
  const [fileUrl, setFileUrl] = useState<string | undefined>(undefined);
  const [reason, setReason] = useState('');
  const { busy, fieldErrors: errors, submit } = useSubmit(currentLocale());

  const decide = (path: 'issue' | 'reject', body: object, schema: typeof adminInvoiceIssueInput | typeof adminInvoiceRejectInput) =>
    submit(schema, body, async (input) => {
      await adminPost(`invoice/${path}`, input, adminInvoice);
      showToast(t(path === 'issue' ? 'adminInvoices.issued' : 'adminInvoices.rejected'), { type: 'success' });
      onDecided();
    });
  const issue = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void decide('issue', { id: a.id, invoiceNo: invoiceNo.trim() || undefined, fileUrl }, adminInvoiceIssueInput);
  };
  const attach = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload('upload', file, uploadAnswer, file.name, { purpose: 'invoice' }).catch(() => null);
    setFileUrl(stored?.url);
  };

  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="font-medium">
        {t('orders.number', { orderNo: a.orderNo })} · {t(`orders.status.${a.orderStatus}`)} · {a.customerPhone} ·{' '}
        {formatDateTime(a.appliedAt, currentLocale())}
      </p>
      <p>{[t(`invoice.type.${a.type}`), a.title, a.taxNo, formatPrice(a.amountFen)].filter(Boolean).join(' · ')}</p>
      {a.type === 'vat_special' && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-slate-600">
          {(['unitAddress', 'unitPhone', 'bankName', 'bankAccount'] as const).map((name) => (
            <div key={name} className="contents">
              <dt>{t(`invoice.field.${name}`)}</dt>
              <dd className="break-all">{a[name]}</dd>
            </div>
          ))}
        </dl>
      )}
      {(a.email || a.mobile) && <p className="text-slate-600">{[a.email, a.mobile].filter(Boolean).join(' · ')}</p>}
      {a.status === 'issued' && (
        <p>
          {a.invoiceNo} {a.fileUrl && <a href={a.fileUrl}>{t('adminInvoices.file')}</a>}
        </p>
      )}
      {a.status === 'rejected' && <p className="text-red-700">{a.rejectReason}</p>}
      {a.status === 'in_progress' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <form onSubmit={issue} noValidate aria-label={t('adminInvoices.issueOf', { orderNo: a.orderNo })} className="space-y-2">
            <TextField label={t('adminInvoices.invoiceNo')} value={invoiceNo} onChange={setInvoiceNo} error={errors.invoiceNo} />
            <label className="block">
              <span className="block text-slate-700">{t('adminInvoices.pdf')}</span>
              <input type="file" accept="application/pdf,image/png,image/jpeg" onChange={(event) => void attach(event.target.files?.[0])} />
              {errors.fileUrl && <span className="block text-red-700">{errors.fileUrl}</span>}
            </label>
            <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-1.5 text-white disabled:opacity-60">
              {t('adminInvoices.issue')}
            </button>
          </form>
          <form
            noValidate
            aria-label={t('adminInvoices.rejectOf', { orderNo: a.orderNo })}
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              void decide('reject', { id: a.id, reason }, adminInvoiceRejectInput);
            }}
          >
            <TextField label={t('adminInvoices.reason')} value={reason} onChange={setReason} error={errors.reason} />
            <button type="submit" disabled={busy} className="rounded-md border border-red-600 px-3 py-1.5 text-red-700 disabled:opacity-60">
              {t('adminInvoices.reject')}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}

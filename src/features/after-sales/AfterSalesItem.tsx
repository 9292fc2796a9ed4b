import { useState } from 'react';
import { showToast } from '../../components/ui/toast.store.ts';
import { canDo } from '../../lib/after-sales-rules.ts';
import { post } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type AfterSalesDetail, type AfterSalesSummary, afterSalesDetail } from '../../schemas/after-sales.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { HistoryTimeline } from './HistoryTimeline.tsx';
import { ReturnForm } from './ReturnForm.tsx';

const statusTone: Record<AfterSalesSummary['status'], string> = {
  under_audit: 'bg-amber-50 text-amber-800',
  approved: 'bg-sky-50 text-sky-800',
  goods_returned: 'bg-sky-50 text-sky-800',
  refunded: 'bg-green-50 text-green-800',
  rejected: 'bg-red-50 text-red-800',
  cancelled: 'bg-slate-100 text-slate-700',
};

export function StatusBadge({ status, locale }: { status: AfterSalesSummary['status']; locale: Locale }) {
  const t = useTranslate(locale);
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[status]}`}>{t(`afterSales.status.${status}`)}</span>;
}

/** One application of the customer: its summary, and on request its lines, photos, history and what they can do now. */
export function AfterSalesItem({ locale, summary, onChanged }: { locale: Locale; summary: AfterSalesSummary; onChanged: (detail: AfterSalesDetail) => void }) {
  const t = useTranslate(locale);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<AfterSalesDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = `after-sales-${summary.refundNo}`;
  const needsReturn = summary.mode === 'return_refund' && summary.status === 'approved' && !summary.trackingNo;

  const toggle = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    setFailed(false);
    try {
      setDetail(await post('afterSales/detail', { refundNo: summary.refundNo }, afterSalesDetail));
    } catch {
      setFailed(true);
    }
  };
  const changed = (next: AfterSalesDetail) => {
    setDetail(next);
    onChanged(next);
  };
  const cancel = async () => {
    if (!window.confirm(t('afterSales.confirmCancel', { refundNo: summary.refundNo }))) return;
    const next = await post('afterSales/cancel', { refundNo: summary.refundNo }, afterSalesDetail).catch(() => null);
    if (!next) return;
    showToast(t('afterSales.cancelled'), { type: 'success' });
    changed(next);
  };

  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{t('afterSales.refundNo', { refundNo: summary.refundNo })}</span>
        <StatusBadge status={summary.status} locale={locale} />
      </div>
      <div className="mt-2 grid gap-x-4 gap-y-1 text-slate-600 sm:grid-cols-2">
        <p>{t('orders.number', { orderNo: summary.orderNo })}</p>
        <p>
          {t(`afterSales.mode.${summary.mode}`)} ·{' '}
          <span className="font-medium text-slate-800">{t('afterSales.refundAmount', { amount: formatPrice(summary.refundFen) })}</span>
        </p>
        <p>{t('afterSales.appliedAt', { date: formatDate(summary.createdAt, locale) })}</p>
        {summary.paidAt && <p>{t('afterSales.paidAt', { date: formatDate(summary.paidAt, locale) })}</p>}
        {summary.refundedAt && <p>{t('afterSales.refundedAt', { date: formatDate(summary.refundedAt, locale) })}</p>}
      </div>
      {needsReturn && <p className="mt-2 font-medium text-amber-800">{t('afterSales.needsReturn')}</p>}
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => void toggle()} className="mt-2 text-sm text-brand-700 underline">
        {t(open ? 'afterSales.hideDetails' : 'afterSales.details')}
      </button>
      {open && (
        <div id={panelId} className="mt-3 space-y-4 border-t border-slate-100 pt-3">
          {failed ? (
            <p role="alert">{t('afterSales.detailFailed')}</p>
          ) : !detail ? (
            <p role="status">{t('account.loading')}</p>
          ) : (
            <ItemDetail locale={locale} detail={detail} onChanged={changed} onCancel={() => void cancel()} />
          )}
        </div>
      )}
    </li>
  );
}

function ItemDetail({
  locale,
  detail,
  onChanged,
  onCancel,
}: {
  locale: Locale;
  detail: AfterSalesDetail;
  onChanged: (detail: AfterSalesDetail) => void;
  onCancel: () => void;
}) {
  const t = useTranslate(locale);
  return (
    <>
      <section aria-label={t('afterSales.goods')}>
        <ul className="space-y-1">
          {detail.lines.map((line) => (
            <li key={line.lineId}>
              <a href={localePath(locale, `/productDetails/${line.productId}`)}>{line.productName}</a> · {line.specLabel} × {line.quantity}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-slate-600">{t('afterSales.reasonIs', { reason: t(`afterSales.reason.${detail.reason}`) })}</p>
        {detail.description && <p className="mt-1 whitespace-pre-line break-words">{detail.description}</p>}
      </section>
      {detail.photoUrls.length > 0 && (
        <section aria-label={t('afterSales.photosTitle')} className="flex flex-wrap gap-2">
          {detail.photoUrls.map((url, index) => (
            <a key={index} href={url} target="_blank" rel="noopener">
              <img src={url} alt={t('afterSales.photoAlt', { n: index + 1 })} className="h-16 w-16 rounded-md object-cover" />
            </a>
          ))}
        </section>
      )}
      {detail.trackingNo && detail.expressCompany && <p>{t('afterSales.returnShipped', { company: detail.expressCompany, trackingNo: detail.trackingNo })}</p>}
      {canDo(detail, 'submitReturn') && <ReturnForm locale={locale} application={detail} onSaved={onChanged} />}
      <section aria-label={t('afterSales.history')}>
        <h4 className="mb-2 font-medium">{t('afterSales.history')}</h4>
        <HistoryTimeline entries={detail.history} locale={locale} />
      </section>
      {canDo(detail, 'cancel') && (
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-3 py-1">
          {t('afterSales.cancel')}
        </button>
      )}
    </>
  );
}

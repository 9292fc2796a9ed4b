import { useCallback, useEffect, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { actorOfAction, allowedActions } from '../../lib/after-sales-rules.ts';
import { ApiCallError, adminPost } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type AdminAfterSalesDetail, adminAfterSalesDetail } from '../../schemas/after-sales.ts';
import { formatPrice } from '../../schemas/money.ts';
import { StatusBadge } from '../after-sales/AfterSalesItem.tsx';
import { HistoryTimeline } from '../after-sales/HistoryTimeline.tsx';
import { useMayCall } from './use-may-call.ts';

const channelName = { alipay: '支付宝', wechat: '微信支付', bankTransfer: '对公转账' } as const;

/** One application at the operator's desk: its order, goods, photos and history, and the operator's next moves (approve, reject, goods received, refund). */
export function AfterSalesOperatorDetail({ refundNo, onChanged }: { refundNo: string; onChanged: () => void }) {
  const t = useTranslate(currentLocale());
  const { mayCall } = useMayCall();
  const [detail, setDetail] = useState<AdminAfterSalesDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [refundFailure, setRefundFailure] = useState<string | null>(null);
  const form = useSubmit(currentLocale(), {
    onError: (error) => {
      const providerReason = error instanceof ApiCallError ? (error.data as { reason?: unknown } | null)?.reason : undefined;
      if (typeof providerReason === 'string') setRefundFailure(providerReason);
      return undefined;
    },
  });
  const { busy, fieldErrors: errors, setFieldErrors: setErrors } = form;

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setDetail(await adminPost('afterSales/detail', { refundNo }, adminAfterSalesDetail));
    } catch {
      setFailed(true);
    }
  }, [refundNo]);
  useEffect(() => void load(), [load]);

  if (failed) return <LoadFailed message={t('admin.afterSales.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void load()} />;
  if (!detail) return <Loading label={t('admin.loading')} />;

  const act = async (action: 'approve' | 'reject' | 'received' | 'refund', body: object) => {
    setRefundFailure(null);
    await form.run(async () => {
      setDetail(await adminPost(`afterSales/${action}`, { refundNo, ...body }, adminAfterSalesDetail));
      setRejecting(false);
      setNote('');
      showToast(t('admin.afterSales.done'), { type: 'success' });
      onChanged();
    });
  };
  const refund = () => {
    const channel = detail.paymentType ? channelName[detail.paymentType] : '';
    const question =
      detail.paymentType === 'bankTransfer'
        ? t('admin.afterSales.confirmBankRefund', { amount: formatPrice(detail.refundFen) })
        : t('admin.afterSales.confirmRefund', { channel, amount: formatPrice(detail.refundFen) });
    if (window.confirm(question)) void act('refund', {});
  };
  const actions = allowedActions(detail).filter((action) => actorOfAction[action] === 'operator' && mayCall(`afterSales/${action}`));
  const waitingReturn = detail.mode === 'return_refund' && detail.status === 'approved' && !detail.trackingNo;
  const buttonClass = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-60';

  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('afterSales.refundNo', { refundNo: detail.refundNo })}</h2>
        <StatusBadge status={detail.status} locale={currentLocale()} />
      </div>
      <div className="grid gap-1 text-slate-700 sm:grid-cols-2">
        <p>{t('orders.number', { orderNo: detail.orderNo })}</p>
        <p>{t('admin.afterSales.orderStatus', { status: t(`orders.status.${detail.orderStatus}`) })}</p>
        <p>{t('admin.afterSales.customer', { phone: detail.customerPhone })}</p>
        <p>
          {t(`afterSales.mode.${detail.mode}`)} · {t('afterSales.refundAmount', { amount: formatPrice(detail.refundFen) })}
        </p>
        <p>
          {t('admin.afterSales.paid', {
            amount: formatPrice(detail.paidFen),
            channel: detail.paymentType ? channelName[detail.paymentType] : '—',
            date: detail.paidAt ? formatDate(detail.paidAt, currentLocale()) : '—',
          })}
        </p>
        <p>{t('afterSales.reasonIs', { reason: t(`afterSales.reason.${detail.reason}`) })}</p>
        {detail.refundedAt && <p>{t('afterSales.refundedAt', { date: formatDate(detail.refundedAt, currentLocale()) })}</p>}
      </div>
      <ul className="space-y-1">
        {detail.lines.map((line) => (
          <li key={line.lineId}>
            {line.productName} · {line.specLabel} × {line.quantity}（{formatPrice(line.unitPriceFen)}）
          </li>
        ))}
      </ul>
      {detail.description && <p className="whitespace-pre-line break-words rounded-md bg-slate-50 p-2">{detail.description}</p>}
      {detail.photoUrls.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {detail.photoUrls.map((url, index) => (
            <a key={index} href={url} target="_blank" rel="noopener">
              <img src={url} alt={t('afterSales.photoAlt', { n: index + 1 })} className="h-20 w-20 rounded-md object-cover" />
            </a>
          ))}
        </div>
      )}
      {detail.trackingNo && detail.expressCompany && <p>{t('afterSales.returnShipped', { company: detail.expressCompany, trackingNo: detail.trackingNo })}</p>}
      {waitingReturn && <p className="text-amber-800">{t('admin.afterSales.waitingReturn')}</p>}

      {actions.length > 0 && (
        <div className="space-y-3 rounded-lg bg-slate-50 p-3">
          {(actions.includes('approve') || actions.includes('received')) && (
            <Field label={t('admin.afterSales.note')} error={errors.note}>
              {(props) => <input {...props} className={inputClass} value={note} onChange={(event) => setNote(event.target.value)} />}
            </Field>
          )}
          <div className="flex flex-wrap gap-2">
            {actions.includes('approve') && (
              <button
                type="button"
                disabled={busy}
                onClick={() => void act('approve', note.trim() ? { note } : {})}
                className={`${buttonClass} border-brand-600 bg-brand-600 text-white`}
              >
                {t('admin.afterSales.approve')}
              </button>
            )}
            {actions.includes('reject') && !rejecting && (
              <button type="button" disabled={busy} onClick={() => setRejecting(true)} className={buttonClass}>
                {t('admin.afterSales.reject')}
              </button>
            )}
            {actions.includes('received') && (
              <button
                type="button"
                disabled={busy}
                onClick={() => void act('received', note.trim() ? { note } : {})}
                className={`${buttonClass} border-brand-600 bg-brand-600 text-white`}
              >
                {t('admin.afterSales.received')}
              </button>
            )}
            {actions.includes('refund') && (
              <button type="button" disabled={busy} onClick={refund} className={`${buttonClass} border-brand-600 bg-brand-600 text-white`}>
                {t('admin.afterSales.refund', { amount: formatPrice(detail.refundFen) })}
              </button>
            )}
          </div>
          {rejecting && (
            <form
              noValidate
              className="space-y-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (!reason.trim()) return setErrors({ reason: t('validation.rejectReason') });
                void act('reject', { reason });
              }}
            >
              <Field label={t('admin.afterSales.rejectReason')} error={errors.reason}>
                {(props) => (
                  <textarea {...props} rows={2} maxLength={200} className={inputClass} value={reason} onChange={(event) => setReason(event.target.value)} />
                )}
              </Field>
              <button type="submit" disabled={busy} className={`${buttonClass} border-red-700 bg-red-700 text-white`}>
                {t('admin.afterSales.confirmReject')}
              </button>
            </form>
          )}
          {refundFailure && (
            <p role="alert" className="text-red-700">
              {t('admin.afterSales.refundFailed', { reason: refundFailure })}
            </p>
          )}
        </div>
      )}

      <section aria-label={t('afterSales.history')}>
        <h3 className="mb-2 font-medium">{t('afterSales.history')}</h3>
        <HistoryTimeline
          entries={detail.history}
          locale={currentLocale()}
          extra={(entry) =>
            entry.operatorPhone ? <span className="text-xs text-slate-500">{t('admin.afterSales.operator', { phone: entry.operatorPhone })}</span> : null
          }
        />
      </section>
    </div>
  );
}

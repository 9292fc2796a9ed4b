import { useState } from 'react';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { formatDate } from '../../lib/dates.ts';
import { shownOrderStatus } from '../../lib/order-progress.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { InvoiceOrder, InvoiceOrderPage, InvoiceTitle } from '../../schemas/invoices.ts';
import { formatPrice } from '../../schemas/money.ts';
import { ApplyInvoiceForm } from './ApplyInvoiceForm.tsx';

type Props = {
  locale: Locale;
  page: InvoiceOrderPage;
  titles: InvoiceTitle[];
  onOrder: (order: InvoiceOrder) => void;
  onPage: (curPage: number) => void;
};

const stateTone = {
  not_applied: 'bg-slate-100 text-slate-700',
  in_progress: 'bg-amber-50 text-amber-800',
  issued: 'bg-green-50 text-green-800',
  rejected: 'bg-red-50 text-red-800',
} as const;

/** The orders with their invoice state: not applied, in progress, issued (download) or rejected (reason); apply and reapply. */
export function InvoiceOrders({ locale, page, titles, onOrder, onPage }: Props) {
  const t = useTranslate(locale);
  const [applying, setApplying] = useState<string | null>(null);

  if (page.total === 0) return <p className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm">{t('invoice.ordersEmpty')}</p>;

  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {page.items.map((order) => {
          const invoice = order.invoice;
          const state = invoice?.status ?? 'not_applied';
          return (
            <li key={order.orderNo} className="rounded-xl bg-white p-4 text-sm shadow-sm">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-600">
                  {t('orders.number', { orderNo: order.orderNo })} · {formatDate(order.createdAt, locale)}
                </span>
                <span className={`rounded px-2 py-0.5 text-xs font-medium ${stateTone[state]}`}>{t(`invoice.state.${state}`)}</span>
              </p>
              <p className="mt-1">
                {t('orders.total', { total: formatPrice(order.totalFen) })} · {t(`orders.status.${shownOrderStatus(order.orderStatus, order.deliveryWay)}`)}
              </p>
              {invoice && (
                <div className="mt-2 space-y-0.5 break-words text-slate-700">
                  <p>{t('invoice.appliedWith', { type: t(`invoice.type.${invoice.type}`), title: invoice.title })}</p>
                  {invoice.taxNo && <p>{t('invoice.taxNoOf', { taxNo: invoice.taxNo })}</p>}
                  <p>{t('invoice.amount', { amount: formatPrice(invoice.amountFen) })}</p>
                  {invoice.invoiceNo && <p>{t('invoice.number', { invoiceNo: invoice.invoiceNo })}</p>}
                  {invoice.status === 'rejected' && invoice.rejectReason && (
                    <p className="text-red-700">{t('invoice.rejectReason', { reason: invoice.rejectReason })}</p>
                  )}
                </div>
              )}
              <div className="mt-3 flex flex-wrap gap-3">
                {invoice?.status === 'issued' && invoice.fileUrl && (
                  <a href={invoice.fileUrl} download className="rounded-md border border-brand-600 px-3 py-1 text-brand-700 no-underline">
                    {t('invoice.download')}
                  </a>
                )}
                {order.canApply && applying !== order.orderNo && (
                  <button type="button" onClick={() => setApplying(order.orderNo)} className="rounded-md border border-slate-300 px-3 py-1">
                    {t(invoice ? 'invoice.reapply' : 'invoice.apply')}
                  </button>
                )}
                {!order.canApply && !invoice && <span className="text-slate-500">{t('invoice.payFirst')}</span>}
              </div>
              {applying === order.orderNo && (
                <ApplyInvoiceForm
                  locale={locale}
                  orderNo={order.orderNo}
                  titles={titles}
                  onApplied={(applied) => {
                    setApplying(null);
                    onOrder(applied);
                    showToast(t('invoice.applied'), { type: 'success' });
                  }}
                  onStale={() => {
                    setApplying(null);
                    onPage(page.curPage);
                  }}
                  onCancel={() => setApplying(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <Pagination page={page.curPage} pageCount={page.pageCount} hrefOf={(curPage) => `?curPage=${curPage}`} onPage={onPage} locale={locale} />
    </div>
  );
}

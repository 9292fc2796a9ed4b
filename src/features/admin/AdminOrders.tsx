import { type SubmitEvent, useEffect, useState } from 'react';
import { z } from 'zod';
import { inputClass, TextField } from '../../components/ui/Field.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { linkedChoice } from '../../lib/admin-links.ts';
import { adminPost } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { canMoveOrder } from '../../lib/order-rules.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice } from '../../schemas/money.ts';
import {
  type AdminOrderDetail,
  type AdminOrderPage,
  adminOrderDetail,
  adminOrderPage,
  orderStatuses,
  orderSummary,
  shipOrderInput,
  trackingEventInput,
} from '../../schemas/orders.ts';
import { documentLink } from '../../schemas/quotations.ts';
import { downloadDocument } from '../quotations/open-document.ts';
import { AdminPagedList } from './AdminPagedList.tsx';

type Status = (typeof orderStatuses)[number];

/** The operator's orders: find them, open one, ship it and record its parcel's journey. */
export function AdminOrders() {
  const t = useTranslate('zh');
  const [status, setStatus] = useState<Status | ''>(() => linkedChoice('status', orderStatuses) ?? 'awaiting_shipment');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<AdminOrderPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [openNo, setOpenNo] = useState<string | null>(null);

  const load = (curPage = 1) => {
    setFailed(false);
    adminPost('order/list', { status: status || undefined, keyword: keyword.trim() || undefined, curPage }, adminOrderPage).then(setPage, () =>
      setFailed(true),
    );
  };
  useEffect(() => load(), [status]);

  if (openNo)
    return (
      <AdminOrderView
        orderNo={openNo}
        onBack={() => {
          setOpenNo(null);
          load(page?.curPage);
        }}
      />
    );
  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          load();
        }}
      >
        <label className="text-sm">
          <span className="block text-slate-700">{t('adminOrders.status')}</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as Status | '')} className={inputClass}>
            <option value="">{t('adminOrders.allStatuses')}</option>
            {orderStatuses.map((name) => (
              <option key={name} value={name}>
                {t(`orders.status.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">{t('adminOrders.keyword')}</span>
          <input type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} className={inputClass} />
        </label>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white">
          {t('adminOrders.search')}
        </button>
      </form>
      <AdminPagedList
        page={page}
        failed={failed}
        failedMessage={t('orders.loadFailed')}
        load={load}
        emptyMessage={t('orders.empty')}
        listClassName="divide-y divide-slate-100 text-sm"
      >
        {(order) => (
          <li key={order.orderNo} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {order.orderNo} · {formatDateTime(order.createdAt, 'zh')} · {order.customerPhone} · {order.consignee}
            </span>
            <span className="flex items-center gap-3">
              {order.refundDue && <span className="rounded bg-red-100 px-2 py-0.5 text-xs text-red-800">{t('adminOrders.refundDue')}</span>}
              <span>{formatPrice(order.totalFen)}</span>
              <span>{t(`orders.status.${order.status}`)}</span>
              <button
                type="button"
                onClick={() => setOpenNo(order.orderNo)}
                className="rounded-md border border-slate-300 px-3 py-1"
                aria-label={t('adminOrders.openOf', { orderNo: order.orderNo })}
              >
                {t('adminOrders.open')}
              </button>
            </span>
          </li>
        )}
      </AdminPagedList>
    </div>
  );
}

function AdminOrderView({ orderNo, onBack }: { orderNo: string; onBack: () => void }) {
  const t = useTranslate('zh');
  const [order, setOrder] = useState<AdminOrderDetail | null>(null);
  const reload = () => void adminPost('order/detail', { orderNo }, adminOrderDetail).then(setOrder, () => undefined);
  useEffect(reload, [orderNo]);
  if (!order) return <Loading label={t('admin.loading')} />;

  const a = order.addressee;
  return (
    <div className="space-y-4 text-sm">
      <button type="button" onClick={onBack} className="underline">
        {t('adminOrders.back')}
      </button>
      <h3 className="text-lg font-semibold">
        {t('orders.number', { orderNo })} · {t(`orders.status.${order.status}`)}
      </h3>
      <p>
        {order.customerPhone} · {a.consignee} {a.mobile} ·{' '}
        {order.pickup ? `${t('checkout.delivery.pickup')} · ${order.pickup.address}` : `${a.province} ${a.city} ${a.district} ${a.detail}`}
      </p>
      <ul>
        {order.lines.map((line, index) => (
          <li key={index}>
            {line.productName} · {line.specLabel} × {line.quantity} · {formatPrice(line.unitPriceFen)}
          </li>
        ))}
      </ul>
      <p>
        {t('orders.total', { total: formatPrice(order.totalFen) })} · {t('orderDetail.paid')} {order.paidFen === null ? '—' : formatPrice(order.paidFen)}
        {order.remark && ` · ${order.remark}`}
      </p>
      <OrderPapers order={order} />
      <section aria-labelledby="order-payments">
        <h4 id="order-payments" className="font-semibold">
          {t('adminOrders.payments')}
        </h4>
        <ul>
          {order.payments.map((payment) => (
            <li key={payment.outTradeNo}>
              {payment.outTradeNo} · {t(`pay.channel.${payment.channel}`)} · {formatPrice(payment.amountFen)} · {payment.status}
              {payment.needsRefund && (
                <>
                  <strong className="text-red-700"> · {t('adminOrders.refundDue')}</strong>{' '}
                  <StrayRefundButton outTradeNo={payment.outTradeNo} amountFen={payment.amountFen} onRefunded={reload} />
                </>
              )}
              {payment.refundedAt && <span> · {t('adminOrders.refundedAt', { time: formatDateTime(payment.refundedAt, 'zh') })}</span>}
            </li>
          ))}
        </ul>
      </section>
      {canMoveOrder(order.status, 'ship') && <ShipForm orderNo={orderNo} onShipped={reload} />}
      {order.shippedAt && (
        <section aria-labelledby="order-tracking" className="space-y-2">
          <h4 id="order-tracking" className="font-semibold">
            {t('orderDetail.logistics')}
          </h4>
          <p>{order.driverName ? `${order.driverName} ${order.driverPhone}` : `${order.logisticsCompany} ${order.trackingNo}`}</p>
          <ol className="list-inside list-disc">
            {order.tracking.map((event, index) => (
              <li key={index}>
                {formatDateTime(event.happenedAt, 'zh')} {event.location} {event.description}
              </li>
            ))}
          </ol>
          <TrackingForm orderNo={orderNo} onAdded={reload} />
        </section>
      )}
    </div>
  );
}

/** The order's proforma invoice, and the quotation it was placed from, as PDFs (the operator's reading of them is audited). */
function OrderPapers({ order }: { order: AdminOrderDetail }) {
  const t = useTranslate('zh');
  const open = (path: string, body: object) => adminPost(path, body, documentLink).then(downloadDocument, () => undefined);
  return (
    <p className="flex flex-wrap items-center gap-2">
      {order.quotationNo && (
        <>
          {t('orderDetail.quotationNo')} {order.quotationNo}
          <button
            type="button"
            onClick={() => void open('quotation/link', { quotationNo: order.quotationNo })}
            className="rounded-md border border-slate-300 px-2 py-1"
          >
            {t('adminOrders.quotationPdf')}
          </button>
        </>
      )}
      {order.status !== 'cancelled' && (
        <button
          type="button"
          onClick={() => void open('order/proforma', { orderNo: order.orderNo, language: 'zh' })}
          className="rounded-md border border-slate-300 px-2 py-1"
        >
          {t('orderDetail.proforma')}
        </button>
      )}
    </p>
  );
}

function ShipForm({ orderNo, onShipped }: { orderNo: string; onShipped: () => void }) {
  const t = useTranslate('zh');
  const [method, setMethod] = useState<'carrier' | 'own'>('carrier');
  const [values, setValues] = useState({ logisticsCompany: '', trackingNo: '', driverName: '', driverPhone: '' });
  const form = useSubmit('zh');
  const { busy, fieldErrors: errors } = form;
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (value: string) => setValues({ ...values, [name]: value }),
    error: errors[name],
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body =
      method === 'carrier'
        ? { orderNo, method, logisticsCompany: values.logisticsCompany, trackingNo: values.trackingNo }
        : { orderNo, method, driverName: values.driverName, driverPhone: values.driverPhone };
    void form.submit(shipOrderInput, body, async (input) => {
      await adminPost('order/ship', input, orderSummary);
      showToast(t('adminOrders.shipped'), { type: 'success' });
      onShipped();
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ship-title" className="max-w-md space-y-3 rounded-lg border border-slate-200 p-4">
      <h4 id="ship-title" className="font-semibold">
        {t('adminOrders.ship')}
      </h4>
      <fieldset className="flex gap-4">
        <legend className="sr-only">{t('adminOrders.shipMethod')}</legend>
        {(['carrier', 'own'] as const).map((name) => (
          <label key={name} className="flex items-center gap-1">
            <input type="radio" name="method" checked={method === name} onChange={() => setMethod(name)} />
            {t(`adminOrders.method.${name}`)}
          </label>
        ))}
      </fieldset>
      {method === 'carrier' ? (
        <>
          <TextField label={t('orderDetail.logisticsCompany')} {...field('logisticsCompany')} />
          <TextField label={t('orderDetail.trackingNo')} {...field('trackingNo')} />
        </>
      ) : (
        <>
          <TextField label={t('orderDetail.driverName')} {...field('driverName')} />
          <TextField label={t('orderDetail.driverPhone')} type="tel" {...field('driverPhone')} />
        </>
      )}
      <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60">
        {t('adminOrders.shipNow')}
      </button>
    </form>
  );
}

/** A datetime-local value (Beijing time, as the operator reads the clock) as an ISO moment. */
const beijingMoment = (local: string) => (local ? `${local}:00+08:00` : '');

function TrackingForm({ orderNo, onAdded }: { orderNo: string; onAdded: () => void }) {
  const t = useTranslate('zh');
  const [values, setValues] = useState({ happenedAt: '', location: '', description: '' });
  const form = useSubmit('zh');
  const { busy, fieldErrors: errors } = form;
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (value: string) => setValues({ ...values, [name]: value }),
    error: errors[name],
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { orderNo, happenedAt: beijingMoment(values.happenedAt), location: values.location.trim() || undefined, description: values.description };
    void form.submit(trackingEventInput, body, async (input) => {
      await adminPost('order/tracking', input, z.null());
      setValues({ happenedAt: '', location: '', description: '' });
      onAdded();
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="tracking-title" className="max-w-md space-y-3 rounded-lg border border-slate-200 p-4">
      <h4 id="tracking-title" className="font-semibold">
        {t('adminOrders.addTracking')}
      </h4>
      <TextField label={t('adminOrders.happenedAt')} type="datetime-local" {...field('happenedAt')} />
      <TextField label={t('adminOrders.location')} {...field('location')} />
      <TextField label={t('adminOrders.description')} {...field('description')} />
      <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60">
        {t('adminOrders.addTrackingNow')}
      </button>
    </form>
  );
}

/** Gives back money that arrived for an order already cancelled or paid, through the provider that took it. */
function StrayRefundButton({ outTradeNo, amountFen, onRefunded }: { outTradeNo: string; amountFen: number; onRefunded: () => void }) {
  const t = useTranslate('zh');
  // A refusal (the provider's, or that nothing is owed) is shown by the client as a toast.
  const { busy, run } = useSubmit('zh');
  const refund = async () => {
    if (!window.confirm(t('adminOrders.confirmRefund', { outTradeNo, amount: formatPrice(amountFen) }))) return;
    await run(async () => {
      await adminPost('order/refundPayment', { outTradeNo }, z.null());
      showToast(t('adminOrders.refunded'), { type: 'success' });
      onRefunded();
    });
  };
  return (
    <button type="button" disabled={busy} onClick={() => void refund()} className="rounded-md border border-slate-300 px-2 py-0.5 disabled:opacity-60">
      {t('adminOrders.refund')}
    </button>
  );
}

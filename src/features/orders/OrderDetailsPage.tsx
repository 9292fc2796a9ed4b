import { useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { goToLogin, post } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { shownOrderStatus } from '../../lib/order-progress.ts';
import { canMoveOrder } from '../../lib/order-rules.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { OrderDetail } from '../../schemas/orders.ts';
import { ProductPicture } from '../catalog/ProductPicture.tsx';

import { breakdownLines } from '../checkout/freight-words.ts';
import { BuyAgainButton } from './BuyAgainButton.tsx';
import { OrderProgress } from './OrderProgress.tsx';
import { cancelAfterConfirm, confirmReceiptAfterConfirm } from './order-actions.ts';
import { ProformaButton } from './ProformaButton.tsx';

// The contract (and zod) loads beside the first call, after the first paint.
const orderDetail = () => import('../../schemas/orders.ts').then((contracts) => contracts.orderDetail);

/** Every field of one order, its progress, its lines, its parcel's journey, and what its status allows. */
export default function OrderDetailsPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [failed, setFailed] = useState(false);

  const load = (number: string) => {
    setFailed(false);
    post('order/detail', { orderNo: number }, orderDetail).then(setOrder, () => setFailed(true));
  };
  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    const number = new URLSearchParams(window.location.search).get('orderNo') ?? '';
    setOrderNo(number);
    load(number);
  }, [session.ready, session.loggedIn]);

  if (failed) return <LoadFailed message={t('successful.notFound')} retryLabel={t('cart.retry')} onRetry={() => orderNo !== null && load(orderNo)} />;
  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (!order) return <Loading label={t('account.loading')} />;

  const transferState = ({ status, rejectReason }: NonNullable<typeof order.bankTransfer>) =>
    `${t(`bankTransfer.state.${status}`)}${status === 'rejected' && rejectReason ? ` · ${t('bankTransfer.rejectReason', { reason: rejectReason })}` : ''}`;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—');
  const money = (fen: number | null) => (fen === null ? '—' : formatPrice(fen));
  const fields: [string, string][] = [
    [t('orderDetail.orderNo'), order.orderNo],
    [t('orderDetail.status'), t(`orders.status.${shownOrderStatus(order.status, order.deliveryWay)}`)],
    [t('orderDetail.createdAt'), when(order.createdAt)],
    [t('orderDetail.paidAt'), when(order.paidAt)],
    [t('orderDetail.paymentType'), order.paymentType ? t(`pay.channel.${order.paymentType}`) : '—'],
    [t('orderDetail.total'), money(order.totalFen)],
    [t('orderDetail.freight'), order.freight?.freeShipping ? t('checkout.freeShipping') : money(order.freightFen)],
    [t('orderDetail.paid'), money(order.paidFen)],
    ...(order.bankTransfer ? ([[t('bankTransfer.status'), transferState(order.bankTransfer)]] as [string, string][]) : []),
    ...(order.quotationNo ? ([[t('orderDetail.quotationNo'), order.quotationNo]] as [string, string][]) : []),
    [t('orderDetail.remark'), order.remark ?? '—'],
    [t('orderDetail.deliveryWay'), order.deliveryWay ? t(`checkout.delivery.${order.deliveryWay}`) : '—'],
    ...(order.freight ? [[t('orderDetail.freightRule'), breakdownLines(order.freight, t, locale).join(' · ')] as [string, string]] : []),
    ...(order.collectedBy
      ? ([
          [t('orderDetail.collectedAt'), when(order.shippedAt)],
          [t('orderDetail.collectedBy'), order.collectedBy],
        ] as [string, string][])
      : []),
  ];
  const a = order.addressee;
  const shipment: [string, string][] = order.driverName
    ? [
        [t('orderDetail.shippedAt'), when(order.shippedAt)],
        [t('orderDetail.driverName'), order.driverName],
        [t('orderDetail.driverPhone'), order.driverPhone ?? '—'],
      ]
    : [
        [t('orderDetail.shippedAt'), when(order.shippedAt)],
        [t('orderDetail.logisticsCompany'), order.logisticsCompany ?? '—'],
        [t('orderDetail.trackingNo'), order.trackingNo ?? '—'],
      ];
  const act = async (action: typeof cancelAfterConfirm) => (await action(order.orderNo, t)) && load(order.orderNo);

  return (
    <div className="space-y-4">
      <Panel id="order-progress" title={t('orderProgress.title')}>
        <OrderProgress order={order} locale={locale} />
      </Panel>
      <Panel id="order-info" title={t('orderDetail.info')}>
        <FieldList fields={fields} />
        <div className="flex flex-wrap gap-2 text-sm">
          {canMoveOrder(order.status, 'cancel') && (
            <>
              <a href={`${localePath(locale, '/pay')}?orderNo=${order.orderNo}`} className="rounded-md bg-brand-600 px-3 py-1.5 text-white no-underline">
                {t('orders.payNow')}
              </a>
              <button type="button" onClick={() => void act(cancelAfterConfirm)} className="rounded-md border border-slate-300 px-3 py-1.5">
                {t('orders.cancel')}
              </button>
            </>
          )}
          {canMoveOrder(order.status, 'confirmReceipt') && (
            <button type="button" onClick={() => void act(confirmReceiptAfterConfirm)} className="rounded-md bg-brand-600 px-3 py-1.5 text-white">
              {t('orders.confirmReceipt')}
            </button>
          )}
          {order.status !== 'awaiting_payment' && <BuyAgainButton orderNo={order.orderNo} locale={locale} />}
          {order.paidAt && (
            <a href={localePath(locale, '/invoice')} className="rounded-md border border-slate-300 px-3 py-1.5 no-underline">
              {t('orders.applyInvoice')}
            </a>
          )}
          {order.status !== 'cancelled' && <ProformaButton orderNo={order.orderNo} locale={locale} />}
        </div>
      </Panel>

      <Panel id="order-lines" title={t('orderDetail.lines')}>
        <ul className="divide-y divide-slate-100 text-sm">
          {order.lines.map((line, index) => (
            <li key={index} className="flex items-start gap-3 py-3">
              <ProductPicture
                imageUrl={line.imageUrl}
                hex={line.hex}
                swatchTitle={t('catalog.swatchApproximate')}
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-md border border-slate-200"
              />
              <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 break-words">
                  <a href={localePath(locale, `/productDetails/${line.productId}`)}>{line.productName}</a>
                  <span className="block text-slate-500">
                    {line.specLabel} · {formatPrice(line.unitPriceFen)} × {line.quantity}
                  </span>
                </p>
                <p className="font-medium whitespace-nowrap" data-testid="line-total">
                  {t('orderDetail.lineTotal', { total: formatPrice(line.lineTotalFen) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Panel>

      {order.pickup ? (
        <Panel id="order-addressee" title={t('orderDetail.pickup')}>
          <FieldList
            fields={[
              [t('orderDetail.pickupPlace'), order.pickup.address],
              [t('orderDetail.pickupHours'), order.pickup.hours],
              [t('orderDetail.pickupContact'), [a.consignee, a.mobile].filter(Boolean).join(' · ')],
            ]}
          />
        </Panel>
      ) : (
        <Panel id="order-addressee" title={t('orderDetail.addressee')}>
          <p className="text-sm">
            {a.consignee} · {a.mobile}
            <br />
            {a.province} {a.city} {a.district} {a.detail}
          </p>
        </Panel>
      )}

      {/* A pickup order is collected, not shipped: its progress above says when. */}
      {!order.pickup && (
        <Panel id="logistics" title={t('orderDetail.logistics')}>
          {order.shippedAt ? (
            <>
              <FieldList fields={shipment} />
              {order.tracking.length === 0 ? (
                <p className="text-sm text-slate-600">{t('orderDetail.noTracking')}</p>
              ) : (
                <ol className="space-y-2 border-l-2 border-brand-100 pl-4 text-sm">
                  {order.tracking.map((event, index) => (
                    <li key={index}>
                      <p className={index === 0 ? 'font-medium text-brand-700' : ''}>{event.description}</p>
                      <p className="text-xs text-slate-500">
                        {formatDateTime(event.happenedAt, locale)}
                        {event.location && ` · ${event.location}`}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
            </>
          ) : (
            <p className="text-sm text-slate-600">{t('orderDetail.notShipped')}</p>
          )}
        </Panel>
      )}
    </div>
  );
}

function FieldList({ fields }: { fields: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

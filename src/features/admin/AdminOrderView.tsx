import { useEffect, useState } from 'react';
import { Loading } from '../../components/ui/Loading.tsx';
import { adminPost } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { shownOrderStatus } from '../../lib/order-progress.ts';
import { canMoveOrder } from '../../lib/order-rules.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice } from '../../schemas/money.ts';
import { type AdminOrderDetail, adminOrderDetail } from '../../schemas/orders.ts';
import { breakdownLines } from '../checkout/freight-words.ts';
import { DeliveryNoteButton } from './DeliveryNoteButton.tsx';
import { OrderPapers } from './OrderPapers.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { PickupForm } from './PickupForm.tsx';
import { ShipForm } from './ShipForm.tsx';
import { TrackingForm } from './TrackingForm.tsx';
import { useMayCall } from './use-may-call.ts';

/** One order for the operator: who, where, what, what was paid, its papers, and shipping it and following its parcel. */
export function AdminOrderView({ orderNo, onBack }: { orderNo: string; onBack: () => void }) {
  const t = useTranslate(currentLocale());
  const { mayCall } = useMayCall();
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
        {t('orders.number', { orderNo })} · {t(`orders.status.${shownOrderStatus(order.status, order.deliveryWay)}`)}
      </h3>
      <p>
        {order.customerPhone} · {a.consignee} {a.mobile} ·{' '}
        {order.pickup ? `${t('checkout.delivery.pickup')} · ${order.pickup.address}` : `${a.province} ${a.city} ${a.district} ${a.detail}`}
      </p>
      {order.deliveryWay && (
        <p>
          {t(`checkout.delivery.${order.deliveryWay}`)} · {t('orderDetail.freight')} {formatPrice(order.freightFen)}
          {order.freight && ` · ${breakdownLines(order.freight, t, currentLocale()).join(' · ')}`}
        </p>
      )}
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
      {mayCall('order/proforma') && <OrderPapers order={order} />}
      {order.paidAt && mayCall('order/deliveryNote') && <DeliveryNoteButton orderNo={orderNo} />}
      <OrderPayments payments={order.payments} onRefunded={reload} mayRefund={mayCall('order/refundPayment')} />
      {canMoveOrder(order.status, 'ship') &&
        mayCall('order/ship') &&
        (order.deliveryWay === 'pickup' ? (
          <PickupForm orderNo={orderNo} collector={a.consignee} onCollected={reload} />
        ) : (
          <ShipForm orderNo={orderNo} onShipped={reload} />
        ))}
      {order.collectedBy && order.shippedAt && (
        <p>{t('adminOrders.collectedAt', { name: order.collectedBy, time: formatDateTime(order.shippedAt, currentLocale()) })}</p>
      )}
      {order.shippedAt && !order.collectedBy && (
        <section aria-labelledby="order-tracking" className="space-y-2">
          <h4 id="order-tracking" className="font-semibold">
            {t('orderDetail.logistics')}
          </h4>
          <p>{order.driverName ? `${order.driverName} ${order.driverPhone}` : `${order.logisticsCompany} ${order.trackingNo}`}</p>
          <ol className="list-inside list-disc">
            {order.tracking.map((event, index) => (
              <li key={index}>
                {formatDateTime(event.happenedAt, currentLocale())} {event.location} {event.description}
              </li>
            ))}
          </ol>
          {mayCall('order/tracking') && <TrackingForm orderNo={orderNo} onAdded={reload} />}
        </section>
      )}
    </div>
  );
}

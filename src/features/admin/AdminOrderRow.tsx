import { formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { shownOrderStatus } from '../../lib/order-progress.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { AdminOrderPage } from '../../schemas/orders.ts';
import { useMayCall } from './use-may-call.ts';

/** One order of the operator's list: who, when, what, how it travels and was paid, how much, where it stands, and the button that opens it. */
export function AdminOrderRow({
  order,
  ticked,
  onTick,
  onOpen,
}: {
  order: AdminOrderPage['items'][number];
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  onOpen: () => void;
}) {
  const t = useTranslate(currentLocale());
  const { mayCall } = useMayCall();
  const goods = order.lineCount > 1 ? t('adminOrders.goodsAndMore', { product: order.firstProduct, count: order.lineCount }) : order.firstProduct;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="flex min-w-0 items-start gap-2">
        {order.paidAt && mayCall('order/deliveryNote') && (
          <input
            type="checkbox"
            checked={ticked}
            onChange={(event) => onTick(event.target.checked)}
            aria-label={t('adminOrders.tickOf', { orderNo: order.orderNo })}
            className="mt-1 size-4"
          />
        )}
        <div className="min-w-0 space-y-0.5">
          <p>
            <span className="font-medium">{order.orderNo}</span> · {formatDateTime(order.createdAt, currentLocale())} · {order.customerPhone} ·{' '}
            {order.consignee}
          </p>
          <p className="text-slate-600">
            {goods}
            {order.deliveryWay && ` · ${t(`checkout.delivery.${order.deliveryWay}`)}`}
            {order.paymentType && ` · ${t(`pay.channel.${order.paymentType}`)}`}
            {order.paidAt && ` · ${t('adminOrders.paidAt', { time: formatDateTime(order.paidAt, currentLocale()) })}`}
          </p>
        </div>
      </div>
      <span className="flex items-center gap-3">
        {order.refundDue && <span className="rounded bg-red-100 px-2 py-0.5 text-xs text-red-800">{t('adminOrders.refundDue')}</span>}
        <span>{formatPrice(order.totalFen)}</span>
        <span>{t(`orders.status.${shownOrderStatus(order.status, order.deliveryWay)}`)}</span>
        <button
          type="button"
          onClick={onOpen}
          className="rounded-md border border-slate-300 px-3 py-1"
          aria-label={t('adminOrders.openOf', { orderNo: order.orderNo })}
        >
          {t('adminOrders.open')}
        </button>
      </span>
    </li>
  );
}

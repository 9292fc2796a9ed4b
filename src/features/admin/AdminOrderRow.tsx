import { formatDateTime } from '../../lib/dates.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { AdminOrderPage } from '../../schemas/orders.ts';

/** One order of the operator's list: who, when, how much, where it stands, and the button that opens it. */
export function AdminOrderRow({ order, onOpen }: { order: AdminOrderPage['items'][number]; onOpen: () => void }) {
  const t = useTranslate('zh');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        {order.orderNo} · {formatDateTime(order.createdAt, 'zh')} · {order.customerPhone} · {order.consignee}
      </span>
      <span className="flex items-center gap-3">
        {order.refundDue && <span className="rounded bg-red-100 px-2 py-0.5 text-xs text-red-800">{t('adminOrders.refundDue')}</span>}
        <span>{formatPrice(order.totalFen)}</span>
        <span>{t(`orders.status.${order.status}`)}</span>
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

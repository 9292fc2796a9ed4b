import { useState } from 'react';
import { linkedChoice, linkedText } from '../../lib/admin-links.ts';
import { adminPost } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { adminOrderPage, orderStatuses } from '../../schemas/orders.ts';
import { AdminOrderRow } from './AdminOrderRow.tsx';
import { AdminOrderView } from './AdminOrderView.tsx';
import { AdminPagedList } from './AdminPagedList.tsx';
import { OrderBatch } from './OrderBatch.tsx';
import { type OrderFilter, OrderFilterForm, orderFilterBody } from './OrderFilterForm.tsx';

/** The operator's orders: find them, open one, ship it and record its parcel's journey. */
export function AdminOrders() {
  const t = useTranslate(currentLocale());
  const [filter, setFilter] = useState<OrderFilter>(() => ({
    // As the search form does, a linked number looks through every status.
    status: linkedText('keyword') ? '' : (linkedChoice('status', orderStatuses) ?? 'awaiting_shipment'),
    keyword: linkedText('keyword'),
    from: '',
    to: '',
    deliveryWay: '',
    paymentType: '',
  }));
  const [openNo, setOpenNo] = useState<string | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const orders = usePagedList((curPage) => adminPost('order/list', { ...orderFilterBody(filter), curPage }, adminOrderPage), [filter]);
  const tick = (orderNo: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(orderNo);
      else next.delete(orderNo);
      return next;
    });
  const selected = orders.page?.items.filter((order) => ticked.has(order.orderNo)) ?? [];

  if (openNo)
    return (
      <AdminOrderView
        orderNo={openNo}
        onBack={() => {
          setOpenNo(null);
          void orders.reload();
        }}
      />
    );
  return (
    <div className="space-y-4">
      <OrderFilterForm applied={filter} onApply={setFilter} />
      <OrderBatch
        selected={selected}
        onDone={() => {
          setTicked(new Set());
          void orders.reload();
        }}
      />
      <AdminPagedList
        page={orders.page}
        failed={orders.failed}
        failedMessage={t('orders.loadFailed')}
        load={orders.load}
        emptyMessage={t('orders.empty')}
        listClassName="divide-y divide-slate-100 text-sm"
      >
        {(order) => (
          <AdminOrderRow
            key={order.orderNo}
            order={order}
            ticked={ticked.has(order.orderNo)}
            onTick={(on) => tick(order.orderNo, on)}
            onOpen={() => setOpenNo(order.orderNo)}
          />
        )}
      </AdminPagedList>
    </div>
  );
}

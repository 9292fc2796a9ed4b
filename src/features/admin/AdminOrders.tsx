import { useState } from 'react';
import { inputClass } from '../../components/ui/form/Field.tsx';
import { linkedChoice } from '../../lib/admin-links.ts';
import { adminPost } from '../../lib/api.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { adminOrderPage, orderStatuses } from '../../schemas/orders.ts';
import { AdminOrderRow } from './AdminOrderRow.tsx';
import { AdminOrderView } from './AdminOrderView.tsx';
import { AdminPagedList } from './AdminPagedList.tsx';
import { StatusFilter } from './StatusFilter.tsx';

type Status = (typeof orderStatuses)[number];

/** The operator's orders: find them, open one, ship it and record its parcel's journey. */
export function AdminOrders() {
  const t = useTranslate('zh');
  const [status, setStatus] = useState<Status | ''>(() => linkedChoice('status', orderStatuses) ?? 'awaiting_shipment');
  const [keyword, setKeyword] = useState('');
  const [openNo, setOpenNo] = useState<string | null>(null);
  const orders = usePagedList(
    (curPage) => adminPost('order/list', { status: status || undefined, keyword: keyword.trim() || undefined, curPage }, adminOrderPage),
    [status],
  );

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
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void orders.load();
        }}
      >
        <StatusFilter
          label={t('adminOrders.status')}
          value={status}
          onChange={setStatus}
          statuses={orderStatuses}
          nameOf={(name) => t(`orders.status.${name}`)}
          allLabel={t('adminOrders.allStatuses')}
          className="text-sm"
        />
        <label className="text-sm">
          <span className="block text-slate-700">{t('adminOrders.keyword')}</span>
          <input type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} className={inputClass} />
        </label>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white">
          {t('adminOrders.search')}
        </button>
      </form>
      <AdminPagedList
        page={orders.page}
        failed={orders.failed}
        failedMessage={t('orders.loadFailed')}
        load={orders.load}
        emptyMessage={t('orders.empty')}
        listClassName="divide-y divide-slate-100 text-sm"
      >
        {(order) => <AdminOrderRow key={order.orderNo} order={order} onOpen={() => setOpenNo(order.orderNo)} />}
      </AdminPagedList>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { linkedChoice } from '../../lib/admin-links.ts';
import { adminPost } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { $userInfo } from '../../lib/session/auth.store.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type AfterSalesStatus, adminAfterSalesPage, afterSalesStatuses } from '../../schemas/after-sales.ts';
import { formatPrice } from '../../schemas/money.ts';
import { StatusBadge } from '../after-sales/AfterSalesItem.tsx';
import { AdminPagedList } from './AdminPagedList.tsx';
import { AfterSalesOperatorDetail } from './AfterSalesOperatorDetail.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { AdminShell } from './shell/AdminShell.tsx';
import { useMayCall } from './use-may-call.ts';

/** The operator's after-sales desk: the applications by status, and each one's audit, goods received and refund. */
export default function AfterSalesAdmin() {
  const t = useTranslate(currentLocale());
  const user = useStore($userInfo);
  const [status, setStatus] = useState<AfterSalesStatus | ''>(() => linkedChoice('status', afterSalesStatuses) ?? 'under_audit');
  const [chosen, setChosen] = useState<string | null>(null);
  // Nothing is asked before the shell knows the visitor is a member whose role may see the list.
  const { mayCall } = useMayCall();
  const mayList = user?.role === 'admin' && mayCall('afterSales/list');
  const applications = usePagedList((curPage) => adminPost('afterSales/list', { ...(status ? { status } : {}), curPage }, adminAfterSalesPage), [status], {
    enabled: mayList,
  });

  return (
    <AdminShell current="afterSales">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <StatusFilter
          label={t('admin.afterSales.filter')}
          value={status}
          onChange={setStatus}
          statuses={afterSalesStatuses}
          nameOf={(value) => t(`afterSales.status.${value}`)}
          allLabel={t('admin.afterSales.all')}
          className="block w-48 text-sm"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label={t('admin.afterSales.list')} className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
          <AdminPagedList
            page={applications.page}
            failed={applications.failed}
            failedMessage={t('admin.afterSales.loadFailed')}
            emptyMessage={t('admin.afterSales.empty')}
            load={applications.load}
          >
            {(item) => (
              <li key={item.refundNo} className={`py-2 text-sm ${chosen === item.refundNo ? 'bg-brand-50' : ''}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <button
                    type="button"
                    onClick={() => setChosen(item.refundNo)}
                    aria-label={t('admin.afterSales.open', { refundNo: item.refundNo })}
                    className="font-medium text-brand-700 underline"
                  >
                    {item.refundNo}
                  </button>
                  <StatusBadge status={item.status} locale={currentLocale()} />
                </div>
                <p className="text-slate-600">
                  {t(`afterSales.mode.${item.mode}`)} · {formatPrice(item.refundFen)} · {t('admin.afterSales.customer', { phone: item.customerPhone })} ·{' '}
                  {formatDate(item.createdAt, currentLocale())}
                </p>
              </li>
            )}
          </AdminPagedList>
        </section>
        <section aria-label={chosen ?? t('admin.afterSales.chooseOne')} className="rounded-xl bg-white p-4 shadow-sm">
          {chosen ? (
            <AfterSalesOperatorDetail key={chosen} refundNo={chosen} onChanged={() => void applications.reload()} />
          ) : (
            <p className="text-slate-600">{t('admin.afterSales.chooseOne')}</p>
          )}
        </section>
      </div>
    </AdminShell>
  );
}

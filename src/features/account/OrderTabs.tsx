import { useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { post } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { shownOrderStatus } from '../../lib/order-progress.ts';
import { canMoveOrder } from '../../lib/order-rules.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { invoiceableStatuses } from '../../schemas/invoices.ts';
import { formatPrice } from '../../schemas/money.ts';
import { type OrderTab, orderPage, orderTabs } from '../../schemas/orders.ts';
import { ApplyForm } from '../after-sales/ApplyForm.tsx';
import { BuyAgainButton } from '../orders/BuyAgainButton.tsx';
import { cancelAfterConfirm, confirmReceiptAfterConfirm } from '../orders/order-actions.ts';

/**
 * The order tabs of the personal centre, with counts, and the actions each order's status allows; a paid
 * order's after-sales application form opens under it.
 */
export function OrderTabs({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [tab, setTab] = useState<OrderTab>('all');
  const detailsOf = (orderNo: string) => `${localePath(locale, '/orderDetails')}?orderNo=${orderNo}`;
  const [applying, setApplying] = useState<string | null>(null);
  const { page, failed, load, reload } = usePagedList((curPage) => post('order/list', { tab, curPage }, orderPage), [tab]);

  // Pickup orders ready to collect have a tab of their own, shown to those who have any.
  const shownTab = (name: OrderTab) => name !== 'awaitingPickup' || tab === name || (page?.counts.awaitingPickup ?? 0) > 0;
  const act = async (action: typeof cancelAfterConfirm, orderNo: string) => (await action(orderNo, t)) && (await reload());

  return (
    <div>
      <div role="tablist" aria-label={t('profile.orderTabs')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {orderTabs.filter(shownTab).map((name) => (
          <button
            key={name}
            id={`order-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls="order-panel"
            onClick={() => setTab(name)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === name ? 'border-brand-600 font-medium text-brand-700' : 'border-transparent text-slate-600'}`}
          >
            {t(`profile.order.${name}`)}
            {page && page.counts[name] > 0 && <span className="ml-1 text-xs text-slate-500">({page.counts[name]})</span>}
          </button>
        ))}
      </div>
      <div id="order-panel" role="tabpanel" aria-labelledby={`order-tab-${tab}`} className="space-y-3 py-4">
        <h3 className="sr-only">{t(`profile.order.${tab}`)}</h3>
        {failed ? (
          <LoadFailed message={t('orders.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void reload()} />
        ) : !page ? (
          <Loading label={t('account.loading')} />
        ) : page.items.length === 0 ? (
          <p className="py-4 text-slate-600">{t('orders.empty')}</p>
        ) : (
          <>
            <ul className="space-y-3">
              {page.items.map((order) => (
                <li key={order.orderNo} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="flex flex-wrap justify-between gap-2 text-slate-600">
                    <span>
                      {t('orders.number', { orderNo: order.orderNo })} · {formatDate(order.createdAt, locale)}
                    </span>
                    <span className="font-medium text-slate-800">{t(`orders.status.${shownOrderStatus(order.status, order.deliveryWay)}`)}</span>
                  </p>
                  <ul className="mt-2 space-y-1">
                    {order.lines.map((line, index) => (
                      <li key={index}>
                        <a href={localePath(locale, `/productDetails/${line.productId}`)}>{line.productName}</a> · {line.specLabel} × {line.quantity}
                      </li>
                    ))}
                  </ul>
                  {order.pickup && (
                    <p className="mt-2 rounded bg-slate-50 px-2 py-1 text-slate-700" data-testid="pickup-place">
                      {t('freight.pickupAt', { address: order.pickup.address, hours: order.pickup.hours })}
                    </p>
                  )}
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <span>
                      {t('orders.total', { total: formatPrice(order.totalFen) })}
                      {order.freightFen > 0 && <span className="text-slate-500"> {t('orders.freight', { freight: formatPrice(order.freightFen) })}</span>}
                    </span>
                    <span className="flex flex-wrap gap-2">
                      <a href={detailsOf(order.orderNo)} className="rounded-md border border-slate-300 px-3 py-1 no-underline">
                        {t('orders.details')}
                      </a>
                      {canMoveOrder(order.status, 'cancel') && (
                        <>
                          <a
                            href={`${localePath(locale, '/pay')}?orderNo=${order.orderNo}`}
                            className="rounded-md bg-brand-600 px-3 py-1 text-white no-underline"
                          >
                            {t('orders.payNow')}
                          </a>
                          <button
                            type="button"
                            onClick={() => void act(cancelAfterConfirm, order.orderNo)}
                            className="rounded-md border border-slate-300 px-3 py-1"
                          >
                            {t('orders.cancel')}
                          </button>
                        </>
                      )}
                      {canMoveOrder(order.status, 'confirmReceipt') && (
                        <>
                          {!order.pickup && (
                            <a href={`${detailsOf(order.orderNo)}#logistics`} className="rounded-md border border-slate-300 px-3 py-1 no-underline">
                              {t('orders.viewLogistics')}
                            </a>
                          )}
                          <button
                            type="button"
                            onClick={() => void act(confirmReceiptAfterConfirm, order.orderNo)}
                            className="rounded-md bg-brand-600 px-3 py-1 text-white"
                          >
                            {t('orders.confirmReceipt')}
                          </button>
                        </>
                      )}
                      {canMoveOrder(order.status, 'openAfterSales') && applying !== order.orderNo && (
                        <button type="button" onClick={() => setApplying(order.orderNo)} className="rounded-md border border-slate-300 px-3 py-1">
                          {t('afterSales.apply')}
                        </button>
                      )}
                      {order.status === 'after_sales' && (
                        <a href="#afterSales" className="rounded-md border border-slate-300 px-3 py-1 no-underline">
                          {t('afterSales.view')}
                        </a>
                      )}
                      {order.status !== 'awaiting_payment' && <BuyAgainButton orderNo={order.orderNo} locale={locale} />}
                      {(invoiceableStatuses as readonly string[]).includes(order.status) && (
                        <a href={localePath(locale, '/invoice')} className="rounded-md border border-slate-300 px-3 py-1 no-underline">
                          {t('invoice.apply')}
                        </a>
                      )}
                    </span>
                  </div>
                  {applying === order.orderNo && (
                    <div className="mt-3">
                      <ApplyForm
                        locale={locale}
                        orderNo={order.orderNo}
                        onApplied={() => window.location.assign('#afterSales')}
                        onClose={() => setApplying(null)}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <Pagination page={page.curPage} pageCount={page.pageCount} hrefOf={() => '#orders'} onPage={(curPage) => void load(curPage)} locale={locale} />
          </>
        )}
      </div>
    </div>
  );
}

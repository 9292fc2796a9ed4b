import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { adminPost } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { shownOrderStatus } from '../../lib/order-progress.ts';
import { useAppliedSearch, usePagedList } from '../../lib/use-paged-list.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type AdminCustomer, type AdminCustomerDetail, adminCustomerDetail, adminCustomerListInput, adminCustomerPage } from '../../schemas/customers.ts';
import { formatPrice } from '../../schemas/money.ts';
import { OfferText } from '../negotiations/NegotiationFacts.tsx';
import { AdminPagedList } from './AdminPagedList.tsx';
import { AdminSearchForm } from './AdminSearchForm.tsx';
import { sectionHref } from './shell/admin-sections.ts';
import { useMayCall } from './use-may-call.ts';

/** The shop's customers: found by mobile, nickname or company, each opened on a page of their own. */
export function AdminCustomers() {
  const t = useTranslate(currentLocale());
  const [typed, setTyped] = useState('');
  const { applied: keyword, round, apply } = useAppliedSearch();
  const [openId, setOpenId] = useState<number | null>(null);
  const { fieldErrors: errors, submit } = useSubmit(currentLocale());
  const customers = usePagedList((curPage) => adminPost('customer/list', keyword ? { keyword, curPage } : { curPage }, adminCustomerPage), [keyword, round]);

  if (openId !== null)
    return (
      <AdminCustomerView
        id={openId}
        onBack={() => {
          setOpenId(null);
          void customers.reload();
        }}
      />
    );
  const search = () => {
    void submit(adminCustomerListInput, { keyword: typed }, async (input) => apply(input.keyword ?? ''));
  };
  return (
    <div className="space-y-4 text-sm">
      <AdminSearchForm label={t('adminCustomers.keyword')} value={typed} onChange={setTyped} error={errors.keyword} onSearch={search} />
      <AdminPagedList
        page={customers.page}
        failed={customers.failed}
        failedMessage={t('adminCustomers.loadFailed')}
        emptyMessage={t(keyword ? 'adminCustomers.noneFound' : 'adminCustomers.empty')}
        load={customers.load}
      >
        {(customer) => (
          <li key={customer.id}>
            <button
              type="button"
              onClick={() => setOpenId(customer.id)}
              className="flex w-full flex-col gap-1 py-3 text-left sm:flex-row sm:justify-between sm:gap-4"
            >
              <span className="min-w-0">
                <span className="block font-medium">{customer.phone}</span>
                <span className="block break-words text-slate-600">{nameOf(customer) || t('adminCustomers.noName')}</span>
              </span>
              <span className="shrink-0 text-slate-600 sm:text-right">
                <span className="block">{t('adminCustomers.figures', { count: customer.orderCount, paid: formatPrice(customer.paidFen) })}</span>
                <span className="block text-xs">
                  {customer.lastOrderAt
                    ? t('adminCustomers.lastOrder', { time: formatDateTime(customer.lastOrderAt, currentLocale()) })
                    : t('adminCustomers.noOrders')}
                </span>
              </span>
            </button>
          </li>
        )}
      </AdminPagedList>
    </div>
  );
}

const nameOf = (customer: Pick<AdminCustomer, 'nickname' | 'companyName'>) => [customer.nickname, customer.companyName].filter(Boolean).join(' · ');

function AdminCustomerView({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useTranslate(currentLocale());
  const [customer, setCustomer] = useState<AdminCustomerDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const { mayCall } = useMayCall();
  const load = useCallback(() => {
    setFailed(false);
    adminPost('customer/detail', { id }, adminCustomerDetail).then(setCustomer, () => setFailed(true));
  }, [id]);
  useEffect(load, [load]);

  const back = (
    <button type="button" onClick={onBack} className="underline">
      {t('adminCustomers.back')}
    </button>
  );
  if (failed)
    return (
      <div className="space-y-4 text-sm">
        {back}
        <LoadFailed message={t('adminCustomers.detailFailed')} retryLabel={t('cart.retry')} onRetry={load} />
      </div>
    );
  if (!customer) return <Loading label={t('admin.loading')} />;
  const c = customer;
  return (
    <div className="space-y-6 text-sm">
      {back}
      <h3 className="text-lg font-semibold">{c.phone}</h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <Fact label={t('adminCustomers.nickname')}>{c.nickname}</Fact>
        <Fact label={t('adminCustomers.company')}>{c.companyName}</Fact>
        <Fact label={t('adminCustomers.email')}>{c.email}</Fact>
        <Fact label={t('adminCustomers.landline')}>{c.landline}</Fact>
        <Fact label={t('adminCustomers.since')}>{formatDateTime(c.createdAt, currentLocale())}</Fact>
        <Fact label={t('adminCustomers.orderCount')}>{c.orderCount}</Fact>
        <Fact label={t('adminCustomers.paid')}>{formatPrice(c.paidFen)}</Fact>
        <Fact label={t('adminCustomers.lastOrderAt')}>{c.lastOrderAt && formatDateTime(c.lastOrderAt, currentLocale())}</Fact>
      </dl>
      <CustomerSection title={t('adminCustomers.addresses')} count={c.addresses.length}>
        {c.addresses.map((a) => (
          <li key={a.id} className="py-2">
            <p className="break-words">
              {a.province} {a.city} {a.district} {a.detail}
            </p>
            <p className="text-slate-600">
              {a.consignee} · {a.mobile}
              {a.isDefault && ` · ${t('address.default')}`}
            </p>
          </li>
        ))}
      </CustomerSection>
      <CustomerSection title={t('adminCustomers.orders')} count={c.orders.length}>
        {c.orders.map((order) => (
          <li key={order.orderNo} className="flex flex-wrap justify-between gap-x-3 py-2">
            {mayCall('order/list') ? (
              <a href={sectionHref('orders', { keyword: order.orderNo })} className="break-all">
                {order.orderNo}
              </a>
            ) : (
              <span className="break-all">{order.orderNo}</span>
            )}
            <span className="text-slate-600">
              {t(`orders.status.${shownOrderStatus(order.status, order.deliveryWay)}`)} · {formatPrice(order.totalFen)} ·{' '}
              {formatDate(order.createdAt, currentLocale())}
            </span>
          </li>
        ))}
      </CustomerSection>
      {c.orderCount > c.orders.length && mayCall('order/list') && (
        <a href={sectionHref('orders', { keyword: c.phone })}>{t('adminCustomers.allOrders', { count: c.orderCount })}</a>
      )}
      <CustomerSection title={t('adminCustomers.invoices')} count={c.invoices.length}>
        {c.invoices.map((invoice) => (
          <li key={invoice.id} className="py-2">
            <p className="break-words">
              {invoice.title} · {formatPrice(invoice.amountFen)}
            </p>
            <p className="text-slate-600">
              {t(`invoice.state.${invoice.status}`)} · {t('orders.number', { orderNo: invoice.orderNo })} · {formatDate(invoice.appliedAt, currentLocale())}
            </p>
          </li>
        ))}
      </CustomerSection>
      <CustomerSection title={t('adminCustomers.negotiations')} count={c.negotiations.length}>
        {c.negotiations.map((n) => (
          <li key={n.id} className="py-2">
            <p className="break-words">
              {n.productName} · {n.specLabel} · {t(`negotiation.status.${n.status}`)}
            </p>
            <p className="text-slate-600">
              <OfferText locale={currentLocale()} offer={n.latestOffer} viewer="shop" />
            </p>
          </li>
        ))}
      </CustomerSection>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words">{children || '—'}</dd>
    </>
  );
}

/** A part of the customer's page: its heading, and its rows or a line saying it has none. */
function CustomerSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const t = useTranslate(currentLocale());
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h4 id={headingId} className="font-semibold">
        {title}
      </h4>
      {count === 0 ? <p className="text-slate-600">{t('admin.empty')}</p> : <ul className="divide-y divide-slate-100">{children}</ul>}
    </section>
  );
}

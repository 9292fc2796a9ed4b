import { useCallback, useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { goToLogin, post } from '../../lib/api.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useFreshLinks } from '../../lib/use-fresh-links.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { InvoiceOrderPage, InvoiceTitle } from '../../schemas/invoices.ts';
import { InvoiceOrders } from './InvoiceOrders.tsx';
import { InvoiceTitles } from './InvoiceTitles.tsx';

// The contracts (and zod) load beside the first calls, after the first paint.
const contracts = () => import('../../schemas/invoices.ts');
const invoiceOrderPage = () => contracts().then((invoices) => invoices.invoiceOrderPage);
const invoiceTitleList = () => contracts().then((invoices) => invoices.invoiceTitleList);

const pageInUrl = () => Number(new URLSearchParams(window.location.search).get('curPage')) || 1;

/** The invoice page: the customer's saved invoice titles, and their orders with each one's invoice state. */
export default function InvoicePage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [titles, setTitles] = useState<InvoiceTitle[] | null>(null);
  const [orders, setOrders] = useState<InvoiceOrderPage | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (curPage: number) => {
    setFailed(false);
    try {
      const [nextTitles, nextOrders] = await Promise.all([
        post('invoice/title/list', {}, invoiceTitleList),
        post('invoice/list', { curPage }, invoiceOrderPage),
      ]);
      setTitles(nextTitles);
      setOrders(nextOrders);
    } catch {
      setFailed(true);
    }
  }, []);
  const loadOrders = async (curPage: number) => {
    const next = await post('invoice/list', { curPage }, invoiceOrderPage).catch(() => null);
    if (next) setOrders(next);
  };

  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    void load(pageInUrl());
  }, [session.ready, session.loggedIn, load]);
  // An issued invoice's download address works for minutes.
  useFreshLinks(() => orders && void loadOrders(orders.curPage), orders);

  if (failed) return <LoadFailed message={t('invoice.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void load(orders?.curPage ?? pageInUrl())} />;
  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (!titles || !orders) return <Loading label={t('account.loading')} />;

  return (
    <div className="space-y-8">
      <section aria-labelledby="invoice-titles" className="space-y-3">
        <h2 id="invoice-titles" className="text-xl font-semibold">
          {t('invoice.titles')}
        </h2>
        <InvoiceTitles locale={locale} titles={titles} onChange={setTitles} />
      </section>
      <section aria-labelledby="invoice-orders" className="space-y-3">
        <h2 id="invoice-orders" className="text-xl font-semibold">
          {t('invoice.orders')}
        </h2>
        <InvoiceOrders
          locale={locale}
          page={orders}
          titles={titles}
          onOrder={(order) => setOrders({ ...orders, items: orders.items.map((item) => (item.orderNo === order.orderNo ? order : item)) })}
          onPage={(curPage) => {
            if (curPage !== orders.curPage) window.history.pushState(null, '', `?curPage=${curPage}`);
            void loadOrders(curPage);
          }}
        />
      </section>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { goToLogin, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { shownOrderStatus } from '../../lib/order-progress.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { OrderOutcome } from '../../schemas/orders.ts';

const linkButton = 'inline-flex h-11 items-center rounded-md px-5 font-medium no-underline';
const primaryLinkClass = `${linkButton} bg-brand-600 text-white hover:bg-brand-700`;
const secondaryLinkClass = `${linkButton} border border-brand-600 text-brand-700 hover:bg-brand-50`;

// The contract (and zod) loads beside the first call, after the first paint.
const orderOutcome = () => import('../../schemas/orders.ts').then((contracts) => contracts.orderOutcome);

/** The order's outcome: paid (number, amount, when it ships or where to collect it), or still to be paid, or cancelled. */
export default function SuccessfulPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [order, setOrder] = useState<OrderOutcome | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    const orderNo = new URLSearchParams(window.location.search).get('orderNo') ?? '';
    post('order/summary', { orderNo }, orderOutcome).then(setOrder, () => setFailed(true));
  }, [session.ready, session.loggedIn]);

  if (failed) return <LoadFailed message={t('successful.notFound')} retryLabel={t('cart.retry')} onRetry={() => window.location.reload()} />;
  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (!order) return <Loading label={t('account.loading')} />;
  const unpaid = order.status === 'awaiting_payment';
  const heading = unpaid ? t('successful.placed') : order.status === 'cancelled' ? t('pay.orderCancelled') : t('successful.paid');
  return (
    <div className="space-y-3 rounded-xl bg-white p-6 shadow-sm">
      <h2 className={`text-xl font-semibold ${order.status === 'cancelled' ? 'text-slate-700' : 'text-emerald-700'}`}>{heading}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('successful.orderNo')}</dt>
        <dd data-testid="order-no">{order.orderNo}</dd>
        <dt className="text-slate-500">{t(unpaid ? 'successful.amount' : 'successful.amountPaid')}</dt>
        <dd className="font-semibold text-red-700">{formatPrice(order.totalFen)}</dd>
        <dt className="text-slate-500">{t('successful.status')}</dt>
        <dd>{t(`orders.status.${shownOrderStatus(order.status, order.deliveryWay)}`)}</dd>
      </dl>
      {order.pickup && order.status !== 'cancelled' && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="pickup-place">
          {t('successful.pickup', { address: order.pickup.address, hours: order.pickup.hours })}
        </p>
      )}
      {unpaid ? (
        <a href={`${localePath(locale, '/pay')}?orderNo=${order.orderNo}`} className={`${primaryLinkClass} text-sm`}>
          {t('orders.payNow')}
        </a>
      ) : (
        order.status !== 'cancelled' && !order.pickup && <p className="text-sm text-slate-600">{t('successful.shipping')}</p>
      )}
      <p className="flex flex-wrap gap-3 pt-2 text-sm">
        {/* Paying comes first while the order waits for it. */}
        <a href={`${localePath(locale, '/profile')}#orders`} className={unpaid ? secondaryLinkClass : primaryLinkClass}>
          {t('successful.viewOrder')}
        </a>
        <a href={localePath(locale, '/product')} className={secondaryLinkClass}>
          {t('successful.continue')}
        </a>
      </p>
    </div>
  );
}

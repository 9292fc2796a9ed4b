import { useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { goToLogin, post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { formatPrice } from '../../lib/money.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { orderSummary, type OrderSummary } from '../../schemas/orders.ts';
import { useSession } from '../account/use-session.ts';
import { useCountdown } from '../account/use-countdown.ts';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** After placing an order: its number and amount, the time left to pay, and when it ships. */
export default function SuccessfulPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [order, setOrder] = useState<OrderSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();

  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    const orderNo = new URLSearchParams(window.location.search).get('orderNo') ?? '';
    post('order/summary', { orderNo }, orderSummary).then((summary) => {
      setOrder(summary);
      startCountdown(Math.max(0, Math.round((Date.parse(summary.payDeadline) - Date.now()) / 1000)));
    }, () => setFailed(true));
    // startCountdown changes identity every render; the order is read once.
  }, [session.ready, session.loggedIn]);

  if (failed) return <LoadFailed message={t('successful.notFound')} retryLabel={t('cart.retry')} onRetry={() => window.location.reload()} />;
  if (!order) return <Loading label={t('account.loading')} />;
  return (
    // No live region here: the countdown would be read out every second.
    <div className="space-y-3 rounded-xl bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold text-emerald-700">{t('successful.placed')}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('successful.orderNo')}</dt>
        <dd data-testid="order-no">{order.orderNo}</dd>
        <dt className="text-slate-500">{t('successful.amount')}</dt>
        <dd className="font-semibold text-red-700">{formatPrice(order.totalFen)}</dd>
        {order.status === 'awaiting_payment' && (
          <>
            <dt className="text-slate-500">{t('successful.payWithin')}</dt>
            <dd>{secondsLeft > 0 ? clock(secondsLeft) : t('successful.expired')}</dd>
          </>
        )}
      </dl>
      <p className="text-sm">{t('successful.paymentSoon')}</p>
      <p className="text-sm text-slate-600">{t('successful.shipping')}</p>
      <a href={localePath(locale, '/product')} className="inline-block text-sm">
        {t('successful.continue')}
      </a>
    </div>
  );
}

import { formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { AdminOrderDetail } from '../../schemas/orders.ts';
import { StrayRefundButton } from './StrayRefundButton.tsx';

type Payment = AdminOrderDetail['payments'][number];

/**
 * An order's payment attempts in words, with the refund of money that arrived when it was no longer owed.
 * Attempts that came to nothing before the latest (a buyer who opened the cashier several times) fold away.
 */
export function OrderPayments({ payments, onRefunded, mayRefund }: { payments: AdminOrderDetail['payments']; onRefunded: () => void; mayRefund: boolean }) {
  const t = useTranslate(currentLocale());
  const latest = payments.at(-1);
  const matters = (payment: Payment) => payment === latest || payment.status === 'succeeded' || payment.needsRefund || payment.refundedAt !== null;
  const shown = payments.filter(matters);
  const folded = payments.filter((payment) => !matters(payment));
  const row = (payment: Payment) => (
    <li key={payment.outTradeNo}>
      {formatDateTime(payment.createdAt, currentLocale())} · {t(`pay.channel.${payment.channel}`)} · {formatPrice(payment.amountFen)} ·{' '}
      {t(`adminOrders.attempt.${payment.status}`)} · <span className="text-slate-500">{payment.outTradeNo}</span>
      {payment.needsRefund && (
        <>
          <strong className="text-red-700"> · {t('adminOrders.refundDue')}</strong>{' '}
          {mayRefund && <StrayRefundButton outTradeNo={payment.outTradeNo} amountFen={payment.amountFen} onRefunded={onRefunded} />}
        </>
      )}
      {payment.refundedAt && <span> · {t('adminOrders.refundedAt', { time: formatDateTime(payment.refundedAt, currentLocale()) })}</span>}
    </li>
  );
  return (
    <section aria-labelledby="order-payments">
      <h4 id="order-payments" className="font-semibold">
        {t('adminOrders.payments')}
      </h4>
      {payments.length === 0 && <p className="text-slate-600">{t('adminOrders.noPayments')}</p>}
      <ul>{shown.map(row)}</ul>
      {folded.length > 0 && (
        <details>
          <summary className="cursor-pointer text-slate-600">{t('adminOrders.foldedAttempts', { count: folded.length })}</summary>
          <ul>{folded.map(row)}</ul>
        </details>
      )}
    </section>
  );
}

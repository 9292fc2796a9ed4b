import { formatDateTime } from '../../lib/dates.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { AdminOrderDetail } from '../../schemas/orders.ts';
import { StrayRefundButton } from './StrayRefundButton.tsx';

/** An order's payment attempts, with the refund of money that arrived when it was no longer owed. */
export function OrderPayments({ payments, onRefunded, mayRefund }: { payments: AdminOrderDetail['payments']; onRefunded: () => void; mayRefund: boolean }) {
  const t = useTranslate('zh');
  return (
    <section aria-labelledby="order-payments">
      <h4 id="order-payments" className="font-semibold">
        {t('adminOrders.payments')}
      </h4>
      <ul>
        {payments.map((payment) => (
          <li key={payment.outTradeNo}>
            {payment.outTradeNo} · {t(`pay.channel.${payment.channel}`)} · {formatPrice(payment.amountFen)} · {payment.status}
            {payment.needsRefund && (
              <>
                <strong className="text-red-700"> · {t('adminOrders.refundDue')}</strong>{' '}
                {mayRefund && <StrayRefundButton outTradeNo={payment.outTradeNo} amountFen={payment.amountFen} onRefunded={onRefunded} />}
              </>
            )}
            {payment.refundedAt && <span> · {t('adminOrders.refundedAt', { time: formatDateTime(payment.refundedAt, 'zh') })}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { z } from 'zod';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { formatPrice } from '../../schemas/money.ts';

/** Gives back money that arrived for an order already cancelled or paid, through the provider that took it. */
export function StrayRefundButton({ outTradeNo, amountFen, onRefunded }: { outTradeNo: string; amountFen: number; onRefunded: () => void }) {
  const t = useTranslate(currentLocale());
  // A refusal (the provider's, or that nothing is owed) is shown by the client as a toast.
  const { busy, run } = useSubmit(currentLocale());
  const refund = async () => {
    if (!window.confirm(t('adminOrders.confirmRefund', { outTradeNo, amount: formatPrice(amountFen) }))) return;
    await run(async () => {
      await adminPost('order/refundPayment', { outTradeNo }, z.null());
      showToast(t('adminOrders.refunded'), { type: 'success' });
      onRefunded();
    });
  };
  return (
    <button type="button" disabled={busy} onClick={() => void refund()} className="rounded-md border border-slate-300 px-2 py-0.5 disabled:opacity-60">
      {t('adminOrders.refund')}
    </button>
  );
}

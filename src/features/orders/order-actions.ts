import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import type { MessageKey } from '../../lib/i18n.ts';

const orderSummary = () => import('../../schemas/orders.ts').then((contracts) => contracts.orderSummary);

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Asks first, then cancels an order awaiting payment (its stock goes back); true when it was cancelled. */
export async function cancelAfterConfirm(orderNo: string, t: Translate): Promise<boolean> {
  if (!window.confirm(t('orders.confirmCancel', { orderNo }))) return false;
  const done = await post('order/cancel', { orderNo }, orderSummary).catch(() => null);
  if (done) showToast(t('orders.cancelled'), { type: 'success' });
  return done !== null;
}

/** Asks first, then confirms that the goods of an order arrived; true when the order is completed. */
export async function confirmReceiptAfterConfirm(orderNo: string, t: Translate): Promise<boolean> {
  if (!window.confirm(t('orders.confirmReceiptQuestion', { orderNo }))) return false;
  const done = await post('order/confirmReceipt', { orderNo }, orderSummary).catch(() => null);
  if (done) showToast(t('orders.receiptConfirmed'), { type: 'success' });
  return done !== null;
}

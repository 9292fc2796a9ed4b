import { eq } from 'drizzle-orm';
import type { PaymentChannel } from '../../../schemas/payments.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import { metrics } from '../../metrics/registry.ts';
import { addOrderMessage } from '../messages.ts';
import { moveOrders } from '../order-transitions.ts';

export type ReceivedMoney = {
  paymentId: number;
  orderId: number;
  channel: PaymentChannel;
  /** Who says the money arrived: the provider's notification, or an operator who saw it in the account. */
  actor: 'provider' | 'operator';
  amountFen: number;
  paidAt: Date;
  /** The provider's own number for the trade, when it gives one. */
  providerTradeNo?: string | null;
  now: Date;
};

type OrderRow = typeof orders.$inferSelect;
/** Pays an order inside the caller's transaction. */
type Pay = (money: ReceivedMoney) => Promise<OrderRow | null>;

/**
 * "An order is paid", the one way: in one transaction the payment attempt succeeds, the order moves to
 * awaiting shipment through the state machine and the buyer gets the message; money for an order that
 * can no longer be paid (cancelled, or paid otherwise) is flagged for refund, and `pay` answers null.
 * The paid-orders metric counts once the transaction has committed.
 */
export async function withOrderPayment<T>(db: Db, work: (tx: Tx, pay: Pay) => Promise<T>): Promise<T> {
  let paidOrders = 0;
  const result = await db.transaction((tx) =>
    work(tx, async (money) => {
      await tx
        .update(payments)
        .set({ status: 'succeeded', notifiedAt: money.now, ...(money.providerTradeNo && { providerTradeNo: money.providerTradeNo }) })
        .where(eq(payments.id, money.paymentId));
      const [paid] = await moveOrders(tx, eq(orders.id, money.orderId), {
        event: 'pay',
        actor: money.actor,
        now: money.now,
        fields: { paidAt: money.paidAt, paidFen: money.amountFen, paymentType: money.channel },
      });
      if (!paid) {
        await tx.update(payments).set({ needsRefund: true }).where(eq(payments.id, money.paymentId));
        return null;
      }
      await addOrderMessage(tx, { userId: paid.userId, orderId: paid.id, orderNo: paid.orderNo, event: 'paid' });
      paidOrders++;
      return paid;
    }),
  );
  if (paidOrders > 0) metrics().orders.inc({ event: 'paid' }, paidOrders);
  return result;
}

import { and, count, desc, eq, ne } from 'drizzle-orm';
import { localePath } from '../../../lib/locale-paths.ts';
import { canMoveOrder } from '../../../lib/order-rules.ts';
import type { Locale } from '../../../schemas/common.ts';
import { type PaymentChannel, type PaymentState, paymentChannels, type StartedPaymentView } from '../../../schemas/payments.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownOrder } from '../orders.ts';
import { bankTransferOffered, bankTransferOfOrder, chooseBankTransfer } from './bank-transfer.ts';
import type { Payments } from './index.ts';
import type { PaymentNotice } from './notice.ts';
import { withOrderPayment } from './pay-order.ts';
import { onThisShop } from './sandbox/provider.ts';

/** A buyer may start paying for one order this many times (each attempt has its own trade number). */
const MAX_ATTEMPTS = 99;

/** The order's state and its latest payment attempt, for the payment page and its polling. */
export async function paymentState(db: Db, setup: Payments, userId: number, orderNo: string): Promise<PaymentState> {
  const order = await ownOrder(db, userId, orderNo);
  const [attempt] = await db
    .select({ channel: payments.channel, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.id))
    .limit(1);
  const offered = await bankTransferOffered(db);
  return {
    orderNo,
    orderStatus: order.status,
    totalFen: order.totalFen,
    payDeadline: order.payDeadline.toISOString(),
    channels: paymentChannels.filter((channel) => (channel === 'bankTransfer' ? offered : setup.gateways[channel])),
    sandbox: setup.sandbox !== null,
    attempt: attempt ?? null,
    bankTransfer: await bankTransferOfOrder(db, order),
  };
}

/**
 * Starts a payment attempt for the whole amount of an order still awaiting payment. Each attempt has
 * its own trade number, so a payment made on an earlier attempt is still recognised when it arrives.
 * A bank transfer answers the shop's account and the remark instead (one transfer per order).
 */
export async function startPayment(
  db: Db,
  setup: Payments,
  userId: number,
  input: { orderNo: string; channel: PaymentChannel },
  now: Date,
  locale: Locale,
): Promise<StartedPaymentView> {
  if (input.channel === 'bankTransfer') {
    return { kind: 'bankTransfer', bankTransfer: await chooseBankTransfer(db, await ownOrder(db, userId, input.orderNo), now) };
  }
  const gateway = setup.gateways[input.channel];
  if (!gateway) throw new ApiError('paymentChannelUnavailable');
  const order = await ownOrder(db, userId, input.orderNo);
  if (!canMoveOrder(order.status, 'pay')) throw new ApiError('orderNotPayable');
  if (order.payDeadline <= now) throw new ApiError('paymentTimeExpired');

  const [{ attempts } = { attempts: 0 }] = await db.select({ attempts: count() }).from(payments).where(eq(payments.orderId, order.id));
  if (attempts >= MAX_ATTEMPTS) throw new ApiError('rateLimited');
  const outTradeNo = `${order.orderNo}${String(attempts + 1).padStart(2, '0')}`;
  // A second start racing this one takes the same number and fails on its uniqueness (answered as a conflict).
  await db.insert(payments).values({ orderId: order.id, channel: input.channel, outTradeNo, amountFen: order.totalFen, createdAt: now });

  const returnUrl = `${setup.siteUrl}${localePath(locale, '/pay')}?orderNo=${order.orderNo}&returned=1`;
  const subject = locale === 'zh' ? `颜料商城订单 ${order.orderNo}` : `Pigment shop order ${order.orderNo}`;
  try {
    const started = await gateway.start({ outTradeNo, amountFen: order.totalFen, subject, returnUrl }, now);
    if (started.kind === 'redirect') return { kind: 'redirect', url: onThisShop(started.url) };
    const tradeNo = setup.sandbox && new URL(started.codeUrl).searchParams.get('pr');
    return { kind: 'qr', codeUrl: started.codeUrl, sandboxCashierUrl: tradeNo ? `/cashier?trade=${tradeNo}` : null };
  } catch (error) {
    await db.update(payments).set({ status: 'failed' }).where(eq(payments.outTradeNo, outTradeNo));
    throw new ApiError('paymentChannelUnavailable', null, { cause: error });
  }
}

/** The buyer came back from the cashier without paying: the open attempts are marked cancelled (a late payment still counts); a chosen bank transfer stays open. */
export async function abandonPayment(db: Db, userId: number, orderNo: string): Promise<void> {
  const order = await ownOrder(db, userId, orderNo);
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'), ne(payments.channel, 'bankTransfer')));
}

export type NoticeResult = 'applied' | 'duplicate' | 'recorded' | 'refused';

/**
 * Applies a verified notification once, however often and in whatever order it arrives. A payment
 * moves its order to awaiting shipment; money for an order that is already cancelled or paid is kept
 * and flagged for refund. A failure never undoes a success. 'refused' (unknown trade, wrong amount or
 * channel) makes the provider try again later and is logged by the caller.
 */
export async function applyNotice(db: Db, channel: PaymentChannel, notice: PaymentNotice, now: Date): Promise<NoticeResult> {
  return withOrderPayment(db, async (tx, pay): Promise<NoticeResult> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.outTradeNo, notice.outTradeNo)).for('update');
    if (!payment || payment.channel !== channel || payment.amountFen !== notice.amountFen) return 'refused';
    if (notice.outcome === 'failed') {
      if (payment.status === 'succeeded') return 'duplicate';
      await tx.update(payments).set({ status: 'failed', notifiedAt: now }).where(eq(payments.id, payment.id));
      return 'recorded';
    }
    if (payment.status === 'succeeded') return 'duplicate';
    await pay({
      paymentId: payment.id,
      orderId: payment.orderId,
      channel,
      actor: 'provider',
      amountFen: notice.amountFen,
      paidAt: notice.paidAt ?? now,
      providerTradeNo: notice.providerTradeNo,
      now,
    });
    return 'applied';
  });
}

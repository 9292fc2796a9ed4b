import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { localePath } from '../../../lib/locale-paths.ts';
import { canMoveOrder } from '../../../lib/order-rules.ts';
import type { Locale } from '../../../schemas/common.ts';
import { type PaymentChannel, type PaymentPlace, type PaymentState, paymentChannels, type StartedPaymentView } from '../../../schemas/payments.ts';
import type { Db } from '../../db/client.ts';
import { type orders, payments, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownOrder } from '../orders.ts';
import { bankTransferOffered, bankTransferOfOrder, chooseBankTransfer } from './bank-transfer.ts';
import type { Payments } from './index.ts';
import type { PaymentNotice } from './notice.ts';
import { withOrderPayment } from './pay-order.ts';
import { onThisShop } from './sandbox/provider.ts';

/** A buyer may start paying for one order this many times (each attempt has its own trade number). */
const MAX_ATTEMPTS = 99;

/** Where the buyer is: the channels that can take a payment there (JSAPI also needs the official account's authorisation). */
export const offeredAt = (setup: Payments, place: PaymentPlace) => (channel: Exclude<PaymentChannel, 'bankTransfer'>) =>
  Boolean(setup.gateways[channel]?.places.includes(place) && (place !== 'wechat' || channel !== 'wechat' || setup.wechatOAuth));

/** The order's state and its latest payment attempt, for the payment page and its polling. */
export async function paymentState(db: Db, setup: Payments, userId: number, orderNo: string, place: PaymentPlace = 'desktop'): Promise<PaymentState> {
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
    channels: paymentChannels.filter((channel) => (channel === 'bankTransfer' ? offered : offeredAt(setup, place)(channel))),
    place,
    alipayElsewhere: place === 'wechat' && Boolean(setup.gateways.alipay),
    sandbox: setup.sandbox !== null,
    attempt: attempt ?? null,
    bankTransfer: await bankTransferOfOrder(db, order),
  };
}

/** Where the buyer is and what the way there needs to know of them. */
export type Buyer = { place: PaymentPlace; clientIp: string };

/**
 * Starts a payment attempt for the whole amount of an order still awaiting payment, the way that works where the
 * buyer is. Each attempt has its own trade number, so a payment made on an earlier attempt is still recognised
 * when it arrives. Inside WeChat, an account without the official account's openid is first sent to WeChat's
 * authorisation (no attempt yet). A bank transfer answers the shop's account and the remark instead (one per order).
 */
export async function startPayment(
  db: Db,
  setup: Payments,
  userId: number,
  input: { orderNo: string; channel: PaymentChannel },
  now: Date,
  locale: Locale,
  buyer: Buyer = { place: 'desktop', clientIp: '127.0.0.1' },
): Promise<StartedPaymentView> {
  if (input.channel === 'bankTransfer') {
    return { kind: 'bankTransfer', bankTransfer: await chooseBankTransfer(db, await ownOrder(db, userId, input.orderNo), now) };
  }
  const order = await ownOrder(db, userId, input.orderNo);
  const payPage = `${setup.siteUrl}${localePath(locale, '/pay')}?orderNo=${order.orderNo}`;
  return startForOrder(db, setup, order, input.channel, now, locale, buyer, {
    payPage,
    openid: async () => (await db.select({ openid: users.wechatOpenid }).from(users).where(eq(users.id, userId)))[0]?.openid ?? null,
  });
}

/**
 * Where the payer comes back to (`payPage`, to which `&returned=1` is added) and, inside WeChat, the payer's openid
 * for the official account when it is known (else the payer is first sent to WeChat's authorisation).
 */
export type PayerOf = { payPage: string; openid: () => Promise<string | null> };

/** Starts a provider payment attempt for an order, for its buyer or for whoever holds its pay-for-me link. */
export async function startForOrder(
  db: Db,
  setup: Payments,
  order: typeof orders.$inferSelect,
  channel: Exclude<PaymentChannel, 'bankTransfer'>,
  now: Date,
  locale: Locale,
  buyer: Buyer,
  payer: PayerOf,
): Promise<StartedPaymentView> {
  const gateway = setup.gateways[channel];
  if (!gateway || !offeredAt(setup, buyer.place)(channel)) throw new ApiError('paymentChannelUnavailable');
  if (!canMoveOrder(order.status, 'pay')) throw new ApiError('orderNotPayable');
  if (order.payDeadline <= now) throw new ApiError('paymentTimeExpired');

  const { payPage } = payer;
  let openid: string | null = null;
  if (buyer.place === 'wechat' && channel === 'wechat') {
    openid = await payer.openid();
    if (!openid) {
      const state = randomBytes(12).toString('hex');
      return { kind: 'oauth', url: onThisShop(setup.wechatOAuth!.authorizeUrl(`${payPage}${payPage.includes('?') ? '&' : '?'}wechatAuth=1`, state)), state };
    }
  }

  const [{ attempts } = { attempts: 0 }] = await db.select({ attempts: count() }).from(payments).where(eq(payments.orderId, order.id));
  if (attempts >= MAX_ATTEMPTS) throw new ApiError('rateLimited');
  const outTradeNo = `${order.orderNo}${String(attempts + 1).padStart(2, '0')}`;
  // A second start racing this one takes the same number and fails on its uniqueness (answered as a conflict).
  await db.insert(payments).values({ orderId: order.id, channel, outTradeNo, amountFen: order.totalFen, createdAt: now });

  const returnUrl = `${payPage}${payPage.includes('?') ? '&' : '?'}returned=1`;
  const subject = locale === 'zh' ? `颜料商城订单 ${order.orderNo}` : `Pigment shop order ${order.orderNo}`;
  try {
    const started = await gateway.start(
      { outTradeNo, amountFen: order.totalFen, subject, returnUrl, quitUrl: `${returnUrl}&cancelled=1`, place: buyer.place, clientIp: buyer.clientIp, openid },
      now,
    );
    if (started.kind === 'redirect' || started.kind === 'h5') return { kind: started.kind, url: onThisShop(started.url) };
    if (started.kind === 'jsapi') return started;
    const tradeNo = setup.sandbox && new URL(started.codeUrl).searchParams.get('pr');
    return { kind: 'qr', codeUrl: started.codeUrl, sandboxCashierUrl: tradeNo ? `/cashier?trade=${tradeNo}` : null };
  } catch (error) {
    await db.update(payments).set({ status: 'failed' }).where(eq(payments.outTradeNo, outTradeNo));
    throw new ApiError('paymentChannelUnavailable', null, { cause: error });
  }
}

/** Keeps the openid that WeChat's authorisation answered for the code; false when WeChat refused the code. */
export async function keepWechatOpenid(db: Db, setup: Payments, userId: number, code: string): Promise<boolean> {
  const openid = setup.wechatOAuth && (await setup.wechatOAuth.openid(code));
  if (!openid) return false;
  await db.update(users).set({ wechatOpenid: openid }).where(eq(users.id, userId));
  return true;
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

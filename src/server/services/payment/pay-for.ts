import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { localePath } from '../../../lib/locale-paths.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { PayLinkView, ShareLinkView } from '../../../schemas/pay-for.ts';
import type { PaymentPlace, StartedPaymentView } from '../../../schemas/payments.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, paymentShareLinks, payments } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownOrder } from '../orders.ts';
import { readClaims, signClaims } from '../paperwork/links.ts';
import { loadPaperwork } from '../paperwork/settings.ts';
import type { Payments } from './index.ts';
import { type Buyer, offeredAt, startForOrder } from './payments.ts';

type Order = typeof orders.$inferSelect;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const payForPage = (setup: Payments, locale: Locale) => `${setup.siteUrl}${localePath(locale, '/payFor')}`;

/**
 * The owner's pay-for-me link for an order still awaiting payment. Only the token's hash is kept, so the raw token
 * cannot be answered again: sharing again makes a new token and the earlier link stops working.
 */
export async function shareLink(db: Db, setup: Payments, userId: number, orderNo: string, now: Date, locale: Locale): Promise<ShareLinkView> {
  const order = await ownOrder(db, userId, orderNo);
  if (order.status !== 'awaiting_payment') throw new ApiError('orderNotPayable');
  if (order.payDeadline <= now) throw new ApiError('paymentTimeExpired');
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  await db
    .insert(paymentShareLinks)
    .values({ orderId: order.id, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: paymentShareLinks.orderId, set: { tokenHash, createdAt: now } });
  return { url: `${payForPage(setup, locale)}?token=${token}`, expiresAt: order.payDeadline.toISOString() };
}

/** The owner ends the order's link; answering the same for an order without one. */
export async function revokeShareLink(db: Db, userId: number, orderNo: string): Promise<void> {
  const order = await ownOrder(db, userId, orderNo);
  await db.delete(paymentShareLinks).where(eq(paymentShareLinks.orderId, order.id));
}

/** The order a live link pays; a link unknown or revoked, or whose order was paid or ended, is refused with why. */
async function linkedOrder(db: Db, token: string, now: Date): Promise<Order> {
  const [row] = await db
    .select({ order: orders })
    .from(paymentShareLinks)
    .innerJoin(orders, eq(orders.id, paymentShareLinks.orderId))
    .where(eq(paymentShareLinks.tokenHash, hashOf(token)));
  if (!row) throw new ApiError('payLinkInvalid');
  const { order } = row;
  if (order.status === 'cancelled') throw new ApiError('payLinkEnded');
  if (order.status !== 'awaiting_payment') throw new ApiError('payLinkPaid');
  if (order.payDeadline <= now) throw new ApiError('payLinkEnded');
  return order;
}

/** What the payer sees: the seller, the amount, the order number and its lines' names, and the ways to pay where they are. */
export async function payLinkState(db: Db, setup: Payments, token: string, place: PaymentPlace, now: Date, locale: Locale): Promise<PayLinkView> {
  const order = await linkedOrder(db, token, now);
  const lines = await db
    .select({ zh: orderLines.productNameZh, en: orderLines.productNameEn, specZh: orderLines.skuLabelZh, specEn: orderLines.skuLabelEn })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  const [attempt] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), ne(payments.channel, 'bankTransfer')))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    orderNo: order.orderNo,
    totalFen: order.totalFen,
    payDeadline: order.payDeadline.toISOString(),
    shop: (await loadPaperwork(db)).companyName[locale],
    lines: lines.map((line) => ({ name: locale === 'zh' ? `${line.zh} ${line.specZh}` : `${line.en} ${line.specEn}` })),
    channels: (['wechat', 'alipay'] as const).filter(offeredAt(setup, place)),
    place,
    alipayElsewhere: place === 'wechat' && Boolean(setup.gateways.alipay),
    sandbox: setup.sandbox !== null,
    attempt: attempt ?? null,
  };
}

/** A payer's openid, signed for one order's link for a few hours: it lives in the payer's tab, never on an account. */
const payerClaims = z.strictObject({ p: z.int(), w: z.string().max(128), e: z.int() });
const PAYER_HOURS = 6;

/** Exchanges WeChat's code for the payer's openid, answered signed for this link; null when WeChat refused the code. */
export async function payLinkPayer(db: Db, setup: Payments, secret: string, token: string, code: string, now: Date): Promise<string | null> {
  const order = await linkedOrder(db, token, now);
  const openid = setup.wechatOAuth && (await setup.wechatOAuth.openid(code));
  if (!openid) return null;
  return signClaims(secret, { p: order.id, w: openid, e: Math.floor(now.getTime() / 1000) + PAYER_HOURS * 3600 });
}

function payerOpenid(secret: string, payer: string | undefined, order: Order, now: Date): string | null {
  if (!payer) return null;
  try {
    const { p, w, e } = readClaims(secret, payer, payerClaims);
    return p === order.id && e * 1000 > now.getTime() ? w : null;
  } catch {
    return null;
  }
}

/** Starts paying a linked order where the payer is; inside WeChat without a signed openid, first WeChat's authorisation. */
export async function startPayLink(
  db: Db,
  setup: Payments,
  secret: string,
  input: { token: string; channel: 'alipay' | 'wechat'; payer?: string | undefined },
  now: Date,
  locale: Locale,
  buyer: Buyer,
): Promise<StartedPaymentView> {
  const order = await linkedOrder(db, input.token, now);
  // The token is kept in the payer's browser: the addresses given to the providers never carry it.
  return startForOrder(db, setup, order, input.channel, now, locale, buyer, {
    payPage: payForPage(setup, locale),
    openid: () => Promise.resolve(payerOpenid(secret, input.payer, order, now)),
  });
}

/** The payer came back without paying: the open attempts are marked given up (a late payment still counts). */
export async function abandonPayLink(db: Db, token: string, now: Date): Promise<void> {
  const order = await linkedOrder(db, token, now);
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'), ne(payments.channel, 'bankTransfer')));
}

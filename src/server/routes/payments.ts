import { Hono } from 'hono';
import { bankTransferView, submitReceiptInput } from '../../schemas/bank-transfer.ts';
import { nothing } from '../../schemas/common.ts';
import { orderNoInput } from '../../schemas/orders.ts';
import {
  payLinkInput,
  payLinkOpenidInput,
  payLinkPayer as payLinkPayerAnswer,
  payLinkStartInput,
  payLinkView,
  shareLink as shareLinkAnswer,
} from '../../schemas/pay-for.ts';
import { paymentChannels, paymentState as paymentStateAnswer, startedPayment, startPaymentInput, wechatOpenidInput } from '../../schemas/payments.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { fileSignerFor, withSigned } from '../http/file-links.ts';
import { answers, jsonBody, perClientPerMinute, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { metrics } from '../metrics/registry.ts';
import { ownOrder } from '../services/orders.ts';
import { submitReceipt } from '../services/payment/bank-transfer.ts';
import { abandonPayLink, payLinkPayer, payLinkState, revokeShareLink, shareLink, startPayLink } from '../services/payment/pay-for.ts';
import { abandonPayment, applyNotice, type Buyer, keepWechatOpenid, paymentState, startPayment } from '../services/payment/payments.ts';
import { paymentPlace } from '../services/payment/place.ts';

/** The buyer's calls: start paying, poll the outcome, give up. */
export const paymentRoutes = new Hono<AppEnv>();
paymentRoutes.use(requireUser);

/**
 * Each WeChat authorisation code is redeemed with a call to WeChat: a person comes back from it once a
 * payment, a few times if they go back and forth; a loop of codes is refused before it reaches WeChat.
 * Only well-formed calls count: a malformed one is refused without reaching WeChat anyway.
 */
const WECHAT_AUTHS_PER_MINUTE = 10;
const limitWechatAuths = perClientPerMinute('wechatAuths', WECHAT_AUTHS_PER_MINUTE);

const buyerOf = (c: AppContext): Buyer => ({ place: paymentPlace(c.req.header('user-agent')), clientIp: c.var.clientAddress });

paymentRoutes.post('/status', jsonBody(orderNoInput), answers(paymentStateAnswer), async (c) => {
  const state = await paymentState(c.var.deps.db, await c.var.deps.payments(), userOf(c).id, c.req.valid('json').orderNo, buyerOf(c).place);
  return ok(c, { ...state, bankTransfer: state.bankTransfer && withSigned(state.bankTransfer, 'receiptUrl', fileSignerFor(c, false)) });
});

paymentRoutes.post('/start', jsonBody(startPaymentInput), answers(startedPayment), async (c) => {
  const { db, payments, now } = c.var.deps;
  const started = await startPayment(db, await payments(), userOf(c).id, c.req.valid('json'), now(), c.var.locale, buyerOf(c));
  return ok(
    c,
    started.kind === 'bankTransfer' ? { ...started, bankTransfer: withSigned(started.bankTransfer, 'receiptUrl', fileSignerFor(c, false)) } : started,
  );
});

paymentRoutes.post('/receipt', jsonBody(submitReceiptInput), answers(bankTransferView), async (c) => {
  const { db, uploadDir, now } = c.var.deps;
  const { orderNo, receiptUrl } = c.req.valid('json');
  const userId = userOf(c).id;
  const submitted = await submitReceipt(db, uploadDir, userId, await ownOrder(db, userId, orderNo), receiptUrl, now());
  return ok(c, withSigned(submitted, 'receiptUrl', fileSignerFor(c, false)));
});

/** WeChat's authorisation sent the buyer back to the payment page with a code: its openid is kept on the account. */
paymentRoutes.post('/wechatOpenid', jsonBody(wechatOpenidInput), limitWechatAuths, answers(nothing), async (c) => {
  if (!(await keepWechatOpenid(c.var.deps.db, await c.var.deps.payments(), userOf(c).id, c.req.valid('json').code))) throw new ApiError('wechatAuthFailed');
  return ok(c, null);
});

paymentRoutes.post('/abandon', jsonBody(orderNoInput), answers(nothing), async (c) => {
  await abandonPayment(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo);
  return ok(c, null);
});

/** A pay-for-me link for the buyer's unpaid order, valid until its deadline; asking again replaces it. */
paymentRoutes.post('/shareLink', jsonBody(orderNoInput), answers(shareLinkAnswer), async (c) => {
  const { db, payments, now } = c.var.deps;
  return ok(c, await shareLink(db, await payments(), userOf(c).id, c.req.valid('json').orderNo, now(), c.var.locale));
});

paymentRoutes.post('/revokeShare', jsonBody(orderNoInput), answers(nothing), async (c) => {
  await revokeShareLink(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo);
  return ok(c, null);
});

/** A page polls every 2 s while a payment is open; a script guessing tokens is held far below that. */
const PAY_LINK_CALLS_PER_MINUTE = 60;

/** Whoever holds a pay-for-me link, without logging in: see what to pay, pay it where they are, give up. */
export const payLinkRoutes = new Hono<AppEnv>();
payLinkRoutes.use(perClientPerMinute('payLinks', PAY_LINK_CALLS_PER_MINUTE));

payLinkRoutes.post('/view', jsonBody(payLinkInput), answers(payLinkView), async (c) => {
  const { db, payments, now } = c.var.deps;
  return ok(c, await payLinkState(db, await payments(), c.req.valid('json').token, buyerOf(c).place, now(), c.var.locale));
});

payLinkRoutes.post('/start', jsonBody(payLinkStartInput), answers(startedPayment), async (c) => {
  const { db, payments, now, documentSecret } = c.var.deps;
  return ok(c, await startPayLink(db, await payments(), documentSecret, c.req.valid('json'), now(), c.var.locale, buyerOf(c)));
});

/** Back from WeChat's authorisation: the payer's openid, signed for this link, for the payer's tab to keep. */
payLinkRoutes.post('/wechatOpenid', jsonBody(payLinkOpenidInput), limitWechatAuths, answers(payLinkPayerAnswer), async (c) => {
  const { db, payments, now, documentSecret } = c.var.deps;
  const { token, code } = c.req.valid('json');
  const payer = await payLinkPayer(db, await payments(), documentSecret, token, code, now());
  if (!payer) throw new ApiError('wechatAuthFailed');
  return ok(c, { payer });
});

payLinkRoutes.post('/abandon', jsonBody(payLinkInput), answers(nothing), async (c) => {
  await abandonPayLink(c.var.deps.db, c.req.valid('json').token, c.var.deps.now());
  return ok(c, null);
});

/**
 * The providers' asynchronous notifications: not JSON for Alipay, no session, and answered in each
 * provider's own format. Whatever fails verification is refused and changes nothing.
 */
export const paymentNotifyRoutes = new Hono<AppEnv>();

for (const channel of paymentChannels.filter((name) => name !== 'bankTransfer')) {
  paymentNotifyRoutes.post(`/${channel}`, async (c) => {
    const { db, log, now, payments } = c.var.deps;
    const gateway = (await payments()).gateways[channel];
    if (!gateway) return c.body(null, 404);
    const notice = await gateway.readNotify(c.req.raw, now());
    // A refund's own notification (Alipay sends them) changes nothing: the refund was recorded from its signed answer.
    if (notice === 'refundNotice') return gateway.reply(true);
    const result = notice ? await applyNotice(db, channel, notice, now()) : 'refused';
    metrics().paymentNotifications.inc({ channel, result: result === 'refused' ? 'refused' : 'accepted' });
    if (result === 'refused') log.warn({ channel, outTradeNo: notice?.outTradeNo, amountFen: notice?.amountFen }, 'payment notification refused');
    return gateway.reply(result !== 'refused');
  });
}

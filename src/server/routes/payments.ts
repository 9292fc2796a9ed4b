import { Hono } from 'hono';
import { submitReceiptInput } from '../../schemas/bank-transfer.ts';
import { orderNoInput } from '../../schemas/orders.ts';
import { paymentChannels, startPaymentInput, wechatOpenidInput } from '../../schemas/payments.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { fileSignerFor, withSigned } from '../http/file-links.ts';
import { jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { metrics } from '../metrics/registry.ts';
import { ownOrder } from '../services/orders.ts';
import { submitReceipt } from '../services/payment/bank-transfer.ts';
import { abandonPayment, applyNotice, type Buyer, keepWechatOpenid, paymentState, startPayment } from '../services/payment/payments.ts';
import { paymentPlace } from '../services/payment/place.ts';

/** The buyer's calls: start paying, poll the outcome, give up. */
export const paymentRoutes = new Hono<AppEnv>();
paymentRoutes.use(requireUser);

const buyerOf = (c: AppContext): Buyer => ({ place: paymentPlace(c.req.header('user-agent')), clientIp: c.var.clientAddress });

paymentRoutes.post('/status', jsonBody(orderNoInput), async (c) => {
  const state = await paymentState(c.var.deps.db, await c.var.deps.payments(), userOf(c).id, c.req.valid('json').orderNo, buyerOf(c).place);
  return ok(c, { ...state, bankTransfer: state.bankTransfer && withSigned(state.bankTransfer, 'receiptUrl', fileSignerFor(c, false)) });
});

paymentRoutes.post('/start', jsonBody(startPaymentInput), async (c) => {
  const { db, payments, now } = c.var.deps;
  const started = await startPayment(db, await payments(), userOf(c).id, c.req.valid('json'), now(), c.var.locale, buyerOf(c));
  return ok(
    c,
    started.kind === 'bankTransfer' ? { ...started, bankTransfer: withSigned(started.bankTransfer, 'receiptUrl', fileSignerFor(c, false)) } : started,
  );
});

paymentRoutes.post('/receipt', jsonBody(submitReceiptInput), async (c) => {
  const { db, uploadDir, now } = c.var.deps;
  const { orderNo, receiptUrl } = c.req.valid('json');
  const userId = userOf(c).id;
  const submitted = await submitReceipt(db, uploadDir, userId, await ownOrder(db, userId, orderNo), receiptUrl, now());
  return ok(c, withSigned(submitted, 'receiptUrl', fileSignerFor(c, false)));
});

/** WeChat's authorisation sent the buyer back to the payment page with a code: its openid is kept on the account. */
paymentRoutes.post('/wechatOpenid', jsonBody(wechatOpenidInput), async (c) => {
  if (!(await keepWechatOpenid(c.var.deps.db, await c.var.deps.payments(), userOf(c).id, c.req.valid('json').code))) throw new ApiError('wechatAuthFailed');
  return ok(c, null);
});

paymentRoutes.post('/abandon', jsonBody(orderNoInput), async (c) => {
  await abandonPayment(c.var.deps.db, userOf(c).id, c.req.valid('json').orderNo);
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

import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentState, SandboxTradeView, StartedPaymentView } from '../../src/schemas/payments.ts';
import { orders, payments, sandboxRefunds, sandboxTrades } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { PAYMENT_WINDOW_MS } from '../../src/server/services/checkout/place-order.ts';
import { buildAlipayNotify, signAlipay } from '../../src/server/services/payment/alipay.ts';
import { fenToYuan } from '../../src/server/services/payment/notice.ts';
import { loadSandboxKeys, type SandboxKeys } from '../../src/server/services/payment/sandbox/keys.ts';
import { sandboxConfigs } from '../../src/server/services/payment/sandbox/provider.ts';
import { strayRefundNo } from '../../src/server/services/payment/stray-refund.ts';
import { buildWechatNotify } from '../../src/server/services/payment/wechatpay.ts';
import { orderAwaitingPayment as newOrder, packInStock } from '../helpers/orders.ts';
import { expectRefusedToOthers, secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let keys: SandboxKeys;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  keys = await loadSandboxKeys(ctx.db);
  skuId = await packInStock(ctx);
});
afterAll(() => ctx.close());

const orderAwaitingPayment = () => newOrder(ctx, skuId);

const start = (token: string, orderNo: string, channel: 'alipay' | 'wechat') =>
  ctx.post<StartedPaymentView>('/api/portal/payment/start', { orderNo, channel }, { token });
const state = async (token: string, orderNo: string) => (await ctx.post<PaymentState>('/api/portal/payment/status', { orderNo }, { token })).data;
const orderRow = async (orderNo: string) => (await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
const attemptsOf = async (orderNo: string) =>
  ctx.db
    .select({ outTradeNo: payments.outTradeNo, status: payments.status, needsRefund: payments.needsRefund })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.orderNo, orderNo))
    .orderBy(payments.id);

/** Follows Alipay's page-pay address to the sandbox gateway, which answers the cashier's address. */
async function openAlipayCashier(url: string) {
  const response = await ctx.app.request(url);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!, 'http://shop.test').searchParams.get('trade')!;
}
const tradeNoOf = (started: StartedPaymentView) => (started.kind === 'qr' ? new URL(started.codeUrl).searchParams.get('pr')! : '');
const complete = (tradeNo: string, outcome: 'pay' | 'fail' | 'cancel') => ctx.post<{ returnUrl: string | null }>('/api/sandbox/complete', { tradeNo, outcome });

const notifyAlipay = (body: string) =>
  ctx.app.request('/api/payment/notify/alipay', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
const notifyWechat = (notice: { headers: Record<string, string>; body: string }) =>
  ctx.app.request('/api/payment/notify/wechat', { method: 'POST', headers: { ...notice.headers, 'content-type': 'application/json' }, body: notice.body });
const alipaySigner = () => ({ appId: sandboxConfigs(keys).alipay.appId, alipayPrivateKey: keys.alipay.privateKey });
const wechatSigner = () => {
  const { wechat } = sandboxConfigs(keys);
  return {
    appId: wechat.appId,
    mchId: wechat.mchId,
    apiV3Key: keys.apiV3Key,
    platformPrivateKey: keys.wechatPlatform.privateKey,
    platformSerialNo: wechat.platformSerialNo,
  };
};
const otherKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('paying in the sandbox', () => {
  it('Alipay: the signed page-pay address opens the cashier for the amount; paying there notifies the shop and the order awaits shipment', async () => {
    const { token, orderNo, totalFen } = await orderAwaitingPayment();
    expect(await state(token, orderNo)).toMatchObject({
      orderStatus: 'awaiting_payment',
      totalFen,
      channels: ['wechat', 'alipay', 'bankTransfer'],
      sandbox: true,
      attempt: null,
    });

    const started = await start(token, orderNo, 'alipay');
    expect(started.data.kind).toBe('redirect');
    const url = (started.data as { url: string }).url;
    expect(url).toMatch(/^\/api\/sandbox\/alipay\/gateway\?/);
    expect(new URL(url, 'http://shop.test').searchParams.get('sign_type')).toBe('RSA2');
    const tradeNo = await openAlipayCashier(url);
    expect((await ctx.post<SandboxTradeView>('/api/sandbox/trade', { tradeNo })).data).toMatchObject({
      channel: 'alipay',
      amountFen: totalFen,
      status: 'open',
    });
    expect((await state(token, orderNo)).attempt).toEqual({ channel: 'alipay', status: 'pending' });

    const completed = await complete(tradeNo, 'pay');
    expect(completed.data.returnUrl).toBe(`/pay?orderNo=${orderNo}&returned=1`);
    expect(await state(token, orderNo)).toMatchObject({ orderStatus: 'awaiting_shipment', attempt: { channel: 'alipay', status: 'succeeded' } });
    expect(await orderRow(orderNo)).toMatchObject({ paidFen: totalFen, paymentType: 'alipay', paidAt: expect.any(Date) });
    expect((await complete(tradeNo, 'pay')).code).toBe('000007');
  });

  it('WeChat Pay: a code to scan comes back signed; the sandbox cashier stands in for the phone; English return address', async () => {
    const { token, orderNo, totalFen } = await orderAwaitingPayment();
    const started = await ctx.post<StartedPaymentView>('/api/portal/payment/start', { orderNo, channel: 'wechat' }, { token, locale: 'en' });
    expect(started.data).toMatchObject({ kind: 'qr', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=\d+$/) });
    const tradeNo = tradeNoOf(started.data);
    expect(started.data).toMatchObject({ sandboxCashierUrl: `/cashier?trade=${tradeNo}` });
    expect((await ctx.post<SandboxTradeView>('/api/sandbox/trade', { tradeNo })).data).toMatchObject({ channel: 'wechat', amountFen: totalFen });
    expect((await complete(tradeNo, 'pay')).data.returnUrl).toBeNull();
    expect(await state(token, orderNo)).toMatchObject({ orderStatus: 'awaiting_shipment', attempt: { channel: 'wechat', status: 'succeeded' } });
    expect((await orderRow(orderNo)).paymentType).toBe('wechat');
  });

  it('a failed payment leaves the order awaiting payment; paying again on a new attempt succeeds', async () => {
    const { token, orderNo } = await orderAwaitingPayment();
    await complete(await openAlipayCashier(((await start(token, orderNo, 'alipay')).data as { url: string }).url), 'fail');
    expect(await state(token, orderNo)).toMatchObject({ orderStatus: 'awaiting_payment', attempt: { status: 'failed' } });
    const wechat = await start(token, orderNo, 'wechat');
    await complete(tradeNoOf(wechat.data), 'fail');
    expect((await state(token, orderNo)).attempt).toEqual({ channel: 'wechat', status: 'failed' });
    await complete(tradeNoOf((await start(token, orderNo, 'wechat')).data), 'pay');
    expect((await state(token, orderNo)).orderStatus).toBe('awaiting_shipment');
    expect((await attemptsOf(orderNo)).map((attempt) => attempt.status)).toEqual(['failed', 'failed', 'succeeded']);
  });

  it('cancelling at the cashier sends nothing; the buyer coming back marks the attempt cancelled; a late payment still counts', async () => {
    const { token, orderNo } = await orderAwaitingPayment();
    const tradeNo = await openAlipayCashier(((await start(token, orderNo, 'alipay')).data as { url: string }).url);
    expect((await complete(tradeNo, 'cancel')).data.returnUrl).toContain(orderNo);
    expect((await state(token, orderNo)).attempt?.status).toBe('pending');
    expect((await ctx.post('/api/portal/payment/abandon', { orderNo }, { token })).code).toBe('000000');
    expect((await state(token, orderNo)).attempt?.status).toBe('cancelled');

    const [attempt] = await attemptsOf(orderNo);
    const late = buildAlipayNotify(
      alipaySigner(),
      { outTradeNo: attempt!.outTradeNo, tradeNo: '2026112222001', amountFen: (await orderRow(orderNo)).totalFen, subject: 'x', status: 'TRADE_SUCCESS' },
      ctx.clock.now,
    );
    expect(await (await notifyAlipay(late)).text()).toBe('success');
    expect((await state(token, orderNo)).orderStatus).toBe('awaiting_shipment');
  });

  it('refuses to start paying an order that is paid, cancelled, past its time, or not the buyer’s, and bad input', async () => {
    const { token, orderNo } = await orderAwaitingPayment();
    await expectRefusedToOthers(ctx, '/api/portal/payment/start', { orderNo, channel: 'alipay' });
    await expectRefusedToOthers(ctx, '/api/portal/payment/status', { orderNo });
    await expectRefusedToOthers(ctx, '/api/portal/payment/abandon', { orderNo });
    expect(await attemptsOf(orderNo)).toEqual([]);
    expect((await ctx.post('/api/portal/payment/start', { orderNo, channel: 'paypal' }, { token })).code).toBe('000002');
    expect((await ctx.post('/api/portal/payment/start', { orderNo: 'DROP TABLE', channel: 'alipay' }, { token })).code).toBe('000002');
    expect((await ctx.post('/api/portal/payment/start', { orderNo, channel: 'alipay' })).code).toBe('000004');

    const realNow = ctx.clock.now;
    ctx.clock.now = new Date(realNow.getTime() + PAYMENT_WINDOW_MS + 1000);
    const late = await ctx.post('/api/portal/payment/start', { orderNo, channel: 'alipay' }, { token, locale: 'en' });
    ctx.clock.now = realNow;
    expect(late).toMatchObject({ code: '200021', message: 'The time to pay for this order has run out' });

    await ctx.post('/api/portal/order/cancel', { orderNo }, { token });
    expect((await start(token, orderNo, 'wechat')).code).toBe('200020');
    expect(await attemptsOf(orderNo)).toEqual([]);
  });

  it('the sandbox gateway refuses a page-pay address whose amount was changed after signing', async () => {
    const { token, orderNo } = await orderAwaitingPayment();
    const url = new URL(((await start(token, orderNo, 'alipay')).data as { url: string }).url, 'http://shop.test');
    const biz = JSON.parse(url.searchParams.get('biz_content')!) as { total_amount: string };
    url.searchParams.set('biz_content', JSON.stringify({ ...biz, total_amount: '0.01' }));
    const response = await ctx.app.request(`${url.pathname}${url.search}`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('000005');
  });
});

describe('payment notifications', () => {
  async function pendingAttempt(channel: 'alipay' | 'wechat') {
    const order = await orderAwaitingPayment();
    await start(order.token, order.orderNo, channel);
    const [attempt] = await attemptsOf(order.orderNo);
    return { ...order, outTradeNo: attempt!.outTradeNo };
  }

  it('Alipay: the same notification 20 times at once moves the order once; 20 forged and 20 with a wrong amount change nothing', async () => {
    const { token, orderNo, totalFen, outTradeNo } = await pendingAttempt('alipay');
    const trade = { outTradeNo, tradeNo: '2026112222001234', amountFen: totalFen, subject: 'order', status: 'TRADE_SUCCESS' as const };
    const forged = Array.from({ length: 20 }, () => buildAlipayNotify({ ...alipaySigner(), alipayPrivateKey: otherKey() }, trade, ctx.clock.now));
    const wrongAmount = Array.from({ length: 20 }, (_, i) => buildAlipayNotify(alipaySigner(), { ...trade, amountFen: totalFen - 1 - i }, ctx.clock.now));
    const bad = await Promise.all([...forged, ...wrongAmount].map(async (body) => (await notifyAlipay(body)).text()));
    expect(bad.every((reply) => reply === 'fail')).toBe(true);
    expect(await state(token, orderNo)).toMatchObject({ orderStatus: 'awaiting_payment', attempt: { status: 'pending' } });

    const genuine = buildAlipayNotify(alipaySigner(), trade, ctx.clock.now);
    const replies = await Promise.all(Array.from({ length: 20 }, async () => (await notifyAlipay(genuine)).text()));
    expect(replies).toEqual(Array(20).fill('success'));
    expect(await state(token, orderNo)).toMatchObject({ orderStatus: 'awaiting_shipment', attempt: { status: 'succeeded' } });
    expect(await attemptsOf(orderNo)).toEqual([{ outTradeNo, status: 'succeeded', needsRefund: false }]);
    expect(
      await ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.outTradeNo, outTradeNo), eq(payments.providerTradeNo, trade.tradeNo))),
    ).toHaveLength(1);
  });

  it('WeChat Pay: replayed 20 times at once applies once; forged signature, wrong serial, tampered resource and stale notifications are refused', async () => {
    const { token, orderNo, totalFen, outTradeNo } = await pendingAttempt('wechat');
    const trade = { outTradeNo, transactionId: '4200000001202611220000000001', amountFen: totalFen, tradeState: 'SUCCESS' as const };
    const forged = buildWechatNotify({ ...wechatSigner(), platformPrivateKey: otherKey() }, trade, ctx.clock.now);
    const wrongSerial = buildWechatNotify({ ...wechatSigner(), platformSerialNo: 'SOMEONE-ELSE' }, trade, ctx.clock.now);
    const stale = buildWechatNotify(wechatSigner(), trade, new Date(ctx.clock.now.getTime() - 10 * 60_000));
    const wrongAmount = buildWechatNotify(wechatSigner(), { ...trade, amountFen: totalFen + 1 }, ctx.clock.now);
    const genuine = buildWechatNotify(wechatSigner(), trade, ctx.clock.now);
    const tampered = { ...genuine, body: genuine.body.replace(/"ciphertext":"(.)/, (_, c: string) => `"ciphertext":"${c === 'A' ? 'B' : 'A'}`) };
    for (const notice of [forged, wrongSerial, stale, wrongAmount, tampered]) {
      const reply = await notifyWechat(notice);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(await reply.json()).toMatchObject({ code: 'FAIL' });
    }
    expect((await state(token, orderNo)).orderStatus).toBe('awaiting_payment');

    const replies = await Promise.all(Array.from({ length: 20 }, () => notifyWechat(genuine)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(204));
    expect(await attemptsOf(orderNo)).toEqual([{ outTradeNo, status: 'succeeded', needsRefund: false }]);
    expect((await orderRow(orderNo)).paidFen).toBe(totalFen);
  });

  it('out of order: a failure after the success changes nothing, a success after a failure applies', async () => {
    const { token, orderNo, totalFen, outTradeNo } = await pendingAttempt('alipay');
    const trade = { outTradeNo, tradeNo: '2026112222009', amountFen: totalFen, subject: 'order' };
    await notifyAlipay(buildAlipayNotify(alipaySigner(), { ...trade, status: 'TRADE_CLOSED' }, ctx.clock.now));
    expect((await state(token, orderNo)).attempt?.status).toBe('failed');
    await notifyAlipay(buildAlipayNotify(alipaySigner(), { ...trade, status: 'TRADE_SUCCESS' }, ctx.clock.now));
    await notifyAlipay(buildAlipayNotify(alipaySigner(), { ...trade, status: 'TRADE_CLOSED' }, ctx.clock.now));
    expect(await state(token, orderNo)).toMatchObject({ orderStatus: 'awaiting_shipment', attempt: { status: 'succeeded' } });
  });

  it('money for an order already cancelled is recorded and flagged for refund, never lost; so is a second payment of a paid order', async () => {
    const { token, orderNo, totalFen, outTradeNo } = await pendingAttempt('alipay');
    await ctx.post('/api/portal/order/cancel', { orderNo }, { token });
    const reply = await notifyAlipay(
      buildAlipayNotify(alipaySigner(), { outTradeNo, tradeNo: '2026112222010', amountFen: totalFen, subject: 'x', status: 'TRADE_SUCCESS' }, ctx.clock.now),
    );
    expect(await reply.text()).toBe('success');
    expect((await orderRow(orderNo)).status).toBe('cancelled');
    expect(await attemptsOf(orderNo)).toEqual([{ outTradeNo, status: 'succeeded', needsRefund: true }]);

    const twice = await orderAwaitingPayment();
    await start(twice.token, twice.orderNo, 'alipay');
    await start(twice.token, twice.orderNo, 'wechat');
    const [first, second] = await attemptsOf(twice.orderNo);
    await notifyAlipay(
      buildAlipayNotify(
        alipaySigner(),
        { outTradeNo: first!.outTradeNo, tradeNo: '2026112222011', amountFen: twice.totalFen, subject: 'x', status: 'TRADE_SUCCESS' },
        ctx.clock.now,
      ),
    );
    await notifyWechat(
      buildWechatNotify(
        wechatSigner(),
        { outTradeNo: second!.outTradeNo, transactionId: '4200000001202611220000000002', amountFen: twice.totalFen, tradeState: 'SUCCESS' },
        ctx.clock.now,
      ),
    );
    expect(await attemptsOf(twice.orderNo)).toEqual([
      { outTradeNo: first!.outTradeNo, status: 'succeeded', needsRefund: false },
      { outTradeNo: second!.outTradeNo, status: 'succeeded', needsRefund: true },
    ]);
    expect((await orderRow(twice.orderNo)).paymentType).toBe('alipay');
  });

  it('Alipay’s own notification of a refund is acknowledged and changes nothing; a forged one is refused', async () => {
    const { token, orderNo, totalFen, outTradeNo } = await pendingAttempt('alipay');
    await notifyAlipay(
      buildAlipayNotify(alipaySigner(), { outTradeNo, tradeNo: '2026112222020', amountFen: totalFen, subject: 'x', status: 'TRADE_SUCCESS' }, ctx.clock.now),
    );
    const refundNotice = (privateKey: string) => {
      const params = Object.fromEntries(
        new URLSearchParams(
          buildAlipayNotify(
            { ...alipaySigner(), alipayPrivateKey: privateKey },
            { outTradeNo, tradeNo: '2026112222020', amountFen: totalFen, subject: 'x', status: 'TRADE_CLOSED' },
            ctx.clock.now,
          ),
        ),
      );
      const withRefund: Record<string, string> = { ...params, refund_fee: fenToYuan(totalFen), gmt_refund: '2026-11-22 11:00:00' };
      delete withRefund['sign'];
      return new URLSearchParams({ ...withRefund, sign: signAlipay(withRefund, privateKey, 'notify') }).toString();
    };
    expect(await (await notifyAlipay(refundNotice(keys.alipay.privateKey))).text()).toBe('success');
    expect(await (await notifyAlipay(refundNotice(otherKey()))).text()).toBe('fail');
    expect(await state(token, orderNo)).toMatchObject({ orderStatus: 'awaiting_shipment', attempt: { status: 'succeeded' } });
  });

  it('a notification on the wrong channel, for an unknown trade, or not even a form, is refused without a crash', async () => {
    const { orderNo, totalFen, outTradeNo } = await pendingAttempt('wechat');
    const onAlipay = buildAlipayNotify(
      alipaySigner(),
      { outTradeNo, tradeNo: '2026112222012', amountFen: totalFen, subject: 'x', status: 'TRADE_SUCCESS' },
      ctx.clock.now,
    );
    expect(await (await notifyAlipay(onAlipay)).text()).toBe('fail');
    const unknown = buildAlipayNotify(
      alipaySigner(),
      { outTradeNo: '9'.repeat(22), tradeNo: '1', amountFen: 100, subject: 'x', status: 'TRADE_SUCCESS' },
      ctx.clock.now,
    );
    expect(await (await notifyAlipay(unknown)).text()).toBe('fail');
    expect(await (await notifyAlipay('%%%not a form&&=')).text()).toBe('fail');
    const garbage = await notifyWechat({ headers: {}, body: '{"resource":' });
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect((await orderRow(orderNo)).status).toBe('awaiting_payment');
  });
});

describe('refunds through the gateways, the sandbox playing the providers', () => {
  /** An order paid in the sandbox on the channel: its trade as the sandbox knows it. */
  async function paidTrade(channel: 'alipay' | 'wechat') {
    const { token, orderNo, totalFen } = await orderAwaitingPayment();
    const started = (await start(token, orderNo, channel)).data;
    const tradeNo = channel === 'alipay' ? await openAlipayCashier((started as { url: string }).url) : tradeNoOf(started);
    await complete(tradeNo, 'pay');
    const [attempt] = await attemptsOf(orderNo);
    return { tradeNo, outTradeNo: attempt!.outTradeNo, totalFen };
  }

  for (const channel of ['alipay', 'wechat'] as const) {
    it(`${channel}: refunds in parts up to what was paid, never more; the same refund number again refunds once`, async () => {
      const { sandbox, gateways } = await ctx.payments();
      const gateway = gateways[channel]!;
      const { tradeNo, outTradeNo, totalFen } = await paidTrade(channel);
      const ask = (refundNo: string, amountFen: number) => gateway.refund({ outTradeNo, refundNo, amountFen, totalFen, reason: 'test' }, ctx.clock.now);

      expect(await ask('RF0001', 100)).toEqual({ ok: true });
      expect(await ask('RF0001', 100)).toEqual({ ok: true });
      expect(await ask('RF0001', 200)).toMatchObject({ ok: false });
      expect(await ask('RF0002', totalFen - 100 + 1)).toMatchObject({ ok: false });
      expect(await ask('RF0002', totalFen - 100)).toEqual({ ok: true });
      expect(await ask('RF0003', 1)).toMatchObject({ ok: false });
      expect(await sandbox!.refunds(tradeNo)).toEqual([
        { refundNo: 'RF0001', amountFen: 100 },
        { refundNo: 'RF0002', amountFen: totalFen - 100 },
      ]);
    });
  }

  it('refuses a refund of a trade that was never paid, and WeChat Pay one whose stated total is wrong', async () => {
    const { gateways } = await ctx.payments();
    const { token, orderNo, totalFen } = await orderAwaitingPayment();
    await start(token, orderNo, 'alipay');
    const [attempt] = await attemptsOf(orderNo);
    const unpaid = await gateways.alipay!.refund({ outTradeNo: attempt!.outTradeNo, refundNo: 'RF0009', amountFen: 1, totalFen, reason: '' }, ctx.clock.now);
    expect(unpaid).toEqual({ ok: false, reason: expect.stringContaining('ACQ.TRADE_NOT_EXIST') });

    const paid = await paidTrade('wechat');
    const wrongTotal = await gateways.wechat!.refund(
      { outTradeNo: paid.outTradeNo, refundNo: 'RF0010', amountFen: 1, totalFen: paid.totalFen + 1, reason: '' },
      ctx.clock.now,
    );
    expect(wrongTotal).toEqual({ ok: false, reason: expect.stringContaining('PARAM_ERROR') });
  });

  it('twenty refunds at once for more than was paid in all: the sandbox books only what was paid', async () => {
    const { sandbox, gateways } = await ctx.payments();
    const { tradeNo, outTradeNo, totalFen } = await paidTrade('alipay');
    const share = Math.floor(totalFen / 10);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => gateways.alipay!.refund({ outTradeNo, refundNo: `RFC${i}`, amountFen: share, totalFen, reason: '' }, ctx.clock.now)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
    const booked = await sandbox!.refunds(tradeNo);
    expect(booked.reduce((sum, refund) => sum + refund.amountFen, 0)).toBe(10 * share);
  });
});

describe('money owed back: a payment that arrived for an order already cancelled', () => {
  const refundPayment = (outTradeNo: string, token: string) => ctx.post('/api/admin/order/refundPayment', { outTradeNo }, { token });
  const paymentRow = async (outTradeNo: string) => (await ctx.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)))[0]!;
  const sandboxRefundsOf = (outTradeNo: string) =>
    ctx.db
      .select({ refundNo: sandboxRefunds.refundNo, amountFen: sandboxRefunds.amountFen })
      .from(sandboxRefunds)
      .innerJoin(sandboxTrades, eq(sandboxTrades.tradeNo, sandboxRefunds.tradeNo))
      .where(eq(sandboxTrades.outTradeNo, outTradeNo));

  it('the operator gives it back in full through the provider, once, however often asked; customers cannot', async () => {
    const admin = await ctx.sessionFor(demoAccounts.admin.phone);
    const { token, orderNo, totalFen } = await orderAwaitingPayment();
    const tradeNo = await openAlipayCashier(((await start(token, orderNo, 'alipay')).data as { url: string }).url);
    await ctx.post('/api/portal/order/cancel', { orderNo }, { token });
    await complete(tradeNo, 'pay');
    const { outTradeNo } = (await attemptsOf(orderNo))[0]!;
    expect(await paymentRow(outTradeNo)).toMatchObject({ status: 'succeeded', needsRefund: true, refundedAt: null });

    expect((await refundPayment(outTradeNo, token)).code).toBe('000005');
    expect((await refundPayment(outTradeNo, await secondUserToken(ctx))).code).toBe('000005');
    expect((await refundPayment('0'.repeat(22), admin)).code).toBe('000003');
    expect((await refundPayment('not a trade', admin)).code).toBe('000002');
    expect(await sandboxRefundsOf(outTradeNo)).toEqual([]);

    const twice = await Promise.all([refundPayment(outTradeNo, admin), refundPayment(outTradeNo, admin)]);
    expect(twice.map((answer) => answer.code).sort()).toEqual(expect.arrayContaining(['000000']));
    for (const answer of twice) expect(['000000', '200023']).toContain(answer.code);
    expect(await sandboxRefundsOf(outTradeNo)).toEqual([{ refundNo: strayRefundNo(outTradeNo), amountFen: totalFen }]);
    expect(await paymentRow(outTradeNo)).toMatchObject({ needsRefund: false, refundedAt: ctx.clock.now });
    expect((await refundPayment(outTradeNo, admin)).code).toBe('200023');

    const detail = await ctx.post<{ payments: { outTradeNo: string; needsRefund: boolean; refundedAt: string | null }[] }>(
      '/api/admin/order/detail',
      { orderNo },
      { token: admin },
    );
    expect(detail.data.payments).toEqual([expect.objectContaining({ outTradeNo, needsRefund: false, refundedAt: ctx.clock.now.toISOString() })]);
  });

  it('a payment that was applied to its order is not owed back', async () => {
    const admin = await ctx.sessionFor(demoAccounts.admin.phone);
    const { token, orderNo } = await orderAwaitingPayment();
    await complete(await openAlipayCashier(((await start(token, orderNo, 'alipay')).data as { url: string }).url), 'pay');
    const { outTradeNo } = (await attemptsOf(orderNo))[0]!;
    expect((await refundPayment(outTradeNo, admin)).code).toBe('200023');
    expect(await sandboxRefundsOf(outTradeNo)).toEqual([]);
    expect(await paymentRow(outTradeNo)).toMatchObject({ needsRefund: false, refundedAt: null });
  });
});

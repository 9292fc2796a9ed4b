import { createVerify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentState, StartedPaymentView } from '../../src/schemas/payments.ts';
import { orders, payments, users } from '../../src/server/db/schema.ts';
import { findSessionUser } from '../../src/server/services/auth/sessions.ts';
import { loadSandboxKeys, type SandboxKeys } from '../../src/server/services/payment/sandbox/keys.ts';
import { orderAwaitingPayment as newOrder, packInStock } from '../helpers/orders.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';
import { userAgents } from '../helpers/user-agents.ts';

let ctx: TestContext;
let keys: SandboxKeys;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  keys = await loadSandboxKeys(ctx.db);
  skuId = await packInStock(ctx);
});
afterAll(() => ctx.close());

const agents = userAgents;
type Place = keyof typeof agents;

const start = (place: Place, token: string, orderNo: string, channel: 'alipay' | 'wechat') =>
  ctx.post<StartedPaymentView>('/api/portal/payment/start', { orderNo, channel }, { token, headers: { 'user-agent': agents[place] } });
const state = async (place: Place, token: string, orderNo: string) =>
  (await ctx.post<PaymentState>('/api/portal/payment/status', { orderNo }, { token, headers: { 'user-agent': agents[place] } })).data;
const complete = (tradeNo: string, outcome: 'pay' | 'fail' | 'cancel') => ctx.post<{ returnUrl: string | null }>('/api/sandbox/complete', { tradeNo, outcome });
const urlOf = (started: StartedPaymentView) => new URL((started as { url: string }).url, 'http://shop.test');
const attemptsOf = async (orderNo: string) =>
  ctx.db
    .select({ status: payments.status, needsRefund: payments.needsRefund })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.orderNo, orderNo))
    .orderBy(payments.id);
const openidOf = async (token: string) => {
  const user = await findSessionUser(ctx.db, token, ctx.clock.now);
  return (await ctx.db.select({ openid: users.wechatOpenid }).from(users).where(eq(users.id, user!.id)))[0]?.openid ?? null;
};

/** Follows a sandbox provider page (Alipay's gateway, WeChat's H5 page) to the cashier's trade number. */
async function cashierTrade(url: URL) {
  const response = await ctx.app.request(`${url.pathname}${url.search}`);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!, 'http://shop.test').searchParams.get('trade')!;
}

/** Goes through WeChat's authorisation as WeChat's browser would and hands the code to the shop. */
async function authorise(token: string, orderNo: string) {
  const started = (await start('wechat', token, orderNo, 'wechat')).data;
  if (started.kind !== 'oauth') throw new Error(`expected oauth, got ${started.kind}`);
  const back = await ctx.app.request(started.url.replace(/#.*$/, ''));
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!, 'http://shop.test');
  expect(location.searchParams.get('state')).toBe(started.state);
  expect((await ctx.post('/api/portal/payment/wechatOpenid', { code: location.searchParams.get('code') }, { token })).code).toBe('000000');
}

describe('payment/start chooses the way by the browser', () => {
  it('a computer: Native code and Alipay page pay, as before', async () => {
    const { token, orderNo } = await newOrder(ctx, skuId);
    expect(await state('desktop', token, orderNo)).toMatchObject({ place: 'desktop', channels: ['wechat', 'alipay', 'bankTransfer'], alipayElsewhere: false });
    expect((await start('desktop', token, orderNo, 'wechat')).data).toMatchObject({ kind: 'qr', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\//) });
    const page = urlOf((await start('desktop', token, orderNo, 'alipay')).data);
    expect(page.searchParams.get('method')).toBe('alipay.trade.page.pay');
  });

  it('a phone browser: Alipay WAP and WeChat H5 open the cashier and come back to the payment page, which learns the outcome', async () => {
    const { token, orderNo, totalFen } = await newOrder(ctx, skuId);
    expect(await state('phone', token, orderNo)).toMatchObject({ place: 'phone', channels: ['wechat', 'alipay', 'bankTransfer'] });

    const wap = await start('phone', token, orderNo, 'alipay');
    expect(wap.data.kind).toBe('h5');
    const wapUrl = urlOf(wap.data);
    expect(wapUrl.pathname).toBe('/api/sandbox/alipay/gateway');
    expect(wapUrl.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(wapUrl.searchParams.get('biz_content')!)).toMatchObject({
      product_code: 'QUICK_WAP_WAY',
      quit_url: `/pay?orderNo=${orderNo}&returned=1&cancelled=1`,
    });
    expect((await complete(await cashierTrade(wapUrl), 'cancel')).data.returnUrl).toBe(`/pay?orderNo=${orderNo}&returned=1`);
    await ctx.post('/api/portal/payment/abandon', { orderNo }, { token });

    const h5 = await start('phone', token, orderNo, 'wechat');
    expect(h5.data.kind).toBe('h5');
    const h5Url = urlOf(h5.data);
    expect(h5Url.pathname).toBe('/api/sandbox/wechat/h5');
    expect(h5Url.searchParams.get('redirect_url')).toBe(`/pay?orderNo=${orderNo}&returned=1`);
    // The sandbox's H5 page sends the buyer back only to this shop.
    for (const elsewhere of ['https://evil.example.com/pay', '//evil.example.com/pay'])
      expect(
        (await ctx.app.request(`/api/sandbox/wechat/h5?trade=${h5Url.searchParams.get('trade')}&redirect_url=${encodeURIComponent(elsewhere)}`)).status,
      ).toBe(403);
    const tradeNo = await cashierTrade(h5Url);
    expect((await complete(tradeNo, 'pay')).data.returnUrl).toBe(`/pay?orderNo=${orderNo}&returned=1`);
    expect(await state('phone', token, orderNo)).toMatchObject({ orderStatus: 'awaiting_shipment', attempt: { channel: 'wechat', status: 'succeeded' } });
    expect((await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]).toMatchObject({ paidFen: totalFen, paymentType: 'wechat' });
  });

  it('inside WeChat without an openid: no Alipay; WeChat Pay first asks for the authorisation, whose code keeps the openid', async () => {
    const { token, orderNo } = await newOrder(ctx, skuId);
    expect(await state('wechat', token, orderNo)).toMatchObject({ place: 'wechat', channels: ['wechat', 'bankTransfer'], alipayElsewhere: true });
    expect((await start('wechat', token, orderNo, 'alipay')).code).toBe('200022');

    const started = (await start('wechat', token, orderNo, 'wechat')).data;
    expect(started).toMatchObject({ kind: 'oauth', state: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const url = urlOf(started);
    expect(url.pathname).toBe('/api/sandbox/wechat/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx-sandbox-app',
      redirect_uri: `/pay?orderNo=${orderNo}&wechatAuth=1`,
      response_type: 'code',
      scope: 'snsapi_base',
      state: (started as { state: string }).state,
    });
    expect((started as { url: string }).url).toMatch(/#wechat_redirect$/);
    expect(await attemptsOf(orderNo)).toEqual([]);

    expect(await ctx.post('/api/portal/payment/wechatOpenid', { code: 'SBX0000000000000000000000000000000000000000' }, { token })).toMatchObject({
      code: '200025',
    });
    expect(await openidOf(token)).toBeNull();
    await authorise(token, orderNo);
    expect(await openidOf(token)).toMatch(/^oSbx[0-9a-f]{24}$/);
  });

  it('a client redeems at most 10 WeChat authorisation codes a minute, logged in or through a pay-for-me link', async () => {
    const { token } = await newOrder(ctx, skuId);
    const clientAddress = '203.0.113.77';
    const redeem = () => ctx.post('/api/portal/payment/wechatOpenid', { code: 'SBX0000000000000000000000000000000000000000' }, { token, clientAddress });
    for (let attempt = 0; attempt < 10; attempt++) expect((await redeem()).code).toBe('200025');
    expect(await redeem()).toMatchObject({ code: '000006', data: { retryAfterSeconds: 60 } });
    const throughLink = await ctx.post('/api/portal/payFor/wechatOpenid', { token: 'x'.repeat(43), code: 'SBX0' }, { clientAddress });
    expect(throughLink.code).toBe('000006');
  });

  it('inside WeChat with an openid: the sheet’s parameters carry the paySign; a cancelled sheet is given up, the next one pays once', async () => {
    const { token, orderNo } = await newOrder(ctx, skuId);
    await authorise(token, orderNo);

    const first = (await start('wechat', token, orderNo, 'wechat')).data;
    if (first.kind !== 'jsapi') throw new Error(`expected jsapi, got ${first.kind}`);
    const { params } = first;
    expect(params).toMatchObject({ appId: 'wx-sandbox-app', signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx\d+$/) });
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(keys.wechatMerchant.publicKey, params.paySign, 'base64')).toBe(true);
    expect(Number(params.timeStamp)).toBe(Math.floor(ctx.clock.now.getTime() / 1000));

    // The stand-in sheet checks the paySign as WeChat does.
    expect((await ctx.post('/api/sandbox/jsapi', { ...params, nonceStr: 'changed', outcome: 'pay' })).code).toBe('000007');
    expect((await ctx.post('/api/sandbox/jsapi', { ...params, outcome: 'cancel' })).code).toBe('000000');
    await ctx.post('/api/portal/payment/abandon', { orderNo }, { token });
    expect((await state('wechat', token, orderNo)).attempt).toEqual({ channel: 'wechat', status: 'cancelled' });

    // A phone-browser attempt left open, then the sheet pays: one payment moves the order, the other is kept for refund.
    const h5 = urlOf((await start('phone', token, orderNo, 'wechat')).data);
    const h5Trade = await cashierTrade(h5);
    const second = (await start('wechat', token, orderNo, 'wechat')).data as { params: typeof params };
    expect((await ctx.post('/api/sandbox/jsapi', { ...second.params, outcome: 'pay' })).code).toBe('000000');
    expect((await ctx.post('/api/sandbox/jsapi', { ...second.params, outcome: 'pay' })).code).toBe('000007');
    expect((await state('wechat', token, orderNo)).orderStatus).toBe('awaiting_shipment');
    await complete(h5Trade, 'pay');
    const attempts = await attemptsOf(orderNo);
    expect(attempts.filter((attempt) => attempt.status === 'succeeded' && !attempt.needsRefund)).toHaveLength(1);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.paidFen).toBe(order!.totalFen);
  });
});

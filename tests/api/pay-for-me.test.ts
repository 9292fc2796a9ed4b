import { createHash } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayLinkView, ShareLinkView } from '../../src/schemas/pay-for.ts';
import type { StartedPaymentView } from '../../src/schemas/payments.ts';
import { orders, paymentShareLinks, sandboxTrades, users } from '../../src/server/db/schema.ts';
import { orderAwaitingPayment as newOrder, packInStock } from '../helpers/orders.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';
import { userAgents } from '../helpers/user-agents.ts';

let ctx: TestContext;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  skuId = await packInStock(ctx);
});
afterAll(() => ctx.close());

const agents = userAgents;
type Place = keyof typeof agents;

/** Each test is its own client, so that the public calls' per-client limit is never what a test meets. */
let client = 10;
const share = (token: string, orderNo: string, locale: 'zh' | 'en' = 'zh') =>
  ctx.post<ShareLinkView>('/api/portal/payment/shareLink', { orderNo }, { token, locale });
const tokenOf = (link: ShareLinkView) => new URL(link.url, 'http://shop.test').searchParams.get('token')!;
const anonymous = (place: Place, address: string) => ({ headers: { 'user-agent': agents[place] }, clientAddress: address });
const view = (linkToken: string, address: string, place: Place = 'desktop', locale: 'zh' | 'en' = 'zh') =>
  ctx.post<PayLinkView>('/api/portal/payFor/view', { token: linkToken }, { ...anonymous(place, address), locale });
const start = (linkToken: string, address: string, place: Place, channel: 'alipay' | 'wechat', payer?: string) =>
  ctx.post<StartedPaymentView>('/api/portal/payFor/start', { token: linkToken, channel, ...(payer && { payer }) }, anonymous(place, address));
const complete = (tradeNo: string, outcome: 'pay' | 'fail' | 'cancel') => ctx.post<{ returnUrl: string | null }>('/api/sandbox/complete', { tradeNo, outcome });
const urlOf = (started: StartedPaymentView) => new URL((started as { url: string }).url, 'http://shop.test');

async function cashierTrade(url: URL) {
  const response = await ctx.app.request(`${url.pathname}${url.search}`);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!, 'http://shop.test').searchParams.get('trade')!;
}

describe('pay-for-me links', () => {
  it('the owner shares a link; anyone opens it without a login, sees nothing personal, and pays it once from a phone', async () => {
    const address = `10.0.0.${client++}`;
    const { token, orderNo, totalFen } = await newOrder(ctx, skuId);
    const shared = await share(token, orderNo, 'en');
    expect(shared.code).toBe('000000');
    expect(shared.data.url).toMatch(/^\/en\/payFor\?token=[\w-]{43}$/);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(shared.data.expiresAt).toBe(order!.payDeadline.toISOString());
    const linkToken = tokenOf(shared.data);
    // Only the token's hash is kept.
    const [row] = await ctx.db.select().from(paymentShareLinks).where(eq(paymentShareLinks.orderId, order!.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(linkToken).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(linkToken);

    const seen = await view(linkToken, address, 'phone');
    expect(seen.code).toBe('000000');
    expect(seen.data).toMatchObject({ orderNo, totalFen, place: 'phone', channels: ['wechat', 'alipay'], sandbox: true, attempt: null });
    expect(seen.data.shop).toBe('上海颜料商城有限公司');
    expect(seen.data.lines).toHaveLength(1);
    expect(Object.keys(seen.data).sort()).toEqual(
      ['alipayElsewhere', 'attempt', 'channels', 'lines', 'orderNo', 'payDeadline', 'place', 'sandbox', 'shop', 'totalFen'].sort(),
    );
    // Nothing of the buyer: no address, consignee, phone, remark or account.
    const text = JSON.stringify(seen.data);
    const addressee = order!.addressee as Record<string, unknown>;
    for (const personal of Object.values(addressee).filter((value) => typeof value === 'string' && value.length > 1)) expect(text).not.toContain(personal);
    expect(text).not.toMatch(/1[3-9]\d{9}/);

    // Alipay WAP: the addresses handed to the provider come back to the link's page and never carry the token.
    const wap = urlOf((await start(linkToken, address, 'phone', 'alipay')).data);
    expect(wap.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(wap.search).not.toContain(linkToken);
    expect(JSON.parse(wap.searchParams.get('biz_content')!)).toMatchObject({ quit_url: '/payFor?returned=1&cancelled=1' });
    await complete(await cashierTrade(wap), 'cancel');
    expect((await ctx.post('/api/portal/payFor/abandon', { token: linkToken }, anonymous('phone', address))).code).toBe('000000');
    expect((await view(linkToken, address, 'phone')).data.attempt).toEqual({ status: 'cancelled' });

    // WeChat H5 pays; the sandbox's notification says the way it was ordered by.
    const h5 = urlOf((await start(linkToken, address, 'phone', 'wechat')).data);
    expect(h5.searchParams.get('redirect_url')).toBe('/payFor?returned=1');
    const tradeNo = await cashierTrade(h5);
    expect((await ctx.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)))[0]!.tradeType).toBe('MWEB');
    expect((await complete(tradeNo, 'pay')).data.returnUrl).toBe('/payFor?returned=1');
    const [paid] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(paid).toMatchObject({ status: 'awaiting_shipment', paidFen: totalFen, paymentType: 'wechat' });

    // Paid: the link no longer works, and the owner cannot share it again.
    expect(await view(linkToken, address, 'phone')).toMatchObject({ code: '200050', data: null });
    expect((await start(linkToken, address, 'phone', 'wechat')).code).toBe('200050');
    expect((await share(token, orderNo)).code).toBe('200020');
  });

  it('on a computer: a code to scan and Alipay page pay', async () => {
    const address = `10.0.0.${client++}`;
    const { token, orderNo } = await newOrder(ctx, skuId);
    const linkToken = tokenOf((await share(token, orderNo)).data);
    const qr = (await start(linkToken, address, 'desktop', 'wechat')).data;
    expect(qr).toMatchObject({
      kind: 'qr',
      codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\//),
      sandboxCashierUrl: expect.stringMatching(/^\/cashier\?trade=/),
    });
    const tradeNo = new URL((qr as { codeUrl: string }).codeUrl).searchParams.get('pr')!;
    expect((await ctx.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)))[0]!.tradeType).toBe('NATIVE');
    const page = urlOf((await start(linkToken, address, 'desktop', 'alipay')).data);
    expect(page.searchParams.get('method')).toBe('alipay.trade.page.pay');
    await complete(tradeNo, 'pay');
    expect((await view(linkToken, address)).code).toBe('200050');
  });

  it("inside WeChat: the payer's openid comes from WeChat's authorisation, is signed for this link only, and never lands on an account", async () => {
    const address = `10.0.0.${client++}`;
    const { token, orderNo } = await newOrder(ctx, skuId);
    const linkToken = tokenOf((await share(token, orderNo)).data);
    expect((await view(linkToken, address, 'wechat')).data).toMatchObject({ channels: ['wechat'], alipayElsewhere: true });
    expect((await start(linkToken, address, 'wechat', 'alipay')).code).toBe('200022');

    const asked = (await start(linkToken, address, 'wechat', 'wechat')).data;
    if (asked.kind !== 'oauth') throw new Error(`expected oauth, got ${asked.kind}`);
    expect(urlOf(asked).searchParams.get('redirect_uri')).toBe('/payFor?wechatAuth=1');
    const back = await ctx.app.request(asked.url.replace(/#.*$/, ''));
    const code = new URL(back.headers.get('location')!, 'http://shop.test').searchParams.get('code')!;
    expect(
      (
        await ctx.post(
          '/api/portal/payFor/wechatOpenid',
          { token: linkToken, code: `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}` },
          anonymous('wechat', address),
        )
      ).code,
    ).toBe('200025');
    const signed = await ctx.post<{ payer: string }>('/api/portal/payFor/wechatOpenid', { token: linkToken, code }, anonymous('wechat', address));
    expect(signed.code).toBe('000000');

    // Another order's link does not take this payer: it is sent to the authorisation again.
    const other = await newOrder(ctx, skuId);
    const otherToken = tokenOf((await share(other.token, other.orderNo)).data);
    expect((await start(otherToken, address, 'wechat', 'wechat', signed.data.payer)).data.kind).toBe('oauth');
    expect((await start(linkToken, address, 'wechat', 'wechat', `${signed.data.payer}x`)).data.kind).toBe('oauth');

    const sheet = (await start(linkToken, address, 'wechat', 'wechat', signed.data.payer)).data;
    if (sheet.kind !== 'jsapi') throw new Error(`expected jsapi, got ${sheet.kind}`);
    const tradeNo = /^prepay_id=wx(\d+)$/.exec(sheet.params.package)![1]!;
    expect((await ctx.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)))[0]!.tradeType).toBe('JSAPI');
    expect((await ctx.post('/api/sandbox/jsapi', { ...sheet.params, outcome: 'pay' })).code).toBe('000000');
    expect((await view(linkToken, address, 'wechat')).code).toBe('200050');
    expect((await ctx.post('/api/portal/payment/status', { orderNo }, { token })).data).toMatchObject({ orderStatus: 'awaiting_shipment' });
    expect(await ctx.db.select({ id: users.id }).from(users).where(isNotNull(users.wechatOpenid))).toEqual([]);
  });

  it('revoking, sharing again, or the order ending stops the link; another customer can neither share nor revoke', async () => {
    const address = `10.0.0.${client++}`;
    const { token, orderNo } = await newOrder(ctx, skuId);
    const first = tokenOf((await share(token, orderNo)).data);
    const second = tokenOf((await share(token, orderNo)).data);
    expect(second).not.toBe(first);
    expect(await view(first, address)).toMatchObject({ code: '200049', data: null });
    expect((await view(second, address)).code).toBe('000000');

    const stranger = await newOrder(ctx, skuId);
    expect((await share(stranger.token, orderNo)).code).toBe('000003');
    expect((await ctx.post('/api/portal/payment/revokeShare', { orderNo }, { token: stranger.token })).code).toBe('000003');
    expect((await view(second, address)).code).toBe('000000');
    expect((await ctx.post('/api/portal/payment/shareLink', { orderNo })).code).toBe('000004');

    expect((await ctx.post('/api/portal/payment/revokeShare', { orderNo }, { token })).code).toBe('000000');
    expect((await view(second, address)).code).toBe('200049');
    expect((await start(second, address, 'desktop', 'wechat')).code).toBe('200049');

    const third = tokenOf((await share(token, orderNo)).data);
    expect((await ctx.post('/api/portal/order/cancel', { orderNo }, { token })).code).toBe('000000');
    expect(await view(third, address)).toMatchObject({ code: '200051', data: null });
    expect((await share(token, orderNo)).code).toBe('200020');
  });

  it('a link past its order’s payment deadline has ended', async () => {
    const address = `10.0.0.${client++}`;
    const { token, orderNo } = await newOrder(ctx, skuId);
    const linkToken = tokenOf((await share(token, orderNo)).data);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const was = ctx.clock.now;
    ctx.clock.now = new Date(order!.payDeadline.getTime() + 1000);
    try {
      expect((await view(linkToken, address)).code).toBe('200051');
      expect((await share(token, orderNo)).code).toBe('200021');
    } finally {
      ctx.clock.now = was;
    }
  });

  it('bad tokens are refused with the right code, and a client asking too often is held back', async () => {
    const address = `10.0.0.${client++}`;
    for (const bad of ['', 'short', `${'a'.repeat(42)}!`, 'a'.repeat(44)]) {
      const answer = await ctx.post('/api/portal/payFor/view', { token: bad }, { clientAddress: address });
      expect(answer.code).toBe('000002');
    }
    expect((await view('A'.repeat(43), address)).code).toBe('200049');
    expect((await ctx.post('/api/portal/payFor/view', { token: 'A'.repeat(43), extra: 1 }, { clientAddress: address })).code).toBe('000002');

    const flooder = `10.0.1.${client++}`;
    const codes: string[] = [];
    for (let call = 0; call < 61; call++) codes.push((await view('B'.repeat(43), flooder)).code);
    expect(codes.slice(0, 60).every((code) => code === '200049')).toBe(true);
    expect(codes[60]).toBe('000006');
  });
});

import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AlipayConfig, alipayRefundRequest, parseAlipayRefundResponse } from '../alipay.ts';
import { requestWechatRefund, type WechatPayConfig, type WechatSend } from '../wechatpay.ts';
import { alipayRefundAnswer, readAlipayRefund, readWechatRefund, WECHAT_REFUND_PATH } from './refund-requests.ts';

// The sandbox's side of a refund: it must take only what the shop's real request code signs, and its answers
// must pass the shop's real answer checks. Test-only keys.
const fixture = (name: string) => readFileSync(new URL(`../../../../../tests/fixtures/payment/${name}`, import.meta.url), 'utf8');
const publicOf = (privateKey: string) => createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
const appPrivateKey = fixture('test-alipay-app-private.pem');
const alipayPrivateKey = fixture('test-alipay-private.pem');
const merchantPrivateKey = fixture('test-wechat-merchant-private.pem');
const now = new Date('2026-11-22T02:00:00Z');

const alipay: AlipayConfig = {
  appId: 'sandbox-alipay-app',
  appPrivateKey,
  alipayPublicKey: fixture('test-alipay-public.pem'),
  gateway: 'http://sandbox.invalid/api/sandbox/alipay/gateway',
  notifyUrl: 'http://sandbox.invalid/api/payment/notify/alipay',
};
const app = { appId: alipay.appId, appPublicKey: publicOf(appPrivateKey) };
const refund = { outTradeNo: '2026112210000012345601', refundNo: 'RF20261122100000123456', amountFen: 5000, reason: '质量问题' };

describe('the sandbox reads alipay.trade.refund', () => {
  it('takes the request the shop signs', () => {
    expect(readAlipayRefund(alipayRefundRequest(alipay, refund, now), app)).toEqual({ ...refund, totalFen: null });
  });

  it('refuses a changed amount, another key, another app, another method and garbage', () => {
    const changed = alipayRefundRequest(alipay, refund, now);
    changed.set('biz_content', changed.get('biz_content')!.replace('"50.00"', '"500.00"'));
    expect(readAlipayRefund(changed, app)).toBeNull();
    expect(readAlipayRefund(alipayRefundRequest({ ...alipay, appPrivateKey: alipayPrivateKey }, refund, now), app)).toBeNull();
    expect(readAlipayRefund(alipayRefundRequest(alipay, refund, now), { ...app, appId: 'another-app' })).toBeNull();
    const otherMethod = alipayRefundRequest(alipay, refund, now);
    otherMethod.set('method', 'alipay.trade.close');
    expect(readAlipayRefund(otherMethod, app)).toBeNull();
    expect(readAlipayRefund(new URLSearchParams('biz_content=%7B'), app)).toBeNull();
    expect(readAlipayRefund(alipayRefundRequest(alipay, { ...refund, amountFen: 0 }, now), app)).toBeNull();
    expect(readAlipayRefund(alipayRefundRequest(alipay, { ...refund, refundNo: 'no spaces allowed' }, now), app)).toBeNull();
  });

  it('answers in a way the shop verifies; an unsigned or wrongly signed answer is not trusted', () => {
    const response = { code: '10000', msg: 'Success', trade_no: '2026112222001', out_trade_no: refund.outTradeNo, fund_change: 'Y', refund_fee: '50.00' };
    expect(parseAlipayRefundResponse(alipay, alipayRefundAnswer(response, alipayPrivateKey))).toEqual({ ok: true, refundFen: 5000 });
    expect(parseAlipayRefundResponse(alipay, alipayRefundAnswer(response, null))).toMatchObject({ ok: false, reason: expect.stringContaining('unsigned') });
    expect(parseAlipayRefundResponse(alipay, alipayRefundAnswer(response, appPrivateKey))).toMatchObject({ ok: false });
    const failed = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' };
    expect(parseAlipayRefundResponse(alipay, alipayRefundAnswer(failed, alipayPrivateKey))).toEqual({
      ok: false,
      reason: '40004 Business Failed ACQ.REFUND_AMT_NOT_EQUAL_TOTAL 退款金额超限',
    });
  });
});

describe('the sandbox reads a WeChat Pay refund', () => {
  const wechat: WechatPayConfig = {
    appId: 'wx-sandbox-app',
    mchId: '1900000109',
    merchantSerialNo: 'SANDBOX-MERCHANT-SERIAL',
    merchantPrivateKey,
    apiV3Key: 'TestOnlyApiV3Key0123456789abcdef',
    platformSerialNo: 'SANDBOX-PLATFORM-SERIAL',
    platformPublicKey: fixture('test-wechat-platform-public.pem'),
    notifyUrl: 'http://sandbox.invalid/api/payment/notify/wechat',
    apiBase: 'http://sandbox.invalid',
  };
  const merchant = { mchId: wechat.mchId, merchantPublicKey: publicOf(merchantPrivateKey) };
  const ask = { outTradeNo: '2026112210000012345602', refundNo: 'RF20261122100000123457', refundFen: 2500, totalFen: 9000, reason: '' };

  /** What the shop's refund call sends, captured instead of delivered. */
  async function sent(config = wechat, refundAsk = ask) {
    const requests: { method: string; path: string; authorization: string; body: string }[] = [];
    const send: WechatSend = async (url, init) => {
      requests.push({ method: init.method, path: new URL(url).pathname, authorization: init.headers.authorization ?? '', body: init.body });
      return { status: 500, headers: new Headers(), text: '{}' };
    };
    await requestWechatRefund(config, refundAsk, send, now);
    return requests[0]!;
  }

  it('takes the request the shop signs', async () => {
    const request = await sent();
    expect(request.path).toBe(WECHAT_REFUND_PATH);
    expect(readWechatRefund(request, merchant)).toEqual({ outTradeNo: ask.outTradeNo, refundNo: ask.refundNo, amountFen: 2500, totalFen: 9000, reason: '' });
  });

  it('refuses a changed body, another merchant key or number, another path, and a refund above the total', async () => {
    const request = await sent();
    expect(readWechatRefund({ ...request, body: request.body.replace('"refund":2500', '"refund":9000') }, merchant)).toBeNull();
    expect(readWechatRefund(await sent({ ...wechat, merchantPrivateKey: alipayPrivateKey }), merchant)).toBeNull();
    expect(readWechatRefund(await sent({ ...wechat, mchId: '1900000110' }), merchant)).toBeNull();
    expect(readWechatRefund({ ...request, path: '/v3/pay/transactions/native' }, merchant)).toBeNull();
    expect(readWechatRefund({ ...request, method: 'GET' }, merchant)).toBeNull();
    expect(readWechatRefund({ ...request, authorization: '' }, merchant)).toBeNull();
    expect(readWechatRefund(await sent(wechat, { ...ask, refundFen: 9001 }), merchant)).toBeNull();
  });
});

import { createPublicKey, createSign, createVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALIPAY_NOTIFY_REPLY,
  type AlipayConfig,
  alipayPagePayUrl,
  alipayRefundRequest,
  alipaySignContent,
  alipayWapPayUrl,
  buildAlipayNotify,
  parseAlipayNotify,
  parseAlipayRefundResponse,
  signAlipay,
  verifyAlipay,
} from './alipay.ts';

// Test-only keys, generated once for these tests; the app key is PKCS#1, Alipay's stand-in key PKCS#8.
const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/payment/${name}`, import.meta.url), 'utf8');
const appPrivateKey = fixture('test-alipay-app-private.pem');
const appPublicKey = createPublicKey(appPrivateKey).export({ type: 'spki', format: 'pem' }).toString();
const alipayPrivateKey = fixture('test-alipay-private.pem');
const alipayPublicKey = fixture('test-alipay-public.pem');
// Recorded with buildAlipayNotify at 2025-03-14T01:02:03Z: TRADE_SUCCESS of P20250314000001, 123.45 yuan.
const recordedNotify = fixture('alipay-notify.txt');

const config: AlipayConfig = {
  appId: '9021000100000001',
  appPrivateKey,
  alipayPublicKey,
  gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
  notifyUrl: 'https://shop.example.com/api/payments/alipay/notify',
};
const now = new Date('2025-03-14T01:02:03Z');

const rsaSha256Verifies = (content: string, signature: string, publicKey: string) =>
  createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');

/** Form body of a notify whose parameters are signed as Alipay signs them, for states buildAlipayNotify does not make. */
function signedNotify(params: Record<string, string>): string {
  return new URLSearchParams({ ...params, sign: signAlipay(params, alipayPrivateKey, 'notify') }).toString();
}

const paidParams = {
  notify_time: '2025-03-14 09:02:03',
  notify_type: 'trade_status_sync',
  notify_id: '2025031401222090203000000000000001',
  app_id: config.appId,
  charset: 'utf-8',
  version: '1.0',
  sign_type: 'RSA2',
  trade_no: '2025031422001400000000000009',
  out_trade_no: 'P20250314000009',
  total_amount: '88.80',
  trade_status: 'TRADE_SUCCESS',
  gmt_create: '2025-03-14 09:01:00',
  gmt_payment: '2025-03-14 09:02:00',
  subject: '颜料订单',
};

describe('Alipay signature', () => {
  const params = { subject: '钛白 R-902 & 群青=蓝', b: '2', a: '1', a0: '3', B: 'upper', empty: '', sign: 'old', sign_type: 'RSA2' };

  it("signs a notify's parameters sorted by name, without sign, sign_type or empty values, values raw", () => {
    expect(alipaySignContent(params, 'notify')).toBe('B=upper&a=1&a0=3&b=2&subject=钛白 R-902 & 群青=蓝');
  });

  it("signs a request's sign_type along with the rest", () => {
    expect(alipaySignContent(params, 'request')).toBe('B=upper&a=1&a0=3&b=2&sign_type=RSA2&subject=钛白 R-902 & 群青=蓝');
  });

  it('makes an SHA256withRSA signature of that content that verifies with the public key', () => {
    const signature = signAlipay(params, alipayPrivateKey, 'notify');
    expect(rsaSha256Verifies('B=upper&a=1&a0=3&b=2&subject=钛白 R-902 & 群青=蓝', signature, alipayPublicKey)).toBe(true);
    expect(verifyAlipay({ ...params, sign: signature }, alipayPublicKey, 'notify')).toBe(true);
  });

  it('signs with a PKCS#1 key as well as a PKCS#8 one', () => {
    expect(appPrivateKey).toContain('BEGIN RSA PRIVATE KEY');
    const signature = signAlipay(params, appPrivateKey, 'request');
    expect(verifyAlipay({ ...params, sign: signature }, appPublicKey, 'request')).toBe(true);
  });

  it('does not verify a changed value, another key, the other rule, or a missing or garbled sign, and never throws', () => {
    const signature = signAlipay(params, alipayPrivateKey, 'notify');
    expect(verifyAlipay({ ...params, b: '3', sign: signature }, alipayPublicKey, 'notify')).toBe(false);
    expect(verifyAlipay({ ...params, sign: signature }, appPublicKey, 'notify')).toBe(false);
    expect(verifyAlipay({ ...params, sign: signature }, alipayPublicKey, 'request')).toBe(false);
    const { sign: _sign, ...unsigned } = params;
    expect(verifyAlipay(unsigned, alipayPublicKey, 'notify')).toBe(false);
    expect(verifyAlipay({ ...params, sign: '' }, alipayPublicKey, 'notify')).toBe(false);
    expect(verifyAlipay({ ...params, sign: '%%% not base64 %%%' }, alipayPublicKey, 'notify')).toBe(false);
    expect(verifyAlipay({ ...params, sign: signature }, 'not a key', 'notify')).toBe(false);
  });
});

describe('alipayPagePayUrl', () => {
  const order = {
    outTradeNo: 'P20250314000001',
    amountFen: 12345,
    subject: '颜料订单 P20250314000001',
    returnUrl: 'https://shop.example.com/orders/P20250314000001',
  };

  it('points at the gateway with the page-pay request, signed with the app key', () => {
    const url = new URL(alipayPagePayUrl(config, order, now));
    expect(`${url.origin}${url.pathname}`).toBe(config.gateway);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      app_id: '9021000100000001',
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2025-03-14 09:02:03',
      version: '1.0',
      notify_url: 'https://shop.example.com/api/payments/alipay/notify',
      return_url: 'https://shop.example.com/orders/P20250314000001',
      biz_content: expect.any(String),
      sign: expect.any(String),
    });
    expect(JSON.parse(params['biz_content'] ?? '')).toEqual({
      out_trade_no: 'P20250314000001',
      total_amount: '123.45',
      subject: '颜料订单 P20250314000001',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    // The gateway's own check, written out: every parameter but sign, sorted, raw values.
    const content =
      `app_id=9021000100000001&biz_content=${params['biz_content']}&charset=utf-8&format=JSON&method=alipay.trade.page.pay` +
      '&notify_url=https://shop.example.com/api/payments/alipay/notify&return_url=https://shop.example.com/orders/P20250314000001' +
      '&sign_type=RSA2&timestamp=2025-03-14 09:02:03&version=1.0';
    expect(rsaSha256Verifies(content, params['sign'] ?? '', appPublicKey)).toBe(true);
  });

  it('writes the timestamp on the Beijing clock, into the next day after 16:00 UTC', () => {
    const url = new URL(alipayPagePayUrl(config, order, new Date('2025-12-31T20:30:00Z')));
    expect(url.searchParams.get('timestamp')).toBe('2026-01-01 04:30:00');
  });

  it('percent-encodes every value', () => {
    const url = alipayPagePayUrl(config, order, now);
    expect(url).toContain('timestamp=2025-03-14%2009%3A02%3A03');
    expect(url).not.toMatch(/[ +{}"]/);
  });
});

describe('alipayWapPayUrl', () => {
  const order = {
    outTradeNo: 'P20250314000010',
    amountFen: 8880,
    subject: '颜料订单 P20250314000010',
    returnUrl: 'https://shop.example.com/pay?orderNo=P20250314000010&returned=1',
    quitUrl: 'https://shop.example.com/pay?orderNo=P20250314000010&returned=1&cancelled=1',
  };

  it('points at the gateway with the phone-site request, QUICK_WAP_WAY and the quit address, signed with the app key', () => {
    const url = new URL(alipayWapPayUrl(config, order, now));
    expect(`${url.origin}${url.pathname}`).toBe(config.gateway);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ app_id: '9021000100000001', method: 'alipay.trade.wap.pay', sign_type: 'RSA2', return_url: order.returnUrl });
    expect(JSON.parse(params['biz_content'] ?? '')).toEqual({
      out_trade_no: 'P20250314000010',
      total_amount: '88.80',
      subject: '颜料订单 P20250314000010',
      product_code: 'QUICK_WAP_WAY',
      quit_url: order.quitUrl,
    });
    const content =
      `app_id=9021000100000001&biz_content=${params['biz_content']}&charset=utf-8&format=JSON&method=alipay.trade.wap.pay` +
      `&notify_url=https://shop.example.com/api/payments/alipay/notify&return_url=${order.returnUrl}` +
      '&sign_type=RSA2&timestamp=2025-03-14 09:02:03&version=1.0';
    expect(rsaSha256Verifies(content, params['sign'] ?? '', appPublicKey)).toBe(true);
    expect(verifyAlipay(params, appPublicKey, 'request')).toBe(true);
    expect(verifyAlipay({ ...params, method: 'alipay.trade.page.pay' }, appPublicKey, 'request')).toBe(false);
  });

  it("is paid as any trade is: the notify of a WAP payment reads as the page pay's", () => {
    const body = buildAlipayNotify(
      { appId: config.appId, alipayPrivateKey },
      { outTradeNo: 'P20250314000010', tradeNo: '2025031422001400000000000010', amountFen: 8880, subject: order.subject, status: 'TRADE_SUCCESS' },
      now,
    );
    expect(parseAlipayNotify(config, body)).toMatchObject({ outTradeNo: 'P20250314000010', amountFen: 8880, outcome: 'succeeded' });
    expect(parseAlipayNotify(config, body.replace('total_amount=88.80', 'total_amount=0.01'))).toBeNull();
  });
});

describe('parseAlipayNotify', () => {
  it('reads the recorded notify', () => {
    expect(parseAlipayNotify(config, recordedNotify)).toEqual({
      outTradeNo: 'P20250314000001',
      amountFen: 12345,
      providerTradeNo: '2025031422001400000000000001',
      outcome: 'succeeded',
      paidAt: new Date('2025-03-14T01:02:03Z'),
    });
  });

  it('rejects a changed amount', () => {
    expect(recordedNotify).toContain('total_amount=123.45&');
    expect(parseAlipayNotify(config, recordedNotify.replace('total_amount=123.45&', 'total_amount=1.23&'))).toBeNull();
  });

  it('rejects a changed out_trade_no', () => {
    expect(recordedNotify).toContain('out_trade_no=P20250314000001&');
    expect(parseAlipayNotify(config, recordedNotify.replace('out_trade_no=P20250314000001&', 'out_trade_no=P20250314000002&'))).toBeNull();
  });

  it('rejects an added parameter', () => {
    expect(parseAlipayNotify(config, `${recordedNotify}&refund_fee=0.01`)).toBeNull();
  });

  it('rejects a notify for another app', () => {
    expect(parseAlipayNotify({ ...config, appId: '9021000100000002' }, recordedNotify)).toBeNull();
  });

  it('rejects a notify checked with another key', () => {
    expect(parseAlipayNotify({ ...config, alipayPublicKey: appPublicKey }, recordedNotify)).toBeNull();
  });

  it('rejects a notify signed by someone else for this app', () => {
    const forged = buildAlipayNotify(
      { appId: config.appId, alipayPrivateKey: appPrivateKey },
      { outTradeNo: 'P20250314000001', tradeNo: '2025031422001400000000000001', amountFen: 12345, subject: '颜料', status: 'TRADE_SUCCESS' },
      now,
    );
    expect(parseAlipayNotify(config, forged)).toBeNull();
  });

  it('rejects a missing or garbled sign, and bodies that are not a notify', () => {
    const withoutSign = new URLSearchParams(recordedNotify);
    withoutSign.delete('sign');
    expect(parseAlipayNotify(config, withoutSign.toString())).toBeNull();
    withoutSign.set('sign', 'AAAA');
    expect(parseAlipayNotify(config, withoutSign.toString())).toBeNull();
    expect(parseAlipayNotify(config, '')).toBeNull();
    expect(parseAlipayNotify(config, '{"trade_status":"TRADE_SUCCESS"}')).toBeNull();
  });

  it('reads TRADE_CLOSED as a failed payment, without a payment time', () => {
    const body = buildAlipayNotify(
      { appId: config.appId, alipayPrivateKey },
      { outTradeNo: 'P20250314000003', tradeNo: '2025031422001400000000000003', amountFen: 500, subject: '颜料订单', status: 'TRADE_CLOSED' },
      now,
    );
    expect(new URLSearchParams(body).has('gmt_payment')).toBe(false);
    expect(parseAlipayNotify(config, body)).toEqual({
      outTradeNo: 'P20250314000003',
      amountFen: 500,
      providerTradeNo: '2025031422001400000000000003',
      outcome: 'failed',
      paidAt: null,
    });
  });

  it('reads TRADE_FINISHED as paid', () => {
    expect(parseAlipayNotify(config, signedNotify({ ...paidParams, trade_status: 'TRADE_FINISHED' }))).toMatchObject({
      outcome: 'succeeded',
      amountFen: 8880,
      paidAt: new Date('2025-03-14T01:02:00Z'),
    });
  });

  it('ignores WAIT_BUYER_PAY and states it does not know', () => {
    expect(parseAlipayNotify(config, signedNotify(paidParams))).not.toBeNull();
    const { gmt_payment: _paid, ...unpaid } = paidParams;
    expect(parseAlipayNotify(config, signedNotify({ ...unpaid, trade_status: 'WAIT_BUYER_PAY' }))).toBeNull();
    expect(parseAlipayNotify(config, signedNotify({ ...paidParams, trade_status: 'TRADE_PENDING' }))).toBeNull();
  });

  it('ignores refund notifies: a partial refund comes as TRADE_SUCCESS, a full one as TRADE_CLOSED', () => {
    const refund = { refund_fee: '88.80', gmt_refund: '2025-03-15 10:00:00.123', out_biz_no: 'R20250315000001' };
    expect(parseAlipayNotify(config, signedNotify({ ...paidParams, ...refund, trade_status: 'TRADE_CLOSED' }))).toBeNull();
    expect(parseAlipayNotify(config, signedNotify({ ...paidParams, ...refund, refund_fee: '10.00' }))).toBeNull();
  });

  it('rejects signed notifies with a malformed amount or time, or without the trade numbers', () => {
    expect(parseAlipayNotify(config, signedNotify({ ...paidParams, total_amount: '88.800' }))).toBeNull();
    expect(parseAlipayNotify(config, signedNotify({ ...paidParams, total_amount: '-88.80' }))).toBeNull();
    expect(parseAlipayNotify(config, signedNotify({ ...paidParams, gmt_payment: '2025-03-14T09:02:00' }))).toBeNull();
    const { trade_no: _tradeNo, ...withoutTradeNo } = paidParams;
    expect(parseAlipayNotify(config, signedNotify(withoutTradeNo))).toBeNull();
    const { out_trade_no: _outTradeNo, ...withoutOutTradeNo } = paidParams;
    expect(parseAlipayNotify(config, signedNotify(withoutOutTradeNo))).toBeNull();
  });

  it('is answered with the plain word Alipay looks for', () => {
    expect(ALIPAY_NOTIFY_REPLY).toBe('success');
  });
});

describe('buildAlipayNotify', () => {
  it("sends the fields of Alipay's trade notify, signed without sign_type", () => {
    const params = Object.fromEntries(new URLSearchParams(recordedNotify));
    expect(Object.keys(params).sort()).toEqual(
      [
        'app_id',
        'buyer_pay_amount',
        'charset',
        'gmt_create',
        'gmt_payment',
        'notify_id',
        'notify_time',
        'notify_type',
        'out_trade_no',
        'receipt_amount',
        'sign',
        'sign_type',
        'subject',
        'total_amount',
        'trade_no',
        'trade_status',
        'version',
      ].sort(),
    );
    expect(params).toMatchObject({
      notify_type: 'trade_status_sync',
      sign_type: 'RSA2',
      notify_time: '2025-03-14 09:02:03',
      subject: '颜料订单 P20250314000001',
    });
    expect(verifyAlipay(params, alipayPublicKey, 'notify')).toBe(true);
  });
});

describe('alipay.trade.refund', () => {
  const refund = { outTradeNo: 'P20250314000001', refundNo: 'R20250315000001', amountFen: 5000, reason: '客户取消' };

  it('builds the signed request with out_request_no', () => {
    const params = Object.fromEntries(alipayRefundRequest(config, refund, now));
    expect(params).toMatchObject({
      app_id: config.appId,
      method: 'alipay.trade.refund',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2025-03-14 09:02:03',
      version: '1.0',
    });
    expect(params).not.toHaveProperty('notify_url');
    expect(JSON.parse(params['biz_content'] ?? '')).toEqual({
      out_trade_no: 'P20250314000001',
      refund_amount: '50.00',
      out_request_no: 'R20250315000001',
      refund_reason: '客户取消',
    });
    expect(verifyAlipay(params, appPublicKey, 'request')).toBe(true);
  });

  // As Alipay writes it: its own key order, escaped slashes, a nested list; the sign covers exactly this text.
  const responseObject =
    '{"code":"10000","msg":"Success","buyer_logon_id":"tes***@example.com","fund_change":"Y","gmt_refund_pay":"2025-03-15 10:00:00",' +
    '"out_trade_no":"P20250314000001","refund_detail_item_list":[{"amount":"50.00","fund_channel":"ALIPAYACCOUNT"}],' +
    '"refund_fee":"50.00","send_back_fee":"50.00","trade_no":"2025031422001400000000000001","store_name":"颜料 {旗舰} 店\\/线上 \\"一\\""}';
  const sign = (text: string, key = alipayPrivateKey) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
  const answer = (object: string, signature = sign(object)) => `{"alipay_trade_refund_response":${object},"sign":"${signature}"}`;

  it('accepts a signed 10000 answer and reads refund_fee', () => {
    expect(parseAlipayRefundResponse(config, answer(responseObject))).toEqual({ ok: true, refundFen: 5000 });
  });

  it("rejects a changed refund_fee, another key's sign, and a missing sign", () => {
    const changed = responseObject.replace('"refund_fee":"50.00"', '"refund_fee":"90.00"');
    expect(parseAlipayRefundResponse(config, answer(changed, sign(responseObject)))).toMatchObject({ ok: false });
    expect(parseAlipayRefundResponse(config, answer(responseObject, sign(responseObject, appPrivateKey)))).toMatchObject({ ok: false });
    expect(parseAlipayRefundResponse(config, `{"alipay_trade_refund_response":${responseObject}}`)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('unsigned'),
    });
  });

  it('reports a signed business error with its codes', () => {
    const failed = '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST","sub_msg":"交易不存在","refund_fee":"0.00"}';
    expect(parseAlipayRefundResponse(config, answer(failed))).toEqual({
      ok: false,
      reason: '40004 Business Failed ACQ.TRADE_NOT_EXIST 交易不存在',
    });
  });

  it('reports an unsigned gateway error, and an answer that is not JSON', () => {
    const gatewayError = '{"error_response":{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.invalid-app-id","sub_msg":"无效的AppID参数"}}';
    expect(parseAlipayRefundResponse(config, gatewayError)).toEqual({
      ok: false,
      reason: 'unsigned answer: 40002 Invalid Arguments isv.invalid-app-id 无效的AppID参数',
    });
    expect(parseAlipayRefundResponse(config, '<html>502 Bad Gateway</html>')).toEqual({ ok: false, reason: 'the answer is not JSON' });
  });
});

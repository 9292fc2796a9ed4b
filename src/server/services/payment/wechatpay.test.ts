import { createCipheriv, createPublicKey, createSign, createVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildWechatNotify,
  createH5Payment,
  createJsapiPayment,
  createNativePayment,
  decryptWechatResource,
  jsapiPayParams,
  parseWechatNotify,
  requestWechatRefund,
  verifyWechatSignature,
  type WechatPayConfig,
  WechatPayError,
  type WechatSend,
  wechatAuthorization,
  wechatNotifyReply,
} from './wechatpay.ts';

// Test-only keys, generated once for these tests.
const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/payment/${name}`, import.meta.url), 'utf8');
const merchantPrivateKey = fixture('test-wechat-merchant-private.pem');
const merchantPublicKey = createPublicKey(merchantPrivateKey).export({ type: 'spki', format: 'pem' }).toString();
const platformPrivateKey = fixture('test-wechat-platform-private.pem');
const platformPublicKey = fixture('test-wechat-platform-public.pem');
// Recorded with buildWechatNotify at 2025-03-14T01:02:03Z: TRANSACTION.SUCCESS of P20250314000002, 6800 fen.
const recorded = JSON.parse(fixture('wechat-notify.json')) as { headers: Record<string, string>; body: string };

const config: WechatPayConfig = {
  appId: 'wx00000000000000a1',
  mchId: '1900000001',
  merchantSerialNo: '3775B6A45ACD588826D15E583A95F5DD00000001',
  merchantPrivateKey,
  apiV3Key: 'TestOnlyApiV3Key0123456789abcdef',
  platformSerialNo: '5157F09EFDC096DE15EBE81A4705700000000001',
  platformPublicKey,
  notifyUrl: 'https://shop.example.com/api/payments/wechat/notify',
  apiBase: 'https://api.mch.weixin.qq.com',
};
const signer = { appId: config.appId, mchId: config.mchId, apiV3Key: config.apiV3Key, platformPrivateKey, platformSerialNo: config.platformSerialNo };
const recordedAt = new Date('2025-03-14T01:02:03Z');
const later = (seconds: number) => new Date(recordedAt.getTime() + seconds * 1000);

const rsaSign = (message: string, privateKey: string) => createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');

/** Headers WeChat puts on an answer or notify, signed over this body with the given key. */
function wechatHeaders(body: string, options: { at?: Date; key?: string; serial?: string } = {}): Record<string, string> {
  const timestamp = String(Math.floor((options.at ?? recordedAt).getTime() / 1000));
  const nonce = 'c5ac7061fccab6bf3e254dcf98995b8c';
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': options.serial ?? config.platformSerialNo,
    'Wechatpay-Signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, options.key ?? platformPrivateKey),
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

/** The parts of a WECHATPAY2-SHA256-RSA2048 Authorization header. */
function readAuthorization(header: string): Record<string, string> {
  expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
  const parts = header.slice('WECHATPAY2-SHA256-RSA2048 '.length).split(',');
  return Object.fromEntries(parts.map((part) => /^(\w+)="([^"]*)"$/.exec(part)?.slice(1) ?? ['invalid', part]));
}

describe('wechatAuthorization', () => {
  it('signs method, path, timestamp, nonce and body with the merchant key', () => {
    const body = '{"appid":"wx00000000000000a1","amount":{"total":1}}';
    const header = wechatAuthorization(config, { method: 'POST', pathWithQuery: '/v3/pay/transactions/native', body }, 1741914123, 'NONCE0123456789');
    const parts = readAuthorization(header);
    expect(parts).toEqual({
      mchid: '1900000001',
      nonce_str: 'NONCE0123456789',
      signature: expect.any(String),
      timestamp: '1741914123',
      serial_no: '3775B6A45ACD588826D15E583A95F5DD00000001',
    });
    const message = `POST\n/v3/pay/transactions/native\n1741914123\nNONCE0123456789\n${body}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(merchantPublicKey, parts['signature'] ?? '', 'base64'),
    ).toBe(true);
  });

  it('signs an empty body of a GET as an empty line', () => {
    const request = { method: 'GET', pathWithQuery: '/v3/pay/transactions/out-trade-no/P1?mchid=1900000001', body: '' };
    const parts = readAuthorization(wechatAuthorization(config, request, 1741914123, 'n'));
    const message = 'GET\n/v3/pay/transactions/out-trade-no/P1?mchid=1900000001\n1741914123\nn\n\n';
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(merchantPublicKey, parts['signature'] ?? '', 'base64'),
    ).toBe(true);
  });
});

describe('verifyWechatSignature', () => {
  const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=abc"}';

  it("accepts the platform's signature within five minutes either way", () => {
    expect(verifyWechatSignature(config, new Headers(wechatHeaders(body)), body, recordedAt)).toBe(true);
    expect(verifyWechatSignature(config, new Headers(wechatHeaders(body)), body, later(299))).toBe(true);
    expect(verifyWechatSignature(config, new Headers(wechatHeaders(body)), body, later(-299))).toBe(true);
  });

  it('rejects a stale or future timestamp', () => {
    expect(verifyWechatSignature(config, new Headers(wechatHeaders(body)), body, later(301))).toBe(false);
    expect(verifyWechatSignature(config, new Headers(wechatHeaders(body)), body, later(-301))).toBe(false);
  });

  it('rejects another serial, another key, a changed body, a missing header and a probe signature', () => {
    expect(verifyWechatSignature(config, new Headers(wechatHeaders(body, { serial: 'OTHER' })), body, recordedAt)).toBe(false);
    expect(verifyWechatSignature(config, new Headers(wechatHeaders(body, { key: merchantPrivateKey })), body, recordedAt)).toBe(false);
    expect(verifyWechatSignature(config, new Headers(wechatHeaders(body)), body.replace('abc', 'abd'), recordedAt)).toBe(false);
    const headers = new Headers(wechatHeaders(body));
    headers.delete('Wechatpay-Nonce');
    expect(verifyWechatSignature(config, headers, body, recordedAt)).toBe(false);
    const probe = new Headers(wechatHeaders(body));
    probe.set('Wechatpay-Signature', `WECHATPAY/SIGNTEST/${probe.get('Wechatpay-Signature')}`);
    expect(verifyWechatSignature(config, probe, body, recordedAt)).toBe(false);
    const otherType = new Headers(wechatHeaders(body));
    otherType.set('Wechatpay-Signature-Type', 'WECHATPAY2-SM2-WITH-SM3');
    expect(verifyWechatSignature(config, otherType, body, recordedAt)).toBe(false);
  });

  it('does not throw on an unreadable key', () => {
    expect(verifyWechatSignature({ ...config, platformPublicKey: 'not a key' }, new Headers(wechatHeaders(body)), body, recordedAt)).toBe(false);
  });
});

describe('decryptWechatResource', () => {
  // Sealed here with node:crypto directly, as WeChat documents it: key = the 32 bytes of the APIv3 key, tag appended.
  const seal = (plaintext: string, nonce: string, associatedData: string) => {
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(config.apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associatedData));
    return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  };
  const resource = {
    ciphertext: seal('{"trade_state":"SUCCESS","名":"颜料"}', 'fdasflkja484', 'transaction'),
    nonce: 'fdasflkja484',
    associated_data: 'transaction',
  };

  it('opens an AEAD_AES_256_GCM resource', () => {
    expect(decryptWechatResource(config.apiV3Key, resource)).toBe('{"trade_state":"SUCCESS","名":"颜料"}');
  });

  it('opens a resource without associated data', () => {
    const ciphertext = seal('plain', 'abcdefghijkl', '');
    expect(decryptWechatResource(config.apiV3Key, { ciphertext, nonce: 'abcdefghijkl' })).toBe('plain');
  });

  it('throws on a changed ciphertext, nonce or associated data, a wrong key, or a cut-off tag', () => {
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => decryptWechatResource(config.apiV3Key, { ...resource, ciphertext: bytes.toString('base64') })).toThrow();
    expect(() => decryptWechatResource(config.apiV3Key, { ...resource, nonce: 'fdasflkja485' })).toThrow();
    expect(() => decryptWechatResource(config.apiV3Key, { ...resource, associated_data: 'refund' })).toThrow();
    expect(() => decryptWechatResource('TestOnlyApiV3Key0123456789abcdeF', resource)).toThrow();
    expect(() => decryptWechatResource('short', resource)).toThrow();
    expect(() => decryptWechatResource(config.apiV3Key, { ...resource, ciphertext: Buffer.from(bytes.subarray(0, 10)).toString('base64') })).toThrow();
  });
});

describe('parseWechatNotify', () => {
  const recordedHeaders = () => new Headers(recorded.headers);

  it('reads the recorded notify', () => {
    expect(parseWechatNotify(config, recordedHeaders(), recorded.body, later(30))).toEqual({
      outTradeNo: 'P20250314000002',
      amountFen: 6800,
      providerTradeNo: '4200000000202503140000000001',
      outcome: 'succeeded',
      paidAt: new Date('2025-03-14T01:02:03Z'),
    });
  });

  it('rejects the recorded notify six minutes on', () => {
    expect(parseWechatNotify(config, recordedHeaders(), recorded.body, later(360))).toBeNull();
  });

  it('rejects a notify signed under another serial', () => {
    expect(
      parseWechatNotify({ ...config, platformSerialNo: '5157F09EFDC096DE15EBE81A4705700000000002' }, recordedHeaders(), recorded.body, later(30)),
    ).toBeNull();
  });

  it('rejects a changed body', () => {
    expect(parseWechatNotify(config, recordedHeaders(), recorded.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '), later(30))).toBeNull();
  });

  it('rejects a changed ciphertext even when the body is signed again', () => {
    const notify = JSON.parse(recorded.body) as { resource: { ciphertext: string } };
    const bytes = Buffer.from(notify.resource.ciphertext, 'base64');
    bytes[5] = (bytes[5] ?? 0) ^ 1;
    notify.resource.ciphertext = bytes.toString('base64');
    const body = JSON.stringify(notify);
    expect(verifyWechatSignature(config, new Headers(wechatHeaders(body)), body, later(30))).toBe(true);
    expect(parseWechatNotify(config, new Headers(wechatHeaders(body)), body, later(30))).toBeNull();
  });

  it('rejects a notify it cannot decrypt with its APIv3 key', () => {
    expect(parseWechatNotify({ ...config, apiV3Key: 'TestOnlyApiV3Key0123456789abcdeF' }, recordedHeaders(), recorded.body, later(30))).toBeNull();
  });

  it('names the way the trade was ordered by (NATIVE unless told MWEB or JSAPI), and each verifies', () => {
    const trade = { outTradeNo: 'P20250314000005', transactionId: '4200000000202503140000000005', amountFen: 100, tradeState: 'SUCCESS' } as const;
    for (const [tradeType, expected] of [
      [undefined, 'NATIVE'],
      ['MWEB', 'MWEB'],
      ['JSAPI', 'JSAPI'],
    ] as const) {
      const built = buildWechatNotify(signer, { ...trade, ...(tradeType && { tradeType }) }, recordedAt);
      const { resource } = JSON.parse(built.body) as { resource: { ciphertext: string; nonce: string; associated_data: string } };
      expect(JSON.parse(decryptWechatResource(config.apiV3Key, resource))).toMatchObject({ trade_type: expected });
      expect(parseWechatNotify(config, new Headers(built.headers), built.body, recordedAt)).toMatchObject({ outcome: 'succeeded' });
    }
  });

  it('rejects a payment of another merchant or app', () => {
    const trade = { outTradeNo: 'P20250314000004', transactionId: '4200000000202503140000000004', amountFen: 100, tradeState: 'SUCCESS' } as const;
    const otherMerchant = buildWechatNotify({ ...signer, mchId: '1900000002' }, trade, recordedAt);
    expect(parseWechatNotify(config, new Headers(otherMerchant.headers), otherMerchant.body, recordedAt)).toBeNull();
    const otherApp = buildWechatNotify({ ...signer, appId: 'wx00000000000000a2' }, trade, recordedAt);
    expect(parseWechatNotify(config, new Headers(otherApp.headers), otherApp.body, recordedAt)).toBeNull();
    const same = buildWechatNotify(signer, trade, recordedAt);
    expect(parseWechatNotify(config, new Headers(same.headers), same.body, recordedAt)).toMatchObject({ outcome: 'succeeded', amountFen: 100 });
  });

  it("rejects a notify signed with a key other than the platform's", () => {
    const forged = buildWechatNotify(
      { ...signer, platformPrivateKey: merchantPrivateKey },
      { outTradeNo: 'P20250314000002', transactionId: '4200000000202503140000000001', amountFen: 6800, tradeState: 'SUCCESS' },
      recordedAt,
    );
    expect(parseWechatNotify(config, new Headers(forged.headers), forged.body, recordedAt)).toBeNull();
  });

  it('reads PAYERROR as a failed payment', () => {
    const notify = buildWechatNotify(
      signer,
      { outTradeNo: 'P20250314000005', transactionId: '4200000000202503140000000005', amountFen: 2500, tradeState: 'PAYERROR' },
      recordedAt,
    );
    expect(parseWechatNotify(config, new Headers(notify.headers), notify.body, recordedAt)).toEqual({
      outTradeNo: 'P20250314000005',
      amountFen: 2500,
      providerTradeNo: '4200000000202503140000000005',
      outcome: 'failed',
      paidAt: null,
    });
  });

  it('ignores a signed, well-sealed notify of another kind', () => {
    const notify = JSON.parse(recorded.body) as Record<string, unknown>;
    const refundEvent = JSON.stringify({ ...notify, event_type: 'REFUND.SUCCESS' });
    expect(parseWechatNotify(config, new Headers(wechatHeaders(refundEvent)), refundEvent, recordedAt)).toBeNull();
    const notJson = 'success';
    expect(parseWechatNotify(config, new Headers(wechatHeaders(notJson)), notJson, recordedAt)).toBeNull();
  });
});

describe('buildWechatNotify', () => {
  it('sends the notify body WeChat sends, its transaction sealed with the APIv3 key', () => {
    const notify = JSON.parse(recorded.body) as Record<string, unknown> & { resource: Record<string, string> };
    expect(notify).toMatchObject({
      id: expect.any(String),
      create_time: '2025-03-14T09:02:03+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction' },
    });
    expect(notify.resource['nonce']).toMatch(/^[0-9a-f]{12}$/);
    expect(
      JSON.parse(
        decryptWechatResource(config.apiV3Key, {
          ciphertext: notify.resource['ciphertext'] ?? '',
          nonce: notify.resource['nonce'] ?? '',
          associated_data: 'transaction',
        }),
      ),
    ).toMatchObject({
      appid: 'wx00000000000000a1',
      mchid: '1900000001',
      out_trade_no: 'P20250314000002',
      transaction_id: '4200000000202503140000000001',
      trade_state: 'SUCCESS',
      success_time: '2025-03-14T09:02:03+08:00',
      amount: { total: 6800, currency: 'CNY' },
    });
    expect(recorded.headers).toMatchObject({ 'Wechatpay-Serial': config.platformSerialNo, 'Wechatpay-Timestamp': '1741914123' });
  });
});

describe('wechatNotifyReply', () => {
  it('answers an accepted notify with 204 and no body', async () => {
    const reply = wechatNotifyReply(true);
    expect(reply.status).toBe(204);
    expect(await reply.text()).toBe('');
  });

  it('answers a refused notify with a failure WeChat retries', async () => {
    const reply = wechatNotifyReply(false);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ code: 'FAIL', message: expect.any(String) });
  });
});

type Recorded = { url: string; method: string; headers: Record<string, string>; body: string };

/** Plays WeChat Pay: checks each request's Authorization with the merchant public key, answers signed with the platform key. */
function fakeWechat(answer: (request: Recorded) => { status: number; body: string; signWith?: string }) {
  const requests: Recorded[] = [];
  const send: WechatSend = async (url, init) => {
    const request = { url, ...init };
    requests.push(request);
    const parts = readAuthorization(init.headers['authorization'] ?? '');
    const path = new URL(url).pathname + new URL(url).search;
    const message = `${init.method}\n${path}\n${parts['timestamp']}\n${parts['nonce_str']}\n${init.body}\n`;
    const verified = createVerify('RSA-SHA256')
      .update(message)
      .verify(merchantPublicKey, parts['signature'] ?? '', 'base64');
    if (!verified || parts['mchid'] !== config.mchId || parts['serial_no'] !== config.merchantSerialNo) {
      const body = '{"code":"SIGN_ERROR","message":"签名错误"}';
      return { status: 401, headers: new Headers(wechatHeaders(body)), text: body };
    }
    const { status, body, signWith } = answer(request);
    return { status, headers: new Headers(wechatHeaders(body, { key: signWith ?? platformPrivateKey })), text: body };
  };
  return { send, requests };
}

describe('createNativePayment', () => {
  const order = { outTradeNo: 'P20250314000006', amountFen: 12345, description: '颜料商城-订单 P20250314000006' };

  it('sends the signed order and returns the code_url of a signed answer', async () => {
    const wechat = fakeWechat(() => ({ status: 200, body: '{"code_url":"weixin://wxpay/bizpayurl?pr=p4lpSuKzz"}' }));
    await expect(createNativePayment(config, order, wechat.send, recordedAt)).resolves.toEqual({ codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });

    const [request] = wechat.requests;
    expect(request?.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json', 'user-agent': expect.any(String) });
    expect(readAuthorization(request?.headers['authorization'] ?? '')['timestamp']).toBe('1741914123');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      appid: 'wx00000000000000a1',
      mchid: '1900000001',
      description: '颜料商城-订单 P20250314000006',
      out_trade_no: 'P20250314000006',
      notify_url: 'https://shop.example.com/api/payments/wechat/notify',
      amount: { total: 12345, currency: 'CNY' },
    });
  });

  it('throws on an answer whose signature does not verify', async () => {
    const wechat = fakeWechat(() => ({ status: 200, body: '{"code_url":"weixin://wxpay/bizpayurl?pr=evil"}', signWith: merchantPrivateKey }));
    await expect(createNativePayment(config, order, wechat.send, recordedAt)).rejects.toMatchObject({ code: 'SIGNATURE' });
  });

  it('throws when the request is not signed with the merchant key WeChat knows', async () => {
    const wechat = fakeWechat(() => ({ status: 200, body: '{"code_url":"weixin://wxpay/bizpayurl?pr=x"}' }));
    const error = await createNativePayment({ ...config, merchantPrivateKey: platformPrivateKey }, order, wechat.send, recordedAt).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WechatPayError);
    expect(error).toMatchObject({ status: 401, code: 'SIGN_ERROR' });
  });

  it("throws with WeChat's code and message on an error answer", async () => {
    const wechat = fakeWechat(() => ({ status: 400, body: '{"code":"PARAM_ERROR","message":"参数错误"}' }));
    await expect(createNativePayment(config, order, wechat.send, recordedAt)).rejects.toThrow('WeChat Pay request failed: HTTP 400 PARAM_ERROR: 参数错误');
  });

  it('throws on a signed answer without code_url', async () => {
    const wechat = fakeWechat(() => ({ status: 200, body: '{}' }));
    await expect(createNativePayment(config, order, wechat.send, recordedAt)).rejects.toBeInstanceOf(WechatPayError);
  });
});

describe('requestWechatRefund', () => {
  const refund = { outTradeNo: 'P20250314000006', refundNo: 'R20250315000002', refundFen: 5000, totalFen: 12345, reason: '客户取消' };
  const refundAnswer = (status: string) =>
    JSON.stringify({
      refund_id: '50000000382019052709732678859',
      out_refund_no: 'R20250315000002',
      transaction_id: '4200000000202503140000000006',
      out_trade_no: 'P20250314000006',
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: '2025-03-15T10:00:00+08:00',
      status,
      amount: { total: 12345, refund: 5000, payer_total: 12345, payer_refund: 5000, currency: 'CNY' },
    });

  it('sends the signed refund and accepts PROCESSING and SUCCESS', async () => {
    const wechat = fakeWechat(() => ({ status: 200, body: refundAnswer('PROCESSING') }));
    await expect(requestWechatRefund(config, refund, wechat.send, recordedAt)).resolves.toEqual({ ok: true });
    expect(wechat.requests[0]?.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    expect(JSON.parse(wechat.requests[0]?.body ?? '')).toEqual({
      out_trade_no: 'P20250314000006',
      out_refund_no: 'R20250315000002',
      reason: '客户取消',
      amount: { refund: 5000, total: 12345, currency: 'CNY' },
    });
    const succeeded = fakeWechat(() => ({ status: 200, body: refundAnswer('SUCCESS') }));
    await expect(requestWechatRefund(config, refund, succeeded.send, recordedAt)).resolves.toEqual({ ok: true });
  });

  it('refuses ABNORMAL and CLOSED refunds', async () => {
    const wechat = fakeWechat(() => ({ status: 200, body: refundAnswer('ABNORMAL') }));
    await expect(requestWechatRefund(config, refund, wechat.send, recordedAt)).resolves.toEqual({ ok: false, reason: 'refund status ABNORMAL' });
  });

  it('refuses an answer whose signature does not verify', async () => {
    const wechat = fakeWechat(() => ({ status: 200, body: refundAnswer('SUCCESS'), signWith: merchantPrivateKey }));
    await expect(requestWechatRefund(config, refund, wechat.send, recordedAt)).resolves.toMatchObject({
      ok: false,
      reason: expect.stringContaining('signature'),
    });
  });

  it("passes on WeChat's error code", async () => {
    const wechat = fakeWechat(() => ({ status: 403, body: '{"code":"NOT_ENOUGH","message":"基本账户余额不足，请充值后重新发起"}' }));
    await expect(requestWechatRefund(config, refund, wechat.send, recordedAt)).resolves.toEqual({
      ok: false,
      reason: 'WeChat Pay request failed: HTTP 403 NOT_ENOUGH: 基本账户余额不足，请充值后重新发起',
    });
  });
});

describe('JSAPI (inside WeChat)', () => {
  const jsapi: WechatPayConfig = { ...config, jsapiAppId: 'wx8888888888888888' };
  const order = { outTradeNo: 'P20250314000007', amountFen: 100, description: '颜料商城-订单 P20250314000007', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' };

  it("orders in the official account's name for the payer's openid and answers the prepay_id", async () => {
    const wechat = fakeWechat(() => ({ status: 200, body: '{"prepay_id":"wx201410272009395522657a690389285100"}' }));
    await expect(createJsapiPayment(jsapi, order, wechat.send, recordedAt)).resolves.toEqual({ prepayId: 'wx201410272009395522657a690389285100' });
    const [request] = wechat.requests;
    expect(request?.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      appid: 'wx8888888888888888',
      mchid: '1900000001',
      description: '颜料商城-订单 P20250314000007',
      out_trade_no: 'P20250314000007',
      notify_url: 'https://shop.example.com/api/payments/wechat/notify',
      amount: { total: 100, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
  });

  it('refuses to order without an official account, and throws on an answer without prepay_id', async () => {
    const wechat = fakeWechat(() => ({ status: 200, body: '{}' }));
    await expect(createJsapiPayment(config, order, wechat.send, recordedAt)).rejects.toMatchObject({ code: 'CONFIG' });
    expect(wechat.requests).toEqual([]);
    await expect(createJsapiPayment(jsapi, order, wechat.send, recordedAt)).rejects.toMatchObject({ code: 'ANSWER' });
  });

  it("signs the sheet's parameters as WeChat's example lays them out: appId, timeStamp, nonceStr and package, a line each", () => {
    // The values of the example on WeChat Pay's JSAPI 调起支付 page.
    const params = jsapiPayParams(jsapi, 'wx201410272009395522657a690389285100', 1414561699, '5K8264ILTKCH16CQ2502SI8ZNMTM67VS');
    expect(params).toEqual({
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: expect.any(String),
    });
    const message = 'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n';
    expect(createVerify('RSA-SHA256').update(message).verify(merchantPublicKey, params.paySign, 'base64')).toBe(true);
    // SHA256withRSA (PKCS #1 v1.5) is deterministic: the same parameters always carry the same paySign.
    expect(jsapiPayParams(jsapi, 'wx201410272009395522657a690389285100', 1414561699, '5K8264ILTKCH16CQ2502SI8ZNMTM67VS').paySign).toBe(params.paySign);
    const other = jsapiPayParams(jsapi, 'wx201410272009395522657a690389285101', 1414561699, '5K8264ILTKCH16CQ2502SI8ZNMTM67VS');
    expect(createVerify('RSA-SHA256').update(message).verify(merchantPublicKey, other.paySign, 'base64')).toBe(false);
  });

  it("reads the notify of a payment in the official account's name only when JSAPI is set up for it", () => {
    const trade = { outTradeNo: 'P20250314000007', transactionId: '4200000000202503140000000007', amountFen: 100, tradeState: 'SUCCESS' } as const;
    const notify = buildWechatNotify({ ...signer, appId: 'wx8888888888888888' }, trade, recordedAt);
    expect(parseWechatNotify(jsapi, new Headers(notify.headers), notify.body, recordedAt)).toMatchObject({ outcome: 'succeeded', amountFen: 100 });
    expect(parseWechatNotify(config, new Headers(notify.headers), notify.body, recordedAt)).toBeNull();
    const forged = buildWechatNotify({ ...signer, appId: 'wx8888888888888888', platformPrivateKey: merchantPrivateKey }, trade, recordedAt);
    expect(parseWechatNotify(jsapi, new Headers(forged.headers), forged.body, recordedAt)).toBeNull();
  });
});

describe('H5 (phone browsers)', () => {
  const order = {
    outTradeNo: 'P20250314000008',
    amountFen: 2990,
    description: '颜料商城-订单 P20250314000008',
    clientIp: '203.0.113.7',
    returnUrl: 'https://shop.example.com/pay?orderNo=P20250314000008&returned=1',
  };

  it("sends the payer's address and the Wap scene, and adds the way back to the h5_url", async () => {
    const h5Url = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2916263004719461949c84457c735b0000&package=2150917749';
    const wechat = fakeWechat(() => ({ status: 200, body: JSON.stringify({ h5_url: h5Url }) }));
    const { url } = await createH5Payment(config, order, wechat.send, recordedAt);
    expect(url).toBe(`${h5Url}&redirect_url=${encodeURIComponent(order.returnUrl)}`);
    const [request] = wechat.requests;
    expect(request?.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/h5');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      appid: 'wx00000000000000a1',
      mchid: '1900000001',
      description: '颜料商城-订单 P20250314000008',
      out_trade_no: 'P20250314000008',
      notify_url: 'https://shop.example.com/api/payments/wechat/notify',
      amount: { total: 2990, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
    });
  });

  it('throws on an unsigned answer and on one without h5_url', async () => {
    const forged = fakeWechat(() => ({ status: 200, body: '{"h5_url":"https://evil.example.com/"}', signWith: merchantPrivateKey }));
    await expect(createH5Payment(config, order, forged.send, recordedAt)).rejects.toMatchObject({ code: 'SIGNATURE' });
    const empty = fakeWechat(() => ({ status: 200, body: '{}' }));
    await expect(createH5Payment(config, order, empty.send, recordedAt)).rejects.toMatchObject({ code: 'ANSWER' });
  });
});

import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, randomUUID } from 'node:crypto';
import { beijingClock } from '../../../lib/dates.ts';
import type { PaymentNotice } from './notice.ts';

// WeChat Pay API v3 (https://pay.weixin.qq.com/docs/merchant/development/interface-rules/signature-generation.html and
// the pages next to it): requests signed SHA256withRSA with the merchant key, answers and notifies signed with the
// platform key (or the "WeChat Pay public key", whose id takes the serial's place), notify resources AEAD_AES_256_GCM.

export type WechatPayConfig = {
  appId: string;
  mchId: string;
  merchantSerialNo: string;
  /** PEM. */
  merchantPrivateKey: string;
  /** 32 bytes. */
  apiV3Key: string;
  platformSerialNo: string;
  /** PEM. */
  platformPublicKey: string;
  notifyUrl: string;
  /** https://api.mch.weixin.qq.com */
  apiBase: string;
  /** The official account bound to the merchant: JSAPI (inside WeChat) orders and pays in its name. Absent: no JSAPI. */
  jsapiAppId?: string;
  /** The domain registered for H5 pay; the buyer's way back must be on it. Absent: no H5. */
  h5Domain?: string;
};

/** Injected transport: tests pass a fake that plays WeChat, the server passes fetch. */
export type WechatSend = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ status: number; headers: Headers; text: string }>;

/** An answer other than 2xx, with WeChat's code and message; or a 2xx answer that cannot be trusted or read. */
export class WechatPayError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(status: number, code: string, message: string) {
    super(`WeChat Pay request failed: HTTP ${status} ${code}: ${message}`);
    this.name = 'WechatPayError';
    this.status = status;
    this.code = code;
  }
}

const SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

function rsaSign(message: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

export function wechatAuthorization(
  config: WechatPayConfig,
  request: { method: string; pathWithQuery: string; body: string },
  timestamp: number,
  nonce: string,
): string {
  const message = `${request.method}\n${request.pathWithQuery}\n${timestamp}\n${nonce}\n${request.body}\n`;
  const signature = rsaSign(message, config.merchantPrivateKey);
  return `${SCHEMA} mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.merchantSerialNo}"`;
}

/** Checks the Wechatpay-* headers of an answer or notify against its raw body. Never throws. */
export function verifyWechatSignature(config: WechatPayConfig, headers: Headers, body: string, now: Date): boolean {
  const serial = headers.get('wechatpay-serial');
  const timestamp = headers.get('wechatpay-timestamp');
  const nonce = headers.get('wechatpay-nonce');
  const signature = headers.get('wechatpay-signature');
  const signatureType = headers.get('wechatpay-signature-type');
  if (!serial || !timestamp || !nonce || !signature) return false;
  if (serial !== config.platformSerialNo) return false;
  if (signatureType !== null && signatureType !== SCHEMA) return false;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
  try {
    return createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8').verify(config.platformPublicKey, signature, 'base64');
  } catch {
    return false;
  }
}

const TAG_BYTES = 16;

/** AEAD_AES_256_GCM: the key is the APIv3 key's 32 bytes, the ciphertext base64 with the tag at its end. Throws on tamper. */
export function decryptWechatResource(apiV3Key: string, resource: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length < TAG_BYTES) throw new Error('the ciphertext is shorter than its tag');
  const decipher = createDecipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(resource.nonce, 'utf8'), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(sealed.subarray(-TAG_BYTES));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(sealed.subarray(0, -TAG_BYTES)), decipher.final()]).toString('utf8');
}

function encryptWechatResource(apiV3Key: string, plaintext: string, nonce: string, associatedData: string): string {
  const cipher = createCipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'), { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

function apiV3KeyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  return key;
}

/** Sends a signed JSON request; a 2xx answer comes back parsed once its signature verifies, anything else throws. */
async function call(
  config: WechatPayConfig,
  method: 'GET' | 'POST',
  path: string,
  payload: object | null,
  send: WechatSend,
  now: Date,
): Promise<Record<string, unknown>> {
  const body = payload === null ? '' : JSON.stringify(payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const nonce = randomBytes(16).toString('hex');
  const answer = await send(`${config.apiBase}${path}`, {
    method,
    headers: {
      authorization: wechatAuthorization(config, { method, pathWithQuery: path, body }, timestamp, nonce),
      accept: 'application/json',
      'content-type': 'application/json',
      // WeChat Pay turns away requests without a User-Agent.
      'user-agent': 'pigment-shop',
    },
    body,
  });
  const parsed = parseObject(answer.text);
  if (answer.status < 200 || answer.status > 299) {
    const code = typeof parsed?.['code'] === 'string' ? parsed['code'] : 'UNKNOWN';
    const message = typeof parsed?.['message'] === 'string' ? parsed['message'] : answer.text.slice(0, 200);
    throw new WechatPayError(answer.status, code, message);
  }
  if (!verifyWechatSignature(config, answer.headers, answer.text, now)) {
    throw new WechatPayError(answer.status, 'SIGNATURE', "the answer's signature does not verify");
  }
  if (!parsed) throw new WechatPayError(answer.status, 'ANSWER', 'the answer is not a JSON object');
  return parsed;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Native pay (扫码支付): the code_url to show as a QR code. */
export async function createNativePayment(
  config: WechatPayConfig,
  order: { outTradeNo: string; amountFen: number; description: string },
  send: WechatSend,
  now: Date,
): Promise<{ codeUrl: string }> {
  const answer = await call(config, 'POST', '/v3/pay/transactions/native', orderBody(config, order, config.appId), send, now);
  const codeUrl = answer['code_url'];
  if (typeof codeUrl !== 'string' || codeUrl === '') throw new WechatPayError(200, 'ANSWER', 'the answer has no code_url');
  return { codeUrl };
}

/** JSAPI (公众号支付): the prepay_id that the page hands to WeChat's payment sheet. */
export async function createJsapiPayment(
  config: WechatPayConfig,
  order: { outTradeNo: string; amountFen: number; description: string; openid: string },
  send: WechatSend,
  now: Date,
): Promise<{ prepayId: string }> {
  if (!config.jsapiAppId) throw new WechatPayError(0, 'CONFIG', 'JSAPI needs the official account AppID');
  const answer = await call(
    config,
    'POST',
    '/v3/pay/transactions/jsapi',
    { ...orderBody(config, order, config.jsapiAppId), payer: { openid: order.openid } },
    send,
    now,
  );
  const prepayId = answer['prepay_id'];
  if (typeof prepayId !== 'string' || prepayId === '') throw new WechatPayError(200, 'ANSWER', 'the answer has no prepay_id');
  return { prepayId };
}

/** What WeixinJSBridge's getBrandWCPayRequest takes; paySign is SHA256withRSA with the merchant key over the four values. */
export type JsapiPayParams = { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string };

export function jsapiPayParams(config: WechatPayConfig, prepayId: string, timestamp: number, nonce: string): JsapiPayParams {
  const appId = config.jsapiAppId ?? config.appId;
  const timeStamp = String(timestamp);
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp,
    nonceStr: nonce,
    package: pkg,
    signType: 'RSA',
    paySign: rsaSign(jsapiSignMessage(appId, timeStamp, nonce, pkg), config.merchantPrivateKey),
  };
}

export const jsapiSignMessage = (appId: string, timeStamp: string, nonceStr: string, pkg: string) => `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;

/**
 * H5 (手机网站支付): the h5_url a phone browser opens, which hands over to the WeChat app; WeChat sends the buyer to
 * redirect_url afterwards, paid or not (the page then learns the outcome from the notify).
 */
export async function createH5Payment(
  config: WechatPayConfig,
  order: { outTradeNo: string; amountFen: number; description: string; clientIp: string; returnUrl: string },
  send: WechatSend,
  now: Date,
): Promise<{ url: string }> {
  const answer = await call(
    config,
    'POST',
    '/v3/pay/transactions/h5',
    { ...orderBody(config, order, config.appId), scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } } },
    send,
    now,
  );
  const h5Url = answer['h5_url'];
  if (typeof h5Url !== 'string' || h5Url === '') throw new WechatPayError(200, 'ANSWER', 'the answer has no h5_url');
  return { url: `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(order.returnUrl)}` };
}

function orderBody(config: WechatPayConfig, order: { outTradeNo: string; amountFen: number; description: string }, appId: string) {
  return {
    appid: appId,
    mchid: config.mchId,
    description: order.description,
    out_trade_no: order.outTradeNo,
    notify_url: config.notifyUrl,
    amount: { total: order.amountFen, currency: 'CNY' },
  };
}

/**
 * Reads a payment notify; null unless it is WeChat's, undamaged, fresh, for this app and merchant, and says how a
 * payment ended. WeChat itself only notifies TRANSACTION.SUCCESS; a failed trade_state is read too, for the sandbox.
 */
export function parseWechatNotify(config: WechatPayConfig, headers: Headers, body: string, now: Date): PaymentNotice | null {
  if (!verifyWechatSignature(config, headers, body, now)) return null;
  const notify = parseObject(body);
  const eventType = notify?.['event_type'];
  const resource = notify?.['resource'];
  if (typeof eventType !== 'string' || !eventType.startsWith('TRANSACTION.')) return null;
  if (typeof resource !== 'object' || resource === null) return null;
  const { algorithm, ciphertext, nonce, associated_data } = resource as Record<string, unknown>;
  if (algorithm !== 'AEAD_AES_256_GCM' || typeof ciphertext !== 'string' || typeof nonce !== 'string') return null;
  if (associated_data !== undefined && typeof associated_data !== 'string') return null;

  let transaction: Record<string, unknown> | null;
  try {
    transaction = parseObject(decryptWechatResource(config.apiV3Key, { ciphertext, nonce, ...(associated_data === undefined ? {} : { associated_data }) }));
  } catch {
    return null;
  }
  const appId = transaction?.['appid'];
  if (!transaction || (appId !== config.appId && (!config.jsapiAppId || appId !== config.jsapiAppId)) || transaction['mchid'] !== config.mchId) return null;

  const tradeState = transaction['trade_state'];
  const outcome =
    tradeState === 'SUCCESS' && eventType === 'TRANSACTION.SUCCESS' ? 'succeeded' : tradeState === 'PAYERROR' || tradeState === 'CLOSED' ? 'failed' : null;
  const outTradeNo = transaction['out_trade_no'];
  const providerTradeNo = transaction['transaction_id'];
  const amount = transaction['amount'];
  const amountFen = typeof amount === 'object' && amount !== null ? (amount as Record<string, unknown>)['total'] : undefined;
  if (!outcome || typeof outTradeNo !== 'string' || !outTradeNo || typeof providerTradeNo !== 'string' || !providerTradeNo) return null;
  if (typeof amountFen !== 'number' || !Number.isSafeInteger(amountFen) || amountFen < 0) return null;

  if (outcome === 'failed') return { outTradeNo, amountFen, providerTradeNo, outcome, paidAt: null };
  const paidAt = parseRfc3339(transaction['success_time']);
  if (!paidAt) return null;
  return { outTradeNo, amountFen, providerTradeNo, outcome, paidAt };
}

function parseRfc3339(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The reply WeChat expects: 204 without a body once the notify is taken; otherwise a failure, and WeChat sends it again. */
export function wechatNotifyReply(accepted: boolean): Response {
  if (accepted) return new Response(null, { status: 204 });
  return Response.json({ code: 'FAIL', message: '失败' }, { status: 400 });
}

/** RFC 3339 on the Beijing clock, as WeChat writes times: 2025-03-14T09:02:03+08:00. */
export function wechatTime(date: Date): string {
  return `${beijingClock(date)}+08:00`;
}

/** The way a WeChat Pay trade was ordered, as its notification names it: Native, H5 (MWEB) or JSAPI. */
export type WechatTradeType = 'NATIVE' | 'MWEB' | 'JSAPI';

/**
 * The sandbox plays WeChat Pay: a notify's headers and body as WeChat sends them, the transaction encrypted with the
 * APIv3 key and the whole signed with the (stand-in) platform key. WeChat sends no notify for PAYERROR; the sandbox
 * sends one (event TRANSACTION.PAYERROR) so that the failure path can be played.
 */
export function buildWechatNotify(
  signer: { appId: string; mchId: string; apiV3Key: string; platformPrivateKey: string; platformSerialNo: string },
  trade: { outTradeNo: string; transactionId: string; amountFen: number; tradeState: 'SUCCESS' | 'PAYERROR'; tradeType?: WechatTradeType },
  now: Date,
): { headers: Record<string, string>; body: string } {
  const paid = trade.tradeState === 'SUCCESS';
  const transaction = {
    appid: signer.appId,
    mchid: signer.mchId,
    out_trade_no: trade.outTradeNo,
    transaction_id: trade.transactionId,
    trade_type: trade.tradeType ?? 'NATIVE',
    trade_state: trade.tradeState,
    trade_state_desc: paid ? '支付成功' : '支付失败，请重新下单支付',
    bank_type: 'OTHERS',
    attach: '',
    ...(paid ? { success_time: wechatTime(now) } : {}),
    payer: { openid: 'oSandboxPayer000000000000000' },
    amount: { total: trade.amountFen, payer_total: paid ? trade.amountFen : 0, currency: 'CNY', payer_currency: 'CNY' },
  };
  const resourceNonce = randomBytes(6).toString('hex');
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: wechatTime(now),
    resource_type: 'encrypt-resource',
    event_type: paid ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.PAYERROR',
    summary: paid ? '支付成功' : '支付失败',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encryptWechatResource(signer.apiV3Key, JSON.stringify(transaction), resourceNonce, 'transaction'),
      associated_data: 'transaction',
      nonce: resourceNonce,
    },
  });
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    headers: {
      'Content-Type': 'application/json',
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': signer.platformSerialNo,
      'Wechatpay-Signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, signer.platformPrivateKey),
      'Wechatpay-Signature-Type': SCHEMA,
      'Wechatpay-Timestamp': timestamp,
    },
    body,
  };
}

/** Refund (申请退款): ok once WeChat took it (SUCCESS, or PROCESSING while the money is on its way back). */
export async function requestWechatRefund(
  config: WechatPayConfig,
  refund: { outTradeNo: string; refundNo: string; refundFen: number; totalFen: number; reason: string },
  send: WechatSend,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  let answer: Record<string, unknown>;
  try {
    answer = await call(
      config,
      'POST',
      '/v3/refund/domestic/refunds',
      {
        out_trade_no: refund.outTradeNo,
        out_refund_no: refund.refundNo,
        ...(refund.reason === '' ? {} : { reason: refund.reason }),
        amount: { refund: refund.refundFen, total: refund.totalFen, currency: 'CNY' },
      },
      send,
      now,
    );
  } catch (error) {
    if (error instanceof WechatPayError) return { ok: false, reason: error.message };
    throw error;
  }
  const status = answer['status'];
  if (status === 'SUCCESS' || status === 'PROCESSING') return { ok: true };
  return { ok: false, reason: `refund status ${typeof status === 'string' ? status : 'missing'}` };
}

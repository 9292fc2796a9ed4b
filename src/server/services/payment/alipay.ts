import { createSign, createVerify, randomBytes } from 'node:crypto';
import { beijingClock } from '../../../lib/dates.ts';
import { fenToYuan, type PaymentNotice, yuanToFen } from './notice.ts';

// Alipay open platform, OpenAPI 2.0 gateway (https://opendocs.alipay.com/common/02kf5q), RSA2 = SHA256withRSA, utf-8.

export type AlipayConfig = {
  appId: string;
  /** PEM, PKCS#8 ("PRIVATE KEY") or PKCS#1 ("RSA PRIVATE KEY"). */
  appPrivateKey: string;
  /** PEM. */
  alipayPublicKey: string;
  /** e.g. https://openapi.alipay.com/gateway.do */
  gateway: string;
  notifyUrl: string;
};

/**
 * Which parameters stay out of the signed content. A request signs sign_type along with the rest (the gateway
 * rebuilds "…&sign_type=RSA2&…" to check it); Alipay's trade notifies are signed without sign_type.
 */
export type AlipaySignedAs = 'request' | 'notify';

const leftOut: Record<AlipaySignedAs, readonly string[]> = { request: ['sign'], notify: ['sign', 'sign_type'] };

/** Keys ascending by code unit, empty values left out, joined as k=v&k=v with raw (not url-encoded) values. */
export function alipaySignContent(params: Record<string, string>, signedAs: AlipaySignedAs): string {
  return Object.keys(params)
    .filter((key) => params[key] !== '' && !leftOut[signedAs].includes(key))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function signAlipay(params: Record<string, string>, privateKey: string, signedAs: AlipaySignedAs): string {
  return createSign('RSA-SHA256').update(alipaySignContent(params, signedAs), 'utf8').sign(privateKey, 'base64');
}

/** False, never an exception, for a missing or garbled sign (and for an unreadable key). */
export function verifyAlipay(params: Record<string, string>, publicKey: string, signedAs: AlipaySignedAs): boolean {
  return verifyText(alipaySignContent(params, signedAs), params['sign'], publicKey);
}

function verifyText(content: string, signature: string | undefined, publicKey: string): boolean {
  if (!signature) return false;
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** "yyyy-MM-dd HH:mm:ss" on the Beijing clock (UTC+8 all year), the only way Alipay writes a time. */
export function alipayTime(date: Date): string {
  return beijingClock(date).replace('T', ' ');
}

function parseAlipayTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function signedRequest(config: AlipayConfig, method: string, extra: Record<string, string>, now: Date): Record<string, string> {
  const params: Record<string, string> = {
    app_id: config.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: alipayTime(now),
    version: '1.0',
    ...extra,
  };
  return { ...params, sign: signAlipay(params, config.appPrivateKey, 'request') };
}

type AlipayOrder = { outTradeNo: string; amountFen: number; subject: string; returnUrl: string };

/** The URL the browser is sent to for alipay.trade.page.pay (电脑网站支付). */
export function alipayPagePayUrl(config: AlipayConfig, order: AlipayOrder, now: Date): string {
  return gatewayUrl(config, 'alipay.trade.page.pay', order, { product_code: 'FAST_INSTANT_TRADE_PAY' }, now);
}

/**
 * The URL a phone browser is sent to for alipay.trade.wap.pay (手机网站支付), which opens the Alipay app when it is
 * installed. quit_url is where Alipay sends a buyer who leaves without paying.
 */
export function alipayWapPayUrl(config: AlipayConfig, order: AlipayOrder & { quitUrl: string }, now: Date): string {
  return gatewayUrl(config, 'alipay.trade.wap.pay', order, { product_code: 'QUICK_WAP_WAY', quit_url: order.quitUrl }, now);
}

function gatewayUrl(config: AlipayConfig, method: string, order: AlipayOrder, extra: Record<string, string>, now: Date): string {
  const params = signedRequest(
    config,
    method,
    {
      notify_url: config.notifyUrl,
      return_url: order.returnUrl,
      biz_content: JSON.stringify({
        out_trade_no: order.outTradeNo,
        total_amount: fenToYuan(order.amountFen),
        subject: order.subject,
        ...extra,
      }),
    },
    now,
  );
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${config.gateway}${config.gateway.includes('?') ? '&' : '?'}${query}`;
}

const outcomes = new Map<string, PaymentNotice['outcome']>([
  ['TRADE_SUCCESS', 'succeeded'],
  ['TRADE_FINISHED', 'succeeded'],
  ['TRADE_CLOSED', 'failed'],
]);

/**
 * Reads an asynchronous notify (the form-urlencoded POST body); null unless it is Alipay's, for this app, and says
 * how a payment ended. Refunds are notified on the same URL: a partial refund as TRADE_SUCCESS, a full refund as
 * TRADE_CLOSED, both with refund_fee and gmt_refund. Those say nothing new about the payment (and TRADE_CLOSED would
 * read as a failed payment of an order that was paid), so they are null too.
 */
export function parseAlipayNotify(config: AlipayConfig, formBody: string): PaymentNotice | null {
  const params = Object.fromEntries(new URLSearchParams(formBody));
  if (!verifyAlipay(params, config.alipayPublicKey, 'notify')) return null;
  if (params['app_id'] !== config.appId) return null;
  if ('refund_fee' in params || 'gmt_refund' in params) return null;

  const outcome = outcomes.get(params['trade_status'] ?? '');
  const outTradeNo = params['out_trade_no'];
  const providerTradeNo = params['trade_no'];
  const amountFen = yuanToFen(params['total_amount'] ?? '');
  if (!outcome || !outTradeNo || !providerTradeNo || amountFen === null) return null;

  const gmtPayment = params['gmt_payment'];
  const paidAt = gmtPayment ? parseAlipayTime(gmtPayment) : null;
  if (gmtPayment && !paidAt) return null;
  return { outTradeNo, amountFen, providerTradeNo, outcome, paidAt: outcome === 'succeeded' ? paidAt : null };
}

/**
 * A genuine refund notify for this app. It is acknowledged so that Alipay stops sending it; the refund itself
 * was recorded from the refund call's own signed answer.
 */
export function isAlipayRefundNotice(config: AlipayConfig, formBody: string): boolean {
  const params = Object.fromEntries(new URLSearchParams(formBody));
  return verifyAlipay(params, config.alipayPublicKey, 'notify') && params['app_id'] === config.appId && ('refund_fee' in params || 'gmt_refund' in params);
}

/** The body Alipay must get back, or it sends the notify again (for up to 25 hours). */
export const ALIPAY_NOTIFY_REPLY = 'success';

/** The sandbox plays Alipay: the form body of a trade notify as Alipay sends it, signed with Alipay's (stand-in) key. */
export function buildAlipayNotify(
  signer: { appId: string; alipayPrivateKey: string },
  trade: { outTradeNo: string; tradeNo: string; amountFen: number; subject: string; status: 'TRADE_SUCCESS' | 'TRADE_CLOSED' },
  now: Date,
): string {
  const paid = trade.status === 'TRADE_SUCCESS';
  const amount = fenToYuan(trade.amountFen);
  const params: Record<string, string> = {
    notify_time: alipayTime(now),
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(17).toString('hex'),
    app_id: signer.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    total_amount: amount,
    ...(paid ? { receipt_amount: amount, buyer_pay_amount: amount } : {}),
    trade_status: trade.status,
    gmt_create: alipayTime(now),
    ...(paid ? { gmt_payment: alipayTime(now) } : { gmt_close: alipayTime(now) }),
    subject: trade.subject,
  };
  params['sign'] = signAlipay(params, signer.alipayPrivateKey, 'notify');
  return new URLSearchParams(params).toString();
}

/**
 * alipay.trade.refund: the signed parameters, to POST form-urlencoded to the gateway. out_request_no makes a retried
 * refund idempotent: Alipay answers a repeat with the first refund's result (fund_change "N") instead of paying twice.
 */
export function alipayRefundRequest(
  config: AlipayConfig,
  refund: { outTradeNo: string; refundNo: string; amountFen: number; reason: string },
  now: Date,
): URLSearchParams {
  return new URLSearchParams(
    signedRequest(
      config,
      'alipay.trade.refund',
      {
        biz_content: JSON.stringify({
          out_trade_no: refund.outTradeNo,
          refund_amount: fenToYuan(refund.amountFen),
          out_request_no: refund.refundNo,
          refund_reason: refund.reason,
        }),
      },
      now,
    ),
  );
}

const REFUND_RESPONSE = 'alipay_trade_refund_response';

/**
 * Checks the answer to alipay.trade.refund: {"alipay_trade_refund_response":{…},"sign":"…"}, the sign made over the
 * exact text of the response object (as sent: key order, escaped slashes), so it is checked on that text, and only
 * what that text says is used. refundFen is Alipay's refund_fee: everything refunded on the trade so far.
 */
export function parseAlipayRefundResponse(config: AlipayConfig, responseText: string): { ok: true; refundFen: number } | { ok: false; reason: string } {
  let answer: unknown;
  try {
    answer = JSON.parse(responseText);
  } catch {
    return { ok: false, reason: 'the answer is not JSON' };
  }
  const sign = isObject(answer) && typeof answer['sign'] === 'string' ? answer['sign'] : undefined;
  const signedText = objectMemberText(responseText, REFUND_RESPONSE);
  if (!sign || !signedText) {
    // Gateway-level errors (a wrong app_id, say) come as an unsigned error_response.
    const error = isObject(answer) ? (answer[REFUND_RESPONSE] ?? answer['error_response']) : undefined;
    return { ok: false, reason: `unsigned answer${isObject(error) ? `: ${describeError(error)}` : ''}` };
  }
  if (!verifyText(signedText, sign, config.alipayPublicKey)) return { ok: false, reason: "the answer's sign does not verify" };

  const response: unknown = JSON.parse(signedText);
  if (!isObject(response)) return { ok: false, reason: 'the answer has no response object' };
  if (response['code'] !== '10000') return { ok: false, reason: describeError(response) };
  const refundFen = yuanToFen(typeof response['refund_fee'] === 'string' ? response['refund_fee'] : '');
  if (refundFen === null) return { ok: false, reason: 'the answer has no refund_fee' };
  return { ok: true, refundFen };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeError(response: Record<string, unknown>): string {
  return ['code', 'msg', 'sub_code', 'sub_msg']
    .map((key) => response[key])
    .filter((value) => typeof value === 'string' && value !== '')
    .join(' ');
}

/** The exact text of the object value of "name" in a JSON text that is known to parse, or null. */
function objectMemberText(json: string, name: string): string | null {
  const opening = new RegExp(`"${name}"\\s*:\\s*\\{`).exec(json);
  if (!opening) return null;
  const start = opening.index + opening[0].length - 1;
  let depth = 0;
  let inString = false;
  for (let index = start; index < json.length; index++) {
    const char = json[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return json.slice(start, index + 1);
  }
  return null;
}

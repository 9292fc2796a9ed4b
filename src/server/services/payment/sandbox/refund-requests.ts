import { createSign, createVerify } from 'node:crypto';
import { verifyAlipay } from '../alipay.ts';
import { yuanToFen } from '../notice.ts';

// How the sandbox, standing in for Alipay and WeChat Pay, reads a refund request and signs its answer. Pure, so
// the checks are unit-tested on their own; the sandbox's books (provider.ts) decide what the answer says.

/** A refund the shop asked for, once its signature checked out. WeChat Pay also states the trade's total. */
export type RefundAsk = { outTradeNo: string; refundNo: string; amountFen: number; totalFen: number | null; reason: string };

/** Alipay and WeChat Pay both limit a request number to 64 letters, digits and a few signs. */
const REQUEST_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/;

function safeJson(text: string | undefined): unknown {
  try {
    return text === undefined ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * alipay.trade.refund as Alipay's gateway reads it: the form signed (RSA2) with the shop's app key, for this app,
 * with a trade, a request number and a positive amount in yuan. Null for anything else.
 */
export function readAlipayRefund(form: URLSearchParams, app: { appId: string; appPublicKey: string }): RefundAsk | null {
  const params = Object.fromEntries(form);
  if (params.method !== 'alipay.trade.refund' || params.app_id !== app.appId || params.sign_type !== 'RSA2') return null;
  if (!verifyAlipay(params, app.appPublicKey, 'request')) return null;
  const biz = safeJson(params.biz_content);
  if (!isRecord(biz)) return null;
  const { out_trade_no: outTradeNo, out_request_no: refundNo, refund_amount: amount, refund_reason: reason } = biz;
  const amountFen = typeof amount === 'string' ? yuanToFen(amount) : null;
  if (typeof outTradeNo !== 'string' || !REQUEST_NO.test(outTradeNo)) return null;
  if (typeof refundNo !== 'string' || !REQUEST_NO.test(refundNo) || !amountFen) return null;
  return { outTradeNo, refundNo, amountFen, totalFen: null, reason: typeof reason === 'string' ? reason : '' };
}

/**
 * Alipay's answer: {"alipay_trade_refund_response":{…},"sign":"…"}, the sign made with Alipay's key over the exact
 * text of the response object. Alipay signs business failures too; only a request it could not verify is unsigned.
 */
export function alipayRefundAnswer(response: Record<string, string>, alipayPrivateKey: string | null): string {
  const text = JSON.stringify(response);
  if (alipayPrivateKey === null) return `{"alipay_trade_refund_response":${text}}`;
  const sign = createSign('RSA-SHA256').update(text, 'utf8').sign(alipayPrivateKey, 'base64');
  return `{"alipay_trade_refund_response":${text},"sign":"${sign}"}`;
}

/** The fields of WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…". */
function authorizationFields(authorization: string): Record<string, string> | null {
  const [scheme, fields = ''] = authorization.split(' ', 2);
  if (scheme !== 'WECHATPAY2-SHA256-RSA2048') return null;
  return Object.fromEntries([...fields.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

/** Checks the merchant's Authorization signature over method, path, timestamp, nonce and body, as WeChat Pay does. */
export function merchantSigned(method: string, path: string, authorization: string, body: string, merchantPublicKey: string): boolean {
  const values = authorizationFields(authorization);
  if (!values?.signature || !values.timestamp || !values.nonce_str) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(`${method}\n${path}\n${values.timestamp}\n${values.nonce_str}\n${body}\n`)
      .verify(merchantPublicKey, values.signature, 'base64');
  } catch {
    return false;
  }
}

export const WECHAT_REFUND_PATH = '/v3/refund/domestic/refunds';

/**
 * 申请退款 as WeChat Pay reads it: a POST signed with the merchant key by this merchant (its mchid is in the
 * Authorization, the body has none), in CNY fen, the refund not above the stated total. Null for anything else.
 */
export function readWechatRefund(
  request: { method: string; path: string; authorization: string; body: string },
  merchant: { mchId: string; merchantPublicKey: string },
): RefundAsk | null {
  if (request.method !== 'POST' || request.path !== WECHAT_REFUND_PATH) return null;
  if (authorizationFields(request.authorization)?.mchid !== merchant.mchId) return null;
  if (!merchantSigned(request.method, request.path, request.authorization, request.body, merchant.merchantPublicKey)) return null;
  const ask = safeJson(request.body);
  if (!isRecord(ask) || !isRecord(ask.amount)) return null;
  const { out_trade_no: outTradeNo, out_refund_no: refundNo, reason } = ask;
  const { refund, total, currency } = ask.amount;
  if (typeof outTradeNo !== 'string' || !REQUEST_NO.test(outTradeNo) || typeof refundNo !== 'string' || !REQUEST_NO.test(refundNo)) return null;
  if (!Number.isSafeInteger(refund) || !Number.isSafeInteger(total) || (refund as number) <= 0 || (refund as number) > (total as number)) return null;
  if (currency !== undefined && currency !== 'CNY') return null;
  return { outTradeNo, refundNo, amountFen: refund as number, totalFen: total as number, reason: typeof reason === 'string' ? reason : '' };
}

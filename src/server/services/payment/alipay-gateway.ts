import {
  ALIPAY_NOTIFY_REPLY,
  type AlipayConfig,
  alipayPagePayUrl,
  alipayRefundRequest,
  alipayWapPayUrl,
  isAlipayRefundNotice,
  parseAlipayNotify,
  parseAlipayRefundResponse,
} from './alipay.ts';
import type { ChannelGateway } from './gateways.ts';

/** Posts a signed request form to Alipay's gateway and answers the response text. Injected: the sandbox plays Alipay in-process. */
export type AlipaySend = (url: string, form: URLSearchParams) => Promise<{ status: number; text: string }>;

/**
 * Alipay page pay on a computer, WAP pay on a phone (not inside WeChat, which blocks Alipay): the buyer is sent to
 * Alipay's cashier; the outcome arrives as a signed form post. Refunds are alipay.trade.refund.
 */
export function alipayGateway(config: AlipayConfig, send: AlipaySend): ChannelGateway {
  return {
    places: ['desktop', 'phone'],
    start: async (payment, now) =>
      payment.place === 'phone'
        ? { kind: 'h5', url: alipayWapPayUrl(config, payment, now) }
        : { kind: 'redirect', url: alipayPagePayUrl(config, payment, now) },
    readNotify: async (request) => {
      const body = await request.text();
      return parseAlipayNotify(config, body) ?? (isAlipayRefundNotice(config, body) ? 'refundNotice' : null);
    },
    reply: (accepted) => new Response(accepted ? ALIPAY_NOTIFY_REPLY : 'fail', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    refund: async (refund, now) => {
      let answer: { status: number; text: string };
      try {
        answer = await send(config.gateway, alipayRefundRequest(config, refund, now));
      } catch (error) {
        return { ok: false, reason: `Alipay unreachable: ${error instanceof Error ? error.message : String(error)}` };
      }
      const parsed = parseAlipayRefundResponse(config, answer.text);
      if (!parsed.ok) return parsed;
      // refund_fee is everything refunded on the trade so far, so it can never be less than this refund.
      if (parsed.refundFen < refund.amountFen)
        return { ok: false, reason: `Alipay reports ${parsed.refundFen} fen refunded, less than the ${refund.amountFen} asked` };
      return { ok: true };
    },
  };
}

/** The real Alipay gateway over HTTPS, with a bounded wait. */
export const alipayOverHttps: AlipaySend = async (url, form) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: form.toString(),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, text: await response.text() };
};

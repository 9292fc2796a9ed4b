import type { ChannelGateway } from './gateways.ts';
import { createNativePayment, parseWechatNotify, requestWechatRefund, type WechatPayConfig, type WechatSend, wechatNotifyReply } from './wechatpay.ts';

/** WeChat Pay Native: the buyer scans a code; the outcome arrives as a signed, encrypted notification. */
export function wechatGateway(config: WechatPayConfig, send: WechatSend): ChannelGateway {
  return {
    start: async (payment, now) => ({
      kind: 'qr',
      codeUrl: (await createNativePayment(config, { outTradeNo: payment.outTradeNo, amountFen: payment.amountFen, description: payment.subject }, send, now))
        .codeUrl,
    }),
    readNotify: async (request, now) => parseWechatNotify(config, request.headers, await request.text(), now),
    reply: wechatNotifyReply,
    refund: async (refund, now) => {
      try {
        return await requestWechatRefund(
          config,
          { outTradeNo: refund.outTradeNo, refundNo: refund.refundNo, refundFen: refund.amountFen, totalFen: refund.totalFen, reason: refund.reason },
          send,
          now,
        );
      } catch (error) {
        return { ok: false, reason: `WeChat Pay unreachable: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}

/** The real WeChat Pay API over HTTPS, with a bounded wait. */
export const wechatOverHttps: WechatSend = async (url, init) => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

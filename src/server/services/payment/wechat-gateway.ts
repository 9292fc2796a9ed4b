import { randomBytes } from 'node:crypto';
import type { ChannelGateway } from './gateways.ts';
import {
  createH5Payment,
  createJsapiPayment,
  createNativePayment,
  jsapiPayParams,
  parseWechatNotify,
  requestWechatRefund,
  type WechatPayConfig,
  type WechatSend,
  wechatNotifyReply,
} from './wechatpay.ts';

/**
 * WeChat Pay: Native (a code to scan) on a computer, H5 in a phone browser, JSAPI (WeChat's sheet) inside WeChat;
 * the outcome arrives as a signed, encrypted notification whichever way was used.
 */
export function wechatGateway(config: WechatPayConfig, send: WechatSend): ChannelGateway {
  return {
    places: ['desktop', ...(config.h5Domain ? (['phone'] as const) : []), ...(config.jsapiAppId ? (['wechat'] as const) : [])],
    start: async (payment, now) => {
      const order = { outTradeNo: payment.outTradeNo, amountFen: payment.amountFen, description: payment.subject };
      if (payment.place === 'wechat') {
        if (!payment.openid) throw new Error('JSAPI needs the buyer’s openid');
        const { prepayId } = await createJsapiPayment(config, { ...order, openid: payment.openid }, send, now);
        return { kind: 'jsapi', params: jsapiPayParams(config, prepayId, Math.floor(now.getTime() / 1000), randomBytes(16).toString('hex')) };
      }
      if (payment.place === 'phone') {
        return { kind: 'h5', ...(await createH5Payment(config, { ...order, clientIp: payment.clientIp, returnUrl: payment.returnUrl }, send, now)) };
      }
      return { kind: 'qr', codeUrl: (await createNativePayment(config, order, send, now)).codeUrl };
    },
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

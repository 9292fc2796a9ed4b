import { ALIPAY_NOTIFY_REPLY, alipayPagePayUrl, parseAlipayNotify, type AlipayConfig } from './alipay.ts';
import type { ChannelGateway } from './gateways.ts';

/** Alipay page pay: the buyer is sent to Alipay's cashier; the outcome arrives as a signed form post. */
export function alipayGateway(config: AlipayConfig): ChannelGateway {
  return {
    start: async (payment, now) => ({ kind: 'redirect', url: alipayPagePayUrl(config, payment, now) }),
    readNotify: async (request) => parseAlipayNotify(config, await request.text()),
    reply: (accepted) => new Response(accepted ? ALIPAY_NOTIFY_REPLY : 'fail', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
  };
}

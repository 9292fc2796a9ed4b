import type { PaymentChannel, PaymentPlace } from '../../../schemas/payments.ts';
import type { PaymentNotice } from './notice.ts';
import type { JsapiPayParams } from './wechatpay.ts';

/**
 * How the buyer pays: sent to the provider's page (Alipay on a computer), shown a code to scan (WeChat Pay Native),
 * sent to a phone page that opens the provider's app (WeChat H5, Alipay WAP), or shown WeChat's sheet (JSAPI).
 */
export type StartedPayment =
  | { kind: 'redirect'; url: string }
  | { kind: 'qr'; codeUrl: string }
  | { kind: 'h5'; url: string }
  | { kind: 'jsapi'; params: JsapiPayParams };

/**
 * `returnUrl` is the order's payment page, `quitUrl` the same page saying the buyer gave up; `openid` is the buyer's
 * for the official account (inside WeChat), `clientIp` their address (WeChat H5 wants it).
 */
export type PaymentRequest = {
  outTradeNo: string;
  amountFen: number;
  subject: string;
  returnUrl: string;
  quitUrl: string;
  place: PaymentPlace;
  clientIp: string;
  openid: string | null;
};

/**
 * Money back on a paid trade. `refundNo` is the shop's number for this refund (Alipay's out_request_no,
 * WeChat Pay's out_refund_no): asking again with the same number answers the first refund, never pays twice.
 * `totalFen` is what the trade collected (WeChat Pay wants it with every refund).
 */
export type RefundRequest = { outTradeNo: string; refundNo: string; amountFen: number; totalFen: number; reason: string };

/** The provider took the refund, or why not (its own words, for the operator and the log). */
export type RefundOutcome = { ok: true } | { ok: false; reason: string };

/** One provider channel, real or played by the sandbox: the same code verifies both. */
export type ChannelGateway = {
  /** Where this channel can take a payment, as it is set up. */
  places: readonly PaymentPlace[];
  start(payment: PaymentRequest, now: Date): Promise<StartedPayment>;
  /** The notification's verified content; 'refundNotice' for a genuine one about a refund; null for anything forged or garbled. */
  readNotify(request: Request, now: Date): Promise<PaymentNotice | 'refundNotice' | null>;
  /** The answer the provider expects; anything but acceptance makes it send the notification again later. */
  reply(accepted: boolean): Response;
  /** Asks the provider to give money back; never throws for a refusal or an unreachable provider. */
  refund(refund: RefundRequest, now: Date): Promise<RefundOutcome>;
};

export type PaymentGateways = Partial<Record<PaymentChannel, ChannelGateway>>;

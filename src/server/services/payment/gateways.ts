import type { PaymentChannel } from '../../../schemas/payments.ts';
import type { PaymentNotice } from './notice.ts';

/** How the buyer pays: sent to the provider's page (Alipay), or shown a code to scan (WeChat Pay Native). */
export type StartedPayment = { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string };

export type PaymentRequest = { outTradeNo: string; amountFen: number; subject: string; returnUrl: string };

/** One provider channel, real or played by the sandbox: the same code verifies both. */
export type ChannelGateway = {
  start(payment: PaymentRequest, now: Date): Promise<StartedPayment>;
  /** The notification's verified content; null for anything forged, garbled or not about an outcome. */
  readNotify(request: Request, now: Date): Promise<PaymentNotice | null>;
  /** The answer the provider expects; anything but acceptance makes it send the notification again later. */
  reply(accepted: boolean): Response;
};

export type PaymentGateways = Partial<Record<PaymentChannel, ChannelGateway>>;

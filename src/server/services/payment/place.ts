import type { PaymentPlace } from '../../../schemas/payments.ts';

/**
 * Where the buyer is, from the browser's User-Agent: WeChat's own browser (which can only pay with WeChat's sheet and
 * cannot open Alipay), a phone's browser (which hands over to the providers' apps), or a computer (codes and pages).
 */
export function paymentPlace(userAgent: string | undefined): PaymentPlace {
  if (!userAgent) return 'desktop';
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  if (/Mobi|Android|iPhone|iPod|HarmonyOS|Windows Phone/i.test(userAgent)) return 'phone';
  return 'desktop';
}

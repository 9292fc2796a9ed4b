import type { z } from 'zod';
import type { jsapiParams } from '../../schemas/payments.ts';

export type JsapiParams = z.infer<typeof jsapiParams>;
export type SheetOutcome = 'ok' | 'cancel' | 'fail';

/** WeChat's in-browser bridge; in the sandbox a stand-in plays it (SandboxWechatSheet). */
type WeixinJSBridge = { invoke(name: string, params: JsapiParams, done: (answer: { err_msg?: string }) => void): void };
declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** Shows WeChat's payment sheet (getBrandWCPayRequest) and answers how the buyer left it; the payment itself is learnt from the shop. */
export function payInWechat(params: JsapiParams): Promise<SheetOutcome> {
  return new Promise((resolve) => {
    const invoke = () =>
      window.WeixinJSBridge!.invoke('getBrandWCPayRequest', params, ({ err_msg: said = '' }) =>
        resolve(said.endsWith(':ok') ? 'ok' : said.endsWith(':cancel') ? 'cancel' : 'fail'),
      );
    // WeChat injects the bridge after the page loads and announces it.
    if (window.WeixinJSBridge) invoke();
    else document.addEventListener('WeixinJSBridgeReady', invoke, { once: true });
  });
}

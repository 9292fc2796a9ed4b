import type { Db } from '../../db/client.ts';
import type { AlipayConfig } from './alipay.ts';
import { alipayGateway, alipayOverHttps } from './alipay-gateway.ts';
import type { PaymentGateways } from './gateways.ts';
import { loadSandboxKeys } from './sandbox/keys.ts';
import { createSandbox, type Sandbox } from './sandbox/provider.ts';
import { wechatGateway, wechatOverHttps } from './wechat-gateway.ts';
import { type WechatOAuthConfig, type WechatOAuthSend, wechatAuthorizeUrl, wechatOAuthOverHttps, wechatOpenid } from './wechat-oauth.ts';
import type { WechatPayConfig } from './wechatpay.ts';

export type PaymentSetup =
  | { kind: 'sandbox' }
  | { kind: 'live'; siteUrl: string; alipay?: AlipayConfig; wechat?: WechatPayConfig; wechatOAuth?: WechatOAuthConfig };

/** The official account's web authorisation, which answers the buyer's openid for JSAPI payments. */
export type WechatOAuth = { authorizeUrl(redirectUri: string, state: string): string; openid(code: string): Promise<string | null> };

/**
 * The channels the shop offers, and the sandbox when it plays the providers. `siteUrl` starts the
 * address the buyer comes back to; the sandbox's cashier is on this shop, so its is empty.
 */
export type Payments = { gateways: PaymentGateways; sandbox: Sandbox | null; siteUrl: string; wechatOAuth: WechatOAuth | null };

const oauthOf = (config: WechatOAuthConfig, send: WechatOAuthSend): WechatOAuth => ({
  authorizeUrl: (redirectUri, state) => wechatAuthorizeUrl(config, redirectUri, state),
  openid: (code) => wechatOpenid(config, code, send),
});

/** Opened on the first payment call: the sandbox's keys live in the database. */
export function paymentsOpener(setup: PaymentSetup, db: Db, clock: () => Date): () => Promise<Payments> {
  let opened: Promise<Payments> | undefined;
  return () => {
    opened ??= open(setup, db, clock).catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
}

async function open(setup: PaymentSetup, db: Db, clock: () => Date): Promise<Payments> {
  if (setup.kind === 'live') {
    return {
      gateways: {
        ...(setup.alipay && { alipay: alipayGateway(setup.alipay, alipayOverHttps) }),
        ...(setup.wechat && { wechat: wechatGateway(setup.wechat, wechatOverHttps) }),
      },
      sandbox: null,
      siteUrl: setup.siteUrl,
      wechatOAuth: setup.wechat?.jsapiAppId && setup.wechatOAuth ? oauthOf(setup.wechatOAuth, wechatOAuthOverHttps) : null,
    };
  }
  const sandbox = createSandbox(db, await loadSandboxKeys(db), clock);
  return {
    gateways: { alipay: alipayGateway(sandbox.configs.alipay, sandbox.alipayApi), wechat: wechatGateway(sandbox.configs.wechat, sandbox.wechatApi) },
    sandbox,
    siteUrl: '',
    wechatOAuth: oauthOf(sandbox.configs.wechatOAuth, sandbox.wechatOAuthApi),
  };
}

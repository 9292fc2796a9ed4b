// WeChat official account web authorisation (https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html):
// snsapi_base asks nothing of the buyer and answers only their openid for the official account.

export type WechatOAuthConfig = {
  appId: string;
  appSecret: string;
  /** https://open.weixin.qq.com/connect/oauth2/authorize */
  authorizeUrl: string;
  /** https://api.weixin.qq.com/sns/oauth2/access_token */
  tokenUrl: string;
};

/** GETs a URL and answers the body text. Injected: the sandbox plays WeChat in-process. */
export type WechatOAuthSend = (url: string) => Promise<string>;

/** Where the buyer is sent inside WeChat; WeChat comes back to redirectUri with ?code=…&state=…. */
export function wechatAuthorizeUrl(config: WechatOAuthConfig, redirectUri: string, state: string): string {
  const query = new URLSearchParams({ appid: config.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state });
  return `${config.authorizeUrl}?${query}#wechat_redirect`;
}

/** Exchanges the code (good once, for five minutes) for the buyer's openid; null for anything WeChat refuses. */
export async function wechatOpenid(config: WechatOAuthConfig, code: string, send: WechatOAuthSend): Promise<string | null> {
  const query = new URLSearchParams({ appid: config.appId, secret: config.appSecret, code, grant_type: 'authorization_code' });
  let answer: unknown;
  try {
    answer = JSON.parse(await send(`${config.tokenUrl}?${query}`));
  } catch {
    return null;
  }
  const openid = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)['openid'] : undefined;
  return typeof openid === 'string' && /^[\w-]{1,64}$/.test(openid) ? openid : null;
}

export const wechatOAuthOverHttps: WechatOAuthSend = async (url) => (await fetch(url, { signal: AbortSignal.timeout(10_000) })).text();

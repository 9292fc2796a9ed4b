/** Limiter keys counted per client (its IPv4 address or IPv6 network, see clientLimitKey), across accounts: codes asked for, captchas drawn, failed logins, current-password checks, forms sent, pay-for-me link calls, WeChat authorisations redeemed. */
export const clientLimitKeys = (clientKey: string) => ({
  codes: `code:client:${clientKey}`,
  captchas: `captcha:${clientKey}`,
  failedLogins: `login:client:${clientKey}`,
  passwordChecks: `password-check:client:${clientKey}`,
  submissions: `submit:client:${clientKey}`,
  payLinks: `pay-link:client:${clientKey}`,
  wechatAuths: `wechat-auth:client:${clientKey}`,
});

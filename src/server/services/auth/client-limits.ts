/** Limiter keys counted per client address, across accounts: codes asked for, captchas drawn, failed logins, forms sent. */
export const clientLimitKeys = (clientKey: string) => ({
  codes: `code:client:${clientKey}`,
  captchas: `captcha:${clientKey}`,
  failedLogins: `login:client:${clientKey}`,
  submissions: `submit:client:${clientKey}`,
});

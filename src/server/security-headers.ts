/** The origin of an absolute URL, or nothing for an empty or same-origin (relative) one. */
const originOf = (url: string | undefined) => {
  if (!url || url.startsWith('/')) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * Where Tencent's captcha widget fetches its frame, scripts, styles, pictures and checks from (its
 * script's own host, turing.captcha.qcloud.com, and the picture host turing.captcha.gtimg.com, with the
 * regional hosts under the same names).
 */
const TENCENT_CAPTCHA_HOSTS = ['https://*.captcha.qcloud.com', 'https://*.captcha.gtimg.com'];

/**
 * The headers every answer carries. Scripts and styles come from this shop (Astro's islands and the
 * locale switch are small inline scripts, hence 'unsafe-inline'), plus the chat widget's and the API's
 * origins when they are elsewhere, and Tencent's captcha hosts only when the forms use its widget
 * (`tencentCaptchaScriptUrl` given); nothing may frame the shop; HSTS only when the shop is served over
 * HTTPS (`HSTS=1`), as a browser would otherwise remember a promise the server cannot keep.
 */
export function securityHeaders(options: {
  chatScriptUrl?: string | undefined;
  apiBaseUrl?: string | undefined;
  tencentCaptchaScriptUrl?: string | undefined;
  hsts: boolean;
}): Record<string, string> {
  const captcha = options.tencentCaptchaScriptUrl ? [...new Set([...originOf(options.tencentCaptchaScriptUrl), ...TENCENT_CAPTCHA_HOSTS])] : [];
  const scripts = ["'self'", "'unsafe-inline'", ...originOf(options.chatScriptUrl), ...captcha];
  const connect = ["'self'", ...originOf(options.apiBaseUrl), ...originOf(options.chatScriptUrl), ...captcha];
  const policy = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${["'self'", "'unsafe-inline'", ...captcha].join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', ...captcha].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    ...(captcha.length > 0 ? [`frame-src ${["'self'", ...captcha].join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(options.hsts && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}

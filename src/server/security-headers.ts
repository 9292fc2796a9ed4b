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
 * The headers every answer carries. Scripts come from this shop: its files, and the inline scripts of the
 * served build named by their hashes (`scriptHashes`; a build that did not list them is allowed inline
 * scripts, as before such lists existed), so that an injected script cannot run. Styles from this shop
 * (pages carry `style` attributes, hence 'unsafe-inline'), plus the chat widget's and the API's
 * origins when they are elsewhere; the chat provider's origins (`chatOrigins`, PUBLIC_CHAT_ORIGINS) for
 * what a real widget loads (its scripts, its frame, pictures, styles and connection); Tencent's captcha
 * hosts only when the forms use its widget (`tencentCaptchaScriptUrl` given); nothing else. Nothing may
 * frame the shop; HSTS only when the shop is served over HTTPS (`HSTS=1`), as a browser would otherwise
 * remember a promise the server cannot keep.
 */
export function securityHeaders(options: {
  chatScriptUrl?: string | undefined;
  /** Origins the chat provider's widget loads from (`https://chat.example.com`, `https://*.example.com`). */
  chatOrigins?: readonly string[];
  apiBaseUrl?: string | undefined;
  tencentCaptchaScriptUrl?: string | undefined;
  /** CSP sources (`'sha256-…'`) of the served build's inline scripts; null when it did not list them. */
  scriptHashes?: readonly string[] | null;
  hsts: boolean;
}): Record<string, string> {
  const captcha = options.tencentCaptchaScriptUrl ? [...new Set([...originOf(options.tencentCaptchaScriptUrl), ...TENCENT_CAPTCHA_HOSTS])] : [];
  const chat = [...new Set([...originOf(options.chatScriptUrl), ...(options.chatOrigins ?? [])])];
  const widgets = [...chat, ...captcha];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src ${list("'self'", ...(options.scriptHashes ?? ["'unsafe-inline'"]), ...widgets)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...widgets)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...widgets)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...originOf(options.apiBaseUrl), ...widgets)}`,
    ...(widgets.length > 0 ? [`frame-src ${list("'self'", ...widgets)}`] : []),
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

/** A CSP source for a chat provider: a scheme, host (optionally `*.` first) and port, no path. */
const CHAT_ORIGIN = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;

/** PUBLIC_CHAT_ORIGINS as a list; throws naming the first entry that is not an origin. */
export function parseChatOrigins(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const entry of entries) {
    if (!CHAT_ORIGIN.test(entry)) throw new Error(`"${entry}" is not an origin such as https://chat.example.com or https://*.example.com`);
  }
  return entries;
}

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
 * The headers every answer carries. Scripts and styles come from this shop (Astro's islands and the
 * locale switch are small inline scripts, hence 'unsafe-inline'), plus the chat widget's and the API's
 * origins when they are elsewhere; nothing may frame the shop; HSTS only when the shop is served over
 * HTTPS (`HSTS=1`), as a browser would otherwise remember a promise the server cannot keep.
 */
export function securityHeaders(options: { chatScriptUrl?: string | undefined; apiBaseUrl?: string | undefined; hsts: boolean }): Record<string, string> {
  const scripts = ["'self'", "'unsafe-inline'", ...originOf(options.chatScriptUrl)];
  const connect = ["'self'", ...originOf(options.apiBaseUrl), ...originOf(options.chatScriptUrl)];
  const policy = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
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

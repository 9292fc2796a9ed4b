const probeOrigin = 'https://shop.invalid';
const accountPages = /^(\/en)?\/(login|register|password)(\/|$)/;

/**
 * Where to go after logging in: the `?redirect=` path when it stays on this site and is not another
 * account page, otherwise the fallback. Never another site ("//evil.example", "https:", "/\\evil").
 */
export function safeRedirect(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin || accountPages.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

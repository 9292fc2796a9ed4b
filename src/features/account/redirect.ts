import { sameSitePath } from '../../lib/same-site-path.ts';

const accountPages = /^(\/en)?\/(login|register|password)([/?#]|$)/;

/**
 * Where to go after logging in: the `?redirect=` path when it stays on this site and is not another
 * account page, otherwise the fallback. Never another site ("//evil.example", "https:", "/\\evil",
 * "/.//evil.example"): the normalised path is what is checked and what is answered.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  const path = sameSitePath(raw);
  if (!path || accountPages.test(path)) return fallback;
  return path;
}

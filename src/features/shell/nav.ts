import type { MessageKey } from '../../lib/i18n.ts';

/** The six header links, in order. */
export const mainNav: { key: MessageKey; path: string }[] = [
  { key: 'nav.home', path: '/' },
  { key: 'nav.shopping', path: '/product' },
  { key: 'nav.brand', path: '/brand' },
  { key: 'nav.help', path: '/help' },
  { key: 'nav.about', path: '/about' },
  { key: 'nav.news', path: '/consult' },
];

/** The nav item a page belongs to: its first path segment (so /consult/12 highlights news). */
export function isCurrentNav(navPath: string, pagePath: string): boolean {
  if (navPath === '/') return pagePath === '/';
  return pagePath === navPath || pagePath.startsWith(`${navPath}/`);
}

/** The page path without the /en prefix and without a trailing slash. */
export function routeOf(pathname: string): string {
  const withoutLocale = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return withoutLocale.length > 1 ? withoutLocale.replace(/\/$/, '') : withoutLocale;
}

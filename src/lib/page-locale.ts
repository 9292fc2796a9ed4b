import type { Locale } from '../schemas/common.ts';

/** The locale of a page from its URL: /en/... is English, everything else Chinese. */
/**
 * The address a page is visited at. Pages are built as `<path>.html` (see astro.config.mjs), and while
 * they render Astro's URL names that file.
 */
export const pageAddress = (url: URL): string => url.pathname.replace(/\.html$/, '');

export const localeOfPath = (pathname: string): Locale => (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'zh');

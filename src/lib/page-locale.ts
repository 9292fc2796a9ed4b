import type { Locale } from '../schemas/common.ts';

/** The locale of a page from its URL: /en/... is English, everything else Chinese. */
export const localeOfPath = (pathname: string): Locale => (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'zh');

import type { Locale } from '../schemas/common.ts';

/** getStaticPaths for a page that exists in both locales: `[...lang]` is empty for zh and `en` for English. */
export const localeStaticPaths = () => [{ params: { lang: undefined } }, { params: { lang: 'en' } }];

/** Path of a page in a locale: zh pages are unprefixed, en pages live under /en. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'zh') return clean;
  return clean === '/' ? '/en/' : `/en${clean}`;
}

import type zhMessages from '../../i18n/zh.json';
import type { Locale } from '../schemas/common.ts';

export type MessageKey = keyof typeof zhMessages;
type Catalogue = Record<string, string>;

const load = async (locale: Locale): Promise<Catalogue> => (locale === 'en' ? await import('../../i18n/en.json') : await import('../../i18n/zh.json')).default;

/** The page's language in the browser (`<html data-locale>`); a page without one gets both catalogues. */
function browserLocales(): Locale[] {
  const page = document.documentElement.dataset.locale;
  return page === 'zh' || page === 'en' ? [page] : ['zh', 'en'];
}

/**
 * On the server (prerendering both languages), both catalogues. In the browser, only the page's own,
 * loaded before any module that translates runs: the other language is about 12 kB gzip that no island
 * on the page shows (issue 5's JavaScript budget). `registerCatalogues` adds more for a page that needs them.
 */
const catalogues: Partial<Record<Locale, Catalogue>> = {};
for (const locale of typeof document === 'undefined' ? (['zh', 'en'] as const) : browserLocales()) catalogues[locale] = await load(locale);

/** For a browser page shown in both languages at once (the sandbox cashier): see `i18n-both.ts`. */
export function registerCatalogues(more: Partial<Record<Locale, Catalogue>>): void {
  Object.assign(catalogues, more);
}

/** The text for a key in a locale, with `{name}` placeholders filled; zh is the fallback and the source of truth. */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  const template = catalogues[locale]?.[key] ?? catalogues.zh?.[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export { localePath } from './locale-paths.ts';

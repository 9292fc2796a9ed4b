import type zhMessages from '../../i18n/zh.json';
import type { Locale } from '../schemas/common.ts';
import { messageSets, type MessageSet } from './message-sets.ts';

export type MessageKey = keyof typeof zhMessages;
type Catalogue = Record<string, string>;

const load = async (locale: Locale): Promise<Catalogue> => (locale === 'en' ? await import('../../i18n/en.json') : await import('../../i18n/zh.json')).default;
const loadSet = async (set: MessageSet, locale: Locale): Promise<Catalogue> =>
  // One literal import per set and locale, so that the bundler makes each its own small file.
  (set === 'catalogue' && locale === 'en' ? await import('virtual:messages/catalogue-en') : await import('virtual:messages/catalogue-zh')).default;

/** The page's language in the browser (`<html data-locale>`); a page without one gets both catalogues. */
function browserLocales(): Locale[] {
  const page = document.documentElement.dataset.locale;
  return page === 'zh' || page === 'en' ? [page] : ['zh', 'en'];
}

/** The part of the catalogue the page asked for (`<html data-messages>`, see message-sets.ts), if any. */
function browserMessageSet(): MessageSet | undefined {
  const set = document.documentElement.dataset.messages;
  return set && set in messageSets ? (set as MessageSet) : undefined;
}

/**
 * On the server (prerendering both languages), both catalogues. In the browser, only the page's own
 * language, and only the message set the page asked for if it did, loaded before any module that
 * translates runs (issue 5's JavaScript budget). `loadAllMessages` and `registerCatalogues` add more.
 */
const catalogues: Partial<Record<Locale, Catalogue>> = {};
if (typeof document === 'undefined') {
  for (const locale of ['zh', 'en'] as const) catalogues[locale] = await load(locale);
} else {
  const set = browserMessageSet();
  for (const locale of browserLocales()) catalogues[locale] = await (set ? loadSet(set, locale) : load(locale));
}

/** The whole catalogue of the languages already here, for what opens later on a page that loaded a message set. */
export async function loadAllMessages(): Promise<void> {
  for (const locale of Object.keys(catalogues) as Locale[]) catalogues[locale] = await load(locale);
}

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

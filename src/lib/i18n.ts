import { loadCatalogue as load } from '#load-catalogue';
import type zhMessages from '../../i18n/zh.json';
import { type Locale, locales } from '../schemas/locales.ts';
import { inMessageSet, type MessageSet, PAGE_MESSAGES_ID } from './message-sets.ts';
import { scriptJson } from './script-json.ts';

export type MessageKey = keyof typeof zhMessages;
type Catalogue = Record<string, string>;

/** The page's language in the browser (`<html data-locale>`); a page without one gets both catalogues. */
function browserLocales(): Locale[] {
  const page = document.documentElement.dataset.locale;
  return page === 'zh' || page === 'en' ? [page] : ['zh', 'en'];
}

/**
 * On the server (prerendering both languages), both catalogues. In the browser, only the page's own
 * language: the message set the page carries in its HTML, if it asked for one (less JavaScript, and
 * no request before its islands can hydrate), or else the whole catalogue, loaded before
 * any module that translates runs. `loadAllMessages` and `registerCatalogues` add more.
 */
const catalogues: Partial<Record<Locale, Catalogue>> = {};
if (typeof document === 'undefined') {
  for (const locale of locales) catalogues[locale] = await load(locale);
} else {
  const carried = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  if (carried) catalogues[browserLocales()[0]!] = JSON.parse(carried) as Catalogue;
  else for (const locale of browserLocales()) catalogues[locale] = await load(locale);
}

const messageSetCache = new Map<string, string>();

/** On the server: the keys of a message set (src/lib/message-sets.ts) in one language, for a page to carry. */
export function messageSetOf(set: MessageSet, locale: Locale): Catalogue {
  return Object.fromEntries(Object.entries(catalogues[locale] ?? {}).filter(([key]) => inMessageSet(set, key)));
}

/** `messageSetOf` as the JSON a page carries (Default.astro), made once per set and language for the build's 20,000 pages. */
export function messageSetJson(set: MessageSet, locale: Locale): string {
  const cacheKey = `${set}-${locale}`;
  let json = messageSetCache.get(cacheKey);
  if (json === undefined) messageSetCache.set(cacheKey, (json = scriptJson(messageSetOf(set, locale))));
  return json;
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
  // Most texts have no placeholder, and a build of every page asks for a few hundred thousand of them.
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Texts that come in two forms by a count, `<key>.one` and `<key>.other` (in zh both alike). */
type CountedBase<Key> = Key extends `${infer Base}.one` ? (`${Base}.other` extends MessageKey ? Base : never) : never;
export type CountedKey = CountedBase<MessageKey>;

/**
 * The text for a count in the form the language's plural rules choose, "1 pack added" or "3 packs added",
 * with `{count}` filled.
 */
export function translateCount(locale: Locale, key: CountedKey, count: number, values: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return translate(locale, `${key}.${form}` as MessageKey, { ...values, count });
}

export { localePath } from './locale-paths.ts';

import type { Locale } from '../../schemas/common.ts';

const isLocalizedText = (value: object): value is { zh: string; en: string } =>
  Object.keys(value).length === 2 && typeof (value as { zh?: unknown }).zh === 'string' && typeof (value as { en?: unknown }).en === 'string';

/** Replaces every `{ zh, en }` text inside a stored value with the text in the given locale. */
export function localizeDeep(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeDeep(item, locale));
  if (value === null || typeof value !== 'object') return value;
  if (isLocalizedText(value)) return value[locale];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localizeDeep(item, locale)]));
}

/** Picks `nameZh` or `nameEn` style column pairs. */
export const pick = <T>(locale: Locale, zh: T, en: T): T => (locale === 'en' ? en : zh);

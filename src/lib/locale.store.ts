import { PUBLIC_DEFAULT_LOCALE } from 'astro:env/client';
import { persistentAtom } from '@nanostores/persistent';
import { type Locale, locales } from '../schemas/locales.ts';

export const defaultLocale: Locale = PUBLIC_DEFAULT_LOCALE;

const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** The visitor's chosen locale, kept in local storage as `zh` or `en`; anything else falls back to the default. */
export const $locale = persistentAtom<Locale>('locale', defaultLocale, {
  encode: (value) => value,
  decode: (stored) => (isLocale(stored) ? stored : defaultLocale),
});

/** The language of the page being shown (its `<html data-locale>`), else the stored choice: what API answers and messages use. */
export function currentLocale(): Locale {
  const page = typeof document === 'undefined' ? undefined : document.documentElement.dataset.locale;
  return isLocale(page) ? page : $locale.get();
}

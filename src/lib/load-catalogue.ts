import type { Locale } from '../schemas/common.ts';

/** On the server (prerendering, tests): a language's whole catalogue from the source. `load-catalogue.browser.ts` is the browser's. */
export async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  return (locale === 'en' ? await import('../../i18n/en.json') : await import('../../i18n/zh.json')).default;
}

import enUrl from '../../i18n/en.json?url';
import zhUrl from '../../i18n/zh.json?url';
import type { Locale } from '../schemas/common.ts';
import { siteFile } from './api.ts';

/**
 * In the browser (package.json maps `#load-catalogue` here by the `browser` condition): a language's
 * catalogue read as a JSON file of the site. Data needs no script parse, and a page's scripts need no
 * dynamic-import helper for it.
 */
export async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  return (await siteFile(locale === 'en' ? enUrl : zhUrl)) as Record<string, string>;
}

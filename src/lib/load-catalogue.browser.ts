import enUrl from '../../i18n/en.json?url';
import zhUrl from '../../i18n/zh.json?url';
import type { Locale } from '../schemas/common.ts';

/**
 * In the browser (package.json maps `#load-catalogue` here by the `browser` condition): a language's
 * catalogue fetched as a JSON file. Data needs no script parse, and a page's scripts need no
 * dynamic-import helper for it.
 */
export async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  const answer = await fetch(locale === 'en' ? enUrl : zhUrl);
  if (!answer.ok) throw new Error(`the ${locale} messages answered ${answer.status}`);
  return (await answer.json()) as Record<string, string>;
}

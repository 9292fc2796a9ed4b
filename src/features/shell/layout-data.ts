import type { Locale } from '../../schemas/common.ts';
import { getRuntime } from '../../server/runtime.ts';
import { getConfig, listPolicyLinks } from '../../server/services/content.ts';

/** How long the layout's site config and policy links are reused: a build renders 20,000 pages in a minute. */
const REUSE_MS = 5_000;
const cache = new Map<Locale, { at: number; data: ReturnType<typeof readLayoutData> }>();

async function readLayoutData(locale: Locale) {
  const { db } = (await getRuntime()).database;
  const [website, policies] = await Promise.all([getConfig(db, 'website', locale), listPolicyLinks(db, locale)]);
  return { website, policies };
}

/** What every page's layout shows: the site config (name, logo, contacts) and the help-centre links. */
export function layoutData(locale: Locale) {
  const cached = cache.get(locale);
  if (cached && Date.now() - cached.at < REUSE_MS) return cached.data;
  const data = readLayoutData(locale);
  cache.set(locale, { at: Date.now(), data });
  data.catch(() => cache.delete(locale));
  return data;
}

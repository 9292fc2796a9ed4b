/** What of the browser's window the locale choice uses (a test gives its own). */
export type LocaleWindow = Pick<Window, 'localStorage'> & {
  document: Pick<Document, 'referrer' | 'addEventListener'> & { documentElement: { dataset: DOMStringMap } };
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin' | 'replace'>;
};

/**
 * Locale: zh pages are unprefixed, en pages live under /en; the choice is kept in local storage as `zh`
 * or `en`. The page runs this inline, as its first script (its text, so it must use nothing from
 * outside its body), so that it works before islands load.
 */
export function keepLocaleChoice(win: LocaleWindow): void {
  const { document, localStorage, location } = win;
  const root = document.documentElement;
  const page = root.dataset.locale;
  // The language switch remembers the choice and keeps the query (keyword, filters, page).
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-switch-locale]');
      if (!link) return;
      try {
        localStorage.setItem('locale', link.dataset.switchLocale ?? '');
      } catch {}
      link.href = link.pathname + location.search;
    },
    true,
  );
  // On arrival from outside the site, restore the stored choice; without one, unprefixed pages
  // follow the configured default locale.
  try {
    const stored = localStorage.getItem('locale');
    const want = stored === 'zh' || stored === 'en' ? stored : page === 'zh' ? root.dataset.defaultLocale : page;
    const fromSite = document.referrer && new URL(document.referrer).origin === location.origin;
    if (want === page || fromSite) return;
    const path = location.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
    const target = new URL((want === 'en' ? (path === '/' ? '/en/' : `/en${path}`) : path) + location.search + location.hash, location.origin);
    // "/en//evil.example" without its prefix is "//evil.example", which a browser reads as another site;
    // so is whatever normalises to two slashes ("/en/.//evil.example").
    if (target.origin !== location.origin || target.pathname.startsWith('//')) return;
    // Leaving for the other language's page: the page's own scripts (the login check) leave it be.
    root.dataset.leaving = 'locale';
    location.replace(target.pathname + target.search + target.hash);
  } catch {}
}

/** The inline script's text. */
export const keepLocaleChoiceScript = `(${String(keepLocaleChoice)})(window);`;

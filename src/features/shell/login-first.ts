/** What of the browser's window the login check uses (a test gives its own). */
export type LoginFirstWindow = Pick<Window, 'localStorage'> & {
  document: { documentElement: { dataset: DOMStringMap } };
  location: Pick<Location, 'pathname' | 'search' | 'replace'>;
};

/**
 * A page only a logged-in person can use sends a visitor without a stored token to `loginPath` at once,
 * coming back here afterwards, as the page's island would once loaded (`goToLogin`): the visitor waits
 * for no island code. Run inline after the locale choice (its text, so it uses nothing from outside its
 * body), and not when that choice is already taking the visitor to the other language's page.
 */
export function loginFirst(win: LoginFirstWindow, loginPath: string): void {
  const { document, localStorage, location } = win;
  if (document.documentElement.dataset.leaving) return;
  try {
    if (localStorage.getItem('accessToken')) return;
  } catch {
    return;
  }
  location.replace(`${loginPath}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
}

/** The inline script's text for a page whose login page is `loginPath`. */
export const loginFirstScript = (loginPath: string) => `(${String(loginFirst)})(window, ${JSON.stringify(loginPath)});`;

// The script of AccountNav.astro: on /profile the current link follows the section the hash names; on a
// phone, where the links are a row that scrolls sideways, the current one is scrolled into sight.
const nav = document.querySelector<HTMLElement>('[data-account-nav]');
if (nav) {
  const row = nav.querySelector('ul')!;
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a')];
  const fallback = nav.dataset.profileFallback;

  const markSection = (): void => {
    const hash = window.location.hash.slice(1);
    const shown = links.some((link) => link.dataset.section === hash) ? hash : fallback;
    for (const link of links) {
      if (link.dataset.section === shown) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  };
  const scrollToCurrent = (): void => {
    const current = links.find((link) => link.getAttribute('aria-current') === 'page');
    if (!current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  };

  if (fallback) {
    markSection();
    window.addEventListener('hashchange', () => {
      markSection();
      scrollToCurrent();
    });
  }
  scrollToCurrent();
}

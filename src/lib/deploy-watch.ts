/**
 * New-deployment detection: about 1 s after start, then every few minutes and whenever the
 * tab becomes visible, compare the build id this page was served from with the one the server publishes. Once they
 * differ, the page is marked (`data-new-build` on <html>): pages are separate documents, so the next
 * navigation loads the new build, and a page restored from the back/forward cache is reloaded. A failed load of a page script, chunk or island script reloads the page (once it has loaded), at most once per 10 s.
 */

export const FIRST_CHECK_MS = 1000;
export const CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_GUARD_KEY = 'chunkReloadAt';

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load module script/i.test(message);
}

/** Reloads unless a reload for the same cause happened in the last 10 s (guard kept in session storage). */
export function reloadOnce(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  // A page script can fail while the page is still loading; reloading then would cut its other requests short.
  if (document.readyState === 'complete') window.location.reload();
  else window.addEventListener('load', () => window.location.reload(), { once: true });
  return true;
}

/** The Server-Timing metric whose description names the build that answered a page. */
export const SERVED_BUILD_TIMING = 'build';

/**
 * The build that answered this page, from its `Server-Timing: build;desc="…"` header. Pages carry no id
 * of their own, so that an unchanged page is the same file in every build.
 */
function servedBuildId(): string | null {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.find((entry) => entry.name === SERVED_BUILD_TIMING)?.description || null;
}

export function watchDeployments(): void {
  let stale = false;
  // Without the header (a proxy that drops it), the first id read stands for this page's build.
  let currentBuildId = servedBuildId();

  const check = async () => {
    if (stale) return;
    try {
      // A plain fetch and no imports, not the API client: this script is inlined in every page's head so
      // that it sees the other scripts fail to load, and a shared module would make it a file that can fail too.
      const response = await fetch('/build-id.json', { cache: 'no-store' });
      const { id } = response.ok ? ((await response.json()) as { id?: unknown }) : {};
      if (typeof id !== 'string' || !id) return;
      currentBuildId ??= id;
      if (id !== currentBuildId) {
        stale = true;
        document.documentElement.dataset.newBuild = id;
      }
    } catch {
      // Offline or mid-deploy: the next check will tell.
    }
  };

  setTimeout(check, FIRST_CHECK_MS);
  setInterval(check, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void check());

  window.addEventListener('pageshow', (event) => {
    if (event.persisted && stale) window.location.reload();
  });

  window.addEventListener('vite:preloadError', () => reloadOnce());
  // Astro islands report a failed component import as this event rather than as an uncaught error.
  document.addEventListener('astro:hydration-error', (event) => {
    if (isChunkLoadError((event as CustomEvent<{ error?: unknown }>).detail?.error) && reloadOnce()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  });
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLElement | null;
      if (target instanceof HTMLScriptElement && target.type === 'module') reloadOnce();
    },
    true,
  );
}

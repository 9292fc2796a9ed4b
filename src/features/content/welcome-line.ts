/** What of the browser's window the welcome line uses (a test gives its own). */
export type WelcomeWindow = {
  navigator: { languages?: readonly string[]; language?: string };
  document: { getElementById(id: string): { textContent: string | null; lang: string; dataset: DOMStringMap } | null };
};

export const WELCOME_LINE_ID = 'home-welcome';

/**
 * The shop has pages in Chinese and English only; a visitor whose browser puts French first is still
 * greeted in French. The page carries the French line in `data-fr` and runs this inline, right after
 * the line (its text, so it must use nothing from outside its body), so the line is swapped before it
 * is painted and the page stays static.
 */
export function greetInPreferredLanguage(win: WelcomeWindow): void {
  const line = win.document.getElementById('home-welcome');
  const first = win.navigator.languages?.[0] ?? win.navigator.language ?? '';
  if (!line?.dataset.fr || !/^fr(-|$)/i.test(first)) return;
  line.textContent = line.dataset.fr;
  line.lang = 'fr';
}

/** The inline script's text. */
export const welcomeLineScript = `(${String(greetInPreferredLanguage)})(window);`;

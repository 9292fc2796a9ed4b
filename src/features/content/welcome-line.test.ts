import { describe, expect, it } from 'vitest';
import fr from '../../../i18n/fr.json';
import { WELCOME_LINE_ID, type WelcomeWindow, welcomeLineScript } from './welcome-line.ts';

/** Runs the inline script's own text, as the home page does, for a browser with these languages. */
function greet(languages: string[]) {
  const line = { textContent: '欢迎光临颜料商城', lang: '', dataset: { fr: fr.welcome } as DOMStringMap };
  const win: WelcomeWindow = { navigator: { languages }, document: { getElementById: (id) => (id === WELCOME_LINE_ID ? line : null) } };
  new Function('window', welcomeLineScript)(win);
  return line;
}

describe('the home page’s welcome line', () => {
  it('is French when the browser puts French first', () => {
    expect(greet(['fr-FR', 'fr', 'en'])).toMatchObject({ textContent: 'Bienvenue dans la boutique de pigments', lang: 'fr' });
    expect(greet(['fr'])).toMatchObject({ textContent: fr.welcome, lang: 'fr' });
  });

  it('stays in the page’s language otherwise', () => {
    expect(greet(['zh-CN', 'fr'])).toMatchObject({ textContent: '欢迎光临颜料商城', lang: '' });
    expect(greet(['en-GB'])).toMatchObject({ textContent: '欢迎光临颜料商城', lang: '' });
    expect(greet(['fries'])).toMatchObject({ lang: '' });
    expect(greet([])).toMatchObject({ lang: '' });
  });
});

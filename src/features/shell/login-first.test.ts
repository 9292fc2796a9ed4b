import { describe, expect, it } from 'vitest';
import { keepLocaleChoiceScript, type LocaleWindow } from './locale-choice.ts';
import { loginFirstScript } from './login-first.ts';

/**
 * Runs the page's inline scripts' own texts, as the page does: the locale choice, then the login check,
 * on a visit to `path` with `stored` in local storage; answers where the browser was sent last (null: it stayed).
 */
function visit(path: string, stored: Record<string, string>, loginPath = '/login'): string | null {
  const [pathname, search = ''] = path.split('?');
  let sentTo: string | null = null;
  const dataset: DOMStringMap = { locale: pathname!.startsWith('/en') ? 'en' : 'zh', defaultLocale: 'zh' };
  const win: LocaleWindow = {
    localStorage: { getItem: (key: string) => stored[key] ?? null, setItem: () => {} } as unknown as Storage,
    document: { referrer: 'https://shop.example/', addEventListener: () => {}, documentElement: { dataset } },
    location: {
      pathname: pathname!,
      search: search && `?${search}`,
      hash: '',
      origin: 'https://shop.example',
      replace: (to: string | URL) => void (sentTo = String(to)),
    },
  };
  new Function('window', keepLocaleChoiceScript)(win);
  new Function('window', loginFirstScript(loginPath))(win);
  return sentTo;
}

describe('a page for logged-in people only', () => {
  it('sends a visitor without a stored session to the login page, coming back with the query', () => {
    expect(visit('/closing?skuId=3&quantity=2', {})).toBe(`/login?redirect=${encodeURIComponent('/closing?skuId=3&quantity=2')}`);
    expect(visit('/en/profile', {}, '/en/login')).toBe(`/en/login?redirect=${encodeURIComponent('/en/profile')}`);
    expect(visit('/profile', { accessToken: '' })).toBe(`/login?redirect=${encodeURIComponent('/profile')}`);
  });

  it('lets a stored session stay on the page', () => {
    expect(visit('/profile', { accessToken: 'token' })).toBeNull();
  });

  it('leaves a visitor whom the locale choice already sends to the other language where it sends them', () => {
    const fromOutside = (path: string, stored: Record<string, string>) => {
      let sentTo: string | null = null;
      const win: LocaleWindow = {
        localStorage: { getItem: (key: string) => stored[key] ?? null, setItem: () => {} } as unknown as Storage,
        document: { referrer: '', addEventListener: () => {}, documentElement: { dataset: { locale: 'zh', defaultLocale: 'zh' } } },
        location: { pathname: path, search: '', hash: '', origin: 'https://shop.example', replace: (to: string | URL) => void (sentTo = String(to)) },
      };
      new Function('window', keepLocaleChoiceScript)(win);
      new Function('window', loginFirstScript('/login'))(win);
      return sentTo;
    };
    expect(fromOutside('/profile', { locale: 'en' })).toBe('/en/profile');
  });
});

import { describe, expect, it } from 'vitest';
import { keepLocaleChoiceScript, type LocaleWindow } from './locale-choice.ts';

const origin = 'https://shop.example';

/**
 * Runs the inline script's own text, as the page does, on a visit to `address` from outside the site
 * with `stored` kept as the locale choice; answers where it sent the browser (null: it stayed).
 */
function arriveAt(address: string, stored: string | null): string | null {
  const url = new URL(address, origin);
  const page = url.pathname === '/en' || url.pathname.startsWith('/en/') ? 'en' : 'zh';
  let sentTo: string | null = null;
  const win: LocaleWindow = {
    localStorage: { getItem: () => stored, setItem: () => {} } as unknown as Storage,
    document: { referrer: '', addEventListener: () => {}, documentElement: { dataset: { locale: page, defaultLocale: 'zh' } } },
    // What a browser's location holds: the raw path of the address asked for (browsers keep "//" in it).
    location: {
      pathname: address.replace(/[?#].*$/, ''),
      search: url.search,
      hash: url.hash,
      origin,
      replace: (to: string | URL) => void (sentTo = String(to)),
    },
  };
  new Function('window', keepLocaleChoiceScript)(win);
  return sentTo;
}

describe('the stored locale choice', () => {
  it('moves a zh visitor from an English page to the same Chinese page, query and hash kept', () => {
    expect(arriveAt('/en/help?q=1#faq', 'zh')).toBe('/help?q=1#faq');
    expect(arriveAt('/en', 'zh')).toBe('/');
    expect(arriveAt('/about', 'en')).toBe('/en/about');
    expect(arriveAt('/', 'en')).toBe('/en/');
    expect(arriveAt('/help', 'zh')).toBeNull();
  });

  it.each([
    ['two slashes', '/en//evil.example'],
    ['two slashes and a path', '/en//evil.example/path?x=1'],
    ['three slashes', '/en///evil.example'],
    ['a dot segment', '/en/.//evil.example'],
    ['a parent segment', '/en/..//evil.example'],
    ['an encoded dot segment', '/en/%2e//evil.example'],
    ['a backslash', '/en/\\evil.example'],
    ['a slash and a backslash', '/en//\\evil.example'],
    ['a backslash and a slash', '/en/\\/evil.example'],
    ['a tab', '/en/\t/evil.example'],
    ['a newline', '/en/\n/evil.example'],
  ])('keeps a zh visitor on the site for an English address with %s', (_, address) => {
    const sentTo = arriveAt(address, 'zh');
    // Staying on the page (a 404) is fine; going anywhere is only fine on this site.
    const offSite = sentTo !== null && (sentTo.startsWith('//') || new URL(sentTo, origin).origin !== origin);
    expect(offSite).toBe(false);
  });

  it('still moves a zh visitor from an English address whose path only looks like one', () => {
    expect(arriveAt('/en/%2F%2Fevil.example', 'zh')).toBe('/%2F%2Fevil.example');
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

/** What the login page does with its address: `?redirect=` as the browser decodes it. */
const afterLoginOn = (query: string) => safeRedirect(new URLSearchParams(query).get('redirect'), '/profile');

describe('safeRedirect', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirect('/productDetails/12?sku=3#buy', '/profile')).toBe('/productDetails/12?sku=3#buy');
    expect(safeRedirect('/en/cart', '/en/profile')).toBe('/en/cart');
  });

  it('answers the normalised path', () => {
    expect(safeRedirect('/cart/./x/../orders', '/profile')).toBe('/cart/orders');
    expect(afterLoginOn('redirect=%2Fen%2Fcart%3Fpage%3D2')).toBe('/en/cart?page=2');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/'],
    ['a scheme-relative address', 'https:evil.example'],
    ['a protocol-relative address', '//evil.example/path'],
    ['three slashes', '///evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash then a slash', '\\/evil.example'],
    ['a slash, backslash and slash', '/\\/evil.example'],
    ['a dot segment before a slash', '/.//evil.example/'],
    ['a parent segment before a slash', '/..//evil.example'],
    ['a folder and its parent before a slash', '/a/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['an encoded parent segment', '/%2E%2E//evil.example'],
    ['a dot segment and a backslash', '/./\\evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['leading whitespace', ' //evil.example'],
    ['a leading tab', '\t//evil.example'],
    ['a relative path', 'profile'],
    ['a script', 'javascript:alert(1)'],
    ['a script with a tab', 'java\tscript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['the login page itself', '/login?redirect=/cart'],
    ['another account page', '/en/register'],
    ['an account page behind a dot segment', '/en/./login'],
  ])('falls back for %s', (_, raw) => {
    expect(safeRedirect(raw, '/profile')).toBe('/profile');
  });

  it.each([
    ['redirect=%2F.%2F%2Fevil.example%2F'],
    ['redirect=%2F..%2F%2Fevil.example'],
    ['redirect=%2F%2e%2F%2Fevil.example'],
    ['redirect=%2F%5Cevil.example'],
    ['redirect=%5C%2Fevil.example'],
    ['redirect=%2F%09%2Fevil.example'],
    ['redirect=%2F%0A%2Fevil.example'],
    ['redirect=%20%2F%2Fevil.example'],
    ['redirect=%2F%2Fevil.example'],
    ['redirect=javascript%3Aalert(1)'],
  ])('never leaves the site for ?%s', (query) => {
    expect(afterLoginOn(query)).toBe('/profile');
  });
});

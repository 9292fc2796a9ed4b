import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirect('/productDetails/12?sku=3#buy', '/profile')).toBe('/productDetails/12?sku=3#buy');
    expect(safeRedirect('/en/cart', '/en/profile')).toBe('/en/cart');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'profile'],
    ['a script', 'javascript:alert(1)'],
    ['the login page itself', '/login?redirect=/cart'],
    ['another account page', '/en/register'],
  ])('falls back for %s', (_, raw) => {
    expect(safeRedirect(raw, '/profile')).toBe('/profile');
  });
});

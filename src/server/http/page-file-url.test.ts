import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageFileUrl } from './page-file-url.ts';

mkdirSync('data', { recursive: true });
const client = mkdtempSync(join('data', 'page-file-url-'));
for (const file of ['about.html', 'consult.html', 'consult/12.html', 'en/index.html', 'en/productDetails/7.html', '新闻.html', 'robots.txt']) {
  mkdirSync(join(client, file, '..'), { recursive: true });
  writeFileSync(join(client, file), '');
}
afterAll(() => rmSync(client, { recursive: true, force: true }));

describe('pageFileUrl', () => {
  it('answers a page address from its .html file, with or without a trailing slash, keeping the query', () => {
    expect(pageFileUrl(client, '/about')).toBe('/about.html');
    expect(pageFileUrl(client, '/about/')).toBe('/about.html');
    expect(pageFileUrl(client, '/en/productDetails/7?from=list')).toBe('/en/productDetails/7.html?from=list');
    expect(pageFileUrl(client, '/%E6%96%B0%E9%97%BB')).toBe('/%E6%96%B0%E9%97%BB.html');
  });

  it('prefers the page to a folder of the same name', () => {
    expect(pageFileUrl(client, '/consult')).toBe('/consult.html');
    expect(pageFileUrl(client, '/consult/12')).toBe('/consult/12.html');
  });

  it('leaves folders, files, unknown pages and odd addresses to the static handler', () => {
    for (const url of ['/', '/en', '/en/', '/robots.txt', '/about.html', '/_astro/app.js', '/missing', '/../about', '/%E0%A4%A', '/about%00']) {
      expect(pageFileUrl(client, url)).toBe(url);
    }
  });
});

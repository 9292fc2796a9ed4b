import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import zh from '../../i18n/zh.json';
import { localePath, messageSetJson, messageSetOf, translate } from './i18n.ts';
import { inMessageSet } from './message-sets.ts';
import { scriptJson } from './script-json.ts';

describe('i18n catalogues', () => {
  it('every zh key exists in en with a non-empty text', () => {
    const missing = Object.keys(zh).filter((key) => !(en as Record<string, string>)[key]?.trim());
    expect(missing).toEqual([]);
  });

  it('en has no key that zh (the source of truth) lacks', () => {
    expect(Object.keys(en).filter((key) => !(key in zh))).toEqual([]);
  });

  it('fr has only the welcome string', () => {
    expect(Object.keys(fr)).toEqual(['welcome']);
  });

  it('placeholders in en match zh', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(zh)) {
      expect(placeholders((en as Record<string, string>)[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('translate and localePath', () => {
  it('fills placeholders and picks the locale', () => {
    expect(translate('en', 'api.httpStatus', { status: 502 })).toContain('502');
    expect(translate('zh', 'nav.home')).toBe('首页');
    expect(translate('en', 'nav.home')).toBe('Home');
  });

  it('prefixes English paths only', () => {
    expect(localePath('zh', '/product')).toBe('/product');
    expect(localePath('en', '/product')).toBe('/en/product');
    expect(localePath('en', '/')).toBe('/en/');
  });
});

describe('messageSetOf', () => {
  it('gives the keys of the set in the asked language and nothing else', () => {
    const english = messageSetOf('catalogue', 'en');
    expect(english['catalog.sort.priceAsc']).toBe(en['catalog.sort.priceAsc']);
    expect(english['api.network']).toBe(en['api.network']);
    expect(Object.keys(english).every((key) => inMessageSet('catalogue', key))).toBe(true);
    expect(Object.keys(english)).not.toContain('account.phone');
    expect(Object.keys(messageSetOf('catalogue', 'zh')).sort()).toEqual(Object.keys(english).sort());
  });

  it('is carried as JSON that cannot close its script element', () => {
    expect(JSON.parse(messageSetJson('catalogue', 'en'))).toEqual(messageSetOf('catalogue', 'en'));
    const closing = { message: '</script><script>alert(1)</script>' };
    expect(scriptJson(closing)).not.toContain('<');
    expect(JSON.parse(scriptJson(closing))).toEqual(closing);
  });
});

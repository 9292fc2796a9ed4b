import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import zh from '../../i18n/zh.json';
import { localePath, messageSetJson, messageSetOf, translate, translateCount } from './i18n.ts';
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

  it('chooses the plural form by the count: English says 1 pack and 3 packs, Chinese has one form', () => {
    expect(translateCount('en', 'product.added', 1)).toBe('1 pack added to the cart');
    expect(translateCount('en', 'product.added', 3)).toBe('3 packs added to the cart');
    expect(translateCount('en', 'product.added', 0)).toBe('0 packs added to the cart');
    expect(translateCount('zh', 'product.added', 1)).toBe('已加入购物车：1 件');
    expect(translateCount('zh', 'product.added', 3)).toBe('已加入购物车：3 件');
    expect(translateCount('en', 'product.mixAdded', 2, { lines: '25 kg × 2' })).toBe('2 packs added to the cart: 25 kg × 2');
  });

  it('has both forms of every counted text in both languages', () => {
    for (const key of Object.keys(zh).filter((key) => key.endsWith('.one'))) {
      const base = key.slice(0, -'.one'.length);
      if (!(`${base}.other` in zh)) continue;
      for (const catalogue of [zh, en] as Record<string, string>[]) expect(catalogue[`${base}.other`], base).toBeTruthy();
      expect((en as Record<string, string>)[key], key).toContain('{count}');
    }
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTION_LIMIT, type SuggestOutput, suggestionKinds, suggestOutput } from '../../src/schemas/suggest.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const suggest = async (keyword: string, locale: 'zh' | 'en' = 'zh') => {
  const answer = await ctx.post<SuggestOutput>('/api/portal/product/suggest', { keyword }, { locale });
  expect(answer.code, keyword).toBe('000000');
  return suggestOutput.parse(answer.data);
};

describe('product/suggest', () => {
  it('answers at most eight suggestions, each saying what it is and where it leads', async () => {
    const answer = await suggest('蓝');
    expect(answer.suggestions).toHaveLength(SUGGESTION_LIMIT);
    for (const suggestion of answer.suggestions) {
      expect(suggestionKinds).toContain(suggestion.kind);
      expect(suggestion.label).not.toBe('');
      expect(suggestion.href).toMatch(/^\/(productDetails\/\d+|product\?)/);
    }
    expect(answer.suggestions.some((suggestion) => suggestion.kind === 'product')).toBe(true);
  });

  it('offers a Colour Index name, a brand and a category by their names, in the asked language', async () => {
    const ci = await suggest('PB 15:3');
    expect(ci.suggestions[0]).toMatchObject({
      kind: 'colourIndex',
      label: 'PB 15:3',
      detail: '颜料蓝 15:3',
      href: `/product?keyword=${encodeURIComponent('PB 15:3')}`,
    });
    const en = await suggest('PB 15:3', 'en');
    expect(en.suggestions[0]).toMatchObject({ kind: 'colourIndex', detail: 'Pigment Blue 15:3', href: `/en/product?keyword=${encodeURIComponent('PB 15:3')}` });
    const category = await suggest('有机颜料');
    expect(category.suggestions[0]).toMatchObject({ kind: 'category', label: '有机颜料', detail: null });
    expect(category.suggestions[0]!.href).toMatch(/^\/product\?itemId=\d+$/);
    expect(category.suggestions[0]!.count).toBeGreaterThan(0);
  });

  it('finds brands, categories and products by pinyin and initials, and by synonyms', async () => {
    expect((await suggest('huacai')).suggestions[0]).toMatchObject({ kind: 'brand', label: '华彩颜料', detail: null });
    expect((await suggest('huacai', 'en')).suggestions[0]).toMatchObject({ kind: 'brand', label: 'Huacai Pigments' });
    expect((await suggest('youji')).suggestions[0]).toMatchObject({ kind: 'category', label: '有机颜料' });
    expect((await suggest('yjyl')).suggestions[0]).toMatchObject({ kind: 'category', label: '有机颜料' });
    for (const keyword of ['taibaifen', 'tbf', '钛bai', 'TiO2']) {
      const products = (await suggest(keyword)).suggestions.filter((suggestion) => suggestion.kind === 'product');
      expect(products.length, keyword).toBeGreaterThan(0);
      expect(products[0]!.label, keyword).toContain('钛白粉');
      expect(products[0]!.hex, keyword).toMatch(/^#[0-9A-F]{6}$/);
    }
    const ironRed = await suggest('tie hong');
    expect(ironRed.suggestions.some((suggestion) => suggestion.kind === 'product' && suggestion.label.includes('铁红'))).toBe(true);
  });

  it('suggests for a corrected keyword when nothing matches as typed, and says so', async () => {
    const answer = await suggest('titanim', 'en');
    expect(answer.correctedKeyword).toBe('titanium');
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.some((suggestion) => /titanium/i.test(suggestion.label))).toBe(true);
    expect((await suggest('PR1O1')).correctedKeyword).toBe('PR 101');
    expect((await suggest('钛白')).correctedKeyword).toBeNull();
  });

  it('hostile or odd keywords answer normally, with nothing or something, never an error', async () => {
    for (const keyword of ['<script>alert(1)</script>', "' or 1=1 --", '(.*)+$', '\\', '%00', '🎨🎨', '\u202e', 'x'.repeat(60), '　']) {
      const answer = await suggest(keyword);
      expect(answer.suggestions.length, keyword).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    }
  });

  it('an empty or blank keyword answers no suggestions', async () => {
    expect((await suggest('')).suggestions).toEqual([]);
    expect((await suggest('   ')).suggestions).toEqual([]);
  });

  it('refuses a keyword too long, of the wrong type, or with unknown fields', async () => {
    for (const body of [{ keyword: 'x'.repeat(61) }, { keyword: 5 }, {}, { keyword: 'a', extra: 1 }, { keyword: 'a\u0000b' }]) {
      const answer = await ctx.post('/api/portal/product/suggest', body);
      expect(answer.code, JSON.stringify(body)).toBe('000002');
      expect(answer.status).toBe(400);
    }
  });

  it('gives one client five suggestions a second on average; another client is not held up', async () => {
    const ask = (clientAddress: string) => ctx.post('/api/portal/product/suggest', { keyword: '蓝' }, { clientAddress });
    const answers = [];
    for (let call = 0; call < 301; call++) answers.push(await ask('203.0.113.7'));
    expect(answers.slice(0, 300).every((answer) => answer.code === '000000')).toBe(true);
    expect(answers[300]).toMatchObject({ status: 429, code: '000006' });
    expect((await ask('203.0.113.8')).code).toBe('000000');
  });
});

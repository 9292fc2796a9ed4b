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
});

import { describe, expect, it } from 'vitest';
import { productListInput } from '../../schemas/catalog.ts';
import { listingKeys, queryFromSearch, searchFromQuery, withChange } from './listing-url.ts';

describe('listing URL', () => {
  it('reads every listing field from the query string', () => {
    const query = queryFromSearch(
      '?keyword=PB+15%3A3&brandId=3&itemId=1&chId=2&threeLevelId=7&fourLevelId=9&applicability=plastics&inStock=true&hasSds=1&minPricePerKgFen=5000&maxPricePerKgFen=9000&sort=priceAsc&curPage=3',
    );
    expect(query).toEqual({
      keyword: 'PB 15:3',
      brandId: 3,
      itemId: 1,
      chId: 2,
      threeLevelId: 7,
      fourLevelId: 9,
      applicability: 'plastics',
      inStock: true,
      hasSds: true,
      minPricePerKgFen: 5000,
      maxPricePerKgFen: 9000,
      sort: 'priceAsc',
      curPage: 3,
    });
  });

  it('drops only the parameters that do not fit, and unknown ones', () => {
    expect(queryFromSearch('?brandId=abc&curPage=0&sort=random&applicability=food&keyword=red&utm_source=x')).toEqual({ keyword: 'red' });
    expect(queryFromSearch('?brandId=-2&inStock=no&maxPricePerKgFen=1.5')).toEqual({ inStock: false });
  });

  it('writes a stable query string without defaults, and reads it back unchanged', () => {
    const query = { sort: 'sales' as const, keyword: '酞菁 蓝', curPage: 2, brandId: 4, inStock: true };
    const search = searchFromQuery(query);
    expect(search).toBe('?keyword=%E9%85%9E%E8%8F%81+%E8%93%9D&brandId=4&inStock=true&sort=sales&curPage=2');
    expect(queryFromSearch(search)).toEqual(query);
    expect(searchFromQuery({ sort: 'comprehensive', curPage: 1, inStock: false })).toBe('');
  });

  it('a new filter goes back to page 1; paging keeps the filters', () => {
    const onPage3 = { keyword: 'red', curPage: 3 };
    expect(withChange(onPage3, { brandId: 2 })).toEqual({ keyword: 'red', brandId: 2 });
    expect(withChange(onPage3, { curPage: 4 })).toEqual({ keyword: 'red', curPage: 4 });
    expect(withChange({ keyword: 'red', brandId: 2 }, { brandId: undefined })).toEqual({ keyword: 'red' });
  });

  it('reads each field by the same rules as the shared schema (productListInput), which it does not import', () => {
    expect(listingKeys).toEqual(Object.keys(productListInput.shape));
    const booleans = new Set(['inStock', 'hasSds']);
    const numeric = new Set(['brandId', 'itemId', 'chId', 'threeLevelId', 'fourLevelId', 'minPricePerKgFen', 'maxPricePerKgFen', 'curPage']);
    const samples = [
      '0',
      '1',
      '-1',
      '2',
      '1.5',
      '1e3',
      ' 7 ',
      'abc',
      'Infinity',
      '2147483647',
      '2147483648',
      '99999',
      '100000',
      '100001',
      '100000000',
      '100000001',
      'true',
      'false',
      '1',
      'no',
      'plastics',
      'food',
      'sales',
      'priceAsc',
      'random',
      '  red  ',
      'x'.repeat(60),
      ` ${'x'.repeat(60)} `,
      'x'.repeat(61),
    ];
    for (const key of listingKeys) {
      for (const raw of samples) {
        const value = numeric.has(key) ? Number(raw) : booleans.has(key) ? raw === 'true' || raw === '1' : raw;
        const field = productListInput.shape[key].safeParse(value);
        const bySchema =
          field.success && field.data !== undefined && !(key === 'curPage' && field.data === 1) && !(key === 'sort' && field.data === 'comprehensive')
            ? field.data
            : undefined;
        expect(queryFromSearch(`?${new URLSearchParams({ [key]: raw })}`)[key], `${key}=${raw}`).toEqual(bySchema);
      }
    }
  });
});

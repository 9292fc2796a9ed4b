/** Varied request bodies for the catalogue calls, built from the facets and products a real answer shows. */
import { type ProductListOutput, type ProductListQuery, productSorts } from '../src/schemas/catalog.ts';
import type { LoadPhase } from './load.ts';

export async function getList(origin: string, body: ProductListQuery): Promise<ProductListOutput> {
  const response = await fetch(`${origin}/api/portal/product/getList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; message: string; data: ProductListOutput };
  if (envelope.code !== '000000') throw new Error(`getList ${JSON.stringify(body)} answered ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** Cycles through `items` in order, so every connection's next request asks something else. */
export function rotate<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

/**
 * Brand × category × sort (4 × 4 × 4 = 64 listings), each also varying page, stock, use and price
 * range by its position, from the facets of the unfiltered listing and of one level-1 category.
 */
export async function listingBodies(origin: string): Promise<ProductListQuery[]> {
  const all = await getList(origin, {});
  const [first, second] = all.facets.categories.filter((category) => category.level === 1);
  if (!first || !second) throw new Error('the listing shows fewer than two level-1 categories');
  const underFirst = await getList(origin, { itemId: first.id });
  const child = underFirst.facets.categories.find((category) => category.parentId === first.id);
  const brands = all.facets.brands.slice(0, 3).map((brand) => ({ brandId: brand.id }));
  const categories = [{}, { itemId: first.id }, { itemId: second.id }, child ? { itemId: first.id, chId: child.id } : { itemId: first.id }];
  const uses = all.facets.applicability.map((facet) => facet.code);
  const price = all.facets.pricePerKgFen;

  const bodies: ProductListQuery[] = [];
  for (const brand of [{}, ...brands])
    for (const category of categories)
      for (const sort of productSorts) {
        const position = bodies.length;
        bodies.push({
          ...brand,
          ...category,
          sort,
          curPage: 1 + (position % 3),
          ...(position % 5 === 0 ? { inStock: true } : {}),
          ...(position % 7 === 0 && uses.length ? { applicability: uses[position % uses.length]! } : {}),
          ...(position % 4 === 1 && price ? { minPricePerKgFen: price.min, maxPricePerKgFen: Math.round((price.min + price.max) / 2) } : {}),
        });
      }
  return bodies;
}

/** Colour Index spellings, Chinese and English names, uses, a real brand and code, and some that find nothing. */
/** bench:api's search keywords that do not depend on the catalogue: names, CI names, words, misses. */
export const fixedSearchKeywords = [
  'PB 15:3',
  '15:3',
  '颜料蓝15:3',
  'C.I. 74160',
  '酞菁',
  'phthalocyanine',
  'red',
  '塑料',
  'PY 83',
  'PR 254',
  '钛白',
  'blue coatings',
  'xyzzy',
  '不存在的颜料',
  'PB 999',
  'qqq zzz',
];

export async function searchKeywords(origin: string): Promise<string[]> {
  const { items } = await getList(origin, { sort: 'sales' });
  const sample = items[0];
  if (!sample) throw new Error('the listing is empty');
  return [...fixedSearchKeywords, sample.brandName, sample.code];
}

/**
 * The three catalogue calls under load: listing (`listingBodies`), keyword search (`searchKeywords`,
 * printed with their matches) and product detail of random ids (a fresh database numbers its products
 * 1…`products`).
 */
export async function cataloguePhases(origin: string, products: number): Promise<LoadPhase[]> {
  const nextListing = rotate(await listingBodies(origin));
  const keywords = await searchKeywords(origin);
  const matches = await Promise.all(keywords.map(async (keyword) => `${keyword} (${(await getList(origin, { keyword })).total})`));
  console.log(`Search keywords (matches): ${matches.join(', ')}`);
  const nextKeyword = rotate(keywords);
  const api = (call: string, name: string, nextBody: () => unknown): LoadPhase => ({
    call,
    method: 'POST',
    path: `/api/portal/product/${name}`,
    nextBody,
    expectEnvelope: true,
  });
  return [
    api('listing', 'getList', nextListing),
    api('search', 'getList', () => ({ keyword: nextKeyword() })),
    api('detail', 'getById', () => ({ id: 1 + Math.floor(Math.random() * products) })),
  ];
}

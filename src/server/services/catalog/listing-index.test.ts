import { describe, expect, it } from 'vitest';
import { type ApplicationCode, applicationCodes } from '../../../schemas/applications.ts';
import { categoryLevelKeys, PRODUCT_PAGE_SIZE, type ProductListInput, productSorts } from '../../../schemas/catalog.ts';
import { type ListingResult, queryListing } from './listing.ts';
import { firstInOrder } from './listing-index.ts';
import { matchTier, matchTiers, parseKeyword, type SearchQuery, searchTargetOf } from './search.ts';
import type { CatalogEntry, CatalogSnapshot, CategoryEntry } from './snapshot.ts';
import { synonymMapOf } from './synonyms.ts';
import { catalogueWords, catalogueWordsOf } from './words.ts';

/** A seeded pseudo-random generator, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { below, chance: (p: number) => next() < p, pick: <T>(items: readonly T[]) => items[below(items.length)]! };
}

const words = ['钛白', '酞菁蓝', '氧化铁红', 'titanium', 'blue', 'red oxide', 'PB 15:3', 'PR 101', 'PW 6', '塑料', 'coatings', '炭黑'];

/** Categories four levels deep; brands; products with ties in sales and price, some unpriced and out of stock. */
function randomCatalogue(seed: number, size: number): CatalogSnapshot {
  const random = randomFrom(seed);
  const categories = new Map<number, CategoryEntry>();
  const add = (parentId: number | null, level: number) => {
    const id = categories.size + 1;
    categories.set(id, { id, parentId, level, nameZh: `类${id}`, nameEn: `Category ${id}`, sort: random.below(3) });
    return id;
  };
  const leaves: number[][] = [];
  for (let one = 0; one < 3; one++) {
    const first = add(null, 1);
    for (let two = 0; two < 3; two++) {
      const second = add(first, 2);
      const third = add(second, 3);
      for (let four = 0; four < 2; four++) leaves.push([first, second, third, add(third, 4)]);
    }
  }
  const brands = new Map([1, 2, 3, 4, 5].map((id) => [id, { id, nameZh: `牌${id}`, nameEn: `Brand ${id}`, sort: random.below(3) }]));
  const entries: CatalogEntry[] = [];
  for (let id = 1; id <= size; id++) {
    const texts = [words.filter(() => random.chance(0.2)).join(' '), `P-${id}`];
    entries.push({
      id,
      code: `P-${id}`,
      nameZh: texts[0]!,
      nameEn: '',
      brandId: 1 + random.below(brands.size),
      ciName: null,
      ciNumber: null,
      hex: null,
      imageUrl: null,
      applicability: applicationCodes.filter(() => random.chance(0.3)),
      categoryPath: random.pick(leaves),
      minPricePerKgFen: random.chance(0.15) ? null : 100 * (1 + random.below(30)),
      stock: random.chance(0.3) ? 0 : 1 + random.below(50),
      salesCount: random.below(20),
      hasSds: random.chance(0.5),
      search: searchTargetOf(texts),
    });
  }
  return {
    entries,
    byId: new Map(entries.map((entry) => [entry.id, entry])),
    categories,
    brands,
    maxCategoryId: categories.size,
    maxBrandId: brands.size,
    synonyms: synonymMapOf([['carbon black', '炭黑']]),
    searchIndexMs: 0,
    searchGeneration: {},
    entriesGeneration: {},
  };
}

function randomInput(seed: number, snapshot: CatalogSnapshot): ProductListInput {
  const random = randomFrom(seed);
  const input: ProductListInput = { sort: random.pick(productSorts), curPage: random.chance(0.7) ? 1 : 1 + random.below(6) };
  if (random.chance(0.4)) input.keyword = random.pick([...words, 'blue titanium', 'qqq', 'P-1', 'tai']);
  if (random.chance(0.4)) input.brandId = 1 + random.below(6);
  if (random.chance(0.5)) {
    const path = random.pick(snapshot.entries).categoryPath;
    const depth = random.below(4);
    for (let level = 0; level <= depth; level++) input[categoryLevelKeys[level]!] = random.chance(0.1) ? 999 : path[level]!;
  }
  if (random.chance(0.3)) input.applicability = random.pick(applicationCodes);
  if (random.chance(0.3)) input.inStock = true;
  if (random.chance(0.3)) input.hasSds = true;
  if (random.chance(0.3)) input.minPricePerKgFen = 100 * random.below(25);
  if (random.chance(0.3)) input.maxPricePerKgFen = 100 * random.below(35);
  return input;
}

/** The listing as every entry tested in turn: what the index must answer exactly. */
function scanListing(snapshot: CatalogSnapshot, input: ProductListInput): Omit<ListingResult, 'correctedKeyword' | 'relaxedKeyword'> {
  const words = catalogueWordsOf(snapshot);
  const query: SearchQuery | null = parseKeyword(input.keyword, snapshot.synonyms, (folded) => catalogueWords(folded, words));
  const chosen = categoryLevelKeys.map((key) => input[key]).filter((id): id is number => id !== undefined);
  const priceFiltered = input.minPricePerKgFen !== undefined || input.maxPricePerKgFen !== undefined;
  const fails = (entry: CatalogEntry) => ({
    brand: input.brandId !== undefined && entry.brandId !== input.brandId,
    category: chosen.some((id) => !entry.categoryPath.includes(id)),
    applicability: input.applicability !== undefined && !entry.applicability.includes(input.applicability),
    inStock: input.inStock === true && entry.stock <= 0,
    hasSds: input.hasSds === true && !entry.hasSds,
    price:
      priceFiltered &&
      (entry.minPricePerKgFen === null ||
        entry.minPricePerKgFen < (input.minPricePerKgFen ?? 0) ||
        entry.minPricePerKgFen > (input.maxPricePerKgFen ?? Number.MAX_SAFE_INTEGER)),
  });
  type Filter = keyof ReturnType<typeof fails>;
  const searched = snapshot.entries.flatMap((entry) => {
    const tier = query ? matchTier(entry.search, query, words.categoryText(entry)) : matchTiers.exact;
    return tier === matchTiers.none ? [] : [{ entry, tier, failed: fails(entry) }];
  });
  const passingAllBut = (skipped: Filter | null) =>
    searched.filter(({ failed }) => Object.entries(failed).every(([name, fail]) => name === skipped || !fail)).map(({ entry }) => entry);
  const countBy = <K>(entries: CatalogEntry[], keysOf: (entry: CatalogEntry) => K[]) => {
    const counts = new Map<K, number>();
    for (const entry of entries) for (const key of keysOf(entry)) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const brandCounts = countBy(passingAllBut('brand'), (entry) => [entry.brandId]);
  const categoryCounts = countBy(passingAllBut('category'), (entry) => entry.categoryPath);
  const useCounts = countBy(passingAllBut('applicability'), (entry) => entry.applicability);
  const prices = passingAllBut('price').flatMap((entry) => (entry.minPricePerKgFen === null ? [] : [entry.minPricePerKgFen]));
  const parents = new Set<number | null>([null, ...chosen]);
  const inOrder = firstInOrder(snapshot, input.sort, snapshot.entries.length);
  const tierOf = new Map(searched.map(({ entry, tier }) => [entry.id, tier]));
  const matches = passingAllBut(null);
  const ids = new Set(matches.map((entry) => entry.id));
  const ordered = inOrder.filter((entry) => ids.has(entry.id));
  if (query && input.sort === 'comprehensive') ordered.sort((a, b) => tierOf.get(b.id)! - tierOf.get(a.id)!);
  const start = (input.curPage - 1) * PRODUCT_PAGE_SIZE;
  return {
    entries: ordered.slice(start, start + PRODUCT_PAGE_SIZE),
    total: matches.length,
    curPage: input.curPage,
    pageSize: PRODUCT_PAGE_SIZE,
    pageCount: Math.ceil(matches.length / PRODUCT_PAGE_SIZE),
    facets: {
      brands: [...snapshot.brands.values()]
        .filter((brand) => brandCounts.has(brand.id))
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((brand) => ({ id: brand.id, name: brand.nameZh, count: brandCounts.get(brand.id)! })),
      categories: [...snapshot.categories.values()]
        .filter((category) => parents.has(category.parentId) && categoryCounts.has(category.id))
        .sort((a, b) => a.level - b.level || a.sort - b.sort || a.id - b.id)
        .map((category) => ({
          id: category.id,
          name: category.nameZh,
          level: category.level,
          parentId: category.parentId,
          count: categoryCounts.get(category.id)!,
        })),
      applicability: applicationCodes.flatMap((code: ApplicationCode) => (useCounts.has(code) ? [{ code, count: useCounts.get(code)! }] : [])),
      inStock: passingAllBut('inStock').filter((entry) => entry.stock > 0).length,
      hasSds: passingAllBut('hasSds').filter((entry) => entry.hasSds).length,
      pricePerKgFen: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    },
  };
}

const ids = ({ entries, ...rest }: Omit<ListingResult, 'correctedKeyword' | 'relaxedKeyword'>) => ({ ...rest, ids: entries.map((entry) => entry.id) });

describe('the listing index', () => {
  it('answers as testing every entry does, over random catalogues and filters', () => {
    for (let catalogue = 1; catalogue <= 4; catalogue++) {
      // Sizes around a multiple of 32 test the last word of each set.
      const snapshot = randomCatalogue(catalogue, [31, 64, 333, 1000][catalogue - 1]!);
      for (let query = 1; query <= 300; query++) {
        const input = randomInput(catalogue * 1000 + query, snapshot);
        const { correctedKeyword, relaxedKeyword, ...indexed } = queryListing(snapshot, input, 'zh');
        const expected = scanListing(snapshot, { ...input, keyword: correctedKeyword ?? relaxedKeyword ?? input.keyword });
        expect(ids(indexed), JSON.stringify(input)).toEqual(ids(expected));
      }
    }
  });

  it('orders the best sellers first, ties by id', () => {
    const snapshot = randomCatalogue(7, 200);
    const expected = snapshot.entries.toSorted((a, b) => b.salesCount - a.salesCount || a.id - b.id).slice(0, 8);
    expect(firstInOrder(snapshot, 'sales', 8)).toEqual(expected);
  });
});

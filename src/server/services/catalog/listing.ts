import { type ApplicationCode, applicationCodes } from '../../../schemas/applications.ts';
import {
  type CategoryFacet,
  categoryLevelKeys,
  PRODUCT_PAGE_SIZE,
  type ProductListInput,
  type ProductListOutput,
  type ProductSort,
} from '../../../schemas/catalog.ts';
import type { Locale } from '../../../schemas/common.ts';
import { pick } from '../localize.ts';
import { matchTier, matchTiers, parseKeyword, type SearchQuery } from './search.ts';
import { correctKeyword } from './slips.ts';
import type { CatalogEntry, CatalogSnapshot } from './snapshot.ts';

/** Each filter a product can fail, as a bit: a product failing one filter still counts in that filter's facet. */
const failBits = { brand: 1, category: 2, applicability: 4, inStock: 8, price: 16, hasSds: 32 } as const;
type FailBit = (typeof failBits)[keyof typeof failBits];

export type ListingResult = Omit<ProductListOutput, 'items'> & { entries: CatalogEntry[] };

const RESULT_CACHE_SIZE = 500;
/** Who asks: the listing's answers are kept apart from those of the suggestions, whose every keystroke is a new keyword. */
type Asker = 'listing' | 'suggest';
const resultCaches: Record<Asker, WeakMap<CatalogSnapshot, Map<string, ListingResult>>> = { listing: new WeakMap(), suggest: new WeakMap() };

/**
 * Filters, facet counts, sort and page. A facet's counts apply every other filter but its own, so a
 * chosen brand still shows how many products the other brands would give. Answers for the same
 * snapshot and input are kept (the most recent few hundred): a snapshot never changes once loaded.
 */
export function queryListing(snapshot: CatalogSnapshot, input: ProductListInput, locale: Locale, asker: Asker = 'listing'): ListingResult {
  let cache = resultCaches[asker].get(snapshot);
  if (!cache) resultCaches[asker].set(snapshot, (cache = new Map()));
  const key = `${locale}${JSON.stringify(input)}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const result = listingWithCorrection(snapshot, input, locale);
  cache.set(key, result);
  if (cache.size > RESULT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return result;
}

/**
 * A keyword that matches no product at all as typed (with its pinyin and synonyms) is corrected, a slip
 * of one character at most (slips.ts), and the answer is for the corrected keyword, which it names.
 */
function listingWithCorrection(snapshot: CatalogSnapshot, input: ProductListInput, locale: Locale): ListingResult {
  const query = parseKeyword(input.keyword, snapshot.synonyms);
  const { result, anyMatch } = computeListing(snapshot, input, query, locale);
  if (!query || anyMatch) return result;
  const corrected = correctKeyword(snapshot, input.keyword!);
  if (!corrected) return result;
  const retried = computeListing(snapshot, { ...input, keyword: corrected }, parseKeyword(corrected, snapshot.synonyms), locale);
  return retried.anyMatch ? { ...retried.result, correctedKeyword: corrected } : result;
}

function computeListing(
  snapshot: CatalogSnapshot,
  input: ProductListInput,
  query: SearchQuery | null,
  locale: Locale,
): { result: ListingResult; anyMatch: boolean } {
  const chosenCategories = categoryLevelKeys.map((key) => input[key]).filter((id): id is number => id !== undefined);
  const minPrice = input.minPricePerKgFen ?? 0;
  const maxPrice = input.maxPricePerKgFen ?? Number.MAX_SAFE_INTEGER;
  const priceFiltered = input.minPricePerKgFen !== undefined || input.maxPricePerKgFen !== undefined;
  const failures = (entry: CatalogEntry): number =>
    (input.brandId !== undefined && entry.brandId !== input.brandId ? failBits.brand : 0) |
    (chosenCategories.some((id) => !entry.categoryPath.includes(id)) ? failBits.category : 0) |
    (input.applicability !== undefined && !entry.applicability.includes(input.applicability) ? failBits.applicability : 0) |
    (input.inStock && entry.stock <= 0 ? failBits.inStock : 0) |
    (input.hasSds && !entry.hasSds ? failBits.hasSds : 0) |
    (priceFiltered && (entry.minPricePerKgFen === null || entry.minPricePerKgFen < minPrice || entry.minPricePerKgFen > maxPrice) ? failBits.price : 0);

  // Ids are small serial numbers: counting into arrays indexed by id is several times faster than maps.
  const brandCounts = new Uint32Array(snapshot.maxBrandId + 1);
  const categoryCounts = new Uint32Array(snapshot.maxCategoryId + 1);
  const applicabilityCounts: Partial<Record<ApplicationCode, number>> = {};
  let inStock = 0;
  let hasSds = 0;
  let priceRange: { min: number; max: number } | null = null;
  const countsIn = (failed: number, bit: FailBit) => failed === 0 || failed === bit;
  // With a keyword, "comprehensive" ranks by how well it matched first: one list per match tier, each in the sort's order.
  const byTier = query && input.sort === 'comprehensive';
  const matches: CatalogEntry[][] = [[], [], [], [], []];
  let anyMatch = false;

  for (const entry of sortedEntries(snapshot, input.sort)) {
    const tier = query ? matchTier(entry.search, query) : 0;
    if (query && tier === 0) continue;
    anyMatch = true;
    const failed = failures(entry);
    // Failing two filters, a product counts in no facet.
    if (failed !== 0 && (failed & (failed - 1)) !== 0) continue;
    if (countsIn(failed, failBits.brand)) brandCounts[entry.brandId]!++;
    if (countsIn(failed, failBits.category)) for (const id of entry.categoryPath) categoryCounts[id]!++;
    if (countsIn(failed, failBits.applicability)) for (const code of entry.applicability) applicabilityCounts[code] = (applicabilityCounts[code] ?? 0) + 1;
    if (countsIn(failed, failBits.inStock) && entry.stock > 0) inStock++;
    if (countsIn(failed, failBits.hasSds) && entry.hasSds) hasSds++;
    if (countsIn(failed, failBits.price) && entry.minPricePerKgFen !== null) {
      const price = entry.minPricePerKgFen;
      priceRange = priceRange ? { min: Math.min(priceRange.min, price), max: Math.max(priceRange.max, price) } : { min: price, max: price };
    }
    if (failed === 0) matches[byTier ? matchTiers.exact - tier : 0]!.push(entry);
  }

  const ordered = matches.flat();
  const start = (input.curPage - 1) * PRODUCT_PAGE_SIZE;
  const result: ListingResult = {
    entries: ordered.slice(start, start + PRODUCT_PAGE_SIZE),
    total: ordered.length,
    curPage: input.curPage,
    pageSize: PRODUCT_PAGE_SIZE,
    pageCount: Math.ceil(ordered.length / PRODUCT_PAGE_SIZE),
    facets: {
      brands: brandFacet(snapshot, brandCounts, locale),
      categories: categoryFacet(snapshot, categoryCounts, chosenCategories, locale),
      applicability: applicationCodes.flatMap((code) => (applicabilityCounts[code] ? [{ code, count: applicabilityCounts[code] }] : [])),
      inStock,
      hasSds,
      pricePerKgFen: priceRange,
    },
    correctedKeyword: null,
  };
  return { result, anyMatch };
}

type Compare = (a: CatalogEntry, b: CatalogEntry) => number;
const byId: Compare = (a, b) => a.id - b.id;
const bySales: Compare = (a, b) => b.salesCount - a.salesCount;
/** Products with no pack on sale have no price: they sort last whichever the direction. */
const byPrice =
  (direction: 1 | -1): Compare =>
  (a, b) => {
    const x = a.minPricePerKgFen;
    const y = b.minPricePerKgFen;
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * direction;
  };
const inStockFirst: Compare = (a, b) => Number(b.stock > 0) - Number(a.stock > 0);
const then =
  (...comparators: Compare[]): Compare =>
  (a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };

/**
 * "Comprehensive" (the default): how well the keyword matches (exact, prefix, substring, all words),
 * then products in stock, then sales volume. Every order ends on the id, so paging is stable.
 */
const comparators: Record<ProductSort, Compare> = {
  comprehensive: then(inStockFirst, bySales, byId),
  sales: then(bySales, byId),
  priceAsc: then(byPrice(1), byId),
  priceDesc: then(byPrice(-1), byId),
};

const sortedCache = new WeakMap<CatalogSnapshot, Partial<Record<ProductSort, CatalogEntry[]>>>();

/** Every entry in a sort's order, sorted once per snapshot: a query then only filters. */
function sortedEntries(snapshot: CatalogSnapshot, sort: ProductSort): CatalogEntry[] {
  let sorted = sortedCache.get(snapshot);
  if (!sorted) sortedCache.set(snapshot, (sorted = {}));
  return (sorted[sort] ??= [...snapshot.entries].sort(comparators[sort]));
}

function brandFacet(snapshot: CatalogSnapshot, counts: Uint32Array, locale: Locale) {
  return [...snapshot.brands.values()]
    .filter((brand) => counts[brand.id]! > 0)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((brand) => ({ id: brand.id, name: pick(locale, brand.nameZh, brand.nameEn), count: counts[brand.id]! }));
}

/** The level-1 categories, and the children of each chosen category, with their counts. */
function categoryFacet(snapshot: CatalogSnapshot, counts: Uint32Array, chosen: number[], locale: Locale): CategoryFacet[] {
  const parents = new Set<number | null>([null, ...chosen]);
  return [...snapshot.categories.values()]
    .filter((category) => parents.has(category.parentId) && counts[category.id]! > 0)
    .sort((a, b) => a.level - b.level || a.sort - b.sort || a.id - b.id)
    .map((category) => ({
      id: category.id,
      name: pick(locale, category.nameZh, category.nameEn),
      level: category.level,
      parentId: category.parentId,
      count: counts[category.id]!,
    }));
}

import { applicationCodes, type ApplicationCode } from '../../../schemas/applications.ts';
import { categoryLevelKeys, PRODUCT_PAGE_SIZE, type CategoryFacet, type ProductListInput, type ProductListOutput } from '../../../schemas/catalog.ts';
import type { Locale } from '../../../schemas/common.ts';
import { pick } from '../localize.ts';
import { matchTier, parseKeyword, type MatchTier } from './search.ts';
import type { CatalogEntry, CatalogSnapshot } from './snapshot.ts';

type Dimension = 'brand' | 'category' | 'applicability' | 'inStock' | 'price';
const dimensions: readonly Dimension[] = ['brand', 'category', 'applicability', 'inStock', 'price'];

type Candidate = { entry: CatalogEntry; tier: MatchTier; failed: Dimension[] };

export type ListingResult = Omit<ProductListOutput, 'items'> & { entries: CatalogEntry[] };

/**
 * Filters, facet counts, sort and page. A facet's counts apply every other filter but its own, so a
 * chosen brand still shows how many products the other brands would give.
 */
export function queryListing(snapshot: CatalogSnapshot, input: ProductListInput, locale: Locale): ListingResult {
  const query = parseKeyword(input.keyword);
  const chosenCategories = categoryLevelKeys.map((key) => input[key]).filter((id): id is number => id !== undefined);
  const passes: Record<Dimension, (entry: CatalogEntry) => boolean> = {
    brand: (entry) => input.brandId === undefined || entry.brandId === input.brandId,
    category: (entry) => chosenCategories.every((id) => entry.categoryPath.includes(id)),
    applicability: (entry) => input.applicability === undefined || entry.applicability.includes(input.applicability),
    inStock: (entry) => !input.inStock || entry.stock > 0,
    price: (entry) =>
      (input.minPricePerKgFen === undefined && input.maxPricePerKgFen === undefined) ||
      (entry.minPricePerKgFen !== null &&
        entry.minPricePerKgFen >= (input.minPricePerKgFen ?? 0) &&
        entry.minPricePerKgFen <= (input.maxPricePerKgFen ?? Number.MAX_SAFE_INTEGER)),
  };

  const candidates: Candidate[] = [];
  for (const entry of snapshot.entries) {
    const tier = query ? matchTier(entry.searchKeys, query) : 0;
    if (query && tier === 0) continue;
    const failed = dimensions.filter((dimension) => !passes[dimension](entry));
    // Failing two filters, a product counts in no facet.
    if (failed.length <= 1) candidates.push({ entry, tier, failed });
  }
  const matches = candidates.filter((candidate) => candidate.failed.length === 0);
  const countedFor = (dimension: Dimension) =>
    candidates.filter((candidate) => candidate.failed.length === 0 || candidate.failed[0] === dimension).map((candidate) => candidate.entry);

  matches.sort(comparators[input.sort]);
  const total = matches.length;
  const start = (input.curPage - 1) * PRODUCT_PAGE_SIZE;
  return {
    entries: matches.slice(start, start + PRODUCT_PAGE_SIZE).map((candidate) => candidate.entry),
    total,
    curPage: input.curPage,
    pageSize: PRODUCT_PAGE_SIZE,
    pageCount: Math.ceil(total / PRODUCT_PAGE_SIZE),
    facets: {
      brands: brandFacet(snapshot, countedFor('brand'), locale),
      categories: categoryFacet(snapshot, countedFor('category'), chosenCategories, locale),
      applicability: applicabilityFacet(countedFor('applicability')),
      inStock: countedFor('inStock').filter((entry) => entry.stock > 0).length,
      pricePerKgFen: priceRange(countedFor('price')),
    },
  };
}

const byId = (a: Candidate, b: Candidate) => a.entry.id - b.entry.id;
const bySales = (a: Candidate, b: Candidate) => b.entry.salesCount - a.entry.salesCount;
/** Products with no pack on sale have no price: they sort last whichever the direction. */
const byPrice = (direction: 1 | -1) => (a: Candidate, b: Candidate) => {
  const x = a.entry.minPricePerKgFen;
  const y = b.entry.minPricePerKgFen;
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return (x - y) * direction;
};
const inStockFirst = (a: Candidate, b: Candidate) => Number(b.entry.stock > 0) - Number(a.entry.stock > 0);
const then =
  (...comparators: ((a: Candidate, b: Candidate) => number)[]) =>
  (a: Candidate, b: Candidate) => {
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
const comparators: Record<ProductListInput['sort'], (a: Candidate, b: Candidate) => number> = {
  comprehensive: then((a, b) => b.tier - a.tier, inStockFirst, bySales, byId),
  sales: then(bySales, byId),
  priceAsc: then(byPrice(1), byId),
  priceDesc: then(byPrice(-1), byId),
};

function brandFacet(snapshot: CatalogSnapshot, entries: CatalogEntry[], locale: Locale) {
  const counts = countBy(entries, (entry) => [entry.brandId]);
  return [...snapshot.brands.values()]
    .filter((brand) => counts.has(brand.id))
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((brand) => ({ id: brand.id, name: pick(locale, brand.nameZh, brand.nameEn), count: counts.get(brand.id)! }));
}

/** The level-1 categories, and the children of each chosen category, with their counts. */
function categoryFacet(snapshot: CatalogSnapshot, entries: CatalogEntry[], chosen: number[], locale: Locale): CategoryFacet[] {
  const counts = countBy(entries, (entry) => entry.categoryPath);
  const parents = new Set<number | null>([null, ...chosen]);
  return [...snapshot.categories.values()]
    .filter((category) => parents.has(category.parentId) && counts.has(category.id))
    .sort((a, b) => a.level - b.level || a.sort - b.sort || a.id - b.id)
    .map((category) => ({
      id: category.id,
      name: pick(locale, category.nameZh, category.nameEn),
      level: category.level,
      parentId: category.parentId,
      count: counts.get(category.id)!,
    }));
}

function applicabilityFacet(entries: CatalogEntry[]) {
  const counts = countBy(entries, (entry) => entry.applicability);
  return applicationCodes
    .filter((code) => counts.has(code))
    .map((code: ApplicationCode) => ({ code, count: counts.get(code)! }));
}

function priceRange(entries: CatalogEntry[]) {
  const prices = entries.flatMap((entry) => (entry.minPricePerKgFen === null ? [] : [entry.minPricePerKgFen]));
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

function countBy<K>(entries: CatalogEntry[], keysOf: (entry: CatalogEntry) => readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const entry of entries) for (const key of keysOf(entry)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

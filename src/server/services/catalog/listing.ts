import { applicationCodes } from '../../../schemas/applications.ts';
import { type CategoryFacet, categoryLevelKeys, PRODUCT_PAGE_SIZE, type ProductListInput, type ProductListOutput } from '../../../schemas/catalog.ts';
import type { Locale } from '../../../schemas/common.ts';
import { pick } from '../localize.ts';
import { addBit, type Bits, countBits, countBoth, emptyBits, intersection } from './bitset.ts';
import { listingIndexOf, orderOf, pageOf, pricedBetween, priceRangeOf } from './listing-index.ts';
import { matchTier, matchTiers, parseKeyword, type SearchQuery } from './search.ts';
import { correctKeyword } from './slips.ts';
import type { CatalogEntry, CatalogSnapshot } from './snapshot.ts';
import { catalogueWords, catalogueWordsOf, GENERIC_WORDS, hasChinese, isColourCharacter, meaningfulAlone } from './words.ts';

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

/** A keyword's readings, its Chinese split into the catalogue's words. */
function queryOf(snapshot: CatalogSnapshot, keyword: string | undefined): SearchQuery | null {
  const words = catalogueWordsOf(snapshot);
  return parseKeyword(keyword, snapshot.synonyms, (folded) => catalogueWords(folded, words), isColourCharacter);
}

/**
 * A keyword that matches no product at all as typed (with its pinyin and synonyms, its words in any
 * order) is corrected, a slip of one character at most (slips.ts), and the answer is for the corrected
 * keyword, which it names. Failing that, it is relaxed: its generic words left out (颜料, 型), then
 * only its words some product has, then the one word most products have; the answer names the words.
 */
function listingWithCorrection(snapshot: CatalogSnapshot, input: ProductListInput, locale: Locale): ListingResult {
  const query = queryOf(snapshot, input.keyword);
  const { result, anyMatch } = computeListing(snapshot, input, query, locale);
  if (!query || anyMatch) return result;
  const corrected = correctKeyword(snapshot, input.keyword!);
  if (corrected) {
    const retried = computeListing(snapshot, { ...input, keyword: corrected }, queryOf(snapshot, corrected), locale);
    if (retried.anyMatch) return { ...retried.result, correctedKeyword: corrected };
  }
  for (const keyword of relaxations(snapshot, query)) {
    const retried = computeListing(snapshot, { ...input, keyword }, queryOf(snapshot, keyword), locale);
    if (retried.anyMatch) return { ...retried.result, relaxedKeyword: keyword };
  }
  return result;
}

/** Fewer of a keyword's words to look for, in the order they are tried. */
function* relaxations(snapshot: CatalogSnapshot, query: SearchQuery): Generator<string> {
  const { wordTexts } = query;
  const specific = wordTexts.filter((word) => !GENERIC_WORDS.has(word));
  if (specific.length > 0 && specific.length < wordTexts.length) yield specific.join(' ');
  // Only Chinese is relaxed: leaving out a code, a grade or a Latin name (PB 999 to PB, 钛白粉 R-902 to
  // 钛白粉) would answer with what the buyer did not mean.
  if (!wordTexts.every(hasChinese)) return;
  const found = specific
    .filter(meaningfulAlone)
    .map((word) => ({ word, count: countBits(keywordMatches(snapshot, word, queryOf(snapshot, word)!).any) }))
    .filter(({ count }) => count > 0);
  if (found.length > 1 && found.length < specific.length) yield found.map(({ word }) => word).join(' ');
  const most = found.sort((a, b) => b.count - a.count || b.word.length - a.word.length)[0];
  // A colour on its own is looked for as its family (红 as 红色), not in every 金红石.
  if (most && wordTexts.length > 1) yield isColourCharacter(most.word) ? `${most.word}色` : most.word;
}

type FilterName = 'brand' | 'category' | 'applicability' | 'inStock' | 'price' | 'hasSds';

function computeListing(
  snapshot: CatalogSnapshot,
  input: ProductListInput,
  query: SearchQuery | null,
  locale: Locale,
): { result: ListingResult; anyMatch: boolean } {
  const index = listingIndexOf(snapshot);
  const chosenCategories = categoryLevelKeys.map((key) => input[key]).filter((id): id is number => id !== undefined);
  const none = emptyBits(index.size);
  const filters: [FilterName, Bits][] = [];
  if (input.brandId !== undefined) filters.push(['brand', index.byBrand.get(input.brandId) ?? none]);
  if (chosenCategories.length > 0) filters.push(['category', intersection(index.all, ...chosenCategories.map((id) => index.byCategory.get(id) ?? none))]);
  if (input.applicability !== undefined) filters.push(['applicability', index.byUse.get(input.applicability) ?? none]);
  if (input.inStock) filters.push(['inStock', index.inStock]);
  if (input.hasSds) filters.push(['hasSds', index.hasSds]);
  if (input.minPricePerKgFen !== undefined || input.maxPricePerKgFen !== undefined)
    filters.push(['price', pricedBetween(snapshot, index, input.minPricePerKgFen ?? 0, input.maxPricePerKgFen ?? Number.MAX_SAFE_INTEGER)]);

  const matched = query ? keywordMatches(snapshot, input.keyword!, query) : null;
  const searched = matched?.any ?? index.all;
  /** A facet's counts apply every filter but its own. */
  const passingAllBut = (skipped: FilterName | null) => intersection(searched, ...filters.flatMap(([name, bits]) => (name === skipped ? [] : [bits])));

  const byBrand = passingAllBut('brand');
  const byCategory = passingAllBut('category');
  const byUse = passingAllBut('applicability');
  const matches = passingAllBut(null);
  const total = countBits(matches);
  // With a keyword, "comprehensive" ranks by how well it matched first: each match tier in the sort's order.
  const groups =
    matched && input.sort === 'comprehensive'
      ? matched.byTier.map((tier) => {
          const bits = intersection(matches, tier);
          return { bits, count: countBits(bits) };
        })
      : [{ bits: matches, count: total }];
  const start = (input.curPage - 1) * PRODUCT_PAGE_SIZE;
  const result: ListingResult = {
    entries: pageOf(snapshot, orderOf(snapshot, input.sort), groups, start, PRODUCT_PAGE_SIZE),
    total,
    curPage: input.curPage,
    pageSize: PRODUCT_PAGE_SIZE,
    pageCount: Math.ceil(total / PRODUCT_PAGE_SIZE),
    facets: {
      brands: brandFacet(snapshot, (id) => countBoth(index.byBrand.get(id) ?? none, byBrand), locale),
      categories: categoryFacet(snapshot, (id) => countBoth(index.byCategory.get(id) ?? none, byCategory), chosenCategories, locale),
      applicability: applicationCodes.flatMap((code) => {
        const count = countBoth(index.byUse.get(code) ?? none, byUse);
        return count ? [{ code, count }] : [];
      }),
      inStock: countBoth(index.inStock, passingAllBut('inStock')),
      hasSds: countBoth(index.hasSds, passingAllBut('hasSds')),
      pricePerKgFen: priceRangeOf(snapshot, index, passingAllBut('price')),
    },
    correctedKeyword: null,
    relaxedKeyword: null,
  };
  return { result, anyMatch: matched === null || countBits(matched.any) > 0 };
}

/** The entries a keyword matches, all and per tier (best first). */
type KeywordMatches = { any: Bits; byTier: Bits[] };
const KEPT_KEYWORDS = 200;
const keywordCaches = new WeakMap<object, Map<string, KeywordMatches>>();

/**
 * Matching a keyword tests every entry's texts: kept for the most recent keywords, whatever the filters,
 * while the entries are the same (a sale does not forget them).
 */
function keywordMatches(snapshot: CatalogSnapshot, keyword: string, query: SearchQuery): KeywordMatches {
  let cache = keywordCaches.get(snapshot.entriesGeneration);
  if (!cache) keywordCaches.set(snapshot.entriesGeneration, (cache = new Map()));
  const kept = cache.get(keyword);
  if (kept) return kept;
  const size = snapshot.entries.length;
  const any = emptyBits(size);
  const byTier = [matchTiers.exact, matchTiers.prefix, matchTiers.substring, matchTiers.allWords].map(() => emptyBits(size));
  const { categoryText } = catalogueWordsOf(snapshot);
  snapshot.entries.forEach((entry, position) => {
    const tier = matchTier(entry.search, query, query.words.length > 0 ? categoryText(entry) : '');
    if (tier === matchTiers.none) return;
    addBit(any, position);
    addBit(byTier[matchTiers.exact - tier]!, position);
  });
  const matches = { any, byTier };
  cache.set(keyword, matches);
  if (cache.size > KEPT_KEYWORDS) cache.delete(cache.keys().next().value!);
  return matches;
}

function brandFacet(snapshot: CatalogSnapshot, countOf: (brandId: number) => number, locale: Locale) {
  return [...snapshot.brands.values()]
    .map((brand) => ({ brand, count: countOf(brand.id) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => a.brand.sort - b.brand.sort || a.brand.id - b.brand.id)
    .map(({ brand, count }) => ({ id: brand.id, name: pick(locale, brand.nameZh, brand.nameEn), count }));
}

/** The level-1 categories, and the children of each chosen category, with their counts. */
function categoryFacet(snapshot: CatalogSnapshot, countOf: (categoryId: number) => number, chosen: number[], locale: Locale): CategoryFacet[] {
  const parents = new Set<number | null>([null, ...chosen]);
  return [...snapshot.categories.values()]
    .filter((category) => parents.has(category.parentId))
    .map((category) => ({ category, count: countOf(category.id) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => a.category.level - b.category.level || a.category.sort - b.category.sort || a.category.id - b.category.id)
    .map(({ category, count }) => ({
      id: category.id,
      name: pick(locale, category.nameZh, category.nameEn),
      level: category.level,
      parentId: category.parentId,
      count,
    }));
}

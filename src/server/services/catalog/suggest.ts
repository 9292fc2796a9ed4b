import { localePath } from '../../../lib/locale-paths.ts';
import { categoryLevelKeys } from '../../../schemas/catalog-values.ts';
import { ciLongNameOrNull } from '../../../schemas/colour-index.ts';
import type { Locale } from '../../../schemas/common.ts';
import { SUGGESTION_LIMIT, type Suggestion, type SuggestionKind, type SuggestOutput } from '../../../schemas/suggest.ts';
import type { Db } from '../../db/client.ts';
import { pick } from '../localize.ts';
import { queryListing } from './listing.ts';
import { type MatchTier, matchTier, matchTiers, parseKeyword, type SearchQuery, type SearchTarget, searchTargetOf } from './search.ts';
import { type CatalogSnapshot, type CategoryEntry, getCatalog } from './snapshot.ts';

/** The most suggestions of each kind but products, so that products keep most of the list. */
const PER_KIND_LIMIT = 2;
/** At the same match tier, the broader kinds come first: they hold the products below them. */
const kindOrder: Record<SuggestionKind, number> = { colourIndex: 0, brand: 1, category: 2, product: 3 };

type Candidate = {
  kind: Exclude<SuggestionKind, 'product'>;
  search: SearchTarget;
  count: number;
  label: (locale: Locale) => string;
  detail: (locale: Locale) => string | null;
  path: string;
};

const candidateCache = new WeakMap<object, Candidate[]>();

/** The brands, categories and Colour Index names that hold products on sale, with their names indexed for search. */
function candidatesOf(snapshot: CatalogSnapshot): Candidate[] {
  const kept = candidateCache.get(snapshot.entriesGeneration);
  if (kept) return kept;
  const brandCounts = new Map<number, number>();
  const categoryCounts = new Map<number, number>();
  const ciCounts = new Map<string, number>();
  for (const entry of snapshot.entries) {
    brandCounts.set(entry.brandId, (brandCounts.get(entry.brandId) ?? 0) + 1);
    for (const id of entry.categoryPath) categoryCounts.set(id, (categoryCounts.get(id) ?? 0) + 1);
    if (entry.ciName) ciCounts.set(entry.ciName, (ciCounts.get(entry.ciName) ?? 0) + 1);
  }
  const candidates: Candidate[] = [];
  for (const [id, count] of brandCounts) {
    const brand = snapshot.brands.get(id);
    if (!brand) continue;
    candidates.push({
      kind: 'brand',
      search: searchTargetOf([brand.nameZh, brand.nameEn]),
      count,
      label: (locale) => pick(locale, brand.nameZh, brand.nameEn),
      detail: () => null,
      path: `/product?brandId=${id}`,
    });
  }
  for (const [id, count] of categoryCounts) {
    const category = snapshot.categories.get(id);
    if (!category) continue;
    const ancestors: CategoryEntry[] = [];
    for (let parent = category.parentId; parent !== null; parent = snapshot.categories.get(parent)?.parentId ?? null) {
      const found = snapshot.categories.get(parent);
      if (found) ancestors.unshift(found);
    }
    const query = [...ancestors, category].map((step, level) => `${categoryLevelKeys[level]}=${step.id}`);
    candidates.push({
      kind: 'category',
      search: searchTargetOf([category.nameZh, category.nameEn]),
      count,
      label: (locale) => pick(locale, category.nameZh, category.nameEn),
      detail: (locale) => (ancestors.length ? ancestors.map((ancestor) => pick(locale, ancestor.nameZh, ancestor.nameEn)).join(' › ') : null),
      path: `/product?${query.join('&')}`,
    });
  }
  for (const [ciName, count] of ciCounts) {
    const long = ciLongNameOrNull(ciName);
    candidates.push({
      kind: 'colourIndex',
      search: searchTargetOf([ciName, ...ciName.split('/'), long?.zh ?? '', long?.en ?? '']),
      count,
      label: () => ciName,
      detail: (locale) => (long ? pick(locale, long.zh, long.en) : null),
      path: `/product?keyword=${encodeURIComponent(ciName)}`,
    });
  }
  candidateCache.set(snapshot.entriesGeneration, candidates);
  return candidates;
}

type Ranked = { tier: MatchTier; order: number; suggestion: Suggestion };

function otherKinds(snapshot: CatalogSnapshot, query: SearchQuery, locale: Locale): Ranked[] {
  const ranked: (Ranked & { count: number })[] = [];
  for (const candidate of candidatesOf(snapshot)) {
    const tier = matchTier(candidate.search, query);
    if (tier === matchTiers.none || tier === matchTiers.allWords) continue;
    ranked.push({
      tier,
      order: 0,
      count: candidate.count,
      suggestion: {
        kind: candidate.kind,
        label: candidate.label(locale),
        detail: candidate.detail(locale),
        href: localePath(locale, candidate.path),
        hex: null,
        count: candidate.count,
      },
    });
  }
  ranked.sort((a, b) => b.tier - a.tier || kindOrder[a.suggestion.kind] - kindOrder[b.suggestion.kind] || b.count - a.count);
  const perKind = new Map<SuggestionKind, number>();
  return ranked.filter(({ suggestion }) => {
    const taken = perKind.get(suggestion.kind) ?? 0;
    perKind.set(suggestion.kind, taken + 1);
    return taken < PER_KIND_LIMIT;
  });
}

/**
 * Up to eight suggestions for what a visitor is typing: products as the listing would rank them for
 * the keyword, with the Colour Index names, brands and categories whose names match it, best match first.
 */
export async function suggest(db: Db, keyword: string, locale: Locale): Promise<SuggestOutput> {
  const snapshot = await getCatalog(db);
  if (!parseKeyword(keyword, snapshot.synonyms)) return { suggestions: [], correctedKeyword: null };
  const listing = queryListing(snapshot, { keyword, sort: 'comprehensive', curPage: 1 }, locale, 'suggest');
  // The listing corrects a keyword that matches nothing; the other kinds follow its correction.
  const query = parseKeyword(listing.correctedKeyword ?? keyword, snapshot.synonyms)!;
  const products: Ranked[] = listing.entries.slice(0, SUGGESTION_LIMIT).map((entry, order) => {
    const brand = snapshot.brands.get(entry.brandId);
    const brandName = brand ? pick(locale, brand.nameZh, brand.nameEn) : '';
    return {
      tier: matchTier(entry.search, query),
      order,
      suggestion: {
        kind: 'product',
        label: pick(locale, entry.nameZh, entry.nameEn),
        detail: [brandName, entry.ciName].filter(Boolean).join(' · ') || null,
        href: localePath(locale, `/productDetails/${entry.id}`),
        hex: entry.hex,
        count: null,
      },
    };
  });
  const others = otherKinds(snapshot, query, locale);
  // Products keep at least half the list; the other kinds come first at an equal or better tier.
  const kept = others.slice(0, Math.max(SUGGESTION_LIMIT - products.length, SUGGESTION_LIMIT / 2));
  const merged = [...kept, ...products]
    .sort((a, b) => b.tier - a.tier || kindOrder[a.suggestion.kind] - kindOrder[b.suggestion.kind] || a.order - b.order)
    .slice(0, SUGGESTION_LIMIT);
  return { suggestions: merged.map((ranked) => ranked.suggestion), correctedKeyword: listing.correctedKeyword };
}

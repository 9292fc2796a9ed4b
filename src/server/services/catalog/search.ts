import { foldForSearch } from '../../../lib/search-text.ts';

/** How well a product matches: exact beats prefix beats substring beats every word somewhere. */
export const matchTiers = { exact: 4, prefix: 3, substring: 2, allWords: 1, none: 0 } as const;
export type MatchTier = (typeof matchTiers)[keyof typeof matchTiers];

export type SearchQuery = { whole: string; words: string[] };

export function parseKeyword(keyword: string | undefined): SearchQuery | null {
  const whole = foldForSearch(keyword ?? '');
  if (!whole) return null;
  const words = (keyword ?? '').split(/\s+/).map(foldForSearch).filter(Boolean);
  return { whole, words: words.length > 1 ? words : [] };
}

/** `keys` are the product's folded searchable texts (see snapshot.ts). */
export function matchTier(keys: readonly string[], query: SearchQuery): MatchTier {
  let best: MatchTier = matchTiers.none;
  for (const key of keys) {
    if (key === query.whole) return matchTiers.exact;
    if (best < matchTiers.prefix && key.startsWith(query.whole)) best = matchTiers.prefix;
    else if (best < matchTiers.substring && key.includes(query.whole)) best = matchTiers.substring;
  }
  if (best > matchTiers.none || query.words.length === 0) return best;
  const everyWordFound = query.words.every((word) => keys.some((key) => key.includes(word)));
  return everyWordFound ? matchTiers.allWords : matchTiers.none;
}

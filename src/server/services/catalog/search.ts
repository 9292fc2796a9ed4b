import { foldForSearch } from '../../../schemas/search-text.ts';
import { keywordAsPinyin, type SpelledRuns, type Spelling, spell } from './pinyin.ts';

/** How well a product matches: exact beats prefix beats substring beats every word somewhere. */
export const matchTiers = { exact: 4, prefix: 3, substring: 2, allWords: 1, none: 0 } as const;
export type MatchTier = (typeof matchTiers)[keyof typeof matchTiers];

/*
 * What a keyword is matched against, built once per catalogue change (snapshot.ts): the folded texts,
 * their full pinyin and their initials, each set as one string of texts between newlines. Folding takes
 * every space out, so a newline never occurs inside a text: one `includes` over the string answers
 * "in any text", "\nq" "at the start of one" and "\nq\n" "one exactly".
 */
export type SearchTarget = { text: string; pinyin: string; initials: string };
type Field = keyof SearchTarget;

const SEPARATOR = '\n';
/** One flat string: one made by concatenation would keep its pieces too (50,000 products' worth). */
const joined = (texts: Iterable<string>) => {
  const unique = [...new Set(texts)];
  return unique.length ? ['', ...unique, ''].join(SEPARATOR) : '';
};

type Indexed = { folded: string; spelling: Spelling | null };
const KEPT_TEXTS = 100_000;

/**
 * Makes targets, each text folded and spelled once while the maker is kept (one catalogue load): most
 * texts (chemistry, brands, uses, Colour Index names) repeat across thousands of products, and folding
 * alone would be most of indexing them. What it keeps goes with it, not with the catalogue.
 */
export function searchTargetMaker(): (texts: readonly string[]) => SearchTarget {
  const indexedTexts = new Map<string, Indexed>();
  const runs: SpelledRuns = new Map();
  const indexed = (text: string): Indexed => {
    let found = indexedTexts.get(text);
    if (!found) {
      const folded = foldForSearch(text);
      found = { folded, spelling: spell(folded, runs) };
      if (indexedTexts.size >= KEPT_TEXTS) indexedTexts.clear();
      indexedTexts.set(text, found);
    }
    return found;
  };
  return (texts) => {
    const folded: string[] = [];
    const full: string[] = [];
    const initials: string[] = [];
    for (const text of texts) {
      const { folded: one, spelling } = indexed(text);
      if (!one) continue;
      folded.push(one);
      if (!spelling) continue;
      full.push(...spelling.full);
      initials.push(spelling.initials);
    }
    return { text: joined(folded), pinyin: joined(full), initials: joined(initials) };
  };
}

/** The target of some texts (names, chemistry, brand, Colour Index names, uses), folded and spelled. */
export const searchTargetOf = (texts: readonly string[]): SearchTarget => searchTargetMaker()(texts);

/**
 * One way of reading a keyword, the part of the target it is looked for in, and the best tier it can
 * give: a synonym's match ranks as a substring match at best, so that what was typed comes first.
 */
type Needle = { field: Field; anywhere: string; start: string; whole: string; best: MatchTier };
const needle = (field: Field, folded: string, best: MatchTier = matchTiers.exact): Needle => ({
  field,
  anywhere: folded,
  start: `${SEPARATOR}${folded}`,
  whole: `${SEPARATOR}${folded}${SEPARATOR}`,
  best,
});

export type SearchQuery = {
  /** The keyword as typed, then as pinyin and initials, then its synonyms. */
  whole: Needle[];
  /**
   * Each word's readings: every word must be found, in any order, for the lowest tier; a category word
   * (红) only among the product's category names.
   */
  words: { readings: Needle[]; categoryOnly: boolean }[];
  /** The folded words, in the order of `words`. */
  wordTexts: string[];
};

/** Folded term → the folded terms it means too (the synonym table, synonyms.ts). */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** Initials are only letters; a single letter, as initials or pinyin, would match nearly everything. */
const initialsLike = /^[a-z]{2,}$/;
/** Latin letters and digits only (with the Colour Index colon), two or more: worth looking for in the pinyin. */
const latinLike = /^(?=.*[a-z])[a-z0-9:]{2,}$/;

function readingsOf(keyword: string, synonyms: SynonymMap): Needle[] {
  const folded = foldForSearch(keyword);
  if (!folded) return [];
  const readings = [needle('text', folded)];
  const asPinyin = keywordAsPinyin(folded);
  if (asPinyin && latinLike.test(asPinyin)) readings.push(needle('pinyin', asPinyin));
  if (initialsLike.test(folded)) readings.push(needle('initials', folded));
  for (const term of synonyms.get(folded) ?? (asPinyin ? synonyms.get(asPinyin) : undefined) ?? []) readings.push(needle('text', term, matchTiers.substring));
  return readings;
}

/**
 * The readings of a keyword as a whole and word by word: words are what spaces separate, each split
 * further by `split` when given (Chinese into the catalogue's words, words.ts).
 */
export function parseKeyword(
  keyword: string | undefined,
  synonyms: SynonymMap = new Map(),
  split: (folded: string) => string[] = (folded) => [folded],
  isCategoryWord: (word: string) => boolean = () => false,
): SearchQuery | null {
  const whole = readingsOf(keyword ?? '', synonyms);
  if (whole.length === 0) return null;
  const wordTexts = [...new Set((keyword ?? '').split(/\s+/).flatMap((word) => split(foldForSearch(word))))].filter(Boolean);
  const words = wordTexts.map((word) => ({ readings: readingsOf(word, synonyms), categoryOnly: wordTexts.length > 1 && isCategoryWord(word) }));
  return { whole, words, wordTexts };
}

function tierOf(target: SearchTarget, reading: Needle): MatchTier {
  const haystack = target[reading.field];
  if (!haystack.includes(reading.anywhere)) return matchTiers.none;
  if (reading.best === matchTiers.substring) return matchTiers.substring;
  if (haystack.includes(reading.whole)) return matchTiers.exact;
  if (haystack.includes(reading.start)) return matchTiers.prefix;
  return matchTiers.substring;
}

/** Whether one word is found in some reading, or in `categoryText` (the product's category names) as written. */
const wordFound = (target: SearchTarget, { readings, categoryOnly }: SearchQuery['words'][number], categoryText: string) =>
  categoryText.includes(readings[0]!.anywhere) || (!categoryOnly && readings.some((reading) => target[reading.field].includes(reading.anywhere)));

/**
 * The best tier any reading of the keyword reaches; failing all, every word found in some reading or
 * among the product's category names (so that 红色 finds the red colour family).
 */
export function matchTier(target: SearchTarget, query: SearchQuery, categoryText = ''): MatchTier {
  let best: MatchTier = matchTiers.none;
  for (const reading of query.whole) {
    const tier = tierOf(target, reading);
    if (tier > best) best = tier;
    if (best === matchTiers.exact) return best;
  }
  if (best > matchTiers.none || query.words.length === 0) return best;
  // One word is the whole keyword, whose readings were just looked for: only the category names are new.
  if (query.words.length === 1) return categoryText.includes(query.words[0]!.readings[0]!.anywhere) ? matchTiers.allWords : matchTiers.none;
  return query.words.every((word) => wordFound(target, word, categoryText)) ? matchTiers.allWords : matchTiers.none;
}

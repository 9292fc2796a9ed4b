import { foldForSearch } from '../../../schemas/search-text.ts';
import type { CatalogEntry, CatalogSnapshot, CategoryEntry } from './snapshot.ts';

/*
 * Chinese is written without spaces: "金红石型钛白粉" is the words 金红石型 and 钛白粉, which a product
 * named "钛白粉（金红石型）" has in the other order. A keyword's Chinese is split into the words the
 * catalogue itself uses (its texts and category names as the dictionary, longest first), so that each
 * word can be found on its own, in any order; a general-purpose segmenter splits 金红石 into 金|红|石.
 */

const HAN_RUN = /\p{Script=Han}+/gu;
const HAS_HAN = /\p{Script=Han}/u;

/**
 * Words that say what every product is (颜料 "pigment", 型 "type"): a query keeps them when they match,
 * and drops them, without a word, when they alone stand in the way of a match.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(['颜料', '型', '的', '色', '类', '系列', '产品', 'pigment', 'pigments']);

const SEPARATOR = '\n';
const KEPT_SPLITS = 500;

export type CatalogueWords = {
  /** Every folded text of the catalogue and every category name, between newlines. */
  vocabulary: string;
  /** A product's category names (its colour family, kind, chemistry and grade), folded, between newlines. */
  categoryText: (entry: CatalogEntry) => string;
  /** Splits of Chinese runs already worked out. */
  splits: Map<string, string[]>;
};

const byTexts = new WeakMap<object, WeakMap<Map<number, CategoryEntry>, CatalogueWords>>();

/** The catalogue's words, worked out once while its texts and categories stay the same. */
export function catalogueWordsOf(snapshot: CatalogSnapshot): CatalogueWords {
  let byCategories = byTexts.get(snapshot.searchGeneration);
  if (!byCategories) byTexts.set(snapshot.searchGeneration, (byCategories = new WeakMap()));
  let words = byCategories.get(snapshot.categories);
  if (!words) byCategories.set(snapshot.categories, (words = makeCatalogueWords(snapshot)));
  return words;
}

function makeCatalogueWords(snapshot: CatalogSnapshot): CatalogueWords {
  const names = new Map<number, string>();
  for (const category of snapshot.categories.values()) names.set(category.id, `${foldForSearch(category.nameZh)}${SEPARATOR}${foldForSearch(category.nameEn)}`);
  const texts = new Set<string>(names.values());
  for (const entry of snapshot.entries) {
    for (const text of entry.search.text.split(SEPARATOR)) if (HAS_HAN.test(text)) texts.add(text);
  }
  const byPath = new Map<number, string>();
  return {
    vocabulary: [...texts].join(SEPARATOR),
    categoryText: (entry) => {
      const leaf = entry.categoryPath.at(-1) ?? -1;
      let text = byPath.get(leaf);
      if (text === undefined) byPath.set(leaf, (text = `${SEPARATOR}${entry.categoryPath.map((id) => names.get(id) ?? '').join(SEPARATOR)}${SEPARATOR}`));
      return text;
    },
    splits: new Map(),
  };
}

/** The longest word looked for, and the longest run split: beyond them a keyword is no phrase a buyer types. */
const LONGEST_WORD = 8;
const LONGEST_RUN = 32;

/**
 * A Chinese run as the catalogue's words: at each place the longest piece (of at most LONGEST_WORD
 * characters) some text or category has. Each try scans the vocabulary, so a run is split only up to
 * LONGEST_RUN characters: a keyword of hundreds of characters costs no more than one of 32.
 */
function splitRun(run: string, words: CatalogueWords): string[] {
  if (run.length > LONGEST_RUN) return [run];
  const kept = words.splits.get(run);
  if (kept) return kept;
  const pieces: string[] = [];
  let start = 0;
  while (start < run.length) {
    let end = Math.min(run.length, start + LONGEST_WORD);
    while (end > start + 1 && !words.vocabulary.includes(run.slice(start, end))) end--;
    pieces.push(run.slice(start, end));
    start = end;
  }
  if (words.splits.size >= KEPT_SPLITS) words.splits.clear();
  words.splits.set(run, pieces);
  return pieces;
}

/** One character that names a colour: as a word of its own it means the colour family (红 → 红色), not every 金红石. */
const COLOUR_CHARACTERS = new Set(['红', '黄', '蓝', '绿', '白', '黑', '紫', '橙', '棕', '灰']);
export const isColourCharacter = (word: string): boolean => COLOUR_CHARACTERS.has(word);

/** Whether a word means something on its own: two characters or more, a colour, or no Chinese (not 不 or 性). */
export const meaningfulAlone = (word: string): boolean => [...word].length > 1 || !HAS_HAN.test(word) || isColourCharacter(word);

/** Whether a keyword has Chinese, whose words a buyer runs together. */
export const hasChinese = (text: string): boolean => HAS_HAN.test(text);

/** A folded word as the catalogue's words: its Chinese runs split, everything between them as it is. */
export function catalogueWords(folded: string, words: CatalogueWords): string[] {
  const pieces: string[] = [];
  let last = 0;
  for (const match of folded.matchAll(HAN_RUN)) {
    if (match.index > last) pieces.push(folded.slice(last, match.index));
    pieces.push(...splitRun(match[0], words));
    last = match.index + match[0].length;
  }
  if (last < folded.length) pieces.push(folded.slice(last));
  return pieces;
}

import { applicationLabels } from '../../../schemas/applications.ts';
import { ciLongNameOrNull } from '../../../schemas/colour-index.ts';
import { foldForSearch } from '../../../schemas/search-text.ts';
import { hasHan, type SpelledRuns, spell } from './pinyin.ts';
import { matchTier, matchTiers, parseKeyword } from './search.ts';
import type { CatalogSnapshot } from './snapshot.ts';

/*
 * Slips of one character: a keyword that matches nothing as typed is tried again with each word that
 * matches nothing corrected. A Latin word (English, a Colour Index name, pinyin) of at least
 * MIN_CORRECTED_LENGTH characters becomes the catalogue's word one edit away (a character wrong,
 * missing, extra, or two swapped), or, from MIN_STARTED_LENGTH, whose beginning is (a word still being
 * typed); a Chinese word has one character swapped for a
 * look-alike or same-sound one buyers often type instead.
 */

export const MIN_CORRECTED_LENGTH = 4;
/** Shorter, a word one edit from the beginning of some word is too often a different word. */
const MIN_STARTED_LENGTH = 6;

/** Characters confused for one another by shape or sound in pigment names; each may stand for any other of its group. */
const lookAlikeGroups = [
  '钛太泰汰酞',
  '铁贴帖',
  '菁青精晶',
  '蓝兰篮',
  '绿录',
  '铬格络',
  '锌辛',
  '钴古姑',
  '镍涅捏',
  '铋必',
  '炭碳',
  '氧养',
  '酮铜同',
  '黄簧璜',
  '红宏虹洪',
  '棕粽宗',
  '橙澄',
  '群裙',
  '粉份纷',
  '喹奎',
  '吡比',
  '咯洛',
  '吖丫',
  '啶定锭',
  '偶藕',
  '唑坐',
  '联连',
  '胺安铵',
  '锐瑞',
  '钒凡矾',
  '铝吕旅',
  '浆桨将',
  '珠朱株',
  '白百柏',
  '颜严研',
  '固故',
];
const lookAlikes = new Map<string, string[]>();
for (const group of lookAlikeGroups) {
  const characters = [...group];
  for (const character of characters) lookAlikes.set(character, [...(lookAlikes.get(character) ?? []), ...characters.filter((other) => other !== character)]);
}

/** Whether `typed` becomes `known` by changing, adding, removing one character, or swapping two neighbours. */
export function withinOneEdit(typed: string, known: string): boolean {
  if (typed === known) return true;
  const lengthDifference = typed.length - known.length;
  if (lengthDifference > 1 || lengthDifference < -1) return false;
  let same = 0;
  while (same < typed.length && same < known.length && typed[same] === known[same]) same++;
  if (lengthDifference === 1) return typed.slice(same + 1) === known.slice(same);
  if (lengthDifference === -1) return typed.slice(same) === known.slice(same + 1);
  if (typed.slice(same + 1) === known.slice(same + 1)) return true;
  return typed[same] === known[same + 1] && typed[same + 1] === known[same] && typed.slice(same + 2) === known.slice(same + 2);
}

type Word = { display: string; count: number };

/** By the snapshot's search generation: a reload for sales keeps the words. */
const vocabularies = new WeakMap<object, Map<string, Word>>();

/**
 * The catalogue's Latin words (folded) with how they are written and how many products use them; the
 * synonym table's terms are looked at besides (correctLatin).
 */
function vocabularyOf(snapshot: CatalogSnapshot): Map<string, Word> {
  const kept = vocabularies.get(snapshot.searchGeneration);
  if (kept) return kept;
  const words = new Map<string, Word>();
  const add = (display: string, seen: Set<string>) => {
    const folded = foldForSearch(display);
    if (folded.length < MIN_CORRECTED_LENGTH - 1 || hasHan(folded) || seen.has(folded)) return;
    seen.add(folded);
    const word = words.get(folded);
    if (word) word.count++;
    else words.set(folded, { display, count: 1 });
  };
  const splitWords = (text: string) => text.split(/[^\p{L}\p{N}:]+/u);
  const runs: SpelledRuns = new Map();
  for (const entry of snapshot.entries) {
    const seen = new Set<string>();
    const brand = snapshot.brands.get(entry.brandId);
    for (const text of [entry.nameEn, brand?.nameEn ?? '', ...entry.applicability.map((code) => applicationLabels[code].en)]) {
      for (const word of splitWords(text)) add(word.toLowerCase(), seen);
    }
    if (entry.ciName) {
      for (const part of [entry.ciName, ...entry.ciName.split('/')]) add(part.trim(), seen);
      for (const word of splitWords(ciLongNameOrNull(entry.ciName)?.en ?? '')) add(word.toLowerCase(), seen);
    }
    if (entry.ciNumber) add(entry.ciNumber, seen);
    for (const text of [entry.nameZh, brand?.nameZh ?? '']) {
      for (const run of text.match(/\p{Script=Han}+/gu) ?? []) for (const full of spell(run, runs)?.full ?? []) add(full, seen);
    }
  }
  vocabularies.set(snapshot.searchGeneration, words);
  return words;
}

const matchesAny = (snapshot: CatalogSnapshot, keyword: string): boolean => {
  const query = parseKeyword(keyword, snapshot.synonyms);
  return query !== null && snapshot.entries.some((entry) => matchTier(entry.search, query) !== matchTiers.none);
};

function correctLatin(snapshot: CatalogSnapshot, folded: string): string | null {
  let best: { word: Word; whole: boolean; corrected: string } | null = null;
  const synonymTerms = [...snapshot.synonyms.keys()].map((term): [string, Word] => [term, { display: term, count: 0 }]);
  for (const [known, word] of [...vocabularyOf(snapshot), ...synonymTerms]) {
    if (known.length < MIN_CORRECTED_LENGTH - 1 || hasHan(known)) continue;
    const whole = withinOneEdit(folded, known);
    // A word still being typed: its beginning, one edit away.
    const startLength =
      whole || folded.length < MIN_STARTED_LENGTH || known.length < folded.length
        ? undefined
        : [folded.length - 1, folded.length, folded.length + 1].find((length) => withinOneEdit(folded, known.slice(0, length)));
    if (!whole && startLength === undefined) continue;
    const better = !best || (whole && !best.whole) || (whole === best.whole && word.count > best.word.count);
    if (better) best = { word, whole, corrected: whole ? word.display : known.slice(0, startLength) };
  }
  return best?.corrected ?? null;
}

function correctChinese(snapshot: CatalogSnapshot, folded: string): string | null {
  const characters = [...folded];
  for (const [index, character] of characters.entries()) {
    for (const other of lookAlikes.get(character) ?? []) {
      const candidate = characters.with(index, other).join('');
      if (matchesAny(snapshot, candidate)) return candidate;
    }
  }
  return null;
}

/**
 * The keyword with each word that matches nothing corrected, or null when no word could be (or none
 * needed it). Called only for a keyword that matched nothing: a search that found products never is.
 */
export function correctKeyword(snapshot: CatalogSnapshot, keyword: string): string | null {
  let changed = false;
  const words = keyword
    .trim()
    .split(/\s+/)
    .map((word) => {
      const folded = foldForSearch(word);
      if (!folded || matchesAny(snapshot, word)) return word;
      const corrected = hasHan(folded) ? correctChinese(snapshot, folded) : folded.length >= MIN_CORRECTED_LENGTH ? correctLatin(snapshot, folded) : null;
      if (corrected === null) return word;
      changed = true;
      return corrected;
    });
  return changed ? words.join(' ') : null;
}

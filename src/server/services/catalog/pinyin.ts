import { pinyin } from 'pinyin-pro';

/*
 * Pinyin for search, worked out on the server when the catalogue is indexed: buyers type 钛白粉 as
 * "taibaifen", "tai bai fen", "tàibáifěn" or its initials "tbf". pinyin-pro reads each character in its
 * word's context (polyphones such as 色 in 色浆 read as "se").
 */

const hanRun = /(\p{Script=Han}+)/u;
const anyHan = /\p{Script=Han}/u;
const combiningMarks = /\p{M}+/gu;
/** Two or more syllables of two letters or more, each ending in a tone number: "tai4bai2fen3" (not "fe2o3"). */
const toneNumbered = /^(?:(?=[a-z]*[aeiouv])[a-z]{2,6}[1-5]){2,}$/;

export const hasHan = (text: string): boolean => anyHan.test(text);

export type Spelling = {
  /** Full pinyin without tones, ü written v ("lvse"), then, when there is a ü, written u ("luse"). */
  full: string[];
  /** The first letter of each character's pinyin; other characters as they are. */
  initials: string;
};

/**
 * Runs of Chinese characters → their syllables, kept by whoever spells many texts (indexing the
 * catalogue): runs repeat across products far more than whole texts do.
 */
export type SpelledRuns = Map<string, string[]>;
/** Up to this many runs are kept; then the memory starts over. */
const KEPT_RUNS = 50_000;

function syllablesOf(run: string, runs: SpelledRuns): string[] {
  let syllables = runs.get(run);
  if (!syllables) {
    syllables = pinyin(run, { toneType: 'none', type: 'array', v: true });
    if (runs.size >= KEPT_RUNS) runs.clear();
    runs.set(run, syllables);
  }
  return syllables;
}

/** The pinyin of a folded text (search-text.ts); null when it has no Chinese character. */
export function spell(folded: string, runs: SpelledRuns = new Map()): Spelling | null {
  if (!hasHan(folded)) return null;
  let withV = '';
  let withU = '';
  let initials = '';
  for (const part of folded.split(hanRun)) {
    if (!part) continue;
    if (!hasHan(part)) {
      withV += part;
      withU += part;
      initials += part;
      continue;
    }
    for (const syllable of syllablesOf(part, runs)) {
      withV += syllable;
      withU += syllable.replaceAll('v', 'u');
      initials += syllable[0] ?? '';
    }
  }
  return { full: withU === withV ? [withV] : [withV, withU], initials };
}

/**
 * A folded keyword as pinyin, to match the spellings above: tone marks and tone numbers dropped, ü as u,
 * Chinese characters spelled ("钛bai" → "taibai"). Null when there is no Latin letter in it: a keyword
 * all in Chinese is matched as written.
 */
export function keywordAsPinyin(folded: string): string | null {
  if (!/[a-z\u00c0-\u024f]/.test(folded)) return null;
  let plain = folded.normalize('NFD').replace(combiningMarks, '').normalize('NFC');
  if (toneNumbered.test(plain)) plain = plain.replace(/[1-5]/g, '');
  return hasHan(plain) ? (spell(plain)?.full[0] ?? plain) : plain;
}

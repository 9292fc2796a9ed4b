import { foldForSearch } from '../../schemas/search-text.ts';

export type TextPart = { text: string; match: boolean };

/**
 * Splits a shown text around what the keyword matched, the way the search matches: ignoring case,
 * full-width forms and spaces or separators, so "pb15:3" marks "PB 15:3". Each word of a several-word
 * keyword is marked on its own.
 */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const { folded, origins } = foldWithOrigins(text);
  const needles = [keyword, ...keyword.split(/\s+/)].map(foldForSearch).filter(Boolean);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const needle of new Set(needles)) {
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
      // From the match's first to its last original character, spaces inside included: "PB 15:3" is one mark.
      marked.fill(true, origins[at]!, origins[at + needle.length - 1]! + 1);
    }
  }
  const parts: TextPart[] = [];
  for (let index = 0; index < text.length; index++) {
    const last = parts.at(-1);
    if (last && last.match === marked[index]) last.text += text[index];
    else parts.push({ text: text[index]!, match: marked[index]! });
  }
  return parts;
}

/** The folded text, and for each folded character the index of the original character it came from. */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const piece = foldForSearch(text[index]!);
    folded += piece;
    for (let count = 0; count < piece.length; count++) origins.push(index);
  }
  return { folded, origins };
}

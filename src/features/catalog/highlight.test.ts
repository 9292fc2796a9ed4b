import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

const marked = (text: string, keyword: string) =>
  highlightParts(text, keyword)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('marks a plain substring, ignoring case', () => {
    expect(highlightParts('Phthalocyanine Blue BGS', 'blue')).toEqual([
      { text: 'Phthalocyanine ', match: false },
      { text: 'Blue', match: true },
      { text: ' BGS', match: false },
    ]);
  });

  it('marks Colour Index names written without spaces or in full width, as one mark', () => {
    expect(marked('酞菁蓝 PB 15:3 G-101', 'pb15:3')).toEqual(['PB 15:3']);
    expect(marked('酞菁蓝 PB 15:3', 'ＰＢ１５:３')).toEqual(['PB 15:3']);
  });

  it('marks Chinese substrings and each word of a several-word keyword', () => {
    expect(marked('酞菁蓝 B-201（塑料级）', '酞菁')).toEqual(['酞菁']);
    expect(marked('Blue pigment for plastics', 'blue plastics')).toEqual(['Blue', 'plastics']);
    // Only brackets between them: the whole keyword matched, as the search matched it.
    expect(marked('Phthalocyanine Blue (Plastics grade)', 'blue plastics')).toEqual(['Blue (Plastics']);
  });

  it('leaves a text without a match whole', () => {
    expect(highlightParts('Iron Oxide Red', 'zzz')).toEqual([{ text: 'Iron Oxide Red', match: false }]);
    expect(highlightParts('Iron Oxide Red', '  ')).toEqual([{ text: 'Iron Oxide Red', match: false }]);
  });
});

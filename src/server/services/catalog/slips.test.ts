import { describe, expect, it } from 'vitest';
import { searchTargetOf } from './search.ts';
import { correctKeyword, withinOneEdit } from './slips.ts';
import type { CatalogEntry, CatalogSnapshot } from './snapshot.ts';
import { synonymMapOf } from './synonyms.ts';

describe('one edit apart', () => {
  it('a character wrong, missing, extra, or two neighbours swapped', () => {
    expect(withinOneEdit('titanim', 'titanium')).toBe(true);
    expect(withinOneEdit('titaniumm', 'titanium')).toBe(true);
    expect(withinOneEdit('titamium', 'titanium')).toBe(true);
    expect(withinOneEdit('tiatnium', 'titanium')).toBe(true);
    expect(withinOneEdit('pr1o1', 'pr101')).toBe(true);
  });

  it('not two edits, nor two swaps apart', () => {
    expect(withinOneEdit('titnim', 'titanium')).toBe(false);
    expect(withinOneEdit('tiatinum', 'titanium')).toBe(false);
    expect(withinOneEdit('pr10', 'pr101')).toBe(true);
    expect(withinOneEdit('pr1', 'pr101')).toBe(false);
  });
});

const entry = (id: number, nameZh: string, nameEn: string, ciName: string): CatalogEntry => ({
  id,
  code: `C-${id}`,
  nameZh,
  nameEn,
  brandId: 1,
  ciName,
  ciNumber: null,
  hex: null,
  imageUrl: null,
  applicability: [],
  categoryPath: [1],
  minPricePerKgFen: null,
  stock: 1,
  salesCount: 0,
  hasSds: false,
  search: searchTargetOf([nameZh, nameEn, ciName]),
});
const entries = [
  entry(1, '钛白粉', 'Titanium Dioxide', 'PW 6'),
  entry(2, '酞菁蓝 15:3', 'Phthalocyanine Blue 15:3', 'PB 15:3'),
  entry(3, '氧化铁红', 'Iron Oxide Red', 'PR 101'),
];
const snapshot: CatalogSnapshot = {
  entries,
  byId: new Map(entries.map((one) => [one.id, one])),
  categories: new Map(),
  brands: new Map([[1, { id: 1, nameZh: '白峰钛业', nameEn: 'Baifeng Titanium', sort: 0 }]]),
  maxCategoryId: 1,
  maxBrandId: 1,
  synonyms: synonymMapOf([['carbon black', '炭黑']]),
  searchIndexMs: 0,
  searchGeneration: {},
  entriesGeneration: {},
};

describe('correcting a keyword that matches nothing', () => {
  it('an English word, a Colour Index name or pinyin one edit from the catalogue’s', () => {
    expect(correctKeyword(snapshot, 'titanim')).toBe('titanium');
    expect(correctKeyword(snapshot, 'Titanim dioxide')).toBe('titanium dioxide');
    expect(correctKeyword(snapshot, 'PR1O1')).toBe('PR 101');
    expect(correctKeyword(snapshot, 'taibaifne')).toBe('taibaifen');
  });

  it('a word still being typed, by its beginning, from six characters', () => {
    expect(correctKeyword(snapshot, 'phtalocy')).toBe('phthalocy');
    expect(correctKeyword(snapshot, 'phtal')).toBeNull();
  });

  it('a Chinese character for a look-alike or same-sound one', () => {
    expect(correctKeyword(snapshot, '太白粉')).toBe('钛白粉');
    expect(correctKeyword(snapshot, '钛菁蓝')).toBe('酞菁蓝');
    expect(correctKeyword(snapshot, '氧化贴红')).toBe('氧化铁红');
  });

  it('nothing for short words, words too far off, or words that match', () => {
    expect(correctKeyword(snapshot, 'tio')).toBeNull();
    expect(correctKeyword(snapshot, 'xyzzy')).toBeNull();
    expect(correctKeyword(snapshot, '不存在')).toBeNull();
    expect(correctKeyword(snapshot, 'titanium')).toBeNull();
  });
});

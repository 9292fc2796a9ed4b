import { describe, expect, it } from 'vitest';
import { matchTier, matchTiers, parseKeyword, searchTargetOf } from './search.ts';
import { synonymMapOf } from './synonyms.ts';

const titanium = searchTargetOf(['钛白粉（金红石型） R-902', 'Titanium Dioxide Rutile', '二氧化钛（金红石型）', 'PW 6', '白峰钛业']);
const ironRed = searchTargetOf(['氧化铁红 130', 'Iron Oxide Red 130', 'PR 101', '金石氧化铁']);
const synonyms = synonymMapOf([
  ['TiO2', '钛白粉', 'titanium dioxide', 'PW6'],
  ['Fe2O3', '氧化铁红', '铁红', 'PR101'],
]);
const tier = (target: typeof titanium, keyword: string) => matchTier(target, parseKeyword(keyword, synonyms)!);

describe('matching folded text', () => {
  it('ranks exact, prefix, substring and every word', () => {
    expect(tier(titanium, 'PW 6')).toBe(matchTiers.exact);
    expect(tier(titanium, '钛白')).toBe(matchTiers.prefix);
    expect(tier(titanium, '金红石')).toBe(matchTiers.substring);
    expect(tier(titanium, 'rutile titanium')).toBe(matchTiers.allWords);
    expect(tier(titanium, 'rutile anatase')).toBe(matchTiers.none);
  });

  it('an empty or separator-only keyword is no query', () => {
    expect(parseKeyword('  ', synonyms)).toBeNull();
    expect(parseKeyword('（ ）', synonyms)).toBeNull();
  });
});

describe('matching pinyin and initials', () => {
  it('full pinyin by the same tiers, with or without spaces and tones', () => {
    expect(tier(ironRed, 'yanghuatiehong130')).toBe(matchTiers.exact);
    expect(tier(titanium, 'taibaifen')).toBe(matchTiers.prefix);
    expect(tier(titanium, 'tài bái fěn')).toBe(matchTiers.prefix);
    expect(tier(ironRed, 'tiehong')).toBe(matchTiers.substring);
    expect(tier(ironRed, 'tie hong')).toBe(matchTiers.substring);
  });

  it('initials, and a keyword mixing Chinese and pinyin', () => {
    expect(tier(titanium, 'tbf')).toBe(matchTiers.prefix);
    expect(tier(titanium, 'bfty')).toBe(matchTiers.exact);
    expect(tier(titanium, '钛bai')).toBe(matchTiers.prefix);
    expect(tier(ironRed, 'tbf')).toBe(matchTiers.none);
  });

  it('a single letter is read as neither initials nor pinyin', () => {
    expect(tier(ironRed, 'y')).toBe(matchTiers.none);
  });
});

describe('matching synonyms', () => {
  it('a term finds what the others of its group find, ranked as a substring match at best', () => {
    expect(tier(titanium, 'TiO2')).toBe(matchTiers.substring);
    expect(tier(ironRed, 'Fe2O3')).toBe(matchTiers.substring);
    expect(tier(ironRed, 'TiO2')).toBe(matchTiers.none);
    // What was typed keeps its own tier.
    expect(tier(titanium, 'PW6')).toBe(matchTiers.exact);
  });

  it('the pinyin of a Chinese term is the term', () => {
    expect(synonymMapOf([['铁红', 'PR101']]).get('tiehong')).toEqual(['pr101']);
  });

  it('each word of several may be a synonym', () => {
    expect(tier(titanium, 'TiO2 rutile')).toBe(matchTiers.allWords);
  });
});

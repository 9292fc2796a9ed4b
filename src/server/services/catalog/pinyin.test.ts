import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../schemas/search-text.ts';
import { keywordAsPinyin, spell } from './pinyin.ts';

describe('pinyin of catalogue texts', () => {
  it('spells Chinese without tones, with its initials, keeping other characters', () => {
    expect(spell(foldForSearch('钛白粉（金红石型）'))).toEqual({ full: ['taibaifenjinhongshixing'], initials: 'tbfjhsx' });
    expect(spell(foldForSearch('酞菁蓝 15:3'))).toEqual({ full: ['taijinglan15:3'], initials: 'tjl15:3' });
    expect(spell('氧化铁红')?.initials).toBe('yhth');
  });

  it('reads a polyphone by its word: 色 in 色浆 is "se"', () => {
    expect(spell('色浆')?.full).toEqual(['sejiang']);
  });

  it('writes ü both as v and as u', () => {
    expect(spell('绿色')?.full).toEqual(['lvse', 'luse']);
    expect(spell('氧化铬绿')?.initials).toBe('yhgl');
  });

  it('has nothing to spell in a text without Chinese', () => {
    expect(spell('pb15:3')).toBeNull();
  });
});

describe('a keyword read as pinyin', () => {
  it('drops tone marks and tone numbers, and spells the Chinese of a mixed keyword', () => {
    expect(keywordAsPinyin(foldForSearch('Tài Bái Fěn'))).toBe('taibaifen');
    expect(keywordAsPinyin('tai4bai2fen3')).toBe('taibaifen');
    expect(keywordAsPinyin('lǜse')).toBe('luse');
    expect(keywordAsPinyin('钛bai')).toBe('taibai');
  });

  it('keeps the digits of a formula or a Colour Index name, and leaves a Chinese keyword alone', () => {
    expect(keywordAsPinyin('fe2o3')).toBe('fe2o3');
    expect(keywordAsPinyin('pb15:3')).toBe('pb15:3');
    expect(keywordAsPinyin('钛白粉')).toBeNull();
  });
});

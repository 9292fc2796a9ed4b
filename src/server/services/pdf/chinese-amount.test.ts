import { describe, expect, it } from 'vitest';
import { fenInChineseWords } from './chinese-amount.ts';

describe('fenInChineseWords', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角'],
    [100, '壹元整'],
    [1000, '壹拾元整'],
    [123456, '壹仟贰佰叁拾肆元伍角陆分'],
    [10000, '壹佰元整'],
    [100005, '壹仟元零伍分'],
    [168032, '壹仟陆佰捌拾元叁角贰分'],
    [1000100, '壹万零壹元整'],
    [10001000, '壹拾万零壹拾元整'],
    [100000000, '壹佰万元整'],
    [1000000100, '壹仟万零壹元整'],
    [10000000000, '壹亿元整'],
    [10100000000, '壹亿零壹佰万元整'],
    [120000340, '壹佰贰拾万零叁元肆角'],
  ])('%i fen is %s', (fen, words) => {
    expect(fenInChineseWords(fen)).toBe(words);
  });

  it('refuses what is not a whole non-negative number of fen', () => {
    expect(() => fenInChineseWords(-1)).toThrow(RangeError);
    expect(() => fenInChineseWords(1.5)).toThrow(RangeError);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import zh from '../../i18n/zh.json';
import { genericIssueKey, issueWording } from './validation-issues.ts';

describe('generic issue wording', () => {
  it('every key it can give has a text in both catalogues', () => {
    const source = readFileSync(new URL('./validation-issues.ts', import.meta.url), 'utf8');
    const keys = [...source.matchAll(/'(validation\.\w+)'/g)].map((match) => match[1]!);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !(key in zh) || !(key in en))).toEqual([]);
  });

  it('picks the key by what was measured and how', () => {
    expect(genericIssueKey({ code: 'too_small', origin: 'number', minimum: 1, inclusive: true })).toBe('validation.minNumber');
    expect(genericIssueKey({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false })).toBe('validation.aboveNumber');
    expect(genericIssueKey({ code: 'too_small', origin: 'string', minimum: 1 })).toBe('validation.required');
    expect(genericIssueKey({ code: 'too_big', origin: 'array', maximum: 50 })).toBe('validation.maxItems');
    expect(genericIssueKey({ code: 'invalid_type', expected: 'number', input: undefined })).toBe('validation.required');
    expect(genericIssueKey({ code: 'invalid_type', expected: 'number' })).toBe('validation.wrongType');
    expect(genericIssueKey({ code: 'invalid_union' })).toBe('validation.invalid');
  });

  it('keeps a contract’s own key and carries the bound', () => {
    expect(issueWording({ code: 'too_big', message: 'validation.tooLong', maximum: 200 })).toEqual({ key: 'validation.tooLong', values: { maximum: 200 } });
    expect(issueWording({ code: 'unrecognized_keys', message: 'Unrecognized keys: "a", "b"', keys: ['a', 'b'] })).toEqual({
      key: 'validation.unknownFields',
      values: { keys: 'a, b' },
    });
  });
});

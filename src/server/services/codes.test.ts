import { describe, expect, it } from 'vitest';
import { createMemoryCodeStore } from './codes.ts';

describe('one-time codes', () => {
  it('verify once, for the purpose and target they were issued for', async () => {
    const codes = createMemoryCodeStore();
    const code = await codes.issue('register', '13800000001');
    expect(code).toMatch(/^\d{6}$/);
    expect(await codes.consume('login', '13800000001', code)).toBe(false);
    expect(await codes.consume('register', '13800000002', code)).toBe(false);
    expect(await codes.consume('register', '13800000001', code)).toBe(true);
    expect(await codes.consume('register', '13800000001', code)).toBe(false);
  });

  it('expire after five minutes', async () => {
    let now = 0;
    const codes = createMemoryCodeStore(() => now);
    const code = await codes.issue('login', 'a');
    now = 5 * 60 * 1000 + 1;
    expect(await codes.consume('login', 'a', code)).toBe(false);
  });

  it('are void after five wrong guesses', async () => {
    const codes = createMemoryCodeStore();
    const code = await codes.issue('login', 'b');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess++) expect(await codes.consume('login', 'b', wrong)).toBe(false);
    expect(await codes.consume('login', 'b', code)).toBe(false);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import zh from '../../i18n/zh.json';

describe('validation messages', () => {
  it('every message key a shared schema uses has a text in the catalogue', () => {
    const folder = new URL('.', import.meta.url);
    const used = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => [...readFileSync(new URL(file, folder), 'utf8').matchAll(/'(validation\.\w+)'/g)].map((match) => match[1]!));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((key) => !(key in zh))).toEqual([]);
  });
});

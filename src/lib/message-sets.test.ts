import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '../../i18n/zh.json';
import { inMessageSet, type MessageSet } from './message-sets.ts';

/** The islands of the pages that load a message set, entered from their Astro pages. */
const pagesUsing: Record<MessageSet, string[]> = {
  catalogue: [
    'src/features/catalog/ProductListing.tsx',
    'src/features/catalog/ProductPurchase.tsx',
    'src/features/catalog/ProductParameters.tsx',
    'src/features/catalog/SampleButton.tsx',
    'src/features/compare/CompareToggle.tsx',
    'src/features/compare/ComparePage.tsx',
  ],
  colourCard: ['src/features/catalog/ColourCard.tsx'],
};

/** Every source file an island imports statically (not `import type`, not `import()`, which loads later). */
function staticGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(entry));
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'(\.{1,2}\/[^']+\.tsx?)'/gm)) {
      const target = resolve(dirname(file), match[1]!);
      if (existsSync(target)) queue.push(target);
    }
  }
  return [...seen];
}

describe('message sets', () => {
  for (const [set, entries] of Object.entries(pagesUsing) as [MessageSet, string[]][]) {
    it(`${set}: every key the islands use is in the set`, () => {
      const files = staticGraph(entries);
      expect(files.length).toBeGreaterThan(entries.length);
      const keys = Object.keys(zh);
      const outside: string[] = [];
      // The sets themselves name keys without using them.
      for (const file of files.filter((path) => !path.endsWith('message-sets.ts'))) {
        const source = readFileSync(file, 'utf8');
        for (const key of keys) if (source.includes(`'${key}'`) && !inMessageSet(set, key)) outside.push(`${file}: ${key}`);
        // Keys built at run time (`catalog.sort.${sort}`): their fixed start must be in the set.
        for (const match of source.matchAll(/`([a-zA-Z]+\.[\w.]*)\$\{/g)) if (!inMessageSet(set, match[1]!)) outside.push(`${file}: ${match[1]}…`);
      }
      expect(outside).toEqual([]);
    });
  }
});

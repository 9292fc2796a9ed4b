import { foldForSearch } from '../../../schemas/search-text.ts';
import type { Db } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema.ts';
import { spell } from './pinyin.ts';
import type { SynonymMap } from './search.ts';

/**
 * Each folded term, and the full pinyin of a Chinese one ("taibaifen" for 钛白粉), → the other folded
 * terms of every group it is in.
 */
export function synonymMapOf(groups: readonly (readonly string[])[]): SynonymMap {
  const map = new Map<string, Set<string>>();
  for (const group of groups) {
    const terms = [...new Set(group.map(foldForSearch).filter(Boolean))];
    for (const term of terms) {
      for (const spelt of [term, ...(spell(term)?.full ?? [])]) {
        let others = map.get(spelt);
        if (!others) map.set(spelt, (others = new Set()));
        for (const other of terms) if (other !== term) others.add(other);
      }
    }
  }
  return new Map([...map].map(([term, others]) => [term, [...others]]));
}

export async function readSynonymMap(db: Db): Promise<SynonymMap> {
  const rows = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms);
  return synonymMapOf(rows.map((row) => row.terms));
}

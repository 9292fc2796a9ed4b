import { asc, eq } from 'drizzle-orm';
import { foldForSearch } from '../../../schemas/search-text.ts';
import type { SynonymGroup, SynonymGroupInput } from '../../../schemas/synonyms.ts';
import type { Db } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';

type Row = typeof searchSynonyms.$inferSelect;
const groupOf = (row: Row): SynonymGroup => ({ id: row.id, terms: row.terms, updatedAt: row.updatedAt.toISOString() });

export async function listSynonymGroups(db: Db): Promise<SynonymGroup[]> {
  return (await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id))).map(groupOf);
}

/**
 * A new group, or a group's terms replaced. The terms are kept as typed, one of each folded spelling;
 * the search index of this process is rebuilt at once, the others' when they hear the change.
 */
export async function saveSynonymGroup(db: Db, input: SynonymGroupInput, now: Date): Promise<SynonymGroup> {
  const byFolded = new Map<string, string>();
  for (const term of input.terms) if (!byFolded.has(foldForSearch(term))) byFolded.set(foldForSearch(term), term);
  const terms = [...byFolded.values()];
  const [row] =
    input.id === undefined
      ? await db.insert(searchSynonyms).values({ terms, updatedAt: now }).returning()
      : await db.update(searchSynonyms).set({ terms, updatedAt: now }).where(eq(searchSynonyms.id, input.id)).returning();
  if (!row) throw new ApiError('notFound');
  invalidateCatalog(db);
  return groupOf(row);
}

export async function deleteSynonymGroup(db: Db, id: number): Promise<null> {
  const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
  if (!row) throw new ApiError('notFound');
  invalidateCatalog(db);
  return null;
}

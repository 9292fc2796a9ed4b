import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ImportChanges, ImportPreview } from '../../../schemas/catalog-import.ts';
import { IMPORT_PREVIEW_TTL_MINUTES, IMPORT_WORK_BUDGET_MS } from '../../../schemas/catalog-import-limits.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { Db, Tx } from '../../db/client.ts';
import { catalogImportPreviews } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { loadCatalogue } from './catalogue-state.ts';
import { offLoop } from './off-loop.ts';

/**
 * Reads the file and plans it against the catalogue without changing it, in a worker thread; the rows are
 * kept (in the database, so that whichever server process receives the apply finds them) until they expire.
 */
export async function previewImport(
  db: Db,
  actorId: number,
  bytes: Uint8Array,
  createMissing: boolean,
  now: Date,
  locale: Locale,
  budgetMs = IMPORT_WORK_BUDGET_MS,
): Promise<ImportPreview> {
  const state = await loadCatalogue(db);
  const { keptRows, answer } = await offLoop({ kind: 'preview', bytes, state, createMissing, locale }, budgetMs);
  const previewId = randomUUID();
  const expiresAt = new Date(now.getTime() + IMPORT_PREVIEW_TTL_MINUTES * 60_000);
  await db.delete(catalogImportPreviews).where(lt(catalogImportPreviews.expiresAt, now));
  await db.insert(catalogImportPreviews).values({ id: previewId, actorId, createMissing, rows: sql`${keptRows}::jsonb`, createdAt: now, expiresAt });
  return { previewId, expiresAt: expiresAt.toISOString(), createMissing, ...answer };
}

/** The kept rows of a preview still valid, as JSON text for the worker to read. */
export async function keptPreview(tx: Db | Tx, previewId: string, now: Date): Promise<{ keptRows: string; createMissing: boolean }> {
  const [found] = await tx
    .select({ keptRows: sql<string>`${catalogImportPreviews.rows}::text`, createMissing: catalogImportPreviews.createMissing })
    .from(catalogImportPreviews)
    .where(and(eq(catalogImportPreviews.id, previewId), gt(catalogImportPreviews.expiresAt, now)));
  if (!found) throw new ApiError('importPreviewGone');
  return found;
}

/**
 * A kept preview's changes that move a pack's price or per-kg price by more than the percent, planned again
 * (in a worker thread) against the catalogue as it is now, as applying would.
 */
export async function previewChanges(db: Db, previewId: string, now: Date, priceChangeOverPercent: number): Promise<ImportChanges> {
  const { keptRows, createMissing } = await keptPreview(db, previewId, now);
  const state = await loadCatalogue(db);
  return offLoop({ kind: 'changes', keptRows, state, createMissing, priceChangeOverPercent });
}

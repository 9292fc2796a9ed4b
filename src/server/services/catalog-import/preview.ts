import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { type ImportPreview, importColumns, importIssues } from '../../../schemas/catalog-import.ts';
import { IMPORT_PREVIEW_TTL_MINUTES } from '../../../schemas/catalog-import-limits.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { Db, Tx } from '../../db/client.ts';
import { catalogImportPreviews } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { restoreNeutralised } from '../sheet-cells.ts';
import { changesOf, type ImportPlan, loadCatalogue, planImport, summaryOf } from './plan.ts';
import type { ImportCells } from './rows.ts';
import { locateColumns, readSheet } from './sheet-io.ts';

/** A previewed row as kept: its number, then its cells in the layout's column order. */
type KeptRow = [number, ...string[]];
export type PreviewRows = { row: number; cells: ImportCells }[];

/**
 * The sheet's data rows, each cell found by its column key (an absent column reads as empty), trimmed, and
 * without the quote the shop's own export puts before text a spreadsheet would run.
 */
export async function rowsOfFile(bytes: Uint8Array): Promise<PreviewRows> {
  const { columnIndex, dataRows } = locateColumns(await readSheet(bytes));
  return dataRows.map(({ row, cells }) => ({
    row,
    cells: Object.fromEntries(
      importColumns.map(({ key }) => {
        const index = columnIndex.get(key);
        return [key, index === undefined ? '' : restoreNeutralised(cells[index] ?? '').trim()];
      }),
    ) as ImportCells,
  }));
}

const keep = (rows: PreviewRows): KeptRow[] => rows.map(({ row, cells }) => [row, ...importColumns.map(({ key }) => cells[key])]);
const unkeep = (kept: KeptRow[]): PreviewRows =>
  kept.map(([row, ...cells]) => ({ row, cells: Object.fromEntries(importColumns.map(({ key }, index) => [key, cells[index] ?? ''])) as ImportCells }));

export function previewAnswer(previewId: string, expiresAt: Date, createMissing: boolean, plan: ImportPlan, locale: Locale): ImportPreview {
  return {
    previewId,
    expiresAt: expiresAt.toISOString(),
    createMissing,
    summary: summaryOf(plan),
    changes: changesOf(plan),
    errors: plan.issues
      .map((issue) => ({ ...issue, message: importIssues[issue.issue][locale] }))
      .sort((a, b) => a.row - b.row || importColumns.findIndex((c) => c.key === a.column) - importColumns.findIndex((c) => c.key === b.column)),
  };
}

/**
 * Reads the file and plans it against the catalogue without changing it; the rows are kept (in the database,
 * so that whichever server process receives the apply finds them) until they expire.
 */
export async function previewImport(db: Db, actorId: number, bytes: Uint8Array, createMissing: boolean, now: Date, locale: Locale): Promise<ImportPreview> {
  const rows = await rowsOfFile(bytes);
  const plan = planImport(await loadCatalogue(db), rows, createMissing);
  const previewId = randomUUID();
  const expiresAt = new Date(now.getTime() + IMPORT_PREVIEW_TTL_MINUTES * 60_000);
  await db.delete(catalogImportPreviews).where(lt(catalogImportPreviews.expiresAt, now));
  await db.insert(catalogImportPreviews).values({ id: previewId, actorId, createMissing, rows: keep(rows), createdAt: now, expiresAt });
  return previewAnswer(previewId, expiresAt, createMissing, plan, locale);
}

/** The kept rows of a preview still valid. */
export async function keptPreview(tx: Tx, previewId: string, now: Date): Promise<{ rows: PreviewRows; createMissing: boolean }> {
  const [found] = await tx
    .select({ rows: catalogImportPreviews.rows, createMissing: catalogImportPreviews.createMissing })
    .from(catalogImportPreviews)
    .where(and(eq(catalogImportPreviews.id, previewId), gt(catalogImportPreviews.expiresAt, now)));
  if (!found) throw new ApiError('importPreviewGone');
  return { rows: unkeep(found.rows as KeptRow[]), createMissing: found.createMissing };
}

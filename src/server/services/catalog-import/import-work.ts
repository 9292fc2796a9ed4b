import { priceMovedOver } from '../../../lib/price-change.ts';
import {
  type ImportChange,
  type ImportChanges,
  type ImportPreview,
  type ImportStoredValue,
  ISSUE_VALUE_MAX_CHARS,
  importColumns,
  importIssues,
} from '../../../schemas/catalog-import.ts';
import { IMPORT_PREVIEW_LIST_LIMIT } from '../../../schemas/catalog-import-limits.ts';
import type { Locale } from '../../../schemas/common.ts';
import { type CatalogueState, changesOf, type ImportPlan, planImport, summaryOf } from './plan.ts';
import type { ImportCells } from './rows.ts';
import { locateColumns, readSheet } from './sheet-read.ts';

/*
 * The CPU-bound part of an import, run in a worker thread: reading the file and planning its rows against
 * the catalogue. The caller loads the catalogue and stores or applies what comes back.
 */

/** A previewed row as kept: its number, then its cells in the layout's column order. */
type KeptRow = [number, ...string[]];
type PreviewRows = { row: number; cells: ImportCells }[];

export type ImportWork =
  | { kind: 'preview'; bytes: Uint8Array; state: CatalogueState; createMissing: boolean; locale: Locale }
  | { kind: 'apply'; keptRows: string; state: CatalogueState; createMissing: boolean; stockChoice: ImportPlan['stockChoice'] }
  | { kind: 'changes'; keptRows: string; state: CatalogueState; createMissing: boolean; priceChangeOverPercent: number };
/** The preview's answer but its id and expiry, and its rows as kept (JSON). */
export type PreviewWorkResult = { keptRows: string; answer: Omit<ImportPreview, 'previewId' | 'expiresAt' | 'createMissing'> };
export type WorkResult<W extends ImportWork> = W extends { kind: 'preview' } ? PreviewWorkResult : W extends { kind: 'changes' } ? ImportChanges : ImportPlan;

/** The sheet's data rows, each cell trimmed and found by its column key (an absent column reads as empty). */
function rowsOfFile(bytes: Uint8Array): PreviewRows {
  const { columnIndex, dataRows } = locateColumns(readSheet(bytes));
  return dataRows.map(({ row, cells }) => ({
    row,
    cells: Object.fromEntries(
      importColumns.map(({ key }) => {
        const index = columnIndex.get(key);
        return [key, index === undefined ? '' : (cells[index] ?? '').trim()];
      }),
    ) as ImportCells,
  }));
}

const keep = (rows: PreviewRows): string => JSON.stringify(rows.map(({ row, cells }): KeptRow => [row, ...importColumns.map(({ key }) => cells[key])]));
/** Rows kept before a column was added read it as empty. */
const unkeep = (kept: string): PreviewRows =>
  (JSON.parse(kept) as KeptRow[]).map(([row, ...cells]) => ({
    row,
    cells: Object.fromEntries(importColumns.map(({ key }, index) => [key, cells[index] ?? ''])) as ImportCells,
  }));

const shortened = (value: string) => (value.length > ISSUE_VALUE_MAX_CHARS ? `${value.slice(0, ISSUE_VALUE_MAX_CHARS - 1)}…` : value);
const shortValue = (value: ImportStoredValue) => (typeof value === 'string' ? shortened(value) : value);
const columnOrder = new Map<string, number>(importColumns.map((column, index) => [column.key, index]));

/** The first changes in sheet order, with long texts cut short, and how many there are. */
function changeList(changes: ImportChange[]): ImportChanges {
  return {
    changes: changes
      .slice(0, IMPORT_PREVIEW_LIST_LIMIT)
      .map((change) => ({ ...change, values: change.values.map((value) => ({ ...value, old: shortValue(value.old), new: shortValue(value.new) })) })),
    changeCount: changes.length,
  };
}

/** The counts, and the first of each list in sheet order with wrong cells' text cut short. */
function previewAnswer(plan: ImportPlan, locale: Locale): PreviewWorkResult['answer'] {
  const errors = plan.issues.sort((a, b) => a.row - b.row || (columnOrder.get(a.column) ?? 0) - (columnOrder.get(b.column) ?? 0));
  return {
    summary: summaryOf(plan),
    ...changeList(changesOf(plan)),
    errors: errors
      .slice(0, IMPORT_PREVIEW_LIST_LIMIT)
      .map((issue) => ({ ...issue, value: shortened(issue.value), message: importIssues[issue.issue][locale] })),
    errorCount: errors.length,
    stockChangedSinceExport: plan.stockChangedSinceExport.slice(0, IMPORT_PREVIEW_LIST_LIMIT),
    stockChangedSinceExportCount: plan.stockChangedSinceExport.length,
  };
}

export function runImportWork(work: ImportWork): PreviewWorkResult | ImportChanges | ImportPlan {
  if (work.kind === 'apply') return planImport(work.state, unkeep(work.keptRows), work.createMissing, work.stockChoice);
  if (work.kind === 'changes') {
    const plan = planImport(work.state, unkeep(work.keptRows), work.createMissing);
    return changeList(changesOf(plan).filter((change) => priceMovedOver(change, work.priceChangeOverPercent)));
  }
  const rows = rowsOfFile(work.bytes);
  const plan = planImport(work.state, rows, work.createMissing);
  return { keptRows: keep(rows), answer: previewAnswer(plan, work.locale) };
}

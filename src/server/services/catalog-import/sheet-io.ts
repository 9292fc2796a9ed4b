import { stringify as stringifyCsv } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { importColumns } from '../../../schemas/catalog-import.ts';
import { neutraliseFormula } from '../sheet-cells.ts';

/** The two header rows above the data. */
const HEADER_ROWS = 2;

/** A cell as exported: text, or a number with its decimals, which the xlsx holds as a number cell and a CSV as its text. */
export type ExportCell = string | { number: number; decimals: 0 | 2 };

/**
 * CSV data as written: no cell a spreadsheet program would run (an import takes the added quote off again).
 * An xlsx holds text as text cells, which never run, so its cells are written as they are.
 */
const csvText = (cell: ExportCell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell.number.toFixed(cell.decimals));

/** Row 1 the Chinese headers, row 2 the English keys, then the data. */
const headerRows = () => [importColumns.map((column) => column.zh), importColumns.map((column) => column.key)];

export async function writeXlsx(rows: ExportCell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('catalogue');
  for (const row of [...headerRows(), ...rows]) {
    const added = sheet.addRow(row.map((cell) => (typeof cell === 'string' ? cell : cell.number)));
    // Text keeps its exact writing (codes like 0012 stay text); numbers show with their decimals.
    row.forEach((cell, index) => {
      added.getCell(index + 1).numFmt = typeof cell === 'string' ? '@' : cell.decimals === 2 ? '0.00' : '0';
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF64748B' } };
  sheet.views = [{ state: 'frozen', ySplit: HEADER_ROWS }];
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  const legend = workbook.addWorksheet('columns');
  legend.addRow(['列 / column', '键 / key', '说明 / meaning']);
  for (const column of importColumns) legend.addRow([column.zh, column.key, column.en]);
  legend.getRow(1).font = { bold: true };
  legend.getColumn(3).width = 70;
  // Inline strings: a reader meets every cell's text in the sheet itself, with no shared-strings part to find first.
  return Buffer.from(await workbook.xlsx.writeBuffer({ useSharedStrings: false }));
}

/** UTF-8 with a byte-order mark: Excel then opens the Chinese text correctly. */
export function writeCsv(rows: ExportCell[][]): Buffer {
  return Buffer.from(`\uFEFF${stringifyCsv([...headerRows(), ...rows.map((row) => row.map(csvText))])}`, 'utf8');
}

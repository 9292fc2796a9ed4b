import { stringify as stringifyCsv } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { importColumns } from '../../../schemas/catalog-import.ts';
import { neutraliseFormula } from '../sheet-cells.ts';

/** The two header rows above the data. */
const HEADER_ROWS = 2;

/**
 * CSV data as written: no cell a spreadsheet program would run (an import takes the added quote off again).
 * An xlsx holds every cell as text, which never runs, so its cells are written as they are.
 */
const neutralised = (rows: string[][]) => rows.map((row) => row.map(neutraliseFormula));

/** Row 1 the Chinese headers, row 2 the English keys, then the data. */
const headerRows = () => [importColumns.map((column) => column.zh), importColumns.map((column) => column.key)];

export async function writeXlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('catalogue');
  for (const row of [...headerRows(), ...rows]) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF64748B' } };
  sheet.views = [{ state: 'frozen', ySplit: HEADER_ROWS }];
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  // Every cell is text, so that codes like 0012 and prices like 12.50 keep their exact writing.
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      cell.numFmt = '@';
    });
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
export function writeCsv(rows: string[][]): Buffer {
  return Buffer.from(`\uFEFF${stringifyCsv([...headerRows(), ...neutralised(rows)])}`, 'utf8');
}

import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { importColumns } from '../../../schemas/catalog-import.ts';
import { IMPORT_MAX_ROWS } from '../../../schemas/catalog-import-limits.ts';
import { ApiError } from '../../http/api-error.ts';
import { neutraliseFormula } from '../sheet-cells.ts';

/** A sheet's cells as text, each row with the number the spreadsheet shows beside it. */
export type SheetRow = { row: number; cells: string[] };

/** More columns than the layout has are never read: a row of thousands of cells is not a catalogue. */
const MAX_COLUMNS = importColumns.length + 20;
/** The two header rows above the data. */
const HEADER_ROWS = 2;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const tooMany = () => new ApiError('importTooManyRows');

/** The shown text of a cell value as exceljs gives it: rich text, formula results and links flattened. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
  }
  return '';
}

/** Text from a stream of bytes, a character split between two chunks kept whole. */
async function* utf8Text(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

type ReaderInternals = {
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseWorksheet(chunks: AsyncIterable<Buffer | string>, sheetNo: string): AsyncGenerator<unknown>;
};

/**
 * exceljs's streaming reader decodes each unzipped chunk on its own, so a Chinese character that straddles
 * two chunks comes out as U+FFFD (exceljs issues 2063, 2084). Its parser takes text as it is, so the shared
 * strings and the worksheet reach it already decoded across chunks.
 */
class Utf8WorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {}
const readerInternals = Utf8WorkbookReader.prototype as unknown as ReaderInternals;
const { _parseSharedStrings: parseSharedStrings, _parseWorksheet: parseWorksheet } = readerInternals;
readerInternals._parseSharedStrings = function (entry) {
  entry.setEncoding('utf8');
  return parseSharedStrings.call(this, entry);
};
readerInternals._parseWorksheet = function (chunks, sheetNo) {
  return parseWorksheet.call(this, utf8Text(chunks), sheetNo);
};

/** The first worksheet, read as a stream and abandoned past the row limit, so a huge sheet is never held whole. */
async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  const reader = new Utf8WorkbookReader(Readable.from(Buffer.from(bytes)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      if (row.number > IMPORT_MAX_ROWS + HEADER_ROWS) throw tooMany();
      const values = (Array.isArray(row.values) ? row.values : []).slice(1, MAX_COLUMNS + 1);
      rows.push({ row: row.number, cells: Array.from(values, cellText) });
    }
    break;
  }
  return rows;
}

/** UTF-8 (with or without a byte-order mark) when the bytes are valid UTF-8; otherwise GB18030, as Excel in China saves CSV. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes), 'gb18030');
  }
}

function readCsv(bytes: Uint8Array): SheetRow[] {
  const records: string[][] = parseCsv(decodeText(bytes), {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
    to_line: IMPORT_MAX_ROWS + HEADER_ROWS + 1,
    info: false,
  });
  if (records.length > IMPORT_MAX_ROWS + HEADER_ROWS) throw tooMany();
  return records.map((cells, index) => ({ row: index + 1, cells: cells.slice(0, MAX_COLUMNS) }));
}

/** An .xlsx (a zip) or a CSV; anything else, or a broken file, is refused as unreadable. */
export async function readSheet(bytes: Uint8Array): Promise<SheetRow[]> {
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  try {
    return isZip ? await readXlsx(bytes) : readCsv(bytes);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('importFileUnreadable', null, { cause: error });
  }
}

/** The data as written: no cell a spreadsheet program would run (an import takes the added quote off again). */
const neutralised = (rows: string[][]) => rows.map((row) => row.map(neutraliseFormula));

/** Row 1 the Chinese headers, row 2 the English keys, then the data. */
const headerRows = () => [importColumns.map((column) => column.zh), importColumns.map((column) => column.key)];

export async function writeXlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('catalogue');
  for (const row of [...headerRows(), ...neutralised(rows)]) sheet.addRow(row);
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
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** UTF-8 with a byte-order mark: Excel then opens the Chinese text correctly. */
export function writeCsv(rows: string[][]): Buffer {
  return Buffer.from(`\uFEFF${stringifyCsv([...headerRows(), ...neutralised(rows)])}`, 'utf8');
}

/**
 * Which cell holds which column: row 1 names each column by its Chinese header or its key; a second row of
 * keys under Chinese headers is skipped. Unknown columns are ignored.
 */
export function locateColumns(rows: SheetRow[]): { columnIndex: Map<string, number>; dataRows: SheetRow[] } {
  const [first, second, ...rest] = rows;
  const columnIndex = new Map<string, number>();
  const byName = new Map<string, string>(
    importColumns.flatMap((column) => [[column.zh, column.key] as const, [column.key.toLowerCase(), column.key] as const]),
  );
  (first?.cells ?? []).forEach((cell, index) => {
    const key = byName.get(cell.trim()) ?? byName.get(cell.trim().toLowerCase());
    if (key && !columnIndex.has(key)) columnIndex.set(key, index);
  });
  const secondIsKeys = second !== undefined && [...columnIndex].every(([key, index]) => (second.cells[index] ?? '').trim() === key);
  const data = secondIsKeys ? rest : [second, ...rest].filter((row): row is SheetRow => row !== undefined);
  return { columnIndex, dataRows: data.filter((row) => row.cells.some((cell) => cell.trim() !== '')) };
}

import { StringDecoder } from 'node:string_decoder';
import { parse as parseCsv } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { importColumns } from '../../../schemas/catalog-import.ts';
import { IMPORT_MAX_ROWS, IMPORT_MAX_TEXT_CHARS } from '../../../schemas/catalog-import-limits.ts';
import { ApiError } from '../../http/api-error.ts';
import { restoreNeutralised } from '../sheet-cells.ts';
import { LONGEST_CELL } from './rows.ts';
import { ZipEntries } from './zip-entries.ts';

/** A sheet's cells as text, each row with the number the spreadsheet shows beside it. */
export type SheetRow = { row: number; cells: string[] };

/** More columns than the layout has are never read: a row of thousands of cells is not a catalogue. */
const MAX_COLUMNS = importColumns.length + 20;
/** The two header rows above the data. */
const HEADER_ROWS = 2;
const MAX_SHEET_ROWS = IMPORT_MAX_ROWS + HEADER_ROWS;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** The XML is handed to the parser in slices, so that no part is ever one giant string. */
const XML_SLICE_BYTES = 1024 * 1024;

const tooMany = () => new ApiError('importTooManyRows');

/**
 * Every cell's text, cut to one character past the longest a column takes and counted against the text a
 * sheet may hold: a string repeated on every row (a shared string, or a long CSV cell) counts each time.
 */
class CellText {
  #total = 0;
  take(text: string): string {
    const kept = text.length > LONGEST_CELL + 1 ? text.slice(0, LONGEST_CELL + 1) : text;
    this.#total += kept.length;
    if (this.#total > IMPORT_MAX_TEXT_CHARS) throw new ApiError('importTooMuchText');
    return kept;
  }
}

/** Feeds an XML part to a parser slice by slice; handlers may throw to stop reading. */
function parseXml(xml: Buffer, on: { open?: (tag: SaxesTagPlain) => void; text?: (text: string) => void; close?: (name: string) => void }): void {
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw new ApiError('importFileUnreadable', null, { cause: error });
  });
  if (on.open) parser.on('opentag', on.open);
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  if (on.close) {
    const close = on.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  const decoder = new StringDecoder('utf8');
  for (let start = 0; start < xml.length; start += XML_SLICE_BYTES) parser.write(decoder.write(xml.subarray(start, start + XML_SLICE_BYTES)));
  parser.write(decoder.end());
  parser.close();
}

/** `x:row` and `row` alike: some writers prefix the spreadsheet namespace. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const attribute = (tag: SaxesTagPlain, name: string): string | undefined => {
  for (const [key, value] of Object.entries(tag.attributes)) if (localName(key) === name) return value;
  return undefined;
};

/** The shared strings, each the text of its runs (phonetic guides left out). */
function readSharedStrings(xml: Buffer | null): string[] {
  const strings: string[] = [];
  if (!xml) return strings;
  let current = '';
  let inText = false;
  let inPhonetic = 0;
  parseXml(xml, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic++;
      else if (name === 't') inText = inPhonetic === 0;
    },
    text: (text) => {
      if (inText && current.length <= LONGEST_CELL) current += text;
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic--;
      else if (name === 'si') strings.push(current.slice(0, LONGEST_CELL + 1));
    },
  });
  return strings;
}

/** The zero-based column of a cell reference such as `AB12`; null when it names none. */
function columnOf(reference: string | undefined): number | null {
  const letters = reference?.match(/^[A-Z]{1,3}/)?.[0];
  if (!letters) return null;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** The first sheet's part and the shared strings' part, as the workbook names them. */
function partsOf(zip: ZipEntries): { sheet: string; sharedStrings: string } {
  let firstSheetId: string | undefined;
  const workbook = zip.read('xl/workbook.xml');
  if (workbook)
    parseXml(workbook, {
      open: (tag) => {
        if (firstSheetId === undefined && localName(tag.name) === 'sheet') firstSheetId = attribute(tag, 'id');
      },
    });
  let sheet = 'xl/worksheets/sheet1.xml';
  let sharedStrings = 'xl/sharedStrings.xml';
  const relations = zip.read('xl/_rels/workbook.xml.rels');
  if (relations)
    parseXml(relations, {
      open: (tag) => {
        if (localName(tag.name) !== 'Relationship') return;
        const target = attribute(tag, 'Target') ?? '';
        const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
        if (firstSheetId !== undefined && attribute(tag, 'Id') === firstSheetId) sheet = path;
        else if ((attribute(tag, 'Type') ?? '').endsWith('/sharedStrings')) sharedStrings = path;
      },
    });
  if (!zip.has(sheet)) throw new ApiError('importFileUnreadable');
  return { sheet, sharedStrings };
}

/** A cell's shown text from its type and its `<v>` or inline string. */
function cellValue(type: string | undefined, value: string, inline: string, sharedStrings: string[]): string {
  switch (type) {
    case 's':
      return sharedStrings[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'str':
    case 'd':
      return value;
    case 'b':
      return value === '1' ? 'true' : 'false';
    case 'e':
      return '';
    default: {
      if (value === '') return '';
      const number = Number(value);
      return Number.isNaN(number) ? value : String(number);
    }
  }
}

/**
 * The first worksheet's rows. Rows are counted as they are read, whatever numbers they carry; a row
 * number that repeats or goes backwards is refused, as no spreadsheet program writes one.
 */
function readXlsx(bytes: Uint8Array): SheetRow[] {
  const zip = new ZipEntries(bytes);
  const parts = partsOf(zip);
  const sharedStrings = readSharedStrings(zip.read(parts.sharedStrings));
  const xml = zip.read(parts.sheet)!;
  const text = new CellText();
  const rows: SheetRow[] = [];
  let rowsRead = 0;
  let row: SheetRow | null = null;
  let nextColumn = 0;
  let cell: { column: number | null; type: string | undefined; value: string; inline: string } | null = null;
  let into: 'value' | 'inline' | null = null;
  let inPhonetic = 0;
  parseXml(xml, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === 'row') {
        rowsRead++;
        const previous = rows.at(-1)?.row ?? 0;
        const written = attribute(tag, 'r');
        const number = written === undefined ? previous + 1 : Number(written);
        if (!Number.isInteger(number) || number <= previous) throw new ApiError('importRowsOutOfOrder', { row: rowsRead });
        if (rowsRead > MAX_SHEET_ROWS || number > MAX_SHEET_ROWS) throw tooMany();
        row = { row: number, cells: [] };
        nextColumn = 0;
      } else if (name === 'c' && row) {
        const column = columnOf(attribute(tag, 'r')) ?? nextColumn;
        nextColumn = column + 1;
        cell = { column: column < MAX_COLUMNS ? column : null, type: attribute(tag, 't'), value: '', inline: '' };
      } else if (cell) {
        if (name === 'v') into = 'value';
        else if (name === 'rPh') inPhonetic++;
        else if (name === 't' && inPhonetic === 0) into = 'inline';
      }
    },
    text: (chunk) => {
      if (!cell || cell.column === null || into === null) return;
      if (cell[into].length <= LONGEST_CELL) cell[into] += chunk;
    },
    close: (name) => {
      if (name === 'v' || name === 't') into = null;
      else if (name === 'rPh') inPhonetic--;
      else if (name === 'c' && cell && row) {
        if (cell.column !== null) {
          row.cells[cell.column] = text.take(cellValue(cell.type, cell.value, cell.inline, sharedStrings));
        }
        cell = null;
      } else if (name === 'row' && row) {
        rows.push({ row: row.row, cells: Array.from(row.cells, (value) => value ?? '') });
        row = null;
      }
    },
  });
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
    to_line: MAX_SHEET_ROWS + 1,
    info: false,
  });
  if (records.length > MAX_SHEET_ROWS) throw tooMany();
  const text = new CellText();
  // Without the quote the shop's CSV export puts before text a spreadsheet would run.
  return records.map((cells, index) => ({ row: index + 1, cells: cells.slice(0, MAX_COLUMNS).map((cell) => text.take(restoreNeutralised(cell))) }));
}

/** An .xlsx (a zip) or a CSV; anything else, or a broken file, is refused as unreadable. */
export function readSheet(bytes: Uint8Array): SheetRow[] {
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  try {
    return isZip ? readXlsx(bytes) : readCsv(bytes);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('importFileUnreadable', null, { cause: error });
  }
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

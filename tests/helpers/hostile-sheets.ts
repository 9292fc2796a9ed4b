import { crc32, deflateRawSync } from 'node:zlib';
import { importColumns } from '../../src/schemas/catalog-import.ts';
import type { SheetRow } from './catalogue-sheet.ts';

/*
 * Spreadsheets built part by part, to try what a spreadsheet program never writes: rows that all carry the
 * same number, hundreds of thousands of rows, one long shared string on every row, a part that unpacks far
 * past what its header declares, and a worksheet placed before the shared strings in the archive.
 */

type Part = { name: string; text: string | Buffer; declaredSize?: number };

/** A zip of the parts in the order given, each deflated; `declaredSize` writes a false unpacked size in the headers. */
export function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = typeof part.text === 'string' ? Buffer.from(part.text, 'utf8') : part.text;
    const packed = deflateRawSync(data);
    const name = Buffer.from(part.name, 'utf8');
    const size = part.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** `A1`-style reference of a zero-based column in a row. */
const referenceOf = (column: number, row: number) =>
  (column >= 26 ? String.fromCharCode(64 + Math.floor(column / 26)) : '') + String.fromCharCode(65 + (column % 26)) + String(row);
const inlineCell = (text: string, column: number, row: number) => `<c r="${referenceOf(column, row)}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
const sharedCell = (index: number, column: number, row: number) => `<c r="${referenceOf(column, row)}" t="s"><v>${index}</v></c>`;
const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
const headerRowsXml = () =>
  `<row r="1">${importColumns.map((column, index) => inlineCell(column.zh, index, 1)).join('')}</row><row r="2">${importColumns.map((column, index) => inlineCell(column.key, index, 2)).join('')}</row>`;

/** An .xlsx of the given worksheet XML, with shared strings when given, the worksheet first in the archive when `sheetFirst`. */
export function xlsxParts(sheet: Part['text'], options: { sharedStrings?: string[]; sheetFirst?: boolean; sheetDeclaredSize?: number } = {}): Buffer {
  const workbook: Part[] = [
    {
      name: '[Content_Types].xml',
      text: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      text: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      text: '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="catalogue" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      text: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
    },
  ];
  const sheetPart: Part = {
    name: 'xl/worksheets/sheet1.xml',
    text: sheet,
    ...(options.sheetDeclaredSize !== undefined && { declaredSize: options.sheetDeclaredSize }),
  };
  const strings = options.sharedStrings ?? [];
  const stringsPart: Part = {
    name: 'xl/sharedStrings.xml',
    text: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join('')}</sst>`,
  };
  return zipOf(options.sheetFirst ? [...workbook, sheetPart, stringsPart] : [...workbook, stringsPart, sheetPart]);
}

/** The layout's header rows, then `rows` in order, every cell an inline string (as a few writers save). */
export function inlineXlsx(rows: Partial<SheetRow>[], options: { rowNumbers?: number[]; sheetFirst?: boolean } = {}): Buffer {
  const body = rows
    .map((row, index) => {
      const number = options.rowNumbers?.[index] ?? index + 3;
      return `<row r="${number}">${importColumns.map((column, at) => inlineCell(row[column.key] ?? '', at, number)).join('')}</row>`;
    })
    .join('');
  return xlsxParts(sheetXml(headerRowsXml() + body), options.sheetFirst ? { sheetFirst: true } : {});
}

/** A sheet whose rows were written with shared strings, the worksheet placed before them in the archive (as exceljs writes). */
export function sheetFirstXlsx(rows: Partial<SheetRow>[]): Buffer {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const shared = (text: string) => {
    if (!index.has(text)) index.set(text, strings.push(text) - 1);
    return index.get(text)!;
  };
  const lines = [
    importColumns.map((column) => column.zh),
    importColumns.map((column) => column.key),
    ...rows.map((row) => importColumns.map((column) => row[column.key] ?? '')),
  ];
  const body = lines
    .map((cells, row) => `<row r="${row + 1}">${cells.map((text, column) => sharedCell(shared(text), column, row + 1)).join('')}</row>`)
    .join('');
  return xlsxParts(sheetXml(body), { sharedStrings: strings, sheetFirst: true });
}

/** The hostile spreadsheets, each with the refusal it must meet. */
export const hostileSheets = {
  /** 400,000 rows that all say they are row 2: a row count that trusts the written number never sees more than two. */
  sameRowNumber: () => xlsxParts(sheetXml(`<row r="1">${inlineCell('x', 0, 1)}</row>${`<row r="2">${inlineCell('x', 0, 2)}</row>`.repeat(400_000)}`)),
  /** 400,000 rows of one tiny cell, without row numbers: counted as they are read. */
  manyRows: () => xlsxParts(sheetXml(Array.from({ length: 400_000 }, (_, index) => `<row>${inlineCell('x', 0, index + 1)}</row>`).join(''))),
  /** 20,000 rows sharing one 5 KiB string in a column: a small file whose text is a hundred megabytes. */
  sharedStringAmplification: () => {
    const cells = (row: number) =>
      importColumns.map((column, at) =>
        column.key === 'specificationZh' ? sharedCell(0, at, row) : inlineCell(column.key === 'packCode' ? `AMP-${row}` : 'x', at, row),
      );
    const rows = Array.from({ length: 20_000 }, (_, index) => `<row r="${index + 3}">${cells(index + 3).join('')}</row>`).join('');
    return xlsxParts(sheetXml(headerRowsXml() + rows), { sharedStrings: ['颜'.repeat(5 * 1024)] });
  },
  /** A worksheet that unpacks to 200 MB of blanks while its headers claim 2 kB. */
  oversizedInflation: () => {
    const open = Buffer.from(sheetXml(headerRowsXml()).replace('</sheetData></worksheet>', ''), 'utf8');
    return xlsxParts(Buffer.concat([open, Buffer.alloc(200 * 1024 * 1024, 0x20), Buffer.from('</sheetData></worksheet>')]), { sheetDeclaredSize: 2_048 });
  },
} as const;
export type HostileSheet = keyof typeof hostileSheets;

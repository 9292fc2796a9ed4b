import { CODE_SHAPE, PACK_CODE_MAX_LENGTH, PRODUCT_CODE_MAX_LENGTH, type productKinds } from '../../../schemas/catalog-admin.ts';
import type { ImportColumnKey, ImportIssue } from '../../../schemas/catalog-import.ts';
import { applicationsOf, kindOf } from './words.ts';

/** One data row of the sheet, each cell by its column key. */
export type ImportCells = Record<ImportColumnKey, string>;
export type RawIssue = { row: number; column: ImportColumnKey; value: string; issue: ImportIssue };

export type ProductValues = {
  code: string;
  nameZh: string;
  nameEn: string;
  brand: string;
  categoryPath: string[];
  kind: (typeof productKinds)[number];
  ciName: string;
  ciNumber: string;
  chemistryZh: string;
  chemistryEn: string;
  originZh: string;
  originEn: string;
  specificationZh: string;
  specificationEn: string;
  applicability: string[];
  naturalHex: string | null;
  dilutedHex: string | null;
  published: boolean;
};
export type PackValues = {
  code: string;
  labelZh: string;
  labelEn: string;
  netWeightGrams: number;
  priceFen: number;
  stock: number;
  active: boolean;
};

export const productColumnKeys = [
  'productCode',
  'nameZh',
  'nameEn',
  'brand',
  'category',
  'kind',
  'ciName',
  'ciNumber',
  'chemistryZh',
  'chemistryEn',
  'originZh',
  'originEn',
  'specificationZh',
  'specificationEn',
  'applications',
  'naturalHex',
  'dilutedHex',
  'published',
] as const satisfies readonly ImportColumnKey[];

/** The longest text a column takes (a specification); a reader keeps one character more of any cell, so that an overlong one is still reported as too long. */
export const LONGEST_CELL = 2_000;
const MAX_FEN = 100_000_000;
const MAX_GRAMS = 100_000_000;
const MAX_STOCK = 10_000_000;
const yes = new Set(['是', 'y', 'yes', 'true', '1']);
const no = new Set(['否', 'n', 'no', 'false', '0']);

/** `¥` amounts as the sheet writes them (12.5, "12.50"), to integer fen; null when not a price. */
export function yuanToFen(text: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const fen = Math.round(Number(text) * 100);
  return Math.abs(Number(text) * 100 - fen) < 1e-6 ? fen : null;
}

/** What a pack's price comes to per kilogram, as its row in `skus` keeps it. */
export const pricePerKgFen = (pack: Pick<PackValues, 'priceFen' | 'netWeightGrams'>) => Math.max(1, Math.round((pack.priceFen * 1000) / pack.netWeightGrams));
export const flagText = (value: boolean) => (value ? '是' : '否');
export const splitCategoryPath = (text: string) =>
  text
    .split(/[›>]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * Reads one row's cells into values, noting every cell that is wrong; null parts when a cell is unusable.
 * `exportedStock` is the pack's stock when the sheet was exported, null in a sheet that does not record it.
 */
export function readRow(
  row: number,
  cells: ImportCells,
  issues: RawIssue[],
): { product: ProductValues | null; pack: PackValues | null; exportedStock: number | null } {
  let productOk = true;
  let packOk = true;
  const flag = (column: ImportColumnKey, issue: ImportIssue, isProduct: boolean) => {
    issues.push({ row, column, value: cells[column], issue });
    if (isProduct) productOk = false;
    else packOk = false;
  };
  const text = (column: ImportColumnKey, max: number, required: boolean) => {
    const value = cells[column];
    const isProduct = (productColumnKeys as readonly string[]).includes(column);
    if (required && value === '') flag(column, 'required', isProduct);
    else if (value.length > max) flag(column, 'tooLong', isProduct);
    return value;
  };
  const code = (column: 'productCode' | 'packCode', max: number) => {
    const value = text(column, max, true);
    if (value !== '' && value.length <= max && !CODE_SHAPE.test(value)) flag(column, 'badCode', column === 'productCode');
    return value;
  };
  const hex = (column: 'naturalHex' | 'dilutedHex') => {
    const value = cells[column];
    if (value === '') return null;
    if (!/^#?[0-9a-fA-F]{6}$/.test(value)) flag(column, 'badHex', true);
    return `#${value.replace(/^#/, '').toLowerCase()}`;
  };
  const yesNo = (column: 'published' | 'onSale') => {
    const value = cells[column].toLowerCase();
    if (!yes.has(value) && !no.has(value)) flag(column, 'badFlag', column === 'published');
    return yes.has(value);
  };

  const kind = kindOf(cells.kind);
  if (kind === null) flag('kind', cells.kind === '' ? 'required' : 'badKind', true);
  const applicability = applicationsOf(cells.applications);
  if (applicability === null) flag('applications', 'badApplication', true);
  const categoryPath = splitCategoryPath(cells.category);
  if (cells.category === '') flag('category', 'required', true);
  else if (categoryPath.length !== 4) flag('category', 'categoryNotLeaf', true);
  else if (categoryPath.some((part) => part.length > 80)) flag('category', 'tooLong', true);

  const product: ProductValues = {
    code: code('productCode', PRODUCT_CODE_MAX_LENGTH),
    nameZh: text('nameZh', 120, true),
    nameEn: text('nameEn', 160, true),
    brand: text('brand', 80, true),
    categoryPath,
    kind: kind ?? 'organic',
    ciName: text('ciName', 24, false),
    ciNumber: text('ciNumber', 12, false),
    chemistryZh: text('chemistryZh', 120, true),
    chemistryEn: text('chemistryEn', 120, true),
    originZh: text('originZh', 60, true),
    originEn: text('originEn', 60, true),
    specificationZh: text('specificationZh', LONGEST_CELL, true),
    specificationEn: text('specificationEn', LONGEST_CELL, true),
    applicability: applicability ?? [],
    naturalHex: hex('naturalHex'),
    dilutedHex: hex('dilutedHex'),
    published: yesNo('published'),
  };

  const grams = /^\d+$/.test(cells.netWeightGrams) ? Number(cells.netWeightGrams) : Number.NaN;
  if (!(grams > 0 && grams <= MAX_GRAMS)) flag('netWeightGrams', 'badWeight', false);
  const priceFen = yuanToFen(cells.price);
  if (priceFen === null || priceFen <= 0 || priceFen > MAX_FEN) flag('price', 'badPrice', false);
  const stock = /^\d+$/.test(cells.stock) ? Number(cells.stock) : Number.NaN;
  if (!(stock >= 0 && stock <= MAX_STOCK)) flag('stock', 'badStock', false);
  const exportedStock = /^\d+$/.test(cells.exportedStock) ? Number(cells.exportedStock) : cells.exportedStock === '' ? null : Number.NaN;
  if (exportedStock !== null && !(exportedStock >= 0 && exportedStock <= MAX_STOCK)) flag('exportedStock', 'badStock', false);
  const pack: PackValues = {
    code: code('packCode', PACK_CODE_MAX_LENGTH),
    labelZh: text('packLabelZh', 40, true),
    labelEn: text('packLabelEn', 40, true),
    netWeightGrams: grams,
    priceFen: priceFen ?? 0,
    stock,
    active: yesNo('onSale'),
  };
  return { product: productOk ? product : null, pack: packOk ? pack : null, exportedStock };
}

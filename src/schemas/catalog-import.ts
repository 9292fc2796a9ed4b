import { z } from 'zod';
import type { LocalizedText } from './common.ts';
import { withExamples } from './examples.ts';

/*
 * The catalogue spreadsheet: one row per pack, the product's columns repeated on each of its packs. Row 1
 * holds the Chinese headers, row 2 the English keys; a reader finds each column by either. The server writes
 * and reads it; the back office shows the preview it answers.
 */

export const importColumns = [
  { key: 'productCode', zh: '产品编号', en: 'Product code (unique; letters, digits, . _ -)' },
  { key: 'nameZh', zh: '中文名称', en: 'Name in Chinese' },
  { key: 'nameEn', zh: '英文名称', en: 'Name in English' },
  { key: 'brand', zh: '品牌', en: 'Brand, by its Chinese or English name' },
  { key: 'category', zh: '分类路径', en: 'Category path, level 1 › level 2 › level 3 › level 4' },
  { key: 'kind', zh: '类型', en: 'Kind in words, Chinese or English (有机颜料, Organic pigment), or as a code: inorganic, organic, dye, paste' },
  { key: 'ciName', zh: '颜色索引名', en: 'Colour Index generic name, e.g. PB 15:3 (may be empty)' },
  { key: 'ciNumber', zh: '颜色索引号', en: 'Colour Index constitution number, e.g. 74160 (may be empty)' },
  { key: 'chemistryZh', zh: '化学组成（中文）', en: 'Chemistry in Chinese' },
  { key: 'chemistryEn', zh: '化学组成（英文）', en: 'Chemistry in English' },
  { key: 'originZh', zh: '产地（中文）', en: 'Origin in Chinese' },
  { key: 'originEn', zh: '产地（英文）', en: 'Origin in English' },
  { key: 'specificationZh', zh: '规格说明（中文）', en: 'Specification in Chinese' },
  { key: 'specificationEn', zh: '规格说明（英文）', en: 'Specification in English' },
  {
    key: 'applications',
    zh: '应用领域',
    en: 'Applications separated by 、 or commas, in words, Chinese or English (涂料、油墨 or Coatings, Inks), or as codes (coatings, inks)',
  },
  { key: 'naturalHex', zh: '本色', en: 'Natural colour, #rrggbb (may be empty)' },
  { key: 'dilutedHex', zh: '冲淡色', en: 'Diluted colour, #rrggbb (may be empty)' },
  { key: 'published', zh: '已上架', en: 'Published: 是/否 or yes/no' },
  { key: 'packCode', zh: '规格编号', en: 'Pack code (unique; letters, digits, . _ -)' },
  { key: 'packLabelZh', zh: '包装（中文）', en: 'Pack label in Chinese' },
  { key: 'packLabelEn', zh: '包装（英文）', en: 'Pack label in English' },
  { key: 'netWeightGrams', zh: '净重（克）', en: 'Net weight in grams (a number cell in the xlsx)' },
  { key: 'price', zh: '价格（元）', en: 'Price in yuan, at most two decimals (a number cell in the xlsx)' },
  { key: 'stock', zh: '库存', en: 'Stock in packs (a number cell in the xlsx)' },
  { key: 'onSale', zh: '在售', en: 'On sale: 是/否 or yes/no' },
  {
    key: 'exportedStock',
    zh: '导出时库存',
    en: 'Stock when exported: leave it as it is; stock is changed only where it is still this number (empty: the stock column is applied as written)',
  },
] as const satisfies readonly { key: string; zh: string; en: string }[];
export type ImportColumnKey = (typeof importColumns)[number]['key'];

/** How much of a wrong cell's text a preview repeats. */
export const ISSUE_VALUE_MAX_CHARS = 100;

/** Between the levels of a category path; `>` and `/` are read as well. */
export const CATEGORY_PATH_SEPARATOR = ' › ';

/** What can be wrong with a cell, worded for the operator. */
export const importIssues = {
  required: { zh: '必填', en: 'Required' },
  tooLong: { zh: '内容过长', en: 'Too long' },
  badCode: { zh: '编号只能包含字母、数字和 . _ -', en: 'A code may hold only letters, digits and . _ -' },
  unknownBrand: { zh: '品牌不存在（可勾选“创建缺少的品牌和分类”）', en: 'Unknown brand (tick "create missing brands and categories")' },
  unknownCategory: { zh: '分类不存在（可勾选“创建缺少的品牌和分类”）', en: 'Unknown category (tick "create missing brands and categories")' },
  categoryNotLeaf: { zh: '分类路径须为四级，商品只能放在第四级分类下', en: 'The category path must name all four levels: products sit in level-4 categories' },
  badKind: {
    zh: '类型须为 无机颜料、有机颜料、染料 或 色浆（也可写英文名称或 inorganic、organic、dye、paste）',
    en: 'The kind must be Inorganic pigment, Organic pigment, Dye or Paste (in Chinese or English, or the codes inorganic, organic, dye, paste)',
  },
  badApplication: {
    zh: '未知的应用领域：请写应用领域的中文或英文名称（如 涂料、油墨）或代码（如 coatings, inks）',
    en: 'Unknown application: write the uses in Chinese or English words (Coatings, Inks) or as codes (coatings, inks)',
  },
  badHex: { zh: '颜色须为 #rrggbb 格式', en: 'A colour must be written #rrggbb' },
  badFlag: { zh: '须为 是/否 或 yes/no', en: 'Must be 是/否 or yes/no' },
  badWeight: { zh: '净重须为正整数（克）', en: 'The net weight must be a whole number of grams above zero' },
  badPrice: { zh: '价格须为大于零的数字，最多两位小数', en: 'The price must be a number above zero with at most two decimals' },
  badStock: { zh: '库存须为不小于零的整数', en: 'The stock must be a whole number, zero or more' },
  duplicatePackCode: { zh: '规格编号在文件中重复', en: 'This pack code appears twice in the file' },
  packOfOtherProduct: { zh: '该规格编号属于另一个产品', en: 'This pack code belongs to another product' },
  productMismatch: { zh: '与该产品前面行中的值不一致', en: 'Differs from an earlier row of the same product' },
} as const satisfies Record<string, LocalizedText>;
export type ImportIssue = keyof typeof importIssues;

export const importFormats = ['xlsx', 'csv'] as const;
export const exportInput = withExamples(
  z.strictObject({
    format: z.enum(importFormats),
    /** The empty layout with two example rows instead of the catalogue. */
    template: z.boolean().default(false),
  }),
  { format: 'csv', template: true },
);
/**
 * What applying does with a pack whose stock changed since the sheet was exported (a sale, say) while the
 * sheet changes it too: keep the stock as it is now, or set the sheet's number anyway.
 */
export const importStockChoices = ['keepCurrent', 'useSheet'] as const;
export type ImportStockChoice = (typeof importStockChoices)[number];
export const applyInput = withExamples(z.strictObject({ previewId: z.uuid(), stockChangedSinceExport: z.enum(importStockChoices).default('keepCurrent') }), {
  previewId: '3b241101-e2bb-4255-8caf-4136c566a962',
  stockChangedSinceExport: 'keepCurrent',
});

const issueRow = z.object({
  /** The row as the spreadsheet numbers it (row 1 is the header). */
  row: z.number(),
  column: z.string(),
  /** The cell's text, cut short past ISSUE_VALUE_MAX_CHARS. */
  value: z.string(),
  issue: z.string(),
  /** In the caller's language. */
  message: z.string(),
});
export type ImportIssueRow = z.infer<typeof issueRow>;
/**
 * A value as the catalogue holds it: money (`price`, `pricePerKg`) in integer fen, weights in grams, the kind
 * as its code, applications as use codes, flags as booleans, a category as its path, an absent colour as null;
 * a text is cut short past ISSUE_VALUE_MAX_CHARS.
 */
const storedValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type ImportStoredValue = z.infer<typeof storedValue>;
const fieldChange = z.object({ field: z.string(), old: storedValue, new: storedValue });
export type ImportFieldChange = z.infer<typeof fieldChange>;
const changeRow = z.object({
  row: z.number(),
  kind: z.enum(['product', 'pack']),
  code: z.string(),
  action: z.enum(['create', 'update']),
  /** The columns that change (for an update). */
  fields: z.array(z.string()),
  /**
   * Each changed column's value now and after applying (for an update), by column key; a pack whose per-kg
   * price moves with its price or net weight also has `pricePerKg`, which is no column.
   */
  values: z.array(fieldChange),
});
export type ImportChange = z.infer<typeof changeRow>;
const counts = z.object({ create: z.number(), update: z.number(), unchanged: z.number() });
export const importSummary = z.object({
  rowCount: z.number(),
  products: counts,
  packs: counts,
  brandsToCreate: z.array(z.string()),
  categoriesToCreate: z.array(z.string()),
  stockMovements: z.number(),
});
export type ImportSummary = z.infer<typeof importSummary>;
const stockChangedRow = z.object({
  row: z.number(),
  code: z.string(),
  exportedStock: z.number(),
  currentStock: z.number(),
  sheetStock: z.number(),
});
export type ImportStockChanged = z.infer<typeof stockChangedRow>;
/** Each list holds at most IMPORT_PREVIEW_LIST_LIMIT entries, the first in sheet order; its count says how many there are. */
export const importPreview = z.object({
  previewId: z.string(),
  expiresAt: z.string(),
  createMissing: z.boolean(),
  summary: importSummary,
  changes: z.array(changeRow),
  changeCount: z.number(),
  errors: z.array(issueRow),
  errorCount: z.number(),
  /** Packs whose stock the sheet changes but which changed since the export; applying keeps their stock unless told otherwise. */
  stockChangedSinceExport: z.array(stockChangedRow),
  stockChangedSinceExportCount: z.number(),
});
export type ImportPreview = z.infer<typeof importPreview>;
export const importApplied = z.object({ summary: importSummary });

/** The largest percent the price-change filter takes. */
export const PRICE_CHANGE_PERCENT_MAX = 10_000;
/** A preview's changes again, only the packs whose price or per-kg price moved by more than the percent either way. */
export const changesInput = withExamples(z.strictObject({ previewId: z.uuid(), priceChangeOverPercent: z.number().min(0).max(PRICE_CHANGE_PERCENT_MAX) }), {
  previewId: '3b241101-e2bb-4255-8caf-4136c566a962',
  priceChangeOverPercent: 10,
});
/** At most IMPORT_PREVIEW_LIST_LIMIT changes, the first in sheet order, and how many there are. */
export const importChanges = z.object({ changes: z.array(changeRow), changeCount: z.number() });
export type ImportChanges = z.infer<typeof importChanges>;

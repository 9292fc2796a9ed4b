import {
  CATEGORY_PATH_SEPARATOR,
  type ImportChange,
  type ImportFieldChange,
  type ImportStockChanged,
  type ImportStockChoice,
  type ImportSummary,
} from '../../../schemas/catalog-import.ts';
import { type ImportCells, type PackValues, type ProductValues, pricePerKgFen, productColumnKeys, type RawIssue, readRow } from './rows.ts';

export type CategoryNode = { id: number; parentId: number | null; nameZh: string; nameEn: string };
export type StoredProduct = ProductValues & { id: number; brandId: number; categoryId: number };
export type StoredPack = PackValues & { id: number; productId: number; pricePerKgFen: number };

/** The catalogue as a sheet compares against it: brands, the category tree, products with swatches, packs. */
export type CatalogueState = {
  brands: { id: number; nameZh: string; nameEn: string }[];
  categories: CategoryNode[];
  productsByCode: Map<string, StoredProduct>;
  packsByCode: Map<string, StoredPack>;
};

/** Each category's path of Chinese names from level 1 down. */
export function categoryPaths(nodes: CategoryNode[]): (id: number) => string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return (id) => {
    const path: string[] = [];
    for (let node = byId.get(id); node; node = node.parentId === null ? undefined : byId.get(node.parentId)) path.unshift(node.nameZh);
    return path;
  };
}

/** The category a path names, by Chinese or English names level by level; null when some level is missing. */
export function findCategory(nodes: CategoryNode[], path: string[]): number | null {
  let parentId: number | null = null;
  for (const name of path) {
    const lower = name.toLowerCase();
    const found = nodes.find((node) => node.parentId === parentId && (node.nameZh === name || node.nameEn.toLowerCase() === lower));
    if (!found) return null;
    parentId = found.id;
  }
  return parentId;
}

export function findBrand(state: Pick<CatalogueState, 'brands'>, name: string): number | null {
  const lower = name.toLowerCase();
  return state.brands.find((brand) => brand.nameZh === name || brand.nameEn.toLowerCase() === lower)?.id ?? null;
}

/** Each changed column (for an update) with its value now and after applying, by column key. */
type Changed = ImportFieldChange[];
export type PlannedProduct = { row: number; values: ProductValues; existing: StoredProduct | null; changed: Changed };
/**
 * `stockFromSheet`: the stock written is the sheet's number; otherwise the pack keeps its stock. With
 * `exportedStock` known, the sheet's number is written only where the stock is still the exported one
 * (checked again when applying) or the operator chose the sheet's number.
 */
export type PlannedPack = {
  row: number;
  productCode: string;
  values: PackValues;
  existing: StoredPack | null;
  changed: Changed;
  exportedStock: number | null;
  stockFromSheet: boolean;
};
export type ImportPlan = {
  issues: RawIssue[];
  rowCount: number;
  brandsToCreate: string[];
  categoriesToCreate: string[][];
  /** Only those to create or update. */
  products: PlannedProduct[];
  packs: PlannedPack[];
  unchangedProducts: number;
  unchangedPacks: number;
  stockChoice: ImportStockChoice;
  /** Packs whose stock the sheet changes while it changed since the export too. */
  stockChangedSinceExport: ImportStockChanged[];
};

const productFieldsCompared = [
  'nameZh',
  'nameEn',
  'kind',
  'ciName',
  'ciNumber',
  'chemistryZh',
  'chemistryEn',
  'originZh',
  'originEn',
  'specificationZh',
  'specificationEn',
  'naturalHex',
  'dilutedHex',
  'published',
] as const;
const packFieldsCompared = ['labelZh', 'labelEn', 'netWeightGrams', 'priceFen', 'stock', 'active'] as const;
/** The sheet's column for each compared field, as the preview names the changes. */
const columnOfField: Record<string, string> = {
  priceFen: 'price',
  active: 'onSale',
  labelZh: 'packLabelZh',
  labelEn: 'packLabelEn',
};

/**
 * What applying the rows would do to the catalogue: products and packs to create or update with the columns
 * that change, those unchanged, and every problem by row and column. Rows name products and packs by code,
 * so planning the same rows again after applying them finds nothing to do.
 */
export function planImport(
  state: CatalogueState,
  rows: { row: number; cells: ImportCells }[],
  createMissing: boolean,
  stockChoice: ImportStockChoice = 'keepCurrent',
): ImportPlan {
  const issues: RawIssue[] = [];
  const firstRowOfProduct = new Map<string, { row: number; cells: ImportCells; values: ProductValues | null }>();
  const seenPacks = new Set<string>();
  const brandsToCreate = new Map<string, string>();
  const categoriesToCreate = new Map<string, string[]>();
  const plannedProducts: PlannedProduct[] = [];
  const plannedPacks: PlannedPack[] = [];
  let unchangedProducts = 0;
  let unchangedPacks = 0;
  const stockChangedSinceExport: ImportStockChanged[] = [];

  for (const { row, cells } of rows) {
    const read = readRow(row, cells, issues);
    const productCode = cells.productCode;
    const first = firstRowOfProduct.get(productCode);
    if (first) {
      // A product's columns repeat on each of its packs: they must say the same thing each time.
      for (const column of productColumnKeys) {
        if (cells[column] !== first.cells[column]) issues.push({ row, column, value: cells[column], issue: 'productMismatch' });
      }
    } else if (productCode !== '') {
      firstRowOfProduct.set(productCode, { row, cells, values: read.product });
      if (read.product) {
        const planned = planProduct(state, row, read.product, createMissing, issues, brandsToCreate, categoriesToCreate);
        if (planned === 'unchanged') unchangedProducts++;
        else if (planned) plannedProducts.push(planned);
      }
    }

    const sheetPack = read.pack;
    if (!sheetPack) continue;
    if (seenPacks.has(sheetPack.code)) {
      issues.push({ row, column: 'packCode', value: sheetPack.code, issue: 'duplicatePackCode' });
      continue;
    }
    seenPacks.add(sheetPack.code);
    const existing = state.packsByCode.get(sheetPack.code) ?? null;
    if (existing && state.productsByCode.get(productCode)?.id !== existing.productId) {
      issues.push({ row, column: 'packCode', value: sheetPack.code, issue: 'packOfOtherProduct' });
      continue;
    }
    const { exportedStock } = read;
    let stockFromSheet = true;
    if (existing && exportedStock !== null) {
      // A stock the sheet leaves as exported is no change of stock: the pack keeps what it has now.
      if (sheetPack.stock === exportedStock) stockFromSheet = false;
      else if (existing.stock !== exportedStock) {
        stockChangedSinceExport.push({ row, code: sheetPack.code, exportedStock, currentStock: existing.stock, sheetStock: sheetPack.stock });
        stockFromSheet = stockChoice === 'useSheet';
      }
    }
    const pack = stockFromSheet || !existing ? sheetPack : { ...sheetPack, stock: existing.stock };
    const changed: Changed = existing
      ? packFieldsCompared
          .filter((field) => existing[field] !== pack[field])
          .map((field) => ({ field: columnOfField[field] ?? field, old: existing[field], new: pack[field] }))
      : [];
    if (existing && changed.length === 0) unchangedPacks++;
    else plannedPacks.push({ row, productCode, values: pack, existing, changed, exportedStock, stockFromSheet });
  }

  return {
    issues,
    rowCount: rows.length,
    brandsToCreate: [...brandsToCreate.values()],
    categoriesToCreate: [...categoriesToCreate.values()],
    products: plannedProducts,
    packs: plannedPacks,
    unchangedProducts,
    unchangedPacks,
    stockChoice,
    stockChangedSinceExport,
  };
}

function planProduct(
  state: CatalogueState,
  row: number,
  values: ProductValues,
  createMissing: boolean,
  issues: RawIssue[],
  brandsToCreate: Map<string, string>,
  categoriesToCreate: Map<string, string[]>,
): PlannedProduct | 'unchanged' | null {
  const brandId = findBrand(state, values.brand);
  const categoryId = findCategory(state.categories, values.categoryPath);
  let placeable = true;
  if (brandId === null) {
    if (createMissing) brandsToCreate.set(values.brand.toLowerCase(), values.brand);
    else {
      issues.push({ row, column: 'brand', value: values.brand, issue: 'unknownBrand' });
      placeable = false;
    }
  }
  if (categoryId === null) {
    if (createMissing) categoriesToCreate.set(values.categoryPath.join('›').toLowerCase(), values.categoryPath);
    else {
      issues.push({ row, column: 'category', value: values.categoryPath.join(' › '), issue: 'unknownCategory' });
      placeable = false;
    }
  } else if (state.categories.some((node) => node.parentId === categoryId)) {
    issues.push({ row, column: 'category', value: values.categoryPath.join(' › '), issue: 'categoryNotLeaf' });
    placeable = false;
  }
  if (!placeable) return null;
  const existing = state.productsByCode.get(values.code) ?? null;
  if (!existing) return { row, values, existing: null, changed: [] };
  const changed: Changed = productFieldsCompared
    .filter((field) => existing[field] !== values[field])
    .map((field) => ({ field, old: existing[field], new: values[field] }));
  if (existing.applicability.join(',') !== values.applicability.join(','))
    changed.push({ field: 'applications', old: existing.applicability, new: values.applicability });
  if (existing.brandId !== brandId) changed.push({ field: 'brand', old: existing.brand, new: values.brand });
  if (existing.categoryId !== categoryId)
    changed.push({
      field: 'category',
      old: existing.categoryPath.join(CATEGORY_PATH_SEPARATOR),
      new: values.categoryPath.join(CATEGORY_PATH_SEPARATOR),
    });
  return changed.length === 0 ? 'unchanged' : { row, values, existing, changed };
}

export function summaryOf(plan: ImportPlan): ImportSummary {
  const count = (items: { existing: unknown }[], unchanged: number) => ({
    create: items.filter((item) => item.existing === null).length,
    update: items.filter((item) => item.existing !== null).length,
    unchanged,
  });
  return {
    rowCount: plan.rowCount,
    products: count(plan.products, plan.unchangedProducts),
    packs: count(plan.packs, plan.unchangedPacks),
    brandsToCreate: plan.brandsToCreate,
    categoriesToCreate: plan.categoriesToCreate.map((path) => path.join(' › ')),
    stockMovements: plan.packs.filter((pack) => (pack.existing ? pack.existing.stock !== pack.values.stock : pack.values.stock > 0)).length,
  };
}

/** A pack's per-kg price now and after applying, when a new price or net weight moves it. */
function perKgChange({ existing, values, changed }: PlannedPack): Changed {
  if (!existing || !changed.some(({ field }) => field === 'price' || field === 'netWeightGrams')) return [];
  const after = pricePerKgFen(values);
  return after === existing.pricePerKgFen ? [] : [{ field: 'pricePerKg', old: existing.pricePerKgFen, new: after }];
}

export function changesOf(plan: ImportPlan): ImportChange[] {
  const change = (kind: ImportChange['kind'], item: PlannedProduct | PlannedPack, values: Changed): ImportChange => ({
    row: item.row,
    kind,
    code: item.values.code,
    action: item.existing ? 'update' : 'create',
    fields: item.changed.map(({ field }) => field),
    values,
  });
  return [
    ...plan.products.map((item) => change('product', item, item.changed)),
    ...plan.packs.map((item) => change('pack', item, [...item.changed, ...perKgChange(item)])),
  ].sort((a, b) => a.row - b.row);
}

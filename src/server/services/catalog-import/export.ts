import { CATEGORY_PATH_SEPARATOR, type ImportColumnKey, importColumns } from '../../../schemas/catalog-import.ts';
import type { Db } from '../../db/client.ts';
import { loadCatalogue } from './catalogue-state.ts';
import { categoryPaths } from './plan.ts';
import { flagText, type PackValues, type ProductValues } from './rows.ts';
import { type ExportCell, writeCsv, writeXlsx } from './sheet-io.ts';
import { applicationsText, kindText } from './words.ts';

const whole = (number: number): ExportCell => ({ number, decimals: 0 });

/**
 * One sheet row: the product's columns, then the pack's, then (`exported`) its stock now, which an import
 * compares with the stock it finds then. The kind and the applications are written as Chinese words, as the
 * headers are; weights, the price and stocks as numbers.
 */
function cellsOf(product: ProductValues, pack: PackValues, exported = true): ExportCell[] {
  const cells: Record<ImportColumnKey, ExportCell> = {
    productCode: product.code,
    nameZh: product.nameZh,
    nameEn: product.nameEn,
    brand: product.brand,
    category: product.categoryPath.join(CATEGORY_PATH_SEPARATOR),
    kind: kindText(product.kind),
    ciName: product.ciName,
    ciNumber: product.ciNumber,
    chemistryZh: product.chemistryZh,
    chemistryEn: product.chemistryEn,
    originZh: product.originZh,
    originEn: product.originEn,
    specificationZh: product.specificationZh,
    specificationEn: product.specificationEn,
    applications: applicationsText(product.applicability),
    naturalHex: product.naturalHex ?? '',
    dilutedHex: product.dilutedHex ?? '',
    published: flagText(product.published),
    packCode: pack.code,
    packLabelZh: pack.labelZh,
    packLabelEn: pack.labelEn,
    netWeightGrams: whole(pack.netWeightGrams),
    price: { number: pack.priceFen / 100, decimals: 2 },
    stock: whole(pack.stock),
    onSale: flagText(pack.active),
    exportedStock: exported ? whole(pack.stock) : '',
  };
  return importColumns.map((column) => cells[column.key]);
}

/** Every pack of every product, in the order the catalogue state keeps them: by product, then display order. */
async function catalogueRows(db: Db): Promise<ExportCell[][]> {
  const state = await loadCatalogue(db);
  const productsById = new Map([...state.productsByCode.values()].map((product) => [product.id, product]));
  return [...state.packsByCode.values()].flatMap((pack) => {
    const product = productsById.get(pack.productId);
    return product ? [cellsOf(product, pack)] : [];
  });
}

/** Two example rows, one product in two packs, under the first brand and the first level-4 category. */
async function templateRows(db: Db): Promise<ExportCell[][]> {
  const state = await loadCatalogue(db);
  const leaf = state.categories.find(
    (node) => !state.categories.some((child) => child.parentId === node.id) && categoryPaths(state.categories)(node.id).length === 4,
  );
  const product: ProductValues = {
    code: 'EXAMPLE-PB153',
    nameZh: '酞菁蓝 BGS',
    nameEn: 'Phthalocyanine Blue BGS',
    brand: state.brands[0]?.nameZh ?? '示例品牌',
    categoryPath: leaf ? categoryPaths(state.categories)(leaf.id) : ['有机颜料', '蓝色', '酞菁蓝', '通用级'],
    kind: 'organic',
    ciName: 'PB 15:3',
    ciNumber: '74160',
    chemistryZh: '铜酞菁（β型）',
    chemistryEn: 'Copper phthalocyanine (β)',
    originZh: '中国',
    originEn: 'China',
    specificationZh: '粉末，25 公斤/袋',
    specificationEn: 'Powder, 25 kg bag',
    applicability: ['coatings', 'inks', 'plastics'],
    naturalHex: '#0f4c81',
    dilutedHex: '#9db8d6',
    published: false,
  };
  return [
    cellsOf(
      product,
      { code: 'EXAMPLE-PB153-1', labelZh: '1公斤/袋', labelEn: '1 kg/bag', netWeightGrams: 1_000, priceFen: 12_000, stock: 50, active: true },
      false,
    ),
    cellsOf(
      product,
      {
        code: 'EXAMPLE-PB153-2',
        labelZh: '25公斤/袋',
        labelEn: '25 kg/bag',
        netWeightGrams: 25_000,
        priceFen: 225_000,
        stock: 10,
        active: true,
      },
      false,
    ),
  ];
}

export async function exportCatalogue(db: Db, format: 'xlsx' | 'csv', template: boolean): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
  const rows = template ? await templateRows(db) : await catalogueRows(db);
  const name = template ? 'catalogue-template' : 'catalogue';
  return format === 'xlsx'
    ? { bytes: await writeXlsx(rows), fileName: `${name}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
    : { bytes: writeCsv(rows), fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8' };
}

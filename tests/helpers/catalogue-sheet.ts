import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { importColumns } from '../../src/schemas/catalog-import.ts';
import type { Db } from '../../src/server/db/client.ts';
import { brands, categories } from '../../src/server/db/schema.ts';

export const sheetKeys = importColumns.map((column) => column.key);
/** One row of a catalogue spreadsheet by column key, every cell as text, as an operator's file gives it. */
export type SheetRow = Record<(typeof sheetKeys)[number], string>;

const packSizes = {
  '1kg': { packLabelZh: '1公斤/袋', packLabelEn: '1 kg/bag', netWeightGrams: '1000', price: '120.00' },
  '25kg': { packLabelZh: '25公斤/袋', packLabelEn: '25 kg/bag', netWeightGrams: '25000', price: '2250.00' },
} as const;

/**
 * A pack of a phthalocyanine blue under `placement`'s brand and category path: pack code
 * `<code>-<packNumber>`, on sale, unpublished; `overrides` change any cell.
 */
export function pigmentRow(
  pack: { code: string; packNumber: number; size: keyof typeof packSizes; stock: number },
  placement: { brand: string; category: string },
  overrides: Partial<SheetRow> = {},
): SheetRow {
  return {
    productCode: pack.code,
    nameZh: '导入测试酞菁蓝',
    nameEn: 'Imported phthalocyanine blue',
    brand: placement.brand,
    category: placement.category,
    kind: 'organic',
    ciName: 'PB 15:3',
    ciNumber: '74160',
    chemistryZh: '铜酞菁',
    chemistryEn: 'Copper phthalocyanine',
    originZh: '中国',
    originEn: 'China',
    specificationZh: '粉末',
    specificationEn: 'Powder',
    applications: 'coatings, inks',
    naturalHex: '#0f4c81',
    dilutedHex: '#9db8d6',
    published: '否',
    packCode: `${pack.code}-${pack.packNumber}`,
    ...packSizes[pack.size],
    stock: String(pack.stock),
    onSale: '是',
    exportedStock: '',
    ...overrides,
  };
}

/** An xlsx in the import layout: Chinese headers, the English keys beneath, then the rows. */
export async function xlsxOf(rows: Partial<SheetRow>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('catalogue');
  sheet.addRow(importColumns.map((column) => column.zh));
  sheet.addRow([...sheetKeys]);
  for (const row of rows) sheet.addRow(sheetKeys.map((key) => row[key] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The seeded catalogue's first leaf path and first brand, as a sheet names them. */
export async function firstPlacement(db: Db): Promise<{ brand: string; category: string }> {
  const [brand] = await db.select({ nameZh: brands.nameZh }).from(brands).orderBy(asc(brands.id)).limit(1);
  const [leaf] = await db.select({ id: categories.id }).from(categories).where(eq(categories.level, 4)).orderBy(asc(categories.id)).limit(1);
  const path: string[] = [];
  let id: number | null = leaf!.id;
  while (id !== null) {
    const [node] = await db.select({ nameZh: categories.nameZh, parentId: categories.parentId }).from(categories).where(eq(categories.id, id));
    path.unshift(node!.nameZh);
    id = node!.parentId;
  }
  return { brand: brand!.nameZh, category: path.join(' › ') };
}

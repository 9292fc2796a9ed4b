/**
 * `npm run bench:import`: on a fresh PostgreSQL database (a small seeded shop), a 5,000-row catalogue xlsx
 * made here (2,500 new products of two packs each) is previewed and then applied through the same services
 * the API calls. Targets: preview ≤ 10 s, apply ≤ 30 s. A miss prints FAIL; the script still exits 0.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { importColumns } from '../src/schemas/catalog-import.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { brands, categories, users } from '../src/server/db/schema.ts';
import { demoAccounts } from '../src/server/db/seed/index.ts';
import { applyImport } from '../src/server/services/catalog-import/apply.ts';
import { categoryPaths } from '../src/server/services/catalog-import/plan.ts';
import { previewImport } from '../src/server/services/catalog-import/preview.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { createPostgresDatabase, seedFresh } from './databases.ts';
import { printOutcome } from './outcome.ts';

const ROWS = 5_000;
const SEEDED_PRODUCTS = 200;
const PREVIEW_TARGET_MS = 10_000;
const APPLY_TARGET_MS = 30_000;

async function sheetOfRows(brand: string, category: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('catalogue');
  sheet.addRow(importColumns.map((column) => column.zh));
  sheet.addRow(importColumns.map((column) => column.key));
  for (let index = 0; index < ROWS; index++) {
    const product = Math.floor(index / 2);
    const pack = (index % 2) + 1;
    const cells: Record<string, string> = {
      productCode: `BENCH-${product}`,
      nameZh: `基准颜料 ${product}`,
      nameEn: `Bench pigment ${product}`,
      brand,
      category,
      kind: 'organic',
      ciName: 'PB 15:3',
      ciNumber: '74160',
      chemistry: 'Copper phthalocyanine',
      originZh: '中国',
      originEn: 'China',
      specificationZh: '粉末',
      specificationEn: 'Powder',
      applications: 'coatings, inks',
      naturalHex: '#0f4c81',
      dilutedHex: '#9db8d6',
      published: '否',
      packCode: `BENCH-${product}-${pack}`,
      packLabelZh: pack === 1 ? '1公斤/袋' : '25公斤/袋',
      packLabelEn: pack === 1 ? '1 kg/bag' : '25 kg/bag',
      netWeightGrams: pack === 1 ? '1000' : '25000',
      price: pack === 1 ? '120.00' : '2250.00',
      stock: String(10 * pack),
      onSale: '是',
    };
    sheet.addRow(importColumns.map((column) => cells[column.key]));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function main() {
  const database = await createPostgresDatabase('import');
  onCleanup(database.drop);
  await seedFresh(database.target, SEEDED_PRODUCTS);
  const opened = await openDatabase(database.target);
  onCleanup(() => opened.close());
  const { db } = opened;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.phone, demoAccounts.admin.phone));
  const [brand] = await db.select({ nameZh: brands.nameZh }).from(brands).limit(1);
  const nodes = await db
    .select({ id: categories.id, parentId: categories.parentId, nameZh: categories.nameZh, nameEn: categories.nameEn, level: categories.level })
    .from(categories);
  const leaf = nodes.find((node) => node.level === 4)!;
  const bytes = await sheetOfRows(brand!.nameZh, categoryPaths(nodes)(leaf.id).join(' › '));

  let started = performance.now();
  const preview = await previewImport(db, admin!.id, bytes, false, new Date(), 'en');
  const previewMs = performance.now() - started;
  if (preview.errors.length > 0) throw new Error(`the bench sheet has errors: ${JSON.stringify(preview.errors.slice(0, 3))}`);
  started = performance.now();
  const { summary } = await applyImport(db, admin!.id, preview.previewId, new Date());
  const applyMs = performance.now() - started;

  printOutcome({
    part: 'import',
    title: 'Catalogue import, 5,000-row xlsx on PostgreSQL',
    settings: `${SEEDED_PRODUCTS} seeded products; ${summary.products.create} products and ${summary.packs.create} packs created`,
    tables: [
      {
        title: 'Times',
        rows: [
          { step: 'preview', ms: Math.round(previewMs) },
          { step: 'apply', ms: Math.round(applyMs) },
        ],
      },
    ],
    verdicts: [
      { target: `preview ≤ ${PREVIEW_TARGET_MS / 1000} s`, pass: previewMs <= PREVIEW_TARGET_MS, measured: `${(previewMs / 1000).toFixed(2)} s` },
      { target: `apply ≤ ${APPLY_TARGET_MS / 1000} s`, pass: applyMs <= APPLY_TARGET_MS, measured: `${(applyMs / 1000).toFixed(2)} s` },
    ],
  });
}

try {
  await main();
} finally {
  await cleanUp();
}

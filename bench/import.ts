/**
 * `npm run bench:import`: on a fresh PostgreSQL database (a small seeded shop), a 5,000-row catalogue xlsx
 * made here (2,500 new products of two packs each) is previewed and then applied through the same services
 * the API calls. Targets: preview ≤ 10 s, apply ≤ 30 s. A miss prints FAIL; the script still exits 0.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { brands, categories, users } from '../src/server/db/schema.ts';
import { demoAccounts } from '../src/server/db/seed/index.ts';
import { applyImport } from '../src/server/services/catalog-import/apply.ts';
import { categoryPaths } from '../src/server/services/catalog-import/plan.ts';
import { previewImport } from '../src/server/services/catalog-import/preview.ts';
import { pigmentRow, xlsxOf } from '../tests/helpers/catalogue-sheet.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { createPostgresDatabase, seedFresh } from './databases.ts';
import { printOutcome } from './outcome.ts';

const ROWS = 5_000;
const SEEDED_PRODUCTS = 200;
const PREVIEW_TARGET_MS = 10_000;
const APPLY_TARGET_MS = 30_000;

function sheetOfRows(brand: string, category: string): Promise<Uint8Array> {
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const product = Math.floor(index / 2);
    const packNumber = (index % 2) + 1;
    return pigmentRow(
      { code: `BENCH-${product}`, packNumber, size: packNumber === 1 ? '1kg' : '25kg', stock: 10 * packNumber },
      { brand, category },
      { nameZh: `基准颜料 ${product}`, nameEn: `Bench pigment ${product}` },
    );
  });
  return xlsxOf(rows);
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

import { inArray, max, sql } from 'drizzle-orm';
import type { ImportStockChoice, ImportSummary } from '../../../schemas/catalog-import.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, brands, categories, productColours, products, skus, stockMovements } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { newSlug } from '../catalog-admin/slugs.ts';
import { loadCatalogue } from './catalogue-state.ts';
import { offLoop } from './off-loop.ts';
import { type CatalogueState, findBrand, findCategory, type ImportPlan, summaryOf } from './plan.ts';
import { keptPreview } from './preview.ts';
import { type ProductValues, pricePerKgFen } from './rows.ts';

const BATCH = 500;
const SORT_STEP = 10;

function* batches<T>(items: T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += BATCH) yield items.slice(start, start + BATCH);
}

/** A brand made from a name in the sheet: the operator completes its country, description and logo later. */
async function createBrands(tx: Tx, state: CatalogueState, names: string[]): Promise<void> {
  for (const name of names) {
    const [row] = await tx
      .insert(brands)
      .values({ slug: newSlug(name, 60), nameZh: name, nameEn: name, countryZh: '', countryEn: '', descriptionZh: '', descriptionEn: '', logoUrl: '' })
      .returning({ id: brands.id });
    state.brands.push({ id: row!.id, nameZh: name, nameEn: name });
  }
}

/** The levels of each path that do not exist yet, named the same in both languages until the operator renames them. */
async function createCategories(tx: Tx, state: CatalogueState, paths: string[][]): Promise<void> {
  for (const path of paths) {
    let parentId: number | null = null;
    for (let depth = 0; depth < path.length; depth++) {
      const existing = findCategory(state.categories, path.slice(0, depth + 1));
      if (existing !== null) {
        parentId = existing;
        continue;
      }
      const name = path[depth]!;
      const [row]: { id: number }[] = await tx
        .insert(categories)
        .values({ parentId, level: depth + 1, slug: newSlug(name, 80), nameZh: name, nameEn: name })
        .returning({ id: categories.id });
      state.categories.push({ id: row!.id, parentId, nameZh: name, nameEn: name });
      parentId = row!.id;
    }
  }
}

function productColumns(state: CatalogueState, values: ProductValues) {
  return {
    nameZh: values.nameZh,
    nameEn: values.nameEn,
    brandId: findBrand(state, values.brand)!,
    categoryId: findCategory(state.categories, values.categoryPath)!,
    kind: values.kind,
    ciName: values.ciName || null,
    ciNumber: values.ciNumber || null,
    chemistryZh: values.chemistryZh,
    chemistryEn: values.chemistryEn,
    originZh: values.originZh,
    originEn: values.originEn,
    applicability: values.applicability,
    specificationZh: values.specificationZh,
    specificationEn: values.specificationEn,
    published: values.published,
  };
}

const swatchRows = (productId: number, values: ProductValues) =>
  [
    { productId, variant: 'natural' as const, hex: values.naturalHex },
    { productId, variant: 'diluted' as const, hex: values.dilutedHex },
  ].filter((row): row is { productId: number; variant: 'natural' | 'diluted'; hex: string } => row.hex !== null);

async function writeProducts(tx: Tx, state: CatalogueState, plan: ImportPlan, now: Date): Promise<Map<string, number>> {
  const idByCode = new Map([...state.productsByCode.values()].map((product) => [product.code, product.id]));
  const created = plan.products.filter((item) => item.existing === null);
  for (const batch of batches(created)) {
    const rows = await tx
      .insert(products)
      .values(batch.map(({ values }) => ({ ...productColumns(state, values), code: values.code, introZh: '', introEn: '', createdAt: now, updatedAt: now })))
      .returning({ id: products.id, code: products.code });
    for (const row of rows) idByCode.set(row.code, row.id);
  }
  const swatches = created.flatMap(({ values }) => swatchRows(idByCode.get(values.code)!, values));
  for (const batch of batches(swatches)) await tx.insert(productColours).values(batch);

  for (const { existing, values } of plan.products) {
    if (!existing) continue;
    await tx
      .update(products)
      .set({ ...productColumns(state, values), updatedAt: now })
      .where(sql`${products.id} = ${existing.id}`);
    if (existing.naturalHex !== values.naturalHex || existing.dilutedHex !== values.dilutedHex) {
      await tx.delete(productColours).where(sql`${productColours.productId} = ${existing.id}`);
      const rows = swatchRows(existing.id, values);
      if (rows.length > 0) await tx.insert(productColours).values(rows);
    }
  }
  return idByCode;
}

/** Packs created and updated; every change of stock is a ledger row with the reason `import`. */
async function writePacks(tx: Tx, plan: ImportPlan, idByCode: Map<string, number>, actorId: number, now: Date): Promise<void> {
  const movements: (typeof stockMovements.$inferInsert)[] = [];
  const touched = new Set<number>();

  const created = plan.packs.filter((item) => item.existing === null);
  const owners = [...new Set(created.map((item) => idByCode.get(item.productCode)!))];
  const nextSort = new Map<number, number>();
  for (const batch of batches(owners)) {
    const rows = await tx
      .select({ productId: skus.productId, sort: max(skus.sort) })
      .from(skus)
      .where(inArray(skus.productId, batch))
      .groupBy(skus.productId);
    for (const row of rows) nextSort.set(row.productId, (row.sort ?? 0) + SORT_STEP);
  }
  const newRows = created.map(({ productCode, values }) => {
    const productId = idByCode.get(productCode)!;
    const sort = nextSort.get(productId) ?? SORT_STEP;
    nextSort.set(productId, sort + SORT_STEP);
    touched.add(productId);
    return { ...values, productId, pricePerKgFen: pricePerKgFen(values), sort, updatedAt: now };
  });
  for (const batch of batches(newRows)) {
    const rows = await tx.insert(skus).values(batch).returning({ id: skus.id, stock: skus.stock });
    for (const row of rows) if (row.stock > 0) movements.push({ skuId: row.id, delta: row.stock, reason: 'import', actorId, createdAt: now });
  }

  // Packs are locked first, so that an order placed meanwhile is counted in the ledger's delta, and a pack whose
  // stock moved off the exported number since planning keeps it unless the operator chose the sheet's.
  const updated = plan.packs.filter((item) => item.existing !== null);
  const lockedStock = new Map<number, number>();
  for (const batch of batches(updated)) {
    const ids = batch.map((item) => item.existing!.id);
    const rows = await tx.select({ id: skus.id, stock: skus.stock }).from(skus).where(inArray(skus.id, ids)).for('update');
    for (const row of rows) lockedStock.set(row.id, row.stock);
  }
  for (const { existing, values, exportedStock, stockFromSheet } of updated) {
    const pack = existing!;
    const locked = lockedStock.get(pack.id) ?? pack.stock;
    const setsStock = stockFromSheet && (exportedStock === null || locked === exportedStock || plan.stockChoice === 'useSheet');
    const { stock, ...rest } = values;
    const repriced = pack.priceFen !== values.priceFen || pack.netWeightGrams !== values.netWeightGrams;
    await tx
      .update(skus)
      .set({ ...rest, ...(setsStock ? { stock } : {}), ...(repriced ? { pricePerKgFen: pricePerKgFen(values) } : {}), updatedAt: now })
      .where(sql`${skus.id} = ${pack.id}`);
    const delta = setsStock ? stock - locked : 0;
    if (delta !== 0) movements.push({ skuId: pack.id, delta, reason: 'import', actorId, createdAt: now });
    touched.add(pack.productId);
  }
  for (const batch of batches(movements)) await tx.insert(stockMovements).values(batch);
  // A pack's label, price or sale state is page content: its product counts as changed until the next publish.
  for (const batch of batches([...touched])) await tx.update(products).set({ updatedAt: now }).where(inArray(products.id, batch));
}

/**
 * Applies a preview in one transaction, planned again (in a worker thread) against the catalogue as it is
 * now: products and packs are found by code, so applying the same preview twice changes nothing the second
 * time. `stockChoice` says what happens to packs whose stock changed since the sheet was exported.
 */
export async function applyImport(
  db: Db,
  actorId: number,
  previewId: string,
  now: Date,
  stockChoice: ImportStockChoice = 'keepCurrent',
): Promise<{ summary: ImportSummary }> {
  const summary = await db.transaction(async (tx) => {
    const { keptRows, createMissing } = await keptPreview(tx, previewId, now);
    const state = await loadCatalogue(tx);
    const plan = await offLoop({ kind: 'apply', keptRows, state, createMissing, stockChoice });
    if (plan.issues.length > 0) throw new ApiError('importHasErrors', { errorCount: plan.issues.length });
    const summary = summaryOf(plan);
    await createBrands(tx, state, plan.brandsToCreate);
    await createCategories(tx, state, plan.categoriesToCreate);
    const idByCode = await writeProducts(tx, state, plan, now);
    await writePacks(tx, plan, idByCode, actorId, now);
    await tx.insert(auditLog).values({ actorId, action: 'catalog/import/apply', targetType: 'catalog', targetId: previewId, details: summary, createdAt: now });
    return summary;
  });
  invalidateCatalog(db);
  return { summary };
}

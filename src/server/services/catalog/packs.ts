import { and, asc, sql } from 'drizzle-orm';
import type { Sku } from '../../../schemas/catalog.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { skus } from '../../db/schema.ts';
import { pick } from '../localize.ts';
import { type PackRow, packsAsHeard, readAllPacksAsHeard } from './changes.ts';
import { packOnSale } from './in-shop.ts';

const packColumns = {
  id: skus.id,
  productId: skus.productId,
  labelZh: skus.labelZh,
  labelEn: skus.labelEn,
  netWeightGrams: skus.netWeightGrams,
  priceFen: skus.priceFen,
  pricePerKgFen: skus.pricePerKgFen,
  stock: skus.stock,
} satisfies Record<keyof PackRow, unknown>;

/** The packs on sale of some products, built once per database and prepared on each connection. */
const preparedPackQueries = new WeakMap<Db, ReturnType<typeof preparePackQuery>>();
const preparePackQuery = (db: Db) =>
  db
    .select(packColumns)
    .from(skus)
    .where(and(sql`${skus.productId} = any(${sql.placeholder('productIds')})`, packOnSale))
    .orderBy(asc(skus.sort), asc(skus.id))
    .prepare('packs_of_products');

/** The packs on sale of these products as they are now: kept since their last change was heard, or read (never from a snapshot or a prerendered page). */
export const readPacks = (db: Db, productIds: number[]): Promise<Map<number, PackRow[]>> =>
  packsAsHeard(db, productIds, async (ids) => {
    const packs = new Map<number, PackRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return packs;
    let query = preparedPackQueries.get(db);
    if (!query) preparedPackQueries.set(db, (query = preparePackQuery(db)));
    for (const row of await query.execute({ productIds: ids })) packs.get(row.productId)?.push(withSharedLabels(row));
    return packs;
  });

/** Every pack on sale, each product's in its order; what is read is kept for readPacks too. */
export const readAllPacks = (db: Db): Promise<PackRow[]> =>
  readAllPacksAsHeard(db, async () => (await db.select(packColumns).from(skus).where(packOnSale).orderBy(asc(skus.sort), asc(skus.id))).map(withSharedLabels));

/**
 * Packs are kept for every product, and most share a few labels ("25公斤/袋"): each label is kept as one
 * string, not one copy per pack read.
 */
const labels = new Map<string, string>();
const KEPT_LABELS = 10_000;
function sharedLabel(label: string): string {
  const kept = labels.get(label);
  if (kept !== undefined) return kept;
  if (labels.size >= KEPT_LABELS) labels.clear();
  labels.set(label, label);
  return label;
}
function withSharedLabels(row: PackRow): PackRow {
  row.labelZh = sharedLabel(row.labelZh);
  row.labelEn = sharedLabel(row.labelEn);
  return row;
}

/** What a product's packs on sale come to: the lowest per-kg and pack prices (null with no pack) and their stock. */
export function packTotals(packs: PackRow[]): { minPricePerKgFen: number | null; minPriceFen: number | null; stock: number } {
  return {
    minPricePerKgFen: packs.length ? Math.min(...packs.map((pack) => pack.pricePerKgFen)) : null,
    minPriceFen: packs.length ? Math.min(...packs.map((pack) => pack.priceFen)) : null,
    stock: packs.reduce((sum, pack) => sum + pack.stock, 0),
  };
}

export const skuOf = (row: PackRow, locale: Locale): Sku => ({
  id: row.id,
  label: pick(locale, row.labelZh, row.labelEn),
  netWeightGrams: row.netWeightGrams,
  priceFen: row.priceFen,
  pricePerKgFen: row.pricePerKgFen,
  stock: row.stock,
});

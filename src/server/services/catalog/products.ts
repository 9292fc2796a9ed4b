import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CategoryNode,
  ColourMatch,
  ColourSwatch,
  ProductCard,
  ProductListInput,
  ProductListOutput,
  ProductLive,
  Sku,
} from '../../../schemas/catalog.ts';
import type { Locale } from '../../../schemas/common.ts';
import { nearestByColour, parseHex } from '../../../lib/colour.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Db } from '../../db/client.ts';
import { products, skus } from '../../db/schema.ts';
import { pick } from '../localize.ts';
import { queryListing } from './listing.ts';
import { getCatalog, type CatalogEntry, type CatalogSnapshot } from './snapshot.ts';

type SkuRow = typeof skus.$inferSelect;

export const skuOf = (row: SkuRow, locale: Locale): Sku => ({
  id: row.id,
  label: pick(locale, row.labelZh, row.labelEn),
  netWeightGrams: row.netWeightGrams,
  priceFen: row.priceFen,
  pricePerKgFen: row.pricePerKgFen,
  stock: row.stock,
});

/** The packs query of every listing, search and detail call, built once per database and prepared on each connection. */
const preparedPackQueries = new WeakMap<Db, ReturnType<typeof preparePackQuery>>();
const preparePackQuery = (db: Db) =>
  db
    .select()
    .from(skus)
    .where(and(sql`${skus.productId} = any(${sql.placeholder('productIds')})`, eq(skus.active, true)))
    .orderBy(asc(skus.sort), asc(skus.id))
    .prepare('packs_of_products');

/** The packs on sale of these products, read now (never from a snapshot or a prerendered page). */
export async function readPacks(db: Db, productIds: number[]): Promise<Map<number, SkuRow[]>> {
  const packs = new Map<number, SkuRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return packs;
  let query = preparedPackQueries.get(db);
  if (!query) preparedPackQueries.set(db, (query = preparePackQuery(db)));
  for (const row of await query.execute({ productIds })) packs.get(row.productId)?.push(row);
  return packs;
}

function cardOf(entry: CatalogEntry, packs: SkuRow[], snapshot: CatalogSnapshot, locale: Locale): ProductCard {
  const brand = snapshot.brands.get(entry.brandId);
  const lowest = (select: (pack: SkuRow) => number) => (packs.length ? Math.min(...packs.map(select)) : null);
  return {
    id: entry.id,
    code: entry.code,
    name: pick(locale, entry.nameZh, entry.nameEn),
    brandId: entry.brandId,
    brandName: brand ? pick(locale, brand.nameZh, brand.nameEn) : '',
    ciName: entry.ciName,
    hex: entry.hex,
    imageUrl: entry.imageUrl,
    applicability: entry.applicability,
    minPricePerKgFen: lowest((pack) => pack.pricePerKgFen),
    minPriceFen: lowest((pack) => pack.priceFen),
    stock: packs.reduce((sum, pack) => sum + pack.stock, 0),
    salesCount: entry.salesCount,
  };
}

/** Cards for snapshot entries, in their order, with live prices and stock. */
async function cardsOf(db: Db, snapshot: CatalogSnapshot, entries: CatalogEntry[], locale: Locale): Promise<ProductCard[]> {
  const packs = await readPacks(db, entries.map((entry) => entry.id));
  return entries.map((entry) => cardOf(entry, packs.get(entry.id) ?? [], snapshot, locale));
}

export async function listProducts(db: Db, input: ProductListInput, locale: Locale): Promise<ProductListOutput> {
  const snapshot = await getCatalog(db);
  const { entries, ...result } = queryListing(snapshot, input, locale);
  return { ...result, items: await cardsOf(db, snapshot, entries, locale) };
}

/** Cards of the given products that are on sale, in the given order; others are left out. */
export async function cardsOfProducts(db: Db, ids: number[], locale: Locale): Promise<ProductCard[]> {
  const snapshot = await getCatalog(db);
  const entries = ids.flatMap((id) => snapshot.byId.get(id) ?? []);
  return cardsOf(db, snapshot, entries, locale);
}

export async function listPopular(db: Db, limit: number, locale: Locale): Promise<ProductCard[]> {
  const snapshot = await getCatalog(db);
  const best = [...snapshot.entries].sort((a, b) => b.salesCount - a.salesCount || a.id - b.id).slice(0, limit);
  return cardsOf(db, snapshot, best, locale);
}

export async function readLive(db: Db, ids: number[], locale: Locale): Promise<ProductLive[]> {
  const unique = [...new Set(ids)];
  const [rows, packs] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(and(inArray(products.id, unique), eq(products.published, true))),
    readPacks(db, unique),
  ]);
  return rows.map((row) => ({
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    skus: (packs.get(row.id) ?? []).map((pack) => skuOf(pack, locale)),
  }));
}

/** The products whose masstone is nearest to a colour (CIEDE2000), optionally of one brand. */
export async function searchByColour(db: Db, input: { hex: string; brandId?: number | undefined; limit: number }, locale: Locale): Promise<ColourMatch[]> {
  const target = parseHex(input.hex);
  if (!target) throw new ApiError('validation');
  const snapshot = await getCatalog(db);
  const candidates = snapshot.entries.flatMap((entry) =>
    entry.hex && (input.brandId === undefined || entry.brandId === input.brandId) ? [{ ...entry, hex: entry.hex }] : [],
  );
  const nearest = nearestByColour(target, candidates, input.limit);
  const cards = await cardsOf(db, snapshot, nearest, locale);
  return cards.map((card, index) => ({ ...card, deltaE: nearest[index]!.deltaE }));
}

export async function listColourSwatches(db: Db, brandId: number | undefined, locale: Locale): Promise<ColourSwatch[]> {
  const snapshot = await getCatalog(db);
  return snapshot.entries.flatMap((entry) =>
    entry.hex && (brandId === undefined || entry.brandId === brandId)
      ? [{ id: entry.id, name: pick(locale, entry.nameZh, entry.nameEn), ciName: entry.ciName, brandId: entry.brandId, hex: entry.hex }]
      : [],
  );
}

/** The four-level classification tree, only branches that hold published products. */
export async function getCategoryTree(db: Db, locale: Locale): Promise<CategoryNode[]> {
  const snapshot = await getCatalog(db);
  const used = new Set(snapshot.entries.flatMap((entry) => entry.categoryPath));
  const childrenOf = (parentId: number | null): CategoryNode[] =>
    [...snapshot.categories.values()]
      .filter((category) => category.parentId === parentId && used.has(category.id))
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((category) => ({
        id: category.id,
        name: pick(locale, category.nameZh, category.nameEn),
        level: category.level,
        children: childrenOf(category.id),
      }));
  return childrenOf(null);
}

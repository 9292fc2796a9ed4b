import { and, eq, inArray } from 'drizzle-orm';
import type {
  CategoryNode,
  ColourMatch,
  ColourSwatch,
  ProductCard,
  ProductListInput,
  ProductListOutput,
  ProductLive,
} from '../../../schemas/catalog.ts';
import type { Locale } from '../../../schemas/common.ts';
import { nearestByColour, parseHex } from '../../../lib/colour.ts';
import { ApiError } from '../../http/api-error.ts';
import { jsonWhileSame, type JsonText } from '../../http/json-text.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { pick } from '../localize.ts';
import type { PackRow } from './changes.ts';
import { readPacks, skuOf } from './packs.ts';
import { queryListing } from './listing.ts';
import { getCatalog, type CatalogEntry, type CatalogSnapshot } from './snapshot.ts';

function cardOf(entry: CatalogEntry, packs: PackRow[], snapshot: CatalogSnapshot, locale: Locale): ProductCard {
  const brand = snapshot.brands.get(entry.brandId);
  const lowest = (select: (pack: PackRow) => number) => (packs.length ? Math.min(...packs.map(select)) : null);
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

/** The listing's answer as JSON, made again only when the listing or one of its cards' packs changed. */
export async function listProducts(db: Db, input: ProductListInput, locale: Locale): Promise<JsonText<ProductListOutput>> {
  const snapshot = await getCatalog(db);
  const listing = queryListing(snapshot, input, locale);
  const { entries, ...result } = listing;
  const packs = await readPacks(db, entries.map((entry) => entry.id));
  const cardPacks = entries.map((entry) => packs.get(entry.id) ?? []);
  return jsonWhileSame(listing, cardPacks, () => ({ ...result, items: entries.map((entry, index) => cardOf(entry, cardPacks[index]!, snapshot, locale)) }));
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

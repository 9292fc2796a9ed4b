import { and, eq, inArray } from 'drizzle-orm';
import { nearestByColour, parseHex } from '../../../lib/colour.ts';
import type { CategoryNode, ColourMatch, ColourSwatch, ProductCard, ProductListInput, ProductListOutput, ProductLive } from '../../../schemas/catalog.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { pick } from '../localize.ts';
import type { PackRow } from './changes.ts';
import { type ListingResult, queryListing } from './listing.ts';
import { firstInOrder } from './listing-index.ts';
import { packTotals, readPacks, skuOf } from './packs.ts';
import { type CatalogEntry, type CatalogSnapshot, getCatalog } from './snapshot.ts';

function cardOf(entry: CatalogEntry, packs: PackRow[], snapshot: CatalogSnapshot, locale: Locale): ProductCard {
  const brand = snapshot.brands.get(entry.brandId);
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
    ...packTotals(packs),
    salesCount: entry.salesCount,
  };
}

/** Cards for snapshot entries, in their order, with live prices and stock. */
async function cardsOf(db: Db, snapshot: CatalogSnapshot, entries: CatalogEntry[], locale: Locale): Promise<ProductCard[]> {
  const packs = await readPacks(
    db,
    entries.map((entry) => entry.id),
  );
  return entries.map((entry) => cardOf(entry, packs.get(entry.id) ?? [], snapshot, locale));
}

/**
 * Each listing's answer as JSON, with the packs its cards were made from. Kept packs are replaced when
 * their change is heard, and read anew on every call when nothing is heard (changes.ts), so an answer is
 * reused exactly while every card's packs are the same objects.
 */
const listingAnswers = new WeakMap<ListingResult, { cardPacks: PackRow[][]; json: string }>();

/** The listing's answer (a `ProductListOutput`) as JSON: 20 cards serialised are most of a call's work. */
export async function listProducts(db: Db, input: ProductListInput, locale: Locale): Promise<string> {
  const snapshot = await getCatalog(db);
  const listing = queryListing(snapshot, input, locale);
  const { entries, ...result } = listing;
  const packs = await readPacks(
    db,
    entries.map((entry) => entry.id),
  );
  const cardPacks = entries.map((entry) => packs.get(entry.id) ?? []);
  const kept = listingAnswers.get(listing);
  if (kept?.cardPacks.every((madeFrom, index) => madeFrom === cardPacks[index])) return kept.json;
  const answer: ProductListOutput = { ...result, items: entries.map((entry, index) => cardOf(entry, cardPacks[index]!, snapshot, locale)) };
  const json = JSON.stringify(answer);
  listingAnswers.set(listing, { cardPacks, json });
  return json;
}

/** Cards of the given products that are on sale, in the given order; others are left out. */
export async function cardsOfProducts(db: Db, ids: number[], locale: Locale): Promise<ProductCard[]> {
  const snapshot = await getCatalog(db);
  const entries = ids.flatMap((id) => snapshot.byId.get(id) ?? []);
  return cardsOf(db, snapshot, entries, locale);
}

export async function listPopular(db: Db, limit: number, locale: Locale): Promise<ProductCard[]> {
  const snapshot = await getCatalog(db);
  return cardsOf(db, snapshot, firstInOrder(snapshot, 'sales', limit), locale);
}

export async function readLive(db: Db, ids: number[], locale: Locale): Promise<ProductLive[]> {
  const unique = [...new Set(ids)];
  const [rows, packs] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt, retiredAt: products.retiredAt })
      .from(products)
      .where(and(inArray(products.id, unique), eq(products.published, true))),
    readPacks(db, unique),
  ]);
  return rows.map((row) => ({
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    retired: row.retiredAt !== null,
    skus: row.retiredAt !== null ? [] : (packs.get(row.id) ?? []).map((pack) => skuOf(pack, locale)),
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

import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../schemas/common.ts';
import { FAVOURITES_PAGE_SIZE, type FavouritePage } from '../../schemas/favourites.ts';
import type { Db } from '../db/client.ts';
import { favourites, products } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { productInShop } from './catalog/in-shop.ts';
import { cardsOfProducts } from './catalog/products.ts';
import { ownedBy } from './ownership.ts';

/** Favourites a product in the shop; favouriting it again changes nothing. */
export async function addFavourite(db: Db, userId: number, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), productInShop));
  if (!product) throw new ApiError('notFound');
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(favourites).where(and(ownedBy(favourites.userId, userId), eq(favourites.productId, productId)));
}

export async function favouritedAmong(db: Db, userId: number, productIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(and(ownedBy(favourites.userId, userId), inArray(favourites.productId, productIds)));
  return rows.map((row) => row.productId);
}

/** One page of the user's favourites that are still in the shop, newest first (a retired one comes back if restored). */
export async function listFavourites(db: Db, userId: number, curPage: number, locale: Locale): Promise<FavouritePage> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(and(ownedBy(favourites.userId, userId), productInShop))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  const pageCount = Math.max(1, Math.ceil(rows.length / FAVOURITES_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  const ids = rows.slice((page - 1) * FAVOURITES_PAGE_SIZE, page * FAVOURITES_PAGE_SIZE).map((row) => row.productId);
  return { items: await cardsOfProducts(db, ids, locale), total: rows.length, curPage: page, pageCount, pageSize: FAVOURITES_PAGE_SIZE };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favourites, products } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { ownedBy } from '../http/ownership.ts';

/** Favourites a published product; favouriting it again changes nothing. */
export async function addFavourite(db: Db, userId: number, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
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

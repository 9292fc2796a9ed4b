import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productImages, products } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { isStoredUpload, uploadPathOf } from '../uploads.ts';
import { fieldRefusal } from './refusals.ts';

const MAX_IMAGES = 20;

/** The first image of the gallery is the main one, which cards and the product page show. */
async function syncMainImage(tx: Tx, productId: number, now: Date): Promise<void> {
  const [main] = await tx
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sort), asc(productImages.id))
    .limit(1);
  await tx
    .update(products)
    .set({ imageUrl: main?.url ?? null, updatedAt: now })
    .where(eq(products.id, productId));
}

async function lockProduct(tx: Tx, productId: number): Promise<void> {
  const [found] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  if (!found) throw new ApiError('notFound');
}

/** Adds an image uploaded through /api/portal/upload (a JPG or PNG stored by the shop) at the end of the gallery. */
export async function addImage(db: Db, uploadDir: string, productId: number, url: string, now: Date): Promise<null> {
  if (!uploadPathOf(url) || !(await isStoredUpload(uploadDir, url))) throw fieldRefusal('url', 'validation.upload');
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [{ images } = { images: 0 }] = await tx.select({ images: count() }).from(productImages).where(eq(productImages.productId, productId));
    if (images >= MAX_IMAGES) throw fieldRefusal('url', 'validation.tooManyPhotos');
    await tx.insert(productImages).values({ productId, url, sort: images, createdAt: now });
    await syncMainImage(tx, productId, now);
  });
  invalidateCatalog(db);
  return null;
}

/** Puts the gallery in the given order (all of the product's images, each once); the first becomes the main image. */
export async function reorderImages(db: Db, productId: number, ids: number[], now: Date): Promise<null> {
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const current = await tx.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId));
    const same = ids.length === current.length && new Set(ids).size === ids.length && current.every((image) => ids.includes(image.id));
    if (!same) throw fieldRefusal('ids', 'validation.reorderAll');
    for (const [sort, id] of ids.entries())
      await tx
        .update(productImages)
        .set({ sort })
        .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
    await syncMainImage(tx, productId, now);
  });
  invalidateCatalog(db);
  return null;
}

export async function removeImage(db: Db, id: number, now: Date): Promise<null> {
  await db.transaction(async (tx) => {
    const [image] = await tx.delete(productImages).where(eq(productImages.id, id)).returning({ productId: productImages.productId });
    if (!image) throw new ApiError('notFound');
    await syncMainImage(tx, image.productId, now);
  });
  invalidateCatalog(db);
  return null;
}

import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AdminProduct, AdminSpec } from '../../../schemas/catalog-admin.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  orderLines,
  priceNegotiations,
  productDocuments,
  products,
  purchaseRequirements,
  quotationLines,
  sampleRequests,
  skus,
  stockMovements,
} from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { dropFilesIfUnused } from '../documents/admin.ts';
import { closeNegotiationsOfRetired } from '../negotiations/retired.ts';
import { productForAdmin } from './products.ts';
import { specsOf, touchProduct } from './specs.ts';

/*
 * A product or pack that was ever ordered or negotiated stays for good: its orders, after-sales and
 * invoices name it. Retiring takes it off sale and out of the shop (its page then says it is no longer
 * sold); restoring brings it back. Only what nobody ever ordered, negotiated or asked for may be deleted.
 */

/**
 * Retires a product (off sale, out of listing, search, colour card and sitemap, its live negotiations
 * closed with a message to their buyers) or restores it.
 */
export async function setProductRetired(db: Db, id: number, retired: boolean, now: Date): Promise<AdminProduct> {
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(products)
      .set({ retiredAt: retired ? now : null, updatedAt: now })
      .where(and(eq(products.id, id), retired ? isNull(products.retiredAt) : isNotNull(products.retiredAt)))
      .returning({ id: products.id });
    if (changed && retired) await closeNegotiationsOfRetired(tx, { productId: id }, now);
    return changed;
  });
  // Retiring what is retired (or restoring what is not) changes nothing, so the first retirement's time stays.
  if (row) invalidateCatalog(db);
  return productForAdmin(db, id);
}

/** Retires a pack (off sale for good, gone from the product page, kept in orders, its live negotiations closed) or restores it. */
export async function setSpecRetired(db: Db, id: number, retired: boolean, now: Date): Promise<AdminSpec> {
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(skus)
      .set({ retiredAt: retired ? now : null, updatedAt: now })
      .where(and(eq(skus.id, id), retired ? isNull(skus.retiredAt) : isNotNull(skus.retiredAt)))
      .returning({ productId: skus.productId });
    if (changed && retired) await closeNegotiationsOfRetired(tx, { skuId: id }, now);
    return changed;
  });
  const [owner] = row ? [row] : await db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, id));
  if (!owner) throw new ApiError('notFound');
  if (row) {
    await touchProduct(db, owner.productId, now);
    invalidateCatalog(db);
  }
  return (await specsOf(db, owner.productId)).find((spec) => spec.id === id)!;
}

/** Whether anything that must outlive the packs names one of them: an order line, a negotiation or a quotation. */
async function packsInUse(tx: Tx, skuIds: number[]): Promise<boolean> {
  if (skuIds.length === 0) return false;
  const [[lines], [negotiations], [quoted]] = await Promise.all([
    tx.select({ n: count() }).from(orderLines).where(inArray(orderLines.skuId, skuIds)),
    tx.select({ n: count() }).from(priceNegotiations).where(inArray(priceNegotiations.skuId, skuIds)),
    tx.select({ n: count() }).from(quotationLines).where(inArray(quotationLines.skuId, skuIds)),
  ]);
  return (lines?.n ?? 0) + (negotiations?.n ?? 0) + (quoted?.n ?? 0) > 0;
}

/**
 * Deletes a product nobody ever ordered, negotiated, asked for or asked a sample of, with its packs and their stock ledger,
 * images, parameters, colours, and the cart lines and favourites of it, in one transaction; otherwise
 * refuses with `productInUse` (retire it instead). Its packs are locked first, so an order placed at
 * the same moment either finds them gone or is seen here.
 */
export async function deleteProduct(db: Db, uploadDir: string, id: number): Promise<null> {
  const documentKeys = await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!product) throw new ApiError('notFound');
    const packIds = (await tx.select({ id: skus.id }).from(skus).where(eq(skus.productId, id)).for('update')).map((pack) => pack.id);
    const [[lines], [asked], [sampled]] = await Promise.all([
      tx.select({ n: count() }).from(orderLines).where(eq(orderLines.productId, id)),
      tx.select({ n: count() }).from(purchaseRequirements).where(eq(purchaseRequirements.productId, id)),
      tx.select({ n: count() }).from(sampleRequests).where(eq(sampleRequests.productId, id)),
    ]);
    if ((lines?.n ?? 0) + (asked?.n ?? 0) + (sampled?.n ?? 0) > 0 || (await packsInUse(tx, packIds))) throw new ApiError('productInUse');
    if (packIds.length > 0) await tx.delete(stockMovements).where(inArray(stockMovements.skuId, packIds));
    // Packs, images, parameters, colours, documents, favourites and (through the packs) cart lines go with it.
    const documents = await tx.select({ key: productDocuments.contentKey }).from(productDocuments).where(eq(productDocuments.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    return documents.map((document) => document.key);
  });
  invalidateCatalog(db);
  await dropFilesIfUnused(db, uploadDir, documentKeys);
  return null;
}

/** Deletes a pack nobody ever ordered or negotiated, with its stock ledger and cart lines; otherwise `packInUse`. */
export async function deleteSpec(db: Db, id: number, now: Date): Promise<null> {
  await db.transaction(async (tx) => {
    const [pack] = await tx.select({ productId: skus.productId }).from(skus).where(eq(skus.id, id)).for('update');
    if (!pack) throw new ApiError('notFound');
    if (await packsInUse(tx, [id])) throw new ApiError('packInUse');
    await tx.delete(stockMovements).where(eq(stockMovements.skuId, id));
    await tx.delete(skus).where(eq(skus.id, id));
    await touchProduct(tx, pack.productId, now);
  });
  invalidateCatalog(db);
  return null;
}

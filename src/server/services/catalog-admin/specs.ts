import { asc, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSpec, specFields, specUpdate } from '../../../schemas/catalog-admin.ts';
import type { Db, Tx } from '../../db/client.ts';
import { likeLiteral } from '../../db/like.ts';
import { products, skus } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';

const specColumns = {
  id: skus.id,
  code: skus.code,
  labelZh: skus.labelZh,
  labelEn: skus.labelEn,
  netWeightGrams: skus.netWeightGrams,
  priceFen: skus.priceFen,
  pricePerKgFen: skus.pricePerKgFen,
  stock: skus.stock,
  lowStockThreshold: skus.lowStockThreshold,
  shippingWeightGrams: skus.shippingWeightGrams,
  active: skus.active,
  retired: sql<boolean>`${skus.retiredAt} is not null`,
  sort: skus.sort,
};

/** A spec's label or sale state is page content: the product counts as changed until the next publish. */
export const touchProduct = (db: Db | Tx, productId: number, now: Date) => db.update(products).set({ updatedAt: now }).where(eq(products.id, productId));

export async function specsOf(db: Db | Tx, productId: number): Promise<AdminSpec[]> {
  return db.select(specColumns).from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.sort), asc(skus.id));
}

/** The product's code and the first pack number not taken, `PB153-3`: a spreadsheet names the pack by it. */
async function freePackCode(db: Db, productCode: string): Promise<string> {
  const prefix = `${productCode}-`;
  const taken = new Set(
    (
      await db
        .select({ code: skus.code })
        .from(skus)
        .where(like(skus.code, `${likeLiteral(prefix)}%`))
    ).map((row) => row.code),
  );
  let number = 1;
  while (taken.has(`${prefix}${number}`)) number++;
  return `${prefix}${number}`;
}

/** A new spec has no stock: stock only ever arrives through an adjustment, which the ledger records. */
export async function createSpec(db: Db, input: z.output<typeof specFields>, now: Date): Promise<AdminSpec> {
  const [product] = await db.select({ id: products.id, code: products.code }).from(products).where(eq(products.id, input.productId));
  if (!product) throw new ApiError('notFound');
  const [row] = await db
    .insert(skus)
    .values({ ...input, code: await freePackCode(db, product.code), stock: 0, updatedAt: now })
    .returning(specColumns);
  await touchProduct(db, input.productId, now);
  invalidateCatalog(db);
  return row!;
}

/** Label, weight, prices, order and on/off sale; the stock is not among the fields (see adjustStock). */
export async function updateSpec(db: Db, input: z.output<typeof specUpdate>, now: Date): Promise<AdminSpec> {
  const { id, ...fields } = input;
  const [row] = await db
    .update(skus)
    .set({ ...fields, updatedAt: now })
    .where(eq(skus.id, id))
    .returning(specColumns);
  if (!row) throw new ApiError('notFound');
  const [owner] = await db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, id));
  await touchProduct(db, owner!.productId, now);
  invalidateCatalog(db);
  return row;
}

import { and, asc, count, desc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ledgerInput, StockPack, stockAdjust, stockPackListInput } from '../../../schemas/catalog-admin.ts';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { products, skus, stockMovements, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { packOnSale } from '../catalog/in-shop.ts';

const LEDGER_PAGE_SIZE = 20;
const STOCK_PAGE_SIZE = 30;

/**
 * Changes a pack's stock by a signed number of packs, with the ledger row in the same transaction. The
 * conditional update is the check: it takes the row lock, so adjustments and checkouts running at the
 * same time each see the stock the other left, and a result below zero changes nothing.
 */
export async function adjustStock(db: Db, input: z.output<typeof stockAdjust>, actorId: number, now: Date): Promise<{ skuId: number; stock: number }> {
  const stock = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${input.delta}`, updatedAt: now })
      .where(sql`${skus.id} = ${input.skuId} and ${skus.stock} + ${input.delta} >= 0`)
      .returning({ stock: skus.stock });
    if (!updated) {
      const [exists] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, input.skuId));
      throw exists ? new ApiError('stockNegative', { stock: exists.stock }) : new ApiError('notFound');
    }
    await tx.insert(stockMovements).values({ skuId: input.skuId, delta: input.delta, reason: input.reason, note: input.note || null, actorId, createdAt: now });
    return updated.stock;
  });
  invalidateCatalog(db);
  return { skuId: input.skuId, stock };
}

/** A pack's ledger, newest first: adjustments with who made them, and the movements of orders. */
export async function stockLedger(db: Db, input: z.output<typeof ledgerInput>) {
  const [pack] = await db.select({ id: skus.id }).from(skus).where(eq(skus.id, input.skuId));
  if (!pack) throw new ApiError('notFound');
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(stockMovements).where(eq(stockMovements.skuId, input.skuId));
  const pageCount = Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE));
  const page = Math.min(input.curPage, pageCount);
  const items = await db
    .select({
      id: stockMovements.id,
      delta: stockMovements.delta,
      reason: stockMovements.reason,
      note: stockMovements.note,
      orderId: stockMovements.orderId,
      actorPhone: users.phone,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .where(eq(stockMovements.skuId, input.skuId))
    .orderBy(desc(stockMovements.id))
    .limit(LEDGER_PAGE_SIZE)
    .offset((page - 1) * LEDGER_PAGE_SIZE);
  return { items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })), curPage: page, pageCount, total };
}

/**
 * A pack on sale, of a product not retired, below its alert level: what the dashboard counts and the stock
 * screen's "running low" shows, so the two agree. A retired product's packs are never bought again.
 */
export const runningLow: SQL = and(packOnSale, isNull(products.retiredAt), lt(skus.stock, skus.lowStockThreshold))!;

/**
 * The packs the warehouse keeps, lowest stock first: retired packs and products are left out, since nothing
 * is sold from them again. Found by product code, pack code or either name; or only those below their threshold.
 */
export async function stockPacks(db: Db, input: z.output<typeof stockPackListInput>) {
  const conditions: SQL[] = [isNull(skus.retiredAt), isNull(products.retiredAt)];
  if (input.lowOnly) conditions.push(runningLow);
  if (input.keyword) {
    const like = containing(input.keyword);
    conditions.push(or(ilike(products.code, like), ilike(skus.code, like), ilike(products.nameZh, like), ilike(products.nameEn, like))!);
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(skus).innerJoin(products, eq(products.id, skus.productId)).where(where);
  const pageCount = Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE));
  const page = Math.min(input.curPage, pageCount);
  const items: StockPack[] = await db
    .select({
      skuId: skus.id,
      packCode: skus.code,
      productId: products.id,
      productCode: products.code,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      labelZh: skus.labelZh,
      labelEn: skus.labelEn,
      stock: skus.stock,
      threshold: skus.lowStockThreshold,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(where)
    .orderBy(asc(skus.stock), asc(products.code), asc(skus.id))
    .limit(STOCK_PAGE_SIZE)
    .offset((page - 1) * STOCK_PAGE_SIZE);
  return { items, curPage: page, pageCount, total };
}

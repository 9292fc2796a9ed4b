import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { bulkPrice, PriceChange, PricePreview, ProductBulk } from '../../../schemas/catalog-admin.ts';
import { MAX_PACK_PRICE_FEN } from '../../../schemas/catalog-admin-limits.ts';
import { perKgOfPackFen } from '../../../schemas/negotiations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, products, skus } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { checkPlacement } from './products.ts';

/**
 * A pack price changed by a percentage, to the nearest fen with halves up, in integers: the percentage
 * in hundredths (basis points) so that +5 % and -12.5 % are exact.
 */
export function adjustedPriceFen(priceFen: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((priceFen * (10_000 + basisPoints) + 5_000) / 10_000);
}

type PriceInput = Omit<z.output<typeof bulkPrice>, 'action'>;

/**
 * Every pack of the chosen products that is not retired, priced before and after: the per-kg price is
 * the new pack price over the pack's net weight (as a per-pack offer's is, `perKgOfPackFen`). Packs
 * whose new price would leave 1 fen … MAX_PACK_PRICE_FEN are listed in `outOfRange`.
 */
async function priceChanges(db: Db | Tx, { ids, percent }: PriceInput, lock: boolean): Promise<PricePreview> {
  const query = db
    .select({
      skuId: skus.id,
      productId: products.id,
      code: skus.code,
      productName: products.nameZh,
      label: skus.labelZh,
      netWeightGrams: skus.netWeightGrams,
      oldPriceFen: skus.priceFen,
      oldPricePerKgFen: skus.pricePerKgFen,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(inArray(skus.productId, ids), isNull(skus.retiredAt)))
    .orderBy(asc(products.id), asc(skus.sort), asc(skus.id));
  const packs = lock ? await query.for('update', { of: skus }) : await query;
  const changes: PriceChange[] = packs.map((pack) => {
    const newPriceFen = adjustedPriceFen(pack.oldPriceFen, percent);
    return { ...pack, newPriceFen, newPricePerKgFen: perKgOfPackFen(newPriceFen, pack.netWeightGrams) };
  });
  const inRange = (fen: number) => fen >= 1 && fen <= MAX_PACK_PRICE_FEN;
  return {
    changes,
    outOfRange: changes.filter((change) => !inRange(change.newPriceFen) || !inRange(change.newPricePerKgFen)).map((change) => change.skuId),
  };
}

/** What a price adjustment would do, changing nothing. */
export async function previewPrices(db: Db, input: PriceInput): Promise<PricePreview> {
  await productsExist(db, input.ids);
  return priceChanges(db, input, false);
}

async function productsExist(db: Db | Tx, ids: number[], lock = false): Promise<void> {
  const query = db.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
  const found = lock ? await query.for('update') : await query;
  if (found.length !== ids.length) throw new ApiError('notFound', { missing: ids.filter((id) => !found.some((row) => row.id === id)) });
}

/**
 * One action on the chosen products, all of them or none, in one transaction with its audit row (the
 * whole list of ids, which the generic audit would cut). Every product it changes counts as changed
 * until the next publish.
 */
export async function applyBulk(db: Db, input: ProductBulk, actorId: number, now: Date): Promise<{ count: number }> {
  const { ids } = input;
  const count = await db.transaction(async (tx) => {
    await productsExist(tx, ids, true);
    const touched = { updatedAt: now };
    const chosen = inArray(products.id, ids);
    switch (input.action) {
      case 'publish':
      case 'unpublish':
        await tx
          .update(products)
          .set({ published: input.action === 'publish', ...touched })
          .where(chosen);
        break;
      case 'retire':
        // Already retired ones keep the time they were retired.
        await tx.update(products).set(touched).where(chosen);
        await tx
          .update(products)
          .set({ retiredAt: now })
          .where(and(chosen, isNull(products.retiredAt)));
        break;
      case 'restore':
        await tx
          .update(products)
          .set({ retiredAt: null, ...touched })
          .where(chosen);
        break;
      case 'category':
        await checkPlacement(tx, { categoryId: input.categoryId });
        await tx
          .update(products)
          .set({ categoryId: input.categoryId, ...touched })
          .where(chosen);
        break;
      case 'brand':
        await checkPlacement(tx, { brandId: input.brandId });
        await tx
          .update(products)
          .set({ brandId: input.brandId, ...touched })
          .where(chosen);
        break;
      case 'price': {
        const { changes, outOfRange } = await priceChanges(tx, input, true);
        if (outOfRange.length > 0) throw new ApiError('priceOutOfRange', { skuIds: outOfRange });
        for (const change of changes) {
          await tx.update(skus).set({ priceFen: change.newPriceFen, pricePerKgFen: change.newPricePerKgFen, updatedAt: now }).where(eq(skus.id, change.skuId));
        }
        await tx.update(products).set(touched).where(chosen);
        break;
      }
    }
    const { action, ids: _ids, ...rest } = input;
    await tx.insert(auditLog).values({
      actorId,
      action: 'catalog/product/bulk',
      targetType: 'catalog',
      targetId: action,
      details: { action, ids, ...rest },
      createdAt: now,
    });
    return ids.length;
  });
  invalidateCatalog(db);
  return { count };
}

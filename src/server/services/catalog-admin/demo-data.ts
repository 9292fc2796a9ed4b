import { and, count, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEMO_REMOVAL_PHRASE, type DemoDataRemoved, type DemoDataStatus } from '../../../schemas/demo-data.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  auditLog,
  banners,
  brands,
  categories,
  newsArticles,
  orderLines,
  priceNegotiations,
  products,
  purchaseRequirements,
  quotationLines,
  sampleRequests,
  skus,
  stockMovements,
} from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { demoAccountsLeft, removeDemoAccounts } from './demo-accounts.ts';

/**
 * A demo product that an order, a negotiation, a quotation, a purchase requirement or a sample request names: deleting it would take
 * that record's product away, so it is taken off the shop instead.
 */
const isReferenced = sql`(exists (select 1 from ${orderLines} where ${orderLines.productId} = ${products.id})
  or exists (select 1 from ${purchaseRequirements} where ${purchaseRequirements.productId} = ${products.id})
  or exists (select 1 from ${sampleRequests} where ${sampleRequests.productId} = ${products.id})
  or exists (select 1 from ${quotationLines} where ${quotationLines.productId} = ${products.id})
  or exists (select 1 from ${priceNegotiations} join ${skus} on ${skus.id} = ${priceNegotiations.skuId} where ${skus.productId} = ${products.id}))`;

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/**
 * What is left of the demo seed: what removing it would delete, the demo products it would keep, retired,
 * and the demo accounts it may remove (never `actorId`'s).
 */
export async function demoDataStatus(db: Db | Tx, actorId: number): Promise<DemoDataStatus> {
  const [productCount, productsKept, brandCount, categoryCount, newsCount, bannerCount, demoAccounts] = await Promise.all([
    countOf(db.select({ n: count() }).from(products).where(eq(products.demo, true))),
    countOf(
      db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.demo, true), isReferenced)),
    ),
    countOf(db.select({ n: count() }).from(brands).where(eq(brands.demo, true))),
    countOf(db.select({ n: count() }).from(categories).where(eq(categories.demo, true))),
    countOf(db.select({ n: count() }).from(newsArticles).where(eq(newsArticles.demo, true))),
    countOf(db.select({ n: count() }).from(banners).where(eq(banners.demo, true))),
    demoAccountsLeft(db, actorId),
  ]);
  return {
    products: productCount - productsKept,
    productsKept,
    brands: brandCount,
    categories: categoryCount,
    newsArticles: newsCount,
    banners: bannerCount,
    demoAccounts,
  };
}

/** Demo categories with neither products nor child categories, deepest first, until none is left. */
async function deleteEmptyDemoCategories(tx: Tx): Promise<number> {
  const child = alias(categories, 'child');
  let deleted = 0;
  for (;;) {
    const gone = await tx
      .delete(categories)
      .where(
        and(
          eq(categories.demo, true),
          notExists(tx.select({ one: sql`1` }).from(products).where(eq(products.categoryId, categories.id))),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(child)
              .where(and(isNotNull(child.parentId), eq(child.parentId, categories.id))),
          ),
        ),
      )
      .returning({ id: categories.id });
    if (gone.length === 0) return deleted;
    deleted += gone.length;
  }
}

/**
 * Removes the demo catalogue, the demo news and the demo banners in one transaction, once `confirmation` is the phrase, and
 * with `removeAccounts` the demo accounts but the caller's (removeDemoAccounts).
 * Other accounts, orders and everything the operator made stay; demo products that records name are retired (off sale,
 * their pages saying so, their orders unchanged);
 * demo brands and categories that hold the operator's products stay. Running it again changes nothing.
 */
export async function removeDemoData(db: Db, actorId: number, request: { confirmation: string; removeAccounts: boolean }, now: Date): Promise<DemoDataRemoved> {
  if (request.confirmation.trim() !== DEMO_REMOVAL_PHRASE) throw new ApiError('demoRemovalNotConfirmed');
  const removed = await db.transaction(async (tx) => {
    const retired = await tx
      .update(products)
      .set({ retiredAt: now, updatedAt: now })
      .where(and(eq(products.demo, true), isNull(products.retiredAt), isReferenced))
      .returning({ id: products.id });
    const doomed = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.demo, true), sql`not ${isReferenced}`));
    const doomedIds = doomed.map((row) => row.id);
    let deletedProducts = 0;
    for (let start = 0; start < doomedIds.length; start += 500) {
      const batch = doomedIds.slice(start, start + 500);
      // A deleted pack's ledger goes with it; parameters, swatches, images, packs, carts and favourites cascade.
      await tx.delete(stockMovements).where(inArray(stockMovements.skuId, tx.select({ id: skus.id }).from(skus).where(inArray(skus.productId, batch))));
      deletedProducts += (await tx.delete(products).where(inArray(products.id, batch)).returning({ id: products.id })).length;
    }
    const deletedBrands = await tx
      .delete(brands)
      .where(and(eq(brands.demo, true), notExists(tx.select({ one: sql`1` }).from(products).where(eq(products.brandId, brands.id)))))
      .returning({ id: brands.id });
    const deletedCategories = await deleteEmptyDemoCategories(tx);
    const deletedNews = await tx.delete(newsArticles).where(eq(newsArticles.demo, true)).returning({ id: newsArticles.id });
    const deletedBanners = await tx.delete(banners).where(eq(banners.demo, true)).returning({ id: banners.id });
    const [keptBrands, keptCategories] = await Promise.all([
      countOf(tx.select({ n: count() }).from(brands).where(eq(brands.demo, true))),
      countOf(tx.select({ n: count() }).from(categories).where(eq(categories.demo, true))),
    ]);
    const accounts = request.removeAccounts ? await removeDemoAccounts(tx, actorId, now) : { deleted: [], closed: [] };
    const result: DemoDataRemoved = {
      deleted: {
        products: deletedProducts,
        brands: deletedBrands.length,
        categories: deletedCategories,
        newsArticles: deletedNews.length,
        banners: deletedBanners.length,
      },
      retired: retired.length,
      keptBrands,
      keptCategories,
      accounts,
    };
    await tx.insert(auditLog).values({ actorId, action: 'catalog/demo-data/remove', targetType: 'catalog', targetId: 'demo', details: result, createdAt: now });
    return result;
  });
  invalidateCatalog(db);
  return removed;
}

import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { products, skus } from '../../db/schema.ts';

/** A product the shop offers: published and not retired. A retired one keeps its page, saying it is no longer sold. */
export const productInShop: SQL = and(eq(products.published, true), isNull(products.retiredAt))!;

/** A pack that can be bought: switched on sale and not retired. */
export const packOnSale: SQL = and(eq(skus.active, true), isNull(skus.retiredAt))!;

/** Whether a pack, or the product it belongs to (joined), is retired: refused as no longer sold rather than as unknown. */
export const retiredSql = sql<boolean>`(${skus.retiredAt} is not null or ${products.retiredAt} is not null)`;

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';

/** Every published product's id and names: one prerendered detail page per product and locale. */
export async function listProductPages(db: Db) {
  return db
    .select({ id: products.id, nameZh: products.nameZh, nameEn: products.nameEn })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id));
}

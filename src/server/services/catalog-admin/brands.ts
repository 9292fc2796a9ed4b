import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminBrand, brandFields, brandUpdate } from '../../../schemas/catalog-admin.ts';
import type { Db } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { newSlug } from './slugs.ts';

export async function listBrandsForAdmin(db: Db): Promise<AdminBrand[]> {
  const rows = await db
    .select({
      brand: brands, // Written out: drizzle leaves columns unqualified in a one-table select, which would bind them to the subquery.
      productCount: sql<number>`(select count(*)::int from "products" where "products"."brand_id" = "brands"."id")`,
    })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.id));
  return rows.map(({ brand, productCount }) => ({ ...brand, productCount: Number(productCount) }));
}

async function brandById(db: Db, id: number): Promise<AdminBrand> {
  const found = (await listBrandsForAdmin(db)).find((brand) => brand.id === id);
  if (!found) throw new ApiError('notFound');
  return found;
}

export async function createBrand(db: Db, fields: z.output<typeof brandFields>): Promise<AdminBrand> {
  const [row] = await db
    .insert(brands)
    .values({ ...fields, slug: newSlug(fields.nameEn, 60) })
    .returning({ id: brands.id });
  invalidateCatalog(db);
  return brandById(db, row!.id);
}

export async function updateBrand(db: Db, input: z.output<typeof brandUpdate>): Promise<AdminBrand> {
  const { id, ...fields } = input;
  const [row] = await db.update(brands).set(fields).where(eq(brands.id, id)).returning({ id: brands.id });
  if (!row) throw new ApiError('notFound');
  invalidateCatalog(db);
  return brandById(db, id);
}

/** Only a brand without products goes: products always name their brand. */
export async function deleteBrand(db: Db, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
    if (!brand) throw new ApiError('notFound');
    const [{ used } = { used: 0 }] = await tx.select({ used: count() }).from(products).where(eq(products.brandId, id));
    if (used > 0) throw new ApiError('brandHasProducts', { productCount: used });
    await tx.delete(brands).where(eq(brands.id, id));
  });
  invalidateCatalog(db);
  return null;
}

import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AdminCategory, CATEGORY_LEAF_LEVEL, type categoryFields, type categoryUpdate } from '../../../schemas/catalog-admin.ts';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { fieldRefusal } from './refusals.ts';
import { newSlug } from './slugs.ts';

/** The whole tree, flat, in display order; each with the count of products filed directly under it. */
export async function listCategoriesForAdmin(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      level: categories.level,
      nameZh: categories.nameZh,
      nameEn: categories.nameEn,
      sort: categories.sort,
      // Written out: drizzle leaves columns unqualified in a one-table select, which would bind them to the subquery.
      productCount: sql<number>`(select count(*)::int from "products" where "products"."category_id" = "categories"."id")`,
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
}

async function categoryById(db: Db, id: number): Promise<AdminCategory> {
  const found = (await listCategoriesForAdmin(db)).find((category) => category.id === id);
  if (!found) throw new ApiError('notFound');
  return found;
}

/** Under a parent of levels 1–3 (or at the top); the level follows from the parent. */
export async function createCategory(db: Db, fields: z.output<typeof categoryFields>): Promise<AdminCategory> {
  let level = 1;
  if (fields.parentId !== null) {
    const [parent] = await db.select({ level: categories.level }).from(categories).where(eq(categories.id, fields.parentId));
    if (!parent) throw fieldRefusal('parentId', 'validation.unknownCategory');
    if (parent.level >= CATEGORY_LEAF_LEVEL) throw fieldRefusal('parentId', 'validation.categoryTooDeep');
    level = parent.level + 1;
  }
  const [row] = await db
    .insert(categories)
    .values({ ...fields, level, slug: newSlug(fields.nameEn, 80) })
    .returning({ id: categories.id });
  invalidateCatalog(db);
  return categoryById(db, row!.id);
}

/** Rename or reorder; moving a branch elsewhere in the tree is not offered. */
export async function updateCategory(db: Db, input: z.output<typeof categoryUpdate>): Promise<AdminCategory> {
  const { id, ...fields } = input;
  const [row] = await db.update(categories).set(fields).where(eq(categories.id, id)).returning({ id: categories.id });
  if (!row) throw new ApiError('notFound');
  invalidateCatalog(db);
  return categoryById(db, id);
}

/** Only an empty leaf goes: no products filed under it and no categories below it. */
export async function deleteCategory(db: Db, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
    if (!category) throw new ApiError('notFound');
    const [{ used } = { used: 0 }] = await tx.select({ used: count() }).from(products).where(eq(products.categoryId, id));
    if (used > 0) throw new ApiError('categoryHasProducts', { productCount: used });
    const [{ children } = { children: 0 }] = await tx.select({ children: count() }).from(categories).where(eq(categories.parentId, id));
    if (children > 0) throw new ApiError('categoryHasChildren', { childCount: children });
    await tx.delete(categories).where(eq(categories.id, id));
  });
  invalidateCatalog(db);
  return null;
}

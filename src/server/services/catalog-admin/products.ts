import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, like, max, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ColourVariant, colourVariants } from '../../../schemas/catalog.ts';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  type AdminProduct,
  type AdminProductPage,
  CATEGORY_LEAF_LEVEL,
  type ProductFields,
  type ProductState,
  type productListInput,
  type productUpdate,
} from '../../../schemas/catalog-admin.ts';
import type { Db, Tx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { auditLog, brands, categories, productColours, productImages, products, skus } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { invalidateCatalog } from '../catalog/changes.ts';
import { documentsForAdmin } from '../documents/admin.ts';
import { sanitizeRichText } from '../rich-text.ts';
import { fieldRefusal } from './refusals.ts';
import { specsOf } from './specs.ts';

type ProductColumns = Omit<ProductFields, 'naturalHex' | 'dilutedHex'>;
/** Some of the fields, as an update sends them. */
type SomeFields = { [K in keyof ProductFields]?: ProductFields[K] | undefined };

/** Every category id at or below the given one (the tree is four levels deep at most). */
async function categoryAndBelow(db: Db, id: number): Promise<number[]> {
  const found = [id];
  let level = [id];
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    level = (await db.select({ id: categories.id }).from(categories).where(inArray(categories.parentId, level))).map((row) => row.id);
    found.push(...level);
  }
  return found;
}

/** Each state as a condition: a retired product is retired whether published or not. */
const stateIs: Record<ProductState, SQL> = {
  published: and(eq(products.published, true), isNull(products.retiredAt))!,
  unpublished: and(eq(products.published, false), isNull(products.retiredAt))!,
  retired: isNotNull(products.retiredAt),
};
const stateOf = (product: { published: boolean; retiredAt: Date | null }): ProductState =>
  product.retiredAt ? 'retired' : product.published ? 'published' : 'unpublished';

/** Products for the operator, published or not, newest first: by keyword (code, names, CI name), brand, category and state. */
export async function listProductsForAdmin(db: Db, filter: z.output<typeof productListInput>): Promise<AdminProductPage> {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    const like = containing(filter.keyword);
    conditions.push(or(ilike(products.code, like), ilike(products.nameZh, like), ilike(products.nameEn, like), ilike(products.ciName, like))!);
  }
  if (filter.brandId) conditions.push(eq(products.brandId, filter.brandId));
  if (filter.categoryId) conditions.push(inArray(products.categoryId, await categoryAndBelow(db, filter.categoryId)));
  if (filter.published !== undefined) conditions.push(eq(products.published, filter.published));
  if (filter.state) conditions.push(stateIs[filter.state]);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PRODUCT_PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      brandNameZh: brands.nameZh,
      brandNameEn: brands.nameEn,
      published: products.published,
      retiredAt: products.retiredAt,
      imageUrl: products.imageUrl,
      specCount: sql<number>`(select count(*)::int from ${skus} where ${skus.productId} = ${products.id})`,
      stock: sql<number>`(select coalesce(sum(${skus.stock}), 0)::int from ${skus} where ${skus.productId} = ${products.id})`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(desc(products.id))
    .limit(ADMIN_PRODUCT_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PRODUCT_PAGE_SIZE);
  const lastChangedAt = await lastCatalogueChange(db);
  return {
    items: rows.map(({ retiredAt, ...row }) => ({ ...row, state: stateOf({ ...row, retiredAt }), specCount: Number(row.specCount), stock: Number(row.stock) })),
    total,
    curPage: page,
    pageCount,
    lastChangedAt: lastChangedAt?.toISOString() ?? null,
  };
}

/**
 * When the catalogue's prerendered pages last changed: a product (its specs and images touch it), or a
 * brand or category, whose names the pages show. Those keep no time of their own, and a deleted one
 * leaves no row, so their time comes from the audit log, which has every operator change.
 */
async function lastCatalogueChange(db: Db): Promise<Date | null> {
  const [[product], [naming]] = await Promise.all([
    db.select({ at: max(products.updatedAt) }).from(products),
    db
      .select({ at: max(auditLog.createdAt) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'catalog'),
          or(like(auditLog.action, 'catalog/brand/%'), like(auditLog.action, 'catalog/category/%'), eq(auditLog.action, 'catalog/demo-data/remove')),
        ),
      ),
  ]);
  const times = [product?.at, naming?.at].filter((at) => at != null).map((at) => new Date(at).getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/** One product as the editor shows it: every field in both languages, its swatches, specs and images. */
export async function productForAdmin(db: Db | Tx, id: number): Promise<AdminProduct> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw new ApiError('notFound');
  const colours = await db.select().from(productColours).where(eq(productColours.productId, id));
  const images = await db
    .select({ id: productImages.id, url: productImages.url, sort: productImages.sort })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.sort), asc(productImages.id));
  const hexOf = (variant: ColourVariant) => colours.find((colour) => colour.variant === variant)?.hex ?? null;
  return {
    id: product.id,
    code: product.code,
    nameZh: product.nameZh,
    nameEn: product.nameEn,
    brandId: product.brandId,
    categoryId: product.categoryId,
    kind: product.kind,
    ciName: product.ciName ?? '',
    ciNumber: product.ciNumber ?? '',
    chemistryZh: product.chemistryZh,
    chemistryEn: product.chemistryEn,
    originZh: product.originZh,
    originEn: product.originEn,
    applicability: product.applicability as AdminProduct['applicability'],
    specificationZh: product.specificationZh,
    specificationEn: product.specificationEn,
    introZh: product.introZh,
    introEn: product.introEn,
    naturalHex: hexOf('natural'),
    dilutedHex: hexOf('diluted'),
    freeShipping: product.freeShipping,
    sampleSizesGrams: product.sampleSizesGrams,
    published: product.published,
    state: stateOf(product),
    imageUrl: product.imageUrl,
    updatedAt: product.updatedAt.toISOString(),
    specs: await specsOf(db, id),
    images,
    documents: await documentsForAdmin(db, id),
  };
}

/** Brand and category must exist, and the category must be a leaf of the four-level tree. */
export async function checkPlacement(tx: Tx, fields: SomeFields): Promise<void> {
  if (fields.brandId !== undefined) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, fields.brandId));
    if (!brand) throw fieldRefusal('brandId', 'validation.unknownBrand');
  }
  if (fields.categoryId !== undefined) {
    const [category] = await tx.select({ level: categories.level }).from(categories).where(eq(categories.id, fields.categoryId));
    if (!category) throw fieldRefusal('categoryId', 'validation.unknownCategory');
    if (category.level !== CATEGORY_LEAF_LEVEL) throw fieldRefusal('categoryId', 'validation.categoryLeaf');
  }
}

async function checkCodeFree(tx: Tx, code: string | undefined, exceptId: number | null): Promise<void> {
  if (code === undefined) return;
  const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (taken && taken.id !== exceptId) throw fieldRefusal('code', 'validation.productCodeTaken');
}

/** The stored columns: empty CI texts become null, and the introductions are sanitised before they are stored. */
function columnsOf(fields: SomeFields) {
  const { naturalHex: _natural, dilutedHex: _diluted, ...rest } = fields;
  return {
    ...rest,
    ...(rest.ciName !== undefined ? { ciName: rest.ciName || null } : {}),
    ...(rest.ciNumber !== undefined ? { ciNumber: rest.ciNumber || null } : {}),
    ...(rest.introZh !== undefined ? { introZh: sanitizeRichText(rest.introZh) } : {}),
    ...(rest.introEn !== undefined ? { introEn: sanitizeRichText(rest.introEn) } : {}),
  };
}

async function saveColours(tx: Tx, productId: number, fields: SomeFields): Promise<void> {
  for (const variant of colourVariants) {
    const hex = variant === 'natural' ? fields.naturalHex : fields.dilutedHex;
    if (hex === undefined) continue;
    await tx.delete(productColours).where(and(eq(productColours.productId, productId), eq(productColours.variant, variant)));
    if (hex !== null) await tx.insert(productColours).values({ productId, variant, hex });
  }
}

/** A new product starts unpublished: the operator adds its specs and images first. */
export async function createProduct(db: Db, fields: ProductFields, now: Date): Promise<AdminProduct> {
  const created = await db.transaction(async (tx) => {
    await checkPlacement(tx, fields);
    await checkCodeFree(tx, fields.code, null);
    const columns = columnsOf(fields) as ProductColumns & { ciName: string | null; ciNumber: string | null };
    const [row] = await tx
      .insert(products)
      .values({ ...columns, published: false, createdAt: now, updatedAt: now })
      .returning({ id: products.id });
    await saveColours(tx, row!.id, fields);
    return productForAdmin(tx, row!.id);
  });
  invalidateCatalog(db);
  return created;
}

export async function updateProduct(db: Db, input: z.output<typeof productUpdate>, now: Date): Promise<AdminProduct> {
  const { id, ...fields } = input;
  const updated = await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!found) throw new ApiError('notFound');
    await checkPlacement(tx, fields);
    await checkCodeFree(tx, fields.code, id);
    await tx
      .update(products)
      .set({ ...columnsOf(fields), updatedAt: now })
      .where(eq(products.id, id));
    await saveColours(tx, id, fields);
    return productForAdmin(tx, id);
  });
  invalidateCatalog(db);
  return updated;
}

export async function setProductPublished(db: Db, id: number, published: boolean, now: Date): Promise<AdminProduct> {
  const [row] = await db.update(products).set({ published, updatedAt: now }).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) throw new ApiError('notFound');
  invalidateCatalog(db);
  return productForAdmin(db, id);
}

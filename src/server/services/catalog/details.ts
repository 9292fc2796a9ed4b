import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductDetail } from '../../../schemas/catalog.ts';
import { ciLongNameOrNull } from '../../../schemas/colour-index.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { brands, productColours, productImages, productParameters, products, skus } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { pick } from '../localize.ts';
import { sanitizeRichText } from '../rich-text.ts';
import { readPacks, skuOf } from './products.ts';
import { getCatalog, type CatalogSnapshot } from './snapshot.ts';

/**
 * Details as read for a snapshot, without their packs: only the packs are read again per request. The
 * least recently asked leave first; 10,000 (a few kB each) hold a large catalogue in one language.
 */
const detailCaches = new WeakMap<CatalogSnapshot, Map<string, ProductDetail>>();
const DETAIL_CACHE_SIZE = 10_000;

/** One published product with everything its page shows; an unknown or unpublished id is `notFound`. */
export async function getProduct(db: Db, id: number, locale: Locale): Promise<ProductDetail> {
  const snapshot = await getCatalog(db);
  if (!snapshot.byId.has(id)) throw new ApiError('notFound');
  let cache = detailCaches.get(snapshot);
  if (!cache) detailCaches.set(snapshot, (cache = new Map()));
  const key = `${locale}:${id}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return withPacks(cached, (await readPacks(db, [id])).get(id) ?? [], locale);
  }
  const [detail] = detailsOf(await readOneProduct(db, id), snapshot, locale);
  if (!detail) throw new ApiError('notFound');
  if (cache.size >= DETAIL_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, detail);
  return detail;
}

type PackRow = typeof skus.$inferSelect;

/** The parts of a detail that change with every sale or price edit, from packs read now. */
function withPacks<T extends object>(detail: T, packRows: PackRow[], locale: Locale) {
  const lowest = (select: (pack: PackRow) => number) => (packRows.length ? Math.min(...packRows.map(select)) : null);
  return {
    ...detail,
    skus: packRows.map((pack) => skuOf(pack, locale)),
    minPricePerKgFen: lowest((pack) => pack.pricePerKgFen),
    minPriceFen: lowest((pack) => pack.priceFen),
    stock: packRows.reduce((sum, pack) => sum + pack.stock, 0),
  };
}

/** The five reads of a detail, for the products `only` lets through. */
const detailQueries = (db: Db, only: (column: AnyPgColumn) => SQL | undefined) => ({
  products: db
    .select({ product: products, brandZh: brands.nameZh, brandEn: brands.nameEn })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.published, true), only(products.id)))
    .orderBy(asc(products.id)),
  colours: db.select().from(productColours).where(only(productColours.productId)),
  parameters: db.select().from(productParameters).where(only(productParameters.productId)).orderBy(asc(productParameters.sort), asc(productParameters.id)),
  images: db.select().from(productImages).where(only(productImages.productId)).orderBy(asc(productImages.sort), asc(productImages.id)),
  packs: db
    .select()
    .from(skus)
    .where(and(eq(skus.active, true), only(skus.productId)))
    .orderBy(asc(skus.sort), asc(skus.id)),
});

type DetailRows = { [Name in keyof ReturnType<typeof detailQueries>]: Awaited<ReturnType<typeof detailQueries>[Name]> };

/** One product's reads, built once per database and prepared on each connection: the API's first read of a product. */
const preparedDetailQueries = new WeakMap<Db, ReturnType<typeof prepareDetailQueries>>();
function prepareDetailQueries(db: Db) {
  const queries = detailQueries(db, (column) => eq(column, sql.placeholder('id')));
  return {
    products: queries.products.prepare('detail_products'),
    colours: queries.colours.prepare('detail_colours'),
    parameters: queries.parameters.prepare('detail_parameters'),
    images: queries.images.prepare('detail_images'),
    packs: queries.packs.prepare('detail_packs'),
  };
}

async function readOneProduct(db: Db, id: number): Promise<DetailRows> {
  let prepared = preparedDetailQueries.get(db);
  if (!prepared) preparedDetailQueries.set(db, (prepared = prepareDetailQueries(db)));
  const [productRows, colours, parameters, images, packs] = await Promise.all([
    prepared.products.execute({ id }),
    prepared.colours.execute({ id }),
    prepared.parameters.execute({ id }),
    prepared.images.execute({ id }),
    prepared.packs.execute({ id }),
  ]);
  return { products: productRows, colours, parameters, images, packs };
}

/**
 * Published products in full, in a fixed number of queries whatever their count: the build renders
 * one page per product and locale from this, so it must not cost queries per page.
 */
export async function listProductDetails(db: Db, locale: Locale, ids?: number[]): Promise<ProductDetail[]> {
  const queries = detailQueries(db, (column) => (ids ? inArray(column, ids) : undefined));
  const [productRows, colours, parameters, images, packs, snapshot] = await Promise.all([
    queries.products,
    queries.colours,
    queries.parameters,
    queries.images,
    queries.packs,
    getCatalog(db),
  ]);
  return detailsOf({ products: productRows, colours, parameters, images, packs }, snapshot, locale);
}

function detailsOf({ products: rows, colours, parameters, images, packs }: DetailRows, snapshot: CatalogSnapshot, locale: Locale): ProductDetail[] {
  const byProduct = <T extends { productId: number }>(items: T[]) => {
    const grouped = new Map<number, T[]>();
    for (const item of items) {
      const group = grouped.get(item.productId);
      if (group) group.push(item);
      else grouped.set(item.productId, [item]);
    }
    return grouped;
  };
  const coloursOf = byProduct(colours);
  const parametersOf = byProduct(parameters);
  const imagesOf = byProduct(images);
  const packsOf = byProduct(packs);

  return rows.map(({ product, brandZh, brandEn }): ProductDetail => {
    const colourOf = (variant: 'natural' | 'diluted') => coloursOf.get(product.id)?.find((colour) => colour.variant === variant)?.hex ?? null;
    const categoryPath = (snapshot.byId.get(product.id)?.categoryPath ?? [product.categoryId]).flatMap((categoryId) => {
      const category = snapshot.categories.get(categoryId);
      return category ? [{ id: category.id, name: pick(locale, category.nameZh, category.nameEn), level: category.level }] : [];
    });
    const longName = product.ciName ? ciLongNameOrNull(product.ciName) : null;
    const detail = {
      id: product.id,
      code: product.code,
      name: pick(locale, product.nameZh, product.nameEn),
      brandId: product.brandId,
      brandName: pick(locale, brandZh, brandEn),
      ciName: product.ciName,
      ciNumber: product.ciNumber,
      ciLongName: longName ? pick(locale, longName.zh, longName.en) : null,
      chemistry: product.chemistry,
      origin: pick(locale, product.originZh, product.originEn),
      specification: pick(locale, product.specificationZh, product.specificationEn),
      introHtml: sanitizeRichText(pick(locale, product.introZh, product.introEn)),
      hex: colourOf('natural'),
      dilutedHex: colourOf('diluted'),
      imageUrl: product.imageUrl,
      images: (imagesOf.get(product.id) ?? []).map((image) => image.url),
      applicability: product.applicability,
      categoryPath,
      parameters: (parametersOf.get(product.id) ?? []).map((parameter) => ({ name: pick(locale, parameter.nameZh, parameter.nameEn), value: parameter.value })),
      salesCount: product.salesCount,
      updatedAt: product.updatedAt.toISOString(),
    };
    return withPacks(detail, packsOf.get(product.id) ?? [], locale);
  });
}

import { and, asc, type Column, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { ColourVariant, ProductDetail } from '../../../schemas/catalog.ts';
import { ciLongNameOrNull } from '../../../schemas/colour-index.ts';
import type { Locale } from '../../../schemas/common.ts';
import { documentTypes } from '../../../schemas/document-values.ts';
import type { Db } from '../../db/client.ts';
import { brands, productColours, productDocuments, productImages, productParameters, products } from '../../db/schema.ts';
import { byTypeThenNewest, type ShownRow, shownColumns, shownDocument } from '../documents/shown.ts';
import { pick } from '../localize.ts';
import { sanitizeRichText } from '../rich-text.ts';
import type { PackRow } from './changes.ts';
import { packTotals, readAllPacks, skuOf } from './packs.ts';
import { type CategoryEntry, getCatalog } from './snapshot.ts';

type Categories = ReadonlyMap<number, CategoryEntry>;
/** Products read at once for the build's pages. */
const PAGE_ROWS_PER_CHUNK = 5_000;

/** What a product's page is made from: its row, its brand's names and what belongs to it, in order. */
type ProductRows = {
  product: typeof products.$inferSelect;
  brandZh: string;
  brandEn: string;
  colours: { variant: ColourVariant; hex: string }[];
  parameters: { nameZh: string; nameEn: string; value: string }[];
  images: { url: string }[];
  documents: ShownRow[];
};

export type DetailWithoutPacks = Omit<ProductDetail, 'skus' | 'minPricePerKgFen' | 'minPriceFen' | 'stock'>;

/** A list of what belongs to the product, as JSON, in one query with it. */
const listOf = <T>(rows: SQL) => sql<T[]>`coalesce((${rows}), '[]'::json)`;

/** Published products' rows, retired ones included (their page says they are no longer sold): one query whatever their count. */
const productRowsQuery = (db: Db) =>
  db
    .select({
      product: products,
      brandZh: brands.nameZh,
      brandEn: brands.nameEn,
      colours: listOf<ProductRows['colours'][number]>(
        sql`select json_agg(json_build_object('variant', ${productColours.variant}, 'hex', ${productColours.hex})) from ${productColours} where ${productColours.productId} = ${products.id}`,
      ),
      parameters: listOf<ProductRows['parameters'][number]>(
        sql`select json_agg(json_build_object('nameZh', ${productParameters.nameZh}, 'nameEn', ${productParameters.nameEn}, 'value', ${productParameters.value}) order by ${productParameters.sort}, ${productParameters.id}) from ${productParameters} where ${productParameters.productId} = ${products.id}`,
      ),
      images: listOf<ProductRows['images'][number]>(
        sql`select json_agg(json_build_object('url', ${productImages.url}) order by ${productImages.sort}, ${productImages.id}) from ${productImages} where ${productImages.productId} = ${products.id}`,
      ),
      documents: listOf<ShownRow>(
        sql`select json_agg(json_build_object(${sql.raw(
          Object.entries(shownColumns)
            .map(([key, column]) => `'${key}', "${column.name}"`)
            .join(', '),
        )})) from ${productDocuments} where ${productDocuments.productId} = ${products.id}`,
      ),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId));

/**
 * Published products' rows, `limit` after `afterId` in id order, with what belongs to them: five queries
 * whatever their count, each child table read for the chunk's products at once (several times faster
 * than the one-product query's subqueries per product).
 */
async function readProductRowsAfter(db: Db, afterId: number, limit: number): Promise<ProductRows[]> {
  const rows = await db
    .select({ product: products, brandZh: brands.nameZh, brandEn: brands.nameEn })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.published, true), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ofChunk = (productId: Column) =>
    inArray(
      productId,
      rows.map((row) => row.product.id),
    );
  const [colours, parameters, images, documents] = await Promise.all([
    db
      .select({ productId: productColours.productId, variant: productColours.variant, hex: productColours.hex })
      .from(productColours)
      .where(ofChunk(productColours.productId)),
    db
      .select({ productId: productParameters.productId, nameZh: productParameters.nameZh, nameEn: productParameters.nameEn, value: productParameters.value })
      .from(productParameters)
      .where(ofChunk(productParameters.productId))
      .orderBy(asc(productParameters.sort), asc(productParameters.id)),
    db
      .select({ productId: productImages.productId, url: productImages.url })
      .from(productImages)
      .where(ofChunk(productImages.productId))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
    db.select(shownColumns).from(productDocuments).where(ofChunk(productDocuments.productId)),
  ]);
  const byProduct = <T extends { productId: number }>(list: T[]) => Map.groupBy(list, (row) => row.productId);
  const [coloursOf, parametersOf, imagesOf, documentsOf] = [byProduct(colours), byProduct(parameters), byProduct(images), byProduct(documents)];
  return rows.map((row) => {
    const id = row.product.id;
    return {
      ...row,
      colours: (coloursOf.get(id) ?? []).map(({ variant, hex }) => ({ variant, hex })),
      parameters: (parametersOf.get(id) ?? []).map(({ nameZh, nameEn, value }) => ({ nameZh, nameEn, value })),
      images: (imagesOf.get(id) ?? []).map(({ url }) => ({ url })),
      documents: documentsOf.get(id) ?? [],
    };
  });
}

/**
 * Every published product's rows, `size` products at a time in id order, so what is held at once stays
 * bounded; the next chunk is read while the caller works on this one.
 */
export async function* eachProductRowsChunk(db: Db, size: number): AsyncGenerator<ProductRows[]> {
  const read = (afterId: number) => {
    const chunk = readProductRowsAfter(db, afterId, size);
    // Awaited below; a caller that stops early must not leave its failure unhandled.
    chunk.catch(() => {});
    return chunk;
  };
  let next = read(0);
  for (;;) {
    const chunk = await next;
    if (chunk.length === 0) return;
    next = read(chunk.at(-1)!.product.id);
    yield chunk;
  }
}

/** One product's rows, by a statement built once per database and prepared on each connection. */
const preparedRowQueries = new WeakMap<Db, ReturnType<typeof prepareRowQuery>>();
const prepareRowQuery = (db: Db) =>
  productRowsQuery(db)
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.published, true)))
    .prepare('product_detail_rows');

export async function readProductRows(db: Db, id: number): Promise<ProductRows | undefined> {
  let query = preparedRowQueries.get(db);
  if (!query) preparedRowQueries.set(db, (query = prepareRowQuery(db)));
  const [rows] = await query.execute({ id });
  return rows;
}

/** One published product as the build reads it: what its details are made from, and the details made on demand. */
export type ProductForPages = {
  id: number;
  /** Where related products are looked for: its category path (ids, root first) and its colour. */
  placed: { id: number; categoryPath: number[]; hex: string | null };
  /**
   * Everything its details are made from in either language (its rows, its packs, its category path),
   * for the hash that decides whether its pages are rendered again; packs in or out of stock, as
   * `shownOnPages` leaves them, and its sales left out, since no page shows them.
   */
  inputs: unknown;
  detail: (locale: Locale) => ProductDetail;
};

/** What a product page shows of live figures: whether the product and its packs are in stock, not how many, nor its sales. */
export const shownOnPages = (detail: ProductDetail): ProductDetail => ({
  ...detail,
  stock: Math.min(detail.stock, 1),
  salesCount: 0,
  skus: detail.skus.map((sku) => ({ ...sku, stock: Math.min(sku.stock, 1) })),
});

/**
 * Every published product, in a fixed number of queries whatever their count: the build renders one page
 * per product and locale from this, so it must not cost queries per page. A product's details are made
 * only when asked for, as most pages of a publish are reused unchanged.
 */
export async function readProductsForPages(db: Db): Promise<ProductForPages[]> {
  const [rows, packRows, snapshot] = await Promise.all([Array.fromAsync(eachProductRowsChunk(db, PAGE_ROWS_PER_CHUNK)), readAllPacks(db), getCatalog(db)]);
  const packsOf = Map.groupBy(packRows, (pack) => pack.productId);
  return rows.flat().map((productRows) => {
    const { salesCount: _, ...product } = productRows.product;
    const packs = product.retiredAt === null ? (packsOf.get(product.id) ?? []) : [];
    const categoryIds = categoryPathOf(snapshot.categories, product.categoryId);
    const categoryPath = categoryIds.map((id) => {
      const category = snapshot.categories.get(id);
      return category && [category.id, category.nameZh, category.nameEn, category.level];
    });
    const hex = productRows.colours.find((colour) => colour.variant === 'natural')?.hex ?? null;
    return {
      id: product.id,
      placed: { id: product.id, categoryPath: categoryIds, hex },
      inputs: { ...productRows, product, packs: packs.map((pack) => ({ ...pack, stock: Math.min(pack.stock, 1) })), categoryPath },
      detail: (locale) => shownOnPages(withPacks(detailOf(productRows, snapshot.categories, locale), packs, locale)),
    };
  });
}

/** The parts of a detail that change with every sale or price edit, from packs read now. */
export function withPacks(detail: DetailWithoutPacks, packRows: PackRow[], locale: Locale): ProductDetail {
  return { ...detail, skus: packRows.map((pack) => skuOf(pack, locale)), ...packTotals(packRows) };
}

/** What a product's page shows in `locale` but its packs, from its rows (the introduction sanitised). */
export function detailOf(
  { product, brandZh, brandEn, colours, parameters, images, documents }: ProductRows,
  categories: Categories,
  locale: Locale,
): DetailWithoutPacks {
  const colourOf = (variant: ColourVariant) => colours.find((colour) => colour.variant === variant)?.hex ?? null;
  const categoryPath = categoryPathOf(categories, product.categoryId).flatMap((categoryId) => {
    const category = categories.get(categoryId);
    return category ? [{ id: category.id, name: pick(locale, category.nameZh, category.nameEn), level: category.level }] : [];
  });
  const longName = product.ciName ? ciLongNameOrNull(product.ciName) : null;
  return {
    id: product.id,
    code: product.code,
    name: pick(locale, product.nameZh, product.nameEn),
    brandId: product.brandId,
    brandName: pick(locale, brandZh, brandEn),
    ciName: product.ciName,
    ciNumber: product.ciNumber,
    ciLongName: longName ? pick(locale, longName.zh, longName.en) : null,
    chemistry: pick(locale, product.chemistryZh, product.chemistryEn),
    origin: pick(locale, product.originZh, product.originEn),
    specification: pick(locale, product.specificationZh, product.specificationEn),
    introHtml: sanitizeRichText(pick(locale, product.introZh, product.introEn)),
    hex: colourOf('natural'),
    dilutedHex: colourOf('diluted'),
    imageUrl: product.imageUrl,
    images: images.map((image) => image.url),
    applicability: product.applicability,
    categoryPath,
    parameters: parameters.map((parameter) => ({ name: pick(locale, parameter.nameZh, parameter.nameEn), value: parameter.value })),
    salesCount: product.salesCount,
    documents: documents
      .toSorted((a, b) => Number(b.language === locale) - Number(a.language === locale) || byTypeThenNewest(a, b, documentTypes))
      .map(shownDocument),
    retired: product.retiredAt !== null,
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** Level-1 … level-4 category ids of a category, root first. */
export function categoryPathOf(categories: Categories, categoryId: number): number[] {
  const path: number[] = [];
  for (let id: number | null | undefined = categoryId; id != null && path.length < 4; id = categories.get(id)?.parentId) path.unshift(id);
  return path;
}

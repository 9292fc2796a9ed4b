import { and, asc, type Column, eq, getTableColumns, gt, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
import { type CatalogSnapshot, type CategoryEntry, getCatalog } from './snapshot.ts';

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

/**
 * What belongs to a product on its page, each list in its order: one definition for reading them (with
 * the product, or for many products at once) and for hashing them.
 */
const parts = {
  colours: {
    table: productColours,
    productId: productColours.productId,
    columns: { variant: productColours.variant, hex: productColours.hex },
    order: [productColours.variant],
  },
  parameters: {
    table: productParameters,
    productId: productParameters.productId,
    columns: { nameZh: productParameters.nameZh, nameEn: productParameters.nameEn, value: productParameters.value },
    order: [productParameters.sort, productParameters.id],
  },
  images: { table: productImages, productId: productImages.productId, columns: { url: productImages.url }, order: [productImages.sort, productImages.id] },
  documents: { table: productDocuments, productId: productDocuments.productId, columns: shownColumns, order: [productDocuments.id] },
} satisfies { [Part in PartName]: { table: PgTable; productId: Column; columns: { [Key in keyof ProductRows[Part][number]]: Column }; order: Column[] } };
type PartName = 'colours' | 'parameters' | 'images' | 'documents';
const partNames = Object.keys(parts) as PartName[];
const listed = (items: SQLWrapper[]) => sql.join(items, sql`, `);

/** A part's rows of the product being selected, as a JSON list, in one query with it. */
const partAsJson = ({ table, productId, columns, order }: (typeof parts)[PartName]) => {
  const fields = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`coalesce((select json_agg(json_build_object(${listed(fields)}) order by ${listed(order)}) from ${table} where ${productId} = ${products.id}), '[]'::json)`;
};

/** Published products' rows, retired ones included (their page says they are no longer sold): one query whatever their count. */
const productRowsQuery = (db: Db) =>
  db
    .select({
      product: products,
      brandZh: brands.nameZh,
      brandEn: brands.nameEn,
      ...(Object.fromEntries(partNames.map((name) => [name, partAsJson(parts[name])])) as { [Part in PartName]: SQL<ProductRows[Part]> }),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId));

/**
 * These published products' rows with what belongs to them: five queries whatever their count, each part
 * read for all of them at once (several times faster than the one-product query's subqueries per product).
 */
async function readRowsOf(db: Db, ids: number[]): Promise<ProductRows[]> {
  const rows = await db
    .select({ product: products, brandZh: brands.nameZh, brandEn: brands.nameEn })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.published, true), inArray(products.id, ids)))
    .orderBy(asc(products.id));
  if (rows.length === 0) return [];
  const lists = await Promise.all(
    partNames.map(async (name) => {
      const { table, productId, columns, order } = parts[name];
      const found = await db
        .select({ ...columns, of: productId })
        .from(table)
        .where(inArray(productId, ids))
        .orderBy(...order);
      return Map.groupBy(
        found.map(({ of, ...row }) => ({ of, row })),
        (entry) => entry.of,
      );
    }),
  );
  return rows.map((row) => ({
    ...row,
    ...(Object.fromEntries(partNames.map((name, index) => [name, (lists[index]!.get(row.product.id) ?? []).map((entry) => entry.row)])) as Pick<
      ProductRows,
      PartName
    >),
  }));
}

/** Published products' ids in order, `limit` after `afterId`. */
const idsAfter = async (db: Db, afterId: number, limit: number) =>
  (
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.published, true), gt(products.id, afterId)))
      .orderBy(asc(products.id))
      .limit(limit)
  ).map((row) => row.id);

/**
 * Chunks of `size` products' rows, in order: of these ids, or of every published product. What is held at
 * once stays bounded; the next chunk is read while the caller works on this one.
 */
export async function* eachProductRowsChunk(db: Db, size: number, ids?: readonly number[]): AsyncGenerator<ProductRows[]> {
  const read = async (from: number, afterId: number) => {
    const chunkIds = ids ? ids.slice(from, from + size) : await idsAfter(db, afterId, size);
    return chunkIds.length === 0 ? [] : readRowsOf(db, chunkIds);
  };
  const prefetch = (from: number, afterId: number) => {
    const chunk = read(from, afterId);
    // Awaited below; a caller that stops early must not leave its failure unhandled.
    chunk.catch(() => {});
    return chunk;
  };
  let next = prefetch(0, 0);
  for (let from = 0; ; ) {
    const chunk = await next;
    from += size;
    if (chunk.length === 0 && (!ids || from >= ids.length)) return;
    next = prefetch(from, chunk.at(-1)?.product.id ?? 0);
    if (chunk.length > 0) yield chunk;
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

/**
 * Every published product's rows but its sales, with its brand's names and its parts, hashed by the
 * database: what decides whether its pages are rendered again, without reading them.
 */
async function readRowDigests(db: Db) {
  const { salesCount: _, ...pageColumns } = getTableColumns(products);
  const partTexts = partNames.map((name) => {
    const { table, productId, columns, order } = parts[name];
    return sql`left join (select ${productId} as product_id, string_agg(row(${listed(Object.values(columns))})::text, ',' order by ${listed(order)}) as text from ${table} group by ${productId}) ${sql.identifier(name)} on ${sql.identifier(name)}.product_id = ${products.id}`;
  });
  const { rows } = (await db.execute(sql`
    select ${products.id} as id, ${products.categoryId} as "categoryId", ${products.retiredAt} is not null as retired,
      (select ${productColours.hex} from ${productColours} where ${productColours.productId} = ${products.id} and ${productColours.variant} = 'natural') as hex,
      md5(row(${listed(Object.values(pageColumns))}, ${brands.nameZh}, ${brands.nameEn}, ${listed(partNames.map((name) => sql`${sql.identifier(name)}.text`))})::text) as digest
    from ${products} inner join ${brands} on ${brands.id} = ${products.brandId} ${sql.join(partTexts, sql` `)}
    where ${products.published} order by ${products.id}`)) as unknown as {
    rows: { id: number; categoryId: number; retired: boolean; hex: string | null; digest: string }[];
  };
  return rows;
}

/** One published product as the build reads it, without its rows. */
export type ProductForPages = {
  id: number;
  /** Where related products are looked for: its category path (ids, root first) and its colour. */
  placed: { id: number; categoryPath: number[]; hex: string | null };
  /**
   * Everything its details are made from in either language (its rows' digest, its packs, its category
   * path), for the hash that decides whether its pages are rendered again; packs in or out of stock, as
   * `shownOnPages` leaves them, and its sales left out, since no page shows them.
   */
  inputs: unknown;
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
 * per product and locale from this, so it must not cost queries per page. Its rows are read only for the
 * products whose pages are rendered (`detailsOf`), as most pages of a publish are reused unchanged.
 */
export async function readProductsForPages(db: Db): Promise<{
  products: ProductForPages[];
  /** The details of these products, `PAGE_ROWS_PER_CHUNK` at a time, as they are when read. */
  detailsOf: (ids: readonly number[]) => AsyncGenerator<[number, (locale: Locale) => ProductDetail]>;
  /** The catalogue they were placed in, for finding their related products. */
  catalog: CatalogSnapshot;
}> {
  const [digests, packRows, snapshot] = await Promise.all([readRowDigests(db), readAllPacks(db), getCatalog(db)]);
  const packsOf = Map.groupBy(packRows, (pack) => pack.productId);
  const shownPacks = (id: number, retired: boolean) => (retired ? [] : (packsOf.get(id) ?? []));
  const products = digests.map(({ id, categoryId, retired, hex, digest }): ProductForPages => {
    const categoryIds = categoryPathOf(snapshot.categories, categoryId);
    const categoryPath = categoryIds.map((pathId) => {
      const category = snapshot.categories.get(pathId);
      return category && [category.id, category.nameZh, category.nameEn, category.level];
    });
    const packs = shownPacks(id, retired).map((pack) => ({ ...pack, stock: Math.min(pack.stock, 1) }));
    return { id, placed: { id, categoryPath: categoryIds, hex }, inputs: { digest, packs, categoryPath } };
  });
  async function* detailsOf(ids: readonly number[]): AsyncGenerator<[number, (locale: Locale) => ProductDetail]> {
    for await (const chunk of eachProductRowsChunk(db, PAGE_ROWS_PER_CHUNK, ids)) {
      for (const rows of chunk) {
        const packs = shownPacks(rows.product.id, rows.product.retiredAt !== null);
        yield [rows.product.id, (locale) => shownOnPages(withPacks(detailOf(rows, snapshot.categories, locale), packs, locale))];
      }
    }
  }
  return { products, detailsOf, catalog: snapshot };
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

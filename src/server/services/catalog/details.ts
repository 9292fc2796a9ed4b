import { asc, eq } from 'drizzle-orm';
import type { ColourVariant, ProductDetail } from '../../../schemas/catalog.ts';
import { ciLongNameOrNull } from '../../../schemas/colour-index.ts';
import type { Locale } from '../../../schemas/common.ts';
import { documentTypes } from '../../../schemas/document-values.ts';
import type { Db } from '../../db/client.ts';
import { brands, productColours, productDocuments, productImages, productParameters, products } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { byTypeThenNewest, type ShownRow, shownColumns, shownDocument } from '../documents/shown.ts';
import { pick } from '../localize.ts';
import { sanitizeRichText } from '../rich-text.ts';
import { keptUntilChanged, type PackRow } from './changes.ts';
import { packTotals, readAllPacks, readPacks, skuOf } from './packs.ts';
import { type CatalogSnapshot, getCatalog } from './snapshot.ts';

type ProductRows = {
  product: typeof products.$inferSelect;
  brandZh: string;
  brandEn: string;
  colours: (typeof productColours.$inferSelect)[];
  parameters: (typeof productParameters.$inferSelect)[];
  images: (typeof productImages.$inferSelect)[];
  documents: ShownRow[];
};

type DetailWithoutPacks = Omit<ProductDetail, 'skus' | 'minPricePerKgFen' | 'minPriceFen' | 'stock'>;

/**
 * Every published product's rows, retired ones included (their page says they are no longer sold), read
 * in five queries whatever their count and kept until a change to anything but packs is heard: a sale
 * changes no product's page, only its packs (read per call).
 */
const getProductRows = keptUntilChanged('product_details', 'content', async (db: Db): Promise<Map<number, ProductRows>> => {
  const [productRows, colours, parameters, images, documents] = await Promise.all([
    db
      .select({ product: products, brandZh: brands.nameZh, brandEn: brands.nameEn })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.published, true))
      .orderBy(asc(products.id)),
    db.select().from(productColours),
    db.select().from(productParameters).orderBy(asc(productParameters.sort), asc(productParameters.id)),
    db.select().from(productImages).orderBy(asc(productImages.sort), asc(productImages.id)),
    db.select(shownColumns).from(productDocuments),
  ]);
  const rows = new Map(productRows.map((row): [number, ProductRows] => [row.product.id, { ...row, colours: [], parameters: [], images: [], documents: [] }]));
  for (const colour of colours) rows.get(colour.productId)?.colours.push(colour);
  for (const parameter of parameters) rows.get(parameter.productId)?.parameters.push(parameter);
  for (const image of images) rows.get(image.productId)?.images.push(image);
  for (const document of documents) rows.get(document.productId)?.documents.push(document);
  return rows;
});

/** Details as shown, per language, made from the kept rows when first asked (the introduction is sanitised then). */
const shownDetails = new WeakMap<Map<number, ProductRows>, Map<string, DetailWithoutPacks>>();

/**
 * One published product with everything its page shows; an unknown or unpublished id is `notFound`. A
 * retired product answers `retired` and no packs.
 */
export async function getProduct(db: Db, id: number, locale: Locale): Promise<ProductDetail> {
  const [snapshot, rows] = await Promise.all([getCatalog(db), getProductRows(db)]);
  const productRows = rows.get(id);
  if (!productRows) throw new ApiError('notFound');
  let shown = shownDetails.get(rows);
  if (!shown) shownDetails.set(rows, (shown = new Map()));
  const key = `${locale}:${id}`;
  let detail = shown.get(key);
  if (!detail) shown.set(key, (detail = detailOf(productRows, snapshot, locale)));
  return withPacks(detail, detail.retired ? [] : ((await readPacks(db, [id])).get(id) ?? []), locale);
}

/**
 * Every published product in full, in a fixed number of queries whatever their count: the build renders
 * one page per product and locale from this, so it must not cost queries per page.
 */
export async function listProductDetails(db: Db, locale: Locale): Promise<ProductDetail[]> {
  const [rows, packRows, snapshot] = await Promise.all([getProductRows(db), readAllPacks(db), getCatalog(db)]);
  const packsOf = Map.groupBy(packRows, (pack) => pack.productId);
  return [...rows.values()].map((productRows) => {
    const detail = detailOf(productRows, snapshot, locale);
    return withPacks(detail, detail.retired ? [] : (packsOf.get(productRows.product.id) ?? []), locale);
  });
}

/** The parts of a detail that change with every sale or price edit, from packs read now. */
function withPacks(detail: DetailWithoutPacks, packRows: PackRow[], locale: Locale): ProductDetail {
  return { ...detail, skus: packRows.map((pack) => skuOf(pack, locale)), ...packTotals(packRows) };
}

function detailOf(
  { product, brandZh, brandEn, colours, parameters, images, documents }: ProductRows,
  snapshot: CatalogSnapshot,
  locale: Locale,
): DetailWithoutPacks {
  const colourOf = (variant: ColourVariant) => colours.find((colour) => colour.variant === variant)?.hex ?? null;
  const categoryPath = categoryPathOf(snapshot, product.categoryId).flatMap((categoryId) => {
    const category = snapshot.categories.get(categoryId);
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
function categoryPathOf(snapshot: CatalogSnapshot, categoryId: number): number[] {
  const path: number[] = [];
  for (let id: number | null | undefined = categoryId; id != null && path.length < 4; id = snapshot.categories.get(id)?.parentId) path.unshift(id);
  return path;
}

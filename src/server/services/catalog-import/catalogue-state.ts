import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, categories, productColours, products, skus } from '../../db/schema.ts';
import { type CatalogueState, categoryPaths, type StoredProduct } from './plan.ts';

export async function loadCatalogue(db: Db | Tx): Promise<CatalogueState> {
  // One query after another: inside a transaction they share one connection.
  const brandRows = await db.select({ id: brands.id, nameZh: brands.nameZh, nameEn: brands.nameEn }).from(brands).orderBy(asc(brands.sort), asc(brands.id));
  const categoryRows = await db
    .select({ id: categories.id, parentId: categories.parentId, nameZh: categories.nameZh, nameEn: categories.nameEn })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  const productRows = await db.select().from(products).orderBy(asc(products.id));
  const colourRows = await db.select().from(productColours);
  const packRows = await db
    .select({
      id: skus.id,
      productId: skus.productId,
      code: skus.code,
      labelZh: skus.labelZh,
      labelEn: skus.labelEn,
      netWeightGrams: skus.netWeightGrams,
      priceFen: skus.priceFen,
      pricePerKgFen: skus.pricePerKgFen,
      stock: skus.stock,
      active: skus.active,
    })
    .from(skus)
    .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id));
  const coloursById = new Map<number, { natural: string | null; diluted: string | null }>();
  for (const colour of colourRows) {
    const swatches = coloursById.get(colour.productId) ?? { natural: null, diluted: null };
    swatches[colour.variant] = colour.hex.toLowerCase();
    coloursById.set(colour.productId, swatches);
  }
  const pathOf = categoryPaths(categoryRows);
  const brandName = new Map(brandRows.map((brand) => [brand.id, brand.nameZh]));
  const productsByCode = new Map<string, StoredProduct>();
  for (const row of productRows) {
    const colours = coloursById.get(row.id);
    productsByCode.set(row.code, {
      id: row.id,
      code: row.code,
      brandId: row.brandId,
      categoryId: row.categoryId,
      nameZh: row.nameZh,
      nameEn: row.nameEn,
      brand: brandName.get(row.brandId) ?? '',
      categoryPath: pathOf(row.categoryId),
      kind: row.kind,
      ciName: row.ciName ?? '',
      ciNumber: row.ciNumber ?? '',
      chemistryZh: row.chemistryZh,
      chemistryEn: row.chemistryEn,
      originZh: row.originZh,
      originEn: row.originEn,
      specificationZh: row.specificationZh,
      specificationEn: row.specificationEn,
      applicability: row.applicability,
      naturalHex: colours?.natural ?? null,
      dilutedHex: colours?.diluted ?? null,
      published: row.published,
    });
  }
  return { brands: brandRows, categories: categoryRows, productsByCode, packsByCode: new Map(packRows.map((pack) => [pack.code, pack])) };
}

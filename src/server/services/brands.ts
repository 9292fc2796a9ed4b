import { asc, count, desc } from 'drizzle-orm';
import type { Locale } from '../../schemas/common.ts';
import type { BrandCard } from '../../schemas/content.ts';
import type { Db } from '../db/client.ts';
import { brands, products } from '../db/schema.ts';
import { productInShop } from './catalog/in-shop.ts';
import { pick } from './localize.ts';

const TOP_PRODUCTS_PER_BRAND = 3;

/** Every brand with the count of products in the shop and best sellers, popular brands first. */
export async function listBrands(db: Db, locale: Locale): Promise<BrandCard[]> {
  const [brandRows, counts, productRows] = await Promise.all([
    db.select().from(brands).orderBy(desc(brands.popular), asc(brands.sort), asc(brands.id)),
    db.select({ brandId: products.brandId, total: count() }).from(products).where(productInShop).groupBy(products.brandId),
    db
      .select({ id: products.id, brandId: products.brandId, nameZh: products.nameZh, nameEn: products.nameEn, ciName: products.ciName })
      .from(products)
      .where(productInShop)
      .orderBy(desc(products.salesCount), asc(products.id)),
  ]);
  const totals = new Map(counts.map((row) => [row.brandId, row.total]));
  return brandRows.map((brand) => ({
    id: brand.id,
    name: pick(locale, brand.nameZh, brand.nameEn),
    country: pick(locale, brand.countryZh, brand.countryEn),
    description: pick(locale, brand.descriptionZh, brand.descriptionEn),
    logoUrl: brand.logoUrl,
    popular: brand.popular,
    productCount: totals.get(brand.id) ?? 0,
    topProducts: productRows
      .filter((product) => product.brandId === brand.id)
      .slice(0, TOP_PRODUCTS_PER_BRAND)
      .map((product) => ({ id: product.id, name: pick(locale, product.nameZh, product.nameEn), ciName: product.ciName })),
  }));
}

import * as z from 'zod/mini';
import { applicationCodes } from './applications.ts';

/*
 * The catalogue's read-only answers, in `zod/mini` (catalog.ts re-exports them): the listing, product
 * and colour-card pages check every answer with these contracts for a few kilobytes of script.
 */

export const skuSchema = z.object({
  id: z.number(),
  label: z.string(),
  netWeightGrams: z.number(),
  priceFen: z.number(),
  pricePerKgFen: z.number(),
  stock: z.number(),
});
export type Sku = z.infer<typeof skuSchema>;

export const productCard = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  brandId: z.number(),
  brandName: z.string(),
  ciName: z.nullable(z.string()),
  /** Approximate masstone, `#RRGGBB`. */
  hex: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  applicability: z.array(z.string()),
  /** Lowest per-kilogram price over the packs on sale; null when none is. */
  minPricePerKgFen: z.nullable(z.number()),
  /** The cheapest pack's price: "from ¥…". */
  minPriceFen: z.nullable(z.number()),
  stock: z.number(),
  salesCount: z.number(),
});
export type ProductCard = z.infer<typeof productCard>;

const facetOption = z.object({ id: z.number(), name: z.string(), count: z.number() });
export const categoryFacet = z.extend(facetOption, { level: z.number(), parentId: z.nullable(z.number()) });
export type CategoryFacet = z.infer<typeof categoryFacet>;

export const productListOutput = z.object({
  items: z.array(productCard),
  total: z.number(),
  curPage: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  facets: z.object({
    brands: z.array(facetOption),
    /** Level-1 categories, and the children of every chosen level. */
    categories: z.array(categoryFacet),
    applicability: z.array(z.object({ code: z.enum(applicationCodes), count: z.number() })),
    inStock: z.number(),
    /** How many of the matches have a safety data sheet. */
    hasSds: z.number(),
    /** Lowest and highest per-kg price among the matches (ignoring the price filter itself). */
    pricePerKgFen: z.nullable(z.object({ min: z.number(), max: z.number() })),
  }),
  /**
   * Set when the keyword as typed matched nothing and the answer is for this corrected keyword instead
   * (one character of a word changed): the listing says "showing results for …".
   */
  correctedKeyword: z.nullable(z.string()),
  /**
   * Set when no product has every word of the keyword and the answer is for these of its words instead:
   * the listing says "no exact match; results containing …".
   */
  relaxedKeyword: z.nullable(z.string()),
});
export type ProductListOutput = z.infer<typeof productListOutput>;

/** `retired`: no longer sold (its packs are empty); a page built before that shows so at once. */
export const productLive = z.object({ id: z.number(), updatedAt: z.string(), retired: z.boolean(), skus: z.array(skuSchema) });
export const productLiveOutput = z.array(productLive);
export type ProductLive = z.infer<typeof productLive>;

export const colourMatch = z.extend(productCard, { deltaE: z.number() });
export const colourSearchOutput = z.array(colourMatch);
export type ColourMatch = z.infer<typeof colourMatch>;

export const colourSwatch = z.object({
  id: z.number(),
  name: z.string(),
  ciName: z.nullable(z.string()),
  brandId: z.number(),
  hex: z.string(),
});
export type ColourSwatch = z.infer<typeof colourSwatch>;
export const colourCardOutput = z.array(colourSwatch);

/** Which of the given products the visitor has favourited. */
export const favouriteIds = z.array(z.number());

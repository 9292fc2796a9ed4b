import { z } from 'zod';
import { applicationCodes } from './applications.ts';
import { KEYWORD_MAX_LENGTH, MAX_LISTING_PAGE, MAX_PRICE_PER_KG_FEN, productSorts } from './catalog-values.ts';
import { idSchema } from './common.ts';
import { textField } from './text.ts';

/*
 * The catalogue calls under /api/portal/product/**. The listing's input is also the shape of the
 * /product page's URL query, so a link, a reload and Back/Forward all carry the whole listing state.
 */

export * from './catalog-values.ts';
/** A product's two swatches: the masstone (natural) and a tint reduced with white (diluted). */
export const colourVariants = ['natural', 'diluted'] as const;
export type ColourVariant = (typeof colourVariants)[number];
const pricePerKgFen = z.number().int().min(0).max(MAX_PRICE_PER_KG_FEN);

export const productListInput = z.strictObject({
  keyword: textField().trim().max(KEYWORD_MAX_LENGTH).optional(),
  brandId: idSchema.optional(),
  itemId: idSchema.optional(),
  chId: idSchema.optional(),
  threeLevelId: idSchema.optional(),
  fourLevelId: idSchema.optional(),
  applicability: z.enum(applicationCodes).optional(),
  inStock: z.boolean().optional(),
  minPricePerKgFen: pricePerKgFen.optional(),
  maxPricePerKgFen: pricePerKgFen.optional(),
  sort: z.enum(productSorts).default('comprehensive'),
  curPage: z.number().int().min(1).max(MAX_LISTING_PAGE).default(1),
});
export type ProductListInput = z.infer<typeof productListInput>;
export type ProductListQuery = z.input<typeof productListInput>;

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
  ciName: z.string().nullable(),
  /** Approximate masstone, `#RRGGBB`. */
  hex: z.string().nullable(),
  imageUrl: z.string().nullable(),
  applicability: z.array(z.string()),
  /** Lowest per-kilogram price over the packs on sale; null when none is. */
  minPricePerKgFen: z.number().nullable(),
  /** The cheapest pack's price: "from ¥…". */
  minPriceFen: z.number().nullable(),
  stock: z.number(),
  salesCount: z.number(),
});
export type ProductCard = z.infer<typeof productCard>;

const facetOption = z.object({ id: z.number(), name: z.string(), count: z.number() });
export const categoryFacet = facetOption.extend({ level: z.number(), parentId: z.number().nullable() });
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
    /** Lowest and highest per-kg price among the matches (ignoring the price filter itself). */
    pricePerKgFen: z.object({ min: z.number(), max: z.number() }).nullable(),
  }),
});
export type ProductListOutput = z.infer<typeof productListOutput>;

export const productByIdInput = z.strictObject({ id: idSchema });

export const productDetail = productCard.extend({
  ciNumber: z.string().nullable(),
  ciLongName: z.string().nullable(),
  chemistry: z.string(),
  origin: z.string(),
  specification: z.string(),
  /** Sanitised rich text. */
  introHtml: z.string(),
  dilutedHex: z.string().nullable(),
  /** The gallery, main image first (the same as imageUrl); empty when the product has only a swatch. */
  images: z.array(z.string()),
  categoryPath: z.array(z.object({ id: z.number(), name: z.string(), level: z.number() })),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
  skus: z.array(skuSchema),
  /** No longer sold: no packs, and the page offers similar products instead. */
  retired: z.boolean(),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** What changes per visitor and minute: packs with price and stock, for the islands over prerendered pages. */
export const productLiveInput = z.strictObject({ ids: z.array(idSchema).min(1).max(50) });
/** `retired`: no longer sold (its packs are empty); a page built before that shows so at once. */
export const productLive = z.object({ id: z.number(), updatedAt: z.string(), retired: z.boolean(), skus: z.array(skuSchema) });
export const productLiveOutput = z.array(productLive);
export type ProductLiveOutput = z.infer<typeof productLiveOutput>;
export type ProductLive = z.infer<typeof productLive>;

export const popularInput = z.strictObject({ limit: z.number().int().min(1).max(24).default(8) });
export const productCardList = z.array(productCard);

export const colourSearchInput = z.strictObject({
  hex: z
    .string()
    .trim()
    .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'validation.hex'),
  brandId: idSchema.optional(),
  limit: z.number().int().min(1).max(24).default(12),
});
export const colourMatch = productCard.extend({ deltaE: z.number() });
export const colourSearchOutput = z.array(colourMatch);
export type ColourMatch = z.infer<typeof colourMatch>;

export const colourCardInput = z.strictObject({ brandId: idSchema.optional() });
export const colourSwatch = z.object({
  id: z.number(),
  name: z.string(),
  ciName: z.string().nullable(),
  brandId: z.number(),
  hex: z.string(),
});
export type ColourSwatch = z.infer<typeof colourSwatch>;
export const colourCardOutput = z.array(colourSwatch);

export type CategoryNode = { id: number; name: string; level: number; children: CategoryNode[] };
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), level: z.number(), children: z.array(categoryNode) }),
);
export const categoryTreeOutput = z.array(categoryNode);

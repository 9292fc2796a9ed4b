import { z } from 'zod';
import { applicationCodes } from './applications.ts';
import { productCard, skuSchema } from './catalog-answers.ts';
import { KEYWORD_MAX_LENGTH, MAX_LISTING_PAGE, MAX_PRICE_PER_KG_FEN, productSorts } from './catalog-values.ts';
import { idSchema } from './common.ts';
import { productDocument } from './documents.ts';
import { withExamples } from './examples.ts';
import { textField } from './text.ts';

/*
 * The catalogue calls under /api/portal/product/**. The listing's input is also the shape of the
 * /product page's URL query, so a link, a reload and Back/Forward all carry the whole listing state.
 */

export * from './catalog-answers.ts';
export * from './catalog-values.ts';
/** A product's two swatches: the masstone (natural) and a tint reduced with white (diluted). */
export const colourVariants = ['natural', 'diluted'] as const;
export type ColourVariant = (typeof colourVariants)[number];
const pricePerKgFen = z.number().int().min(0).max(MAX_PRICE_PER_KG_FEN);

export const productListInput = withExamples(
  z.strictObject({
    keyword: textField().trim().max(KEYWORD_MAX_LENGTH).optional(),
    brandId: idSchema.optional(),
    itemId: idSchema.optional(),
    chId: idSchema.optional(),
    threeLevelId: idSchema.optional(),
    fourLevelId: idSchema.optional(),
    applicability: z.enum(applicationCodes).optional(),
    inStock: z.boolean().optional(),
    /** Only products with a safety data sheet (in either language). */
    hasSds: z.boolean().optional(),
    minPricePerKgFen: pricePerKgFen.optional(),
    maxPricePerKgFen: pricePerKgFen.optional(),
    sort: z.enum(productSorts).default('comprehensive'),
    curPage: z.number().int().min(1).max(MAX_LISTING_PAGE).default(1),
  }),
  {
    keyword: '酞菁蓝',
    brandId: 1,
    applicability: 'plastics',
    inStock: true,
    hasSds: true,
    minPricePerKgFen: 100,
    maxPricePerKgFen: 100_000,
    sort: 'comprehensive',
    curPage: 1,
  },
);
export type ProductListInput = z.infer<typeof productListInput>;
export type ProductListQuery = z.input<typeof productListInput>;

export const productDetail = z.object({
  ...productCard.shape,
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
  /** Data sheets and statements in both languages, the asked language's first. */
  documents: z.array(productDocument),
  /** No longer sold: no packs, and the page offers similar products instead. */
  retired: z.boolean(),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** What changes per visitor and minute: packs with price and stock, for the islands over prerendered pages. */
export const productLiveInput = withExamples(z.strictObject({ ids: z.array(idSchema).min(1).max(50) }), ({ product }) => ({ ids: [product] }));

export const popularInput = withExamples(z.strictObject({ limit: z.number().int().min(1).max(24).default(8) }), { limit: 8 });
export const productCardList = z.array(productCard);

export const colourSearchInput = withExamples(
  z.strictObject({
    hex: z
      .string()
      .trim()
      .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'validation.hex'),
    brandId: idSchema.optional(),
    limit: z.number().int().min(1).max(24).default(12),
  }),
  { hex: '#0F4C81', brandId: 1, limit: 12 },
);

export const colourCardInput = withExamples(z.strictObject({ brandId: idSchema.optional() }), { brandId: 1 });

export type CategoryNode = { id: number; name: string; level: number; children: CategoryNode[] };
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), level: z.number(), children: z.array(categoryNode) }),
);
export const categoryTreeOutput = z.array(categoryNode);

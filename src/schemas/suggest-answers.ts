import * as z from 'zod/mini';
import { SUGGESTION_LIMIT, suggestionKinds } from './suggest-values.ts';

/*
 * The answer of `product/suggest`, in `zod/mini` (suggest.ts re-exports it): the header's search box
 * may check it for a few kilobytes, loaded beside its first call.
 */

export const suggestion = z.object({
  kind: z.enum(suggestionKinds),
  /** What the suggestion names, in the request's language: a product's name, a brand, a category, a Colour Index name ("PB 15:3"). */
  label: z.string(),
  /**
   * A second line: a product's brand and Colour Index name; a category's parent path; a Colour Index
   * name's long name ("颜料蓝 15:3"); null for a brand.
   */
  detail: z.nullable(z.string()),
  /** Where choosing it leads, in the request's language: `/productDetails/<id>`, or `/product?…` with its filter. */
  href: z.string(),
  /** A product's masstone, `#RRGGBB`; null for the other kinds or a product without a swatch. */
  hex: z.nullable(z.string()),
  /** How many products on sale the brand, category or Colour Index name holds; null for a product. */
  count: z.nullable(z.number()),
});
export type Suggestion = z.infer<typeof suggestion>;

export const suggestOutput = z.object({
  /** Best first: at an equal tier a Colour Index name, brand or category before products, products keeping at least half. */
  suggestions: z.array(suggestion).check(z.maxLength(SUGGESTION_LIMIT)),
  /** Set when nothing matched as typed and the suggestions are for a corrected keyword (a slip of one character). */
  correctedKeyword: z.nullable(z.string()),
});
export type SuggestOutput = z.infer<typeof suggestOutput>;

import { z } from 'zod';
import { KEYWORD_MAX_LENGTH } from './catalog-values.ts';
import { SUGGESTION_LIMIT, suggestionKinds } from './suggest-values.ts';
import { textField } from './text.ts';

/*
 * `product/suggest`: what the header's search box offers while a visitor types. The header reads the
 * answer typed only (`import type`), so no zod reaches its script.
 */

export * from './suggest-values.ts';

/** An empty or blank keyword answers no suggestions rather than an error: the box sends what is typed. */
export const suggestInput = z.strictObject({ keyword: textField().trim().max(KEYWORD_MAX_LENGTH) });

export const suggestion = z.object({
  kind: z.enum(suggestionKinds),
  /** What the suggestion names, in the request's language: a product's name, a brand, a category, a Colour Index name ("PB 15:3"). */
  label: z.string(),
  /**
   * A second line: a product's brand and Colour Index name; a category's parent path; a Colour Index
   * name's long name ("颜料蓝 15:3"); null for a brand.
   */
  detail: z.string().nullable(),
  /** Where choosing it leads, in the request's language: `/productDetails/<id>`, or `/product?…` with its filter. */
  href: z.string(),
  /** A product's masstone, `#RRGGBB`; null for the other kinds or a product without a swatch. */
  hex: z.string().nullable(),
  /** How many products on sale the brand, category or Colour Index name holds; null for a product. */
  count: z.number().nullable(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const suggestOutput = z.object({
  /** Best first: products, then Colour Index names, brands and categories, each by how well it matched. */
  suggestions: z.array(suggestion).max(SUGGESTION_LIMIT),
  /** Set when nothing matched as typed and the suggestions are for a corrected keyword (a slip of one character). */
  correctedKeyword: z.string().nullable(),
});
export type SuggestOutput = z.infer<typeof suggestOutput>;

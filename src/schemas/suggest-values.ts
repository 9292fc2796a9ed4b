/*
 * The suggestion contract's plain values, apart from its zod schemas in suggest.ts (which builds on them
 * and re-exports them): the header's script reads them without loading zod.
 */

/** What a suggestion leads to: a product page, or the listing filtered by a brand, a category or a Colour Index name. */
export const suggestionKinds = ['product', 'brand', 'category', 'colourIndex'] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];
/** The most suggestions one keystroke answers. */
export const SUGGESTION_LIMIT = 8;

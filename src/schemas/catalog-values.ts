/*
 * The catalogue contract's plain values, apart from its zod schemas in catalog.ts (which builds on them
 * and re-exports them): the listing island reads them without loading classic zod, to keep its JavaScript small.
 */

export const productSorts = ['comprehensive', 'sales', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof productSorts)[number];
export const PRODUCT_PAGE_SIZE = 20;
export const KEYWORD_MAX_LENGTH = 60;
/** Per-kilogram price bounds of the filter, in fen (¥1,000,000 per kg is far above any pigment). */
export const MAX_PRICE_PER_KG_FEN = 100_000_000;
export const MAX_LISTING_PAGE = 100_000;

/** The category levels of the shared site state: itemId is level 1 … fourLevelId is level 4. */
export const categoryLevelKeys = ['itemId', 'chId', 'threeLevelId', 'fourLevelId'] as const;

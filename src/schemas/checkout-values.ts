/**
 * Why a line cannot be ordered now: its product or pack retired for good, taken off sale, sold out, or
 * fewer packs in stock than the line holds. Apart from checkout.ts so that quotations name them too.
 */
export const leftOutReasons = ['retired', 'notSold', 'soldOut', 'shortOfStock'] as const;
export type LeftOutReason = (typeof leftOutReasons)[number];

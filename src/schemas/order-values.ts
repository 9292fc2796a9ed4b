// Apart from checkout.ts so that the error catalogue can state it without loading zod.

/**
 * The most one order may cost, freight included: ¥10,000,000.00. Quote and checkout refuse above it
 * (orderTotalTooHigh); a larger purchase is split over several orders. The same order is also far below
 * what a JS number holds exactly (2^53 fen), so no sum of money is ever rounded.
 */
export const MAX_ORDER_TOTAL_FEN = 1_000_000_000;

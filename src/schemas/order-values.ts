// Apart from checkout.ts and orders.ts so that the error catalogue and the islands can state them without loading zod.

import type { orderStatuses } from './orders.ts';

/** How an order was paid (the payment attempts and the sandbox use the same names). */
export const paymentChannels = ['wechat', 'alipay', 'bankTransfer'] as const;
/** Where one attempt to pay an order stands. */
export const attemptStatuses = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

/** Orders that were paid and are not in after-sales already. */
export const afterSalesOrderStatuses = ['awaiting_shipment', 'awaiting_receipt', 'completed'] as const satisfies readonly (typeof orderStatuses)[number][];

/**
 * The most one order may cost, freight included: ¥10,000,000.00. Quote and checkout refuse above it
 * (orderTotalTooHigh); a larger purchase is split over several orders. Sums of money in JS stay exact:
 * a line is at most 99 packs at most ¥1,000,000 each (under 2^34 fen), and a cart holds one line per
 * pack of the catalogue, so even a cart of every pack adds up far below 2^53 before it is refused.
 */
export const MAX_ORDER_TOTAL_FEN = 1_000_000_000;

/** The longest range one download of a customer's orders covers, in days, and the most order lines it may hold. */
export const ORDER_EXPORT_MAX_DAYS = 366;
export const ORDER_EXPORT_MAX_LINES = 10_000;

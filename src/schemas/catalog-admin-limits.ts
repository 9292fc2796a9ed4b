/** ¥1,000,000 per pack or per kg is far above any pigment: the most a spec's price may be. */
export const MAX_PACK_PRICE_FEN = 100_000_000;
/** The most products one bulk action of the product list may change: all-or-nothing in one transaction. */
export const BULK_MAX_IDS = 200;

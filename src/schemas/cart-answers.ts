import * as z from 'zod/mini';

/*
 * The cart's answers, in `zod/mini` (cart.ts re-exports them): the cart page and the product page's
 * add-to-cart check every answer with these contracts for a few kilobytes of script.
 */

/** One cart line priced now: the product and pack, live price and stock, and whether it can still be bought. */
export const cartLine = z.object({
  /** The server cart's line id; null for a line of the browser's cart. */
  id: z.nullable(z.number()),
  skuId: z.number(),
  productId: z.number(),
  productName: z.string(),
  brandName: z.string(),
  ciName: z.nullable(z.string()),
  hex: z.nullable(z.string()),
  specLabel: z.string(),
  netWeightGrams: z.number(),
  priceFen: z.number(),
  pricePerKgFen: z.number(),
  stock: z.number(),
  quantity: z.number(),
  selected: z.boolean(),
  /** False when the pack is no longer sold or is sold out. */
  available: z.boolean(),
  /** The pack or its product is retired: never sold again (the line stays until the buyer removes it). */
  retired: z.boolean(),
  /**
   * The buyer's negotiated price for this spec, priced as checkout will: up to `negotiatedQuantity` packs
   * at `negotiatedPriceFen` a pack, the rest at the list price. 0 and null without one (and before login).
   */
  negotiatedQuantity: z.number(),
  negotiatedPriceFen: z.nullable(z.number()),
  /** What the packs that can be bought now (not above stock) cost, negotiated packs included. */
  lineTotalFen: z.number(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartView = z.object({
  lines: z.array(cartLine),
  /** Only lines that are selected and can be bought count; it is what checkout quotes for the goods. */
  selectedCount: z.number(),
  selectedSubtotalFen: z.number(),
  /** The net weight of the packs the subtotal counts (each pack's net weight times the packs that can be bought). */
  selectedNetWeightGrams: z.number(),
});
export type CartView = z.infer<typeof cartView>;

export const cartAddAnswer = z.object({ quantity: z.number(), capped: z.boolean(), lineCount: z.number() });
/** What a merge at login changed: packs cut down to 99 or to stock, and packs no longer to be had. */
export const cartMergeAnswer = z.object({ capped: z.array(z.number()), dropped: z.array(z.number()), lineCount: z.number() });
/** Several packs added at once: the packs cut down to 99 or to stock, and the lines the cart now has. */
export const cartAddManyAnswer = z.object({ capped: z.array(z.number()), lineCount: z.number() });

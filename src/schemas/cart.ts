import { z } from 'zod';
import { MAX_QUANTITY } from './cart-values.ts';
import { idSchema } from './common.ts';

export { MAX_QUANTITY } from './cart-values.ts';
/** A cart line holds 1 to 99 packs, and never more than are in stock. */
export const quantitySchema = z.number().int().min(1).max(MAX_QUANTITY);

/** A line as the browser holds it: what a cart preview prices and a merge at login adds. */
const heldLine = z.strictObject({ skuId: idSchema, quantity: z.number().int().min(1).max(10_000), selected: z.boolean() });
export const cartLinesInput = z.strictObject({ lines: z.array(heldLine).max(200) });

export const cartAddInput = z.strictObject({ skuId: idSchema, quantity: quantitySchema });
export const cartUpdateInput = z.strictObject({ id: idSchema, quantity: quantitySchema.optional(), selected: z.boolean().optional() });
export const cartSelectAllInput = z.strictObject({ selected: z.boolean() });
export const cartRemoveInput = z.strictObject({ ids: z.array(idSchema).min(1).max(200) });

/** One cart line priced now: the product and pack, live price and stock, and whether it can still be bought. */
export const cartLine = z.object({
  /** The server cart's line id; null for a line of the browser's cart. */
  id: z.number().nullable(),
  skuId: z.number(),
  productId: z.number(),
  productName: z.string(),
  brandName: z.string(),
  ciName: z.string().nullable(),
  hex: z.string().nullable(),
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
  negotiatedPriceFen: z.number().nullable(),
  /** What the packs that can be bought now (not above stock) cost, negotiated packs included. */
  lineTotalFen: z.number(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartView = z.object({
  lines: z.array(cartLine),
  /** Only lines that are selected and can be bought count; it is what checkout quotes for the goods. */
  selectedCount: z.number(),
  selectedSubtotalFen: z.number(),
});
export type CartView = z.infer<typeof cartView>;

export const cartAddAnswer = z.object({ quantity: z.number(), capped: z.boolean(), lineCount: z.number() });
/** What a merge at login changed: packs cut down to 99 or to stock, and packs no longer to be had. */
export const cartMergeAnswer = z.object({ capped: z.array(z.number()), dropped: z.array(z.number()), lineCount: z.number() });
export type CartAddAnswer = z.infer<typeof cartAddAnswer>;
export type CartMergeAnswer = z.infer<typeof cartMergeAnswer>;

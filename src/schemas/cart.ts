import { z } from 'zod';
import { MAX_QUANTITY } from './cart-values.ts';
import { idSchema } from './common.ts';

export * from './cart-answers.ts';
export { MAX_QUANTITY } from './cart-values.ts';
/** A cart line holds 1 to 99 packs, and never more than are in stock. */
export const quantitySchema = z.number().int().min(1).max(MAX_QUANTITY);

/** A line as the browser holds it: what a cart preview prices and a merge at login adds. */
const heldLine = z.strictObject({ skuId: idSchema, quantity: z.number().int().min(1).max(10_000), selected: z.boolean() });
export const cartLinesInput = z.strictObject({ lines: z.array(heldLine).max(200) });

export const cartAddInput = z.strictObject({ skuId: idSchema, quantity: quantitySchema });
/** Several packs in one step: the pack calculator's cheapest mix (one line per pack size of a product). */
export const cartAddManyInput = z.strictObject({ lines: z.array(cartAddInput).min(1).max(20) });
export const cartUpdateInput = z.strictObject({ id: idSchema, quantity: quantitySchema.optional(), selected: z.boolean().optional() });
export const cartSelectAllInput = z.strictObject({ selected: z.boolean() });
export const cartRemoveInput = z.strictObject({ ids: z.array(idSchema).min(1).max(200) });

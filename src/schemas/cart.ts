import { z } from 'zod';
import { idSchema } from './common.ts';

/** SPEC §9: a cart line holds 1 to 99 packs, and never more than are in stock. */
export const MAX_QUANTITY = 99;
export const quantitySchema = z.number().int().min(1).max(MAX_QUANTITY);

/** A line of the cart kept in the browser before login (merged into the account's cart at login). */
export const localCartLine = z.object({ skuId: idSchema, productId: idSchema, quantity: quantitySchema, selected: z.boolean() });
export type LocalCartLine = z.infer<typeof localCartLine>;

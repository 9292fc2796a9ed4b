import * as z from 'zod/mini';
import { MAX_QUANTITY } from './cart-values.ts';
import { MAX_ID } from './ids.ts';

/**
 * A line of the cart kept in the browser before login (merged into the account's cart at login). In
 * `zod/mini` (cart.ts re-exports it) so that the product page, which adds to this cart, checks the
 * stored lines with the contract for a few kilobytes.
 */
export const localCartLine = z.object({
  skuId: z.int().check(z.positive(), z.maximum(MAX_ID)),
  productId: z.int().check(z.positive(), z.maximum(MAX_ID)),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_QUANTITY)),
  selected: z.boolean(),
});
export type LocalCartLine = z.infer<typeof localCartLine>;

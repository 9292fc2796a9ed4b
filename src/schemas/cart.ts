import { z } from 'zod';
import { MAX_QUANTITY } from './cart-values.ts';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';

export * from './cart-answers.ts';
export { MAX_QUANTITY } from './cart-values.ts';
/** A cart line holds 1 to 99 packs, and never more than are in stock. */
export const quantitySchema = z.number().int().min(1).max(MAX_QUANTITY);

/** A line as the browser holds it: what a cart preview prices and a merge at login adds. */
const heldLine = z.strictObject({ skuId: idSchema, quantity: z.number().int().min(1).max(10_000), selected: z.boolean() });
export const cartLinesInput = withExamples(z.strictObject({ lines: z.array(heldLine).max(200) }), ({ pack }) => ({
  lines: [{ skuId: pack, quantity: 2, selected: true }],
}));

const packLine = z.strictObject({ skuId: idSchema, quantity: quantitySchema });
export const cartAddInput = withExamples(packLine, ({ pack }) => ({ skuId: pack, quantity: 1 }));
/** Several packs in one step: the pack calculator's cheapest mix (one line per pack size of a product). */
export const cartAddManyInput = withExamples(z.strictObject({ lines: z.array(packLine).min(1).max(20) }), ({ pack }) => ({
  lines: [{ skuId: pack, quantity: 1 }],
}));
export const cartUpdateInput = withExamples(
  z.strictObject({ id: idSchema, quantity: quantitySchema.optional(), selected: z.boolean().optional() }),
  ({ cartLine }) => ({ id: cartLine, quantity: 2, selected: true }),
);
export const cartSelectAllInput = withExamples(z.strictObject({ selected: z.boolean() }), { selected: true });
export const cartRemoveInput = withExamples(z.strictObject({ ids: z.array(idSchema).min(1).max(200) }), ({ cartLine }) => ({ ids: [cartLine] }));

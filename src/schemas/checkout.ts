import { z } from 'zod';
import { quantitySchema } from './cart.ts';
import { idSchema } from './common.ts';

export const deliveryWays = ['express', 'logistics'] as const;

/** What is bought: the selected lines of the cart, or one pack straight from a product page ("buy now"). */
const goods = z.union([
  z.strictObject({ from: z.literal('cart') }),
  z.strictObject({ from: z.literal('buyNow'), skuId: idSchema, quantity: quantitySchema }),
]);

export const checkoutQuoteInput = z.strictObject({ goods, addressId: idSchema.optional() });

/**
 * Placing the order. `idempotencyKey` is made once per checkout page by the browser: sending the same
 * order twice (a double click, a retry after a timeout) answers the first order instead of a second.
 */
export const placeOrderInput = z.strictObject({
  idempotencyKey: z.string().regex(/^[\w-]{16,64}$/, 'validation.required'),
  goods,
  addressId: idSchema.optional(),
  deliveryWay: z.enum(deliveryWays).default('express'),
  remark: z.string().trim().max(200, 'validation.tooLong').optional(),
  /** One of the customer's invoice titles, to apply for the invoice with the order; none is "no invoice". */
  invoiceTitleId: idSchema.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

export const quoteLine = z.object({
  skuId: z.number(),
  productId: z.number(),
  productName: z.string(),
  specLabel: z.string(),
  priceFen: z.number(),
  pricePerKgFen: z.number(),
  quantity: z.number(),
  lineTotalFen: z.number(),
});

export const checkoutQuote = z.object({
  lines: z.array(quoteLine),
  goodsFen: z.number(),
  freightFen: z.number(),
  /** Free postage: shown as free when the goods reach the threshold. */
  freeShipping: z.boolean(),
  /** Null when no goods total makes postage free. */
  freeShippingFromFen: z.number().nullable(),
  totalFen: z.number(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

export const placedOrder = z.object({ orderNo: z.string(), totalFen: z.number(), payDeadline: z.string(), repeated: z.boolean() });

import { z } from 'zod';
import { quantitySchema } from './cart.ts';
import { idSchema } from './common.ts';
import { textField } from './text.ts';

export const deliveryWays = ['express', 'logistics'] as const;
/** The longest order remark. */
export const REMARK_MAX_LENGTH = 200;

/** What is bought: the selected lines of the cart, or one pack straight from a product page ("buy now"). */
const goods = z.union([z.strictObject({ from: z.literal('cart') }), z.strictObject({ from: z.literal('buyNow'), skuId: idSchema, quantity: quantitySchema })]);

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
  remark: textField().trim().max(REMARK_MAX_LENGTH, 'validation.tooLong').optional(),
  /** One of the customer's invoice titles, to apply for the invoice with the order; none is "no invoice". */
  invoiceTitleId: idSchema.optional(),
});

/**
 * A priced part of the order. A spec with an agreed price (price negotiation) may come as two lines: the
 * packs left of the agreement at the negotiated price, and the rest at the list price.
 */
export const quoteLine = z.object({
  skuId: z.number(),
  productId: z.number(),
  productName: z.string(),
  specLabel: z.string(),
  /** What one pack costs in this order: the negotiated price on a negotiated line. */
  priceFen: z.number(),
  pricePerKgFen: z.number(),
  quantity: z.number(),
  lineTotalFen: z.number(),
  /** Bought at a negotiated price; `listPriceFen` is then the pack's list price, shown crossed out. */
  negotiated: z.boolean(),
  listPriceFen: z.number(),
});

/** An agreed price for a spec being bought that expired: the list price applies again. */
export const negotiationNotice = z.object({ skuId: z.number(), productName: z.string(), specLabel: z.string(), validUntil: z.string() });

export const checkoutQuote = z.object({
  lines: z.array(quoteLine),
  goodsFen: z.number(),
  freightFen: z.number(),
  /** Free postage: shown as free when the goods reach the threshold. */
  freeShipping: z.boolean(),
  /** Null when no goods total makes postage free. */
  freeShippingFromFen: z.number().nullable(),
  totalFen: z.number(),
  /** Negotiated prices of these specs that have expired since the buyer last used them. */
  negotiationNotices: z.array(negotiationNotice),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

export const placedOrder = z.object({ orderNo: z.string(), totalFen: z.number(), payDeadline: z.string(), repeated: z.boolean() });

import { z } from 'zod';
import { quantitySchema } from './cart.ts';
import { type LeftOutReason, leftOutReasons } from './checkout-values.ts';
import { idSchema } from './common.ts';
import { withExamples } from './examples.ts';
import { deliveryOption, deliveryWays, freightBreakdown } from './freight.ts';
import { quotationNoSchema } from './quotations.ts';
import { textField } from './text.ts';

export { type LeftOutReason, leftOutReasons };

/** The longest order remark. */
export const REMARK_MAX_LENGTH = 200;

/**
 * What is bought: the selected lines of the cart, one pack straight from a product page ("buy now"), or
 * the lines of one of the buyer's valid quotations at its prices.
 */
const goods = z.union([
  z.strictObject({ from: z.literal('cart') }),
  z.strictObject({ from: z.literal('buyNow'), skuId: idSchema, quantity: quantitySchema }),
  z.strictObject({ from: z.literal('quotation'), quotationNo: quotationNoSchema }),
]);

/** Without a way, the quote prices the first way offered to the address. */
export const checkoutQuoteInput = withExamples(
  z.strictObject({ goods, addressId: idSchema.optional(), deliveryWay: z.enum(deliveryWays).optional() }),
  ({ pack, address }) => ({ goods: { from: 'buyNow', skuId: pack, quantity: 1 }, addressId: address }),
);

/**
 * Placing the order. `idempotencyKey` is made once per checkout page by the browser: sending the same
 * order twice (a double click, a retry after a timeout) answers the first order instead of a second.
 */
export const placeOrderInput = withExamples(
  z.strictObject({
    idempotencyKey: z.string().regex(/^[\w-]{16,64}$/, 'validation.required'),
    goods,
    addressId: idSchema.optional(),
    /** Without a way, the first way offered to the address, as the quote prices it. */
    deliveryWay: z.enum(deliveryWays).optional(),
    remark: textField().trim().max(REMARK_MAX_LENGTH, 'validation.tooLong').optional(),
    /** One of the customer's invoice titles, to apply for the invoice with the order; none is "no invoice". */
    invoiceTitleId: idSchema.optional(),
    /**
     * The packs the buyer saw left out (see `leftOutLine`) and agreed to order without. A pack left out now
     * that is not listed refuses the order with its reason, so nothing is dropped behind the buyer's back.
     */
    leaveOut: z.array(idSchema).max(200).optional(),
  }),
  ({ pack, address, invoiceTitle }) => ({
    idempotencyKey: '6f1c2a9e-4b7d-4e0a-9c3f-2d8b5a7e1f40',
    goods: { from: 'buyNow', skuId: pack, quantity: 1 },
    addressId: address,
    remark: '请周一送货',
    invoiceTitleId: invoiceTitle,
  }),
);

/** A line of the goods that checkout leaves out, and why; the cart line's id when it comes from the cart. */
export const leftOutLine = z.object({
  skuId: z.number(),
  cartLineId: z.number().nullable(),
  productName: z.string(),
  specLabel: z.string(),
  quantity: z.number(),
  stock: z.number(),
  reason: z.enum(leftOutReasons),
});
export type LeftOutLine = z.infer<typeof leftOutLine>;

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
  /** Bought at a quotation's price; `listPriceFen` is then today's list price, shown crossed out when different. */
  quoted: z.boolean(),
  listPriceFen: z.number(),
});

/** An agreed price for a spec being bought that expired: the list price applies again. */
export const negotiationNotice = z.object({ skuId: z.number(), productName: z.string(), specLabel: z.string(), validUntil: z.string() });

export const checkoutQuote = z.object({
  /** What would be ordered: the goods that can be bought now (none when every line is left out). */
  lines: z.array(quoteLine),
  /** The lines that cannot be ordered now; placing the order leaves them where they are. */
  leftOut: z.array(leftOutLine),
  goodsFen: z.number(),
  /** Every way, offered or not; without an address the shipped ways are not offered (`needsAddress`). */
  deliveryOptions: z.array(deliveryOption),
  /** The way priced here: the one asked for, or the first offered; without an address only pickup when asked for, else null. */
  deliveryWay: z.enum(deliveryWays).nullable(),
  freightFen: z.number(),
  /** How the freight of a way shipped by weight came about; null for pickup or without an address. */
  freight: z.nullable(freightBreakdown),
  /** Where pickup orders are collected, when the shop offers pickup. */
  pickup: z.object({ address: z.string(), hours: z.string() }).nullable(),
  totalFen: z.number(),
  /** Negotiated prices of these specs that have expired since the buyer last used them. */
  negotiationNotices: z.array(negotiationNotice),
  /** Bought from a quotation: its number and until when its prices hold. */
  quotation: z.object({ quotationNo: z.string(), validUntil: z.string() }).nullable(),
  /**
   * Bought from a quotation: the buyer's cart lines of the packs ordered, which placing the order takes
   * out of the cart so that they are not bought a second time. Empty otherwise.
   */
  alsoInCart: z.array(z.object({ skuId: z.number(), productName: z.string(), specLabel: z.string() })),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

export const placedOrder = z.object({
  orderNo: z.string(),
  totalFen: z.number(),
  payDeadline: z.string(),
  repeated: z.boolean(),
  /** The lines left in the buyer's cart once the order is placed, for the header's badge. */
  cartLineCount: z.number(),
  /** From a quotation: how many cart lines of its packs the order took out of the cart (0 otherwise). */
  removedFromCart: z.number(),
});

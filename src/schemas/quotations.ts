import { z } from 'zod';
import { leftOutReasons } from './checkout-values.ts';
import { idSchema, locales } from './common.ts';
import { withExamples } from './examples.ts';
import { orderNoSchema } from './orders.ts';
import { QUOTATION_NO_PATTERN, quotationStatuses } from './quotation-values.ts';

/*
 * Quotations (报价单) and proforma invoices (形式发票). A logged-in buyer turns the selected cart lines,
 * or an agreed negotiation, into a quotation whose prices are fixed at that moment; an order may be
 * placed from it at those prices, once, until it expires. Both documents are PDFs made on the server
 * and fetched through a short-lived signed address that carries no session.
 */

export { quotationStatuses };
export type QuotationStatus = (typeof quotationStatuses)[number];

export const quotationNoSchema = z.string().regex(QUOTATION_NO_PATTERN, 'validation.required');

/** What is quoted: the selected lines of the cart, or the packs left of one of the buyer's agreed negotiations. */
export const quotationGoods = z.union([z.strictObject({ from: z.literal('cart') }), z.strictObject({ from: z.literal('negotiation'), id: idSchema })]);

export const createQuotationInput = withExamples(
  z.strictObject({
    goods: quotationGoods,
    /** The language of the document. */
    language: z.enum(locales),
    /** Where the goods would go, for the freight; without it the buyer's default address, and without one freight is stated "by the rules". */
    addressId: idSchema.optional(),
  }),
  ({ address }) => ({ goods: { from: 'cart' }, language: 'zh', addressId: address }),
  ({ negotiation }) => ({ goods: { from: 'negotiation', id: negotiation }, language: 'en' }),
);

/** A signed address of a PDF: it works without a session, in a new tab, until `expiresAt`. */
export const documentLink = z.object({ url: z.string(), expiresAt: z.string() });
export type DocumentLink = z.infer<typeof documentLink>;

export const createdQuotation = z.object({
  quotationNo: z.string(),
  validUntil: z.string(),
  totalFen: z.number(),
  pdf: documentLink,
  /** True: nothing new was made, as the buyer already holds this valid quotation of the same lines, prices and delivery terms. */
  existing: z.boolean(),
});
export type CreatedQuotation = z.infer<typeof createdQuotation>;

export const MY_QUOTATIONS_PAGE_SIZE = 10;
export const myQuotationListInput = withExamples(z.strictObject({ curPage: z.number().int().min(1).max(10_000).default(1) }), { curPage: 1 });

export const myQuotation = z.object({
  quotationNo: z.string(),
  createdAt: z.string(),
  validUntil: z.string(),
  language: z.enum(locales),
  goodsFen: z.number(),
  /** Null: no address was known, the freight is stated as by the shop's rules. */
  freightFen: z.number().nullable(),
  totalFen: z.number(),
  status: z.enum(quotationStatuses),
  /** The order placed from it (not cancelled), once ordered. */
  orderNo: z.string().nullable(),
  /** The first lines' products, for recognising it in the list. */
  summary: z.string(),
  lineCount: z.number(),
  /** While valid: its lines that cannot be ordered now, and why; ordering from it then orders the others, once the buyer agrees. */
  unorderable: z.array(z.object({ skuId: z.number(), productName: z.string(), specLabel: z.string(), stock: z.number(), reason: z.enum(leftOutReasons) })),
});
export type MyQuotation = z.infer<typeof myQuotation>;
export const myQuotationPage = z.object({ items: z.array(myQuotation), total: z.number(), curPage: z.number(), pageCount: z.number() });
export type MyQuotationPage = z.infer<typeof myQuotationPage>;

/** A fresh signed address of a quotation's PDF, in its own language unless another is asked for. */
export const quotationLinkInput = withExamples(z.strictObject({ quotationNo: quotationNoSchema, language: z.enum(locales).optional() }), {
  quotationNo: 'Q202611220200000001',
  language: 'en',
});
/** A fresh signed address of an order's proforma invoice. */
export const proformaLinkInput = withExamples(z.strictObject({ orderNo: orderNoSchema, language: z.enum(locales) }), ({ paidOrder }) => ({
  orderNo: paidOrder,
  language: 'zh',
}));

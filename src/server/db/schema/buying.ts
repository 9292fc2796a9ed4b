import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { addressMaxLength } from '../../../schemas/address.ts';
import { MAX_QUANTITY } from '../../../schemas/cart.ts';
import { REMARK_MAX_LENGTH } from '../../../schemas/checkout.ts';
import type { FreightBreakdown } from '../../../schemas/freight.ts';
import { attemptStatuses, paymentChannels } from '../../../schemas/order-values.ts';
import { BANK_TRANSFER_NOTE_MAX, bankTransferResolutions, bankTransferStatuses, orderStatuses } from '../../../schemas/orders.ts';
import { QUOTATION_NO_LENGTH } from '../../../schemas/quotation-values.ts';
import { uploads, users } from './accounts.ts';
import { products, skus } from './catalogue.ts';
import { createdAt, sumOfFen, updatedAt } from './columns.ts';
import { quotations } from './operators.ts';
import { priceNegotiations } from './trade.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_sku_idx').on(t.userId, t.skuId),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_QUANTITY))}`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provinceCode: varchar('province_code', { length: 12 }).notNull(),
    province: varchar('province', { length: 40 }).notNull(),
    cityCode: varchar('city_code', { length: 12 }).notNull(),
    city: varchar('city', { length: 40 }).notNull(),
    districtCode: varchar('district_code', { length: 12 }).notNull(),
    district: varchar('district', { length: 40 }).notNull(),
    detail: varchar('detail', { length: addressMaxLength.detail }).notNull(),
    consignee: varchar('consignee', { length: addressMaxLength.consignee }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`)],
);

export const orderStatus = pgEnum('order_status', orderStatuses);
export const paymentChannel = pgEnum('payment_channel', paymentChannels);

/** The delivery address as it was when the order was placed. */
export type Addressee = {
  consignee: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: orderStatus('status').notNull().default('awaiting_payment'),
    goodsFen: sumOfFen('goods_fen').notNull(),
    freightFen: sumOfFen('freight_fen').notNull(),
    /** Total price: goods plus freight. */
    totalFen: sumOfFen('total_fen').notNull(),
    paidFen: sumOfFen('paid_fen'),
    paymentType: paymentChannel('payment_type'),
    remark: varchar('remark', { length: REMARK_MAX_LENGTH }),
    addressee: jsonb('addressee').$type<Addressee>().notNull(),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveryWay: varchar('delivery_way', { length: 20 }),
    /** How the freight was priced when the order was placed (weight, zone, rates): later template changes leave it as it was. */
    freightRule: jsonb('freight_rule').$type<FreightBreakdown>(),
    logisticsCompany: varchar('logistics_company', { length: 60 }),
    trackingNo: varchar('tracking_no', { length: 60 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    driverName: varchar('driver_name', { length: 40 }),
    driverPhone: varchar('driver_phone', { length: 20 }),
    /** A pickup order: who collected the goods at the warehouse (its `shippedAt` is when). */
    collectedBy: varchar('collected_by', { length: 40 }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The key the browser sent with the order, so that submitting twice places one order. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** The quotation whose prices the order was placed at. */
    quotationNo: varchar('quotation_no', { length: QUOTATION_NO_LENGTH }).references((): AnyPgColumn => quotations.quotationNo),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status),
    // A quotation is ordered once: one order from it that is not cancelled at a time.
    uniqueIndex('orders_one_live_per_quotation_idx').on(t.quotationNo).where(sql`${t.quotationNo} is not null and ${t.status} <> 'cancelled'`),
    index('orders_deadline_idx').on(t.status, t.payDeadline),
    // The dashboard's figures by day, read from the indexes alone: orders placed (by status) and money taken.
    index('orders_created_idx').on(t.createdAt, t.status),
    index('orders_paid_idx').on(t.paidAt, t.paidFen),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productNameZh: varchar('product_name_zh', { length: 120 }).notNull(),
    productNameEn: varchar('product_name_en', { length: 160 }).notNull(),
    skuLabelZh: varchar('sku_label_zh', { length: 40 }).notNull(),
    skuLabelEn: varchar('sku_label_en', { length: 40 }).notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    pricePerKgFen: integer('price_per_kg_fen').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalFen: sumOfFen('line_total_fen').notNull(),
    /** The negotiation whose agreed price this line was bought at; null for the list price. */
    negotiationId: integer('negotiation_id').references((): AnyPgColumn => priceNegotiations.id),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const paymentStatus = pgEnum('payment_status', attemptStatuses);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    channel: paymentChannel('channel').notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull().unique(),
    amountFen: sumOfFen('amount_fen').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** Money arrived for an order that was already cancelled or paid: the operator must give it back. */
    needsRefund: boolean('needs_refund').notNull().default(false),
    /** When the operator gave back money flagged by needsRefund. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), index('payments_refund_idx').on(t.needsRefund).where(sql`${t.needsRefund}`)],
);

/**
 * A pay-for-me link: whoever holds it may see the order's amount, number and lines' names and pay it, without
 * logging in. One per order: sharing again replaces the token, revoking deletes the row. Only the token's
 * SHA-256 is kept, so the table cannot give a working link away.
 */
export const paymentShareLinks = pgTable('payment_share_links', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});

export const bankTransferStatus = pgEnum('bank_transfer_status', bankTransferStatuses);
export const bankTransferResolution = pgEnum('bank_transfer_resolution', bankTransferResolutions);

/**
 * An order the buyer pays by corporate bank transfer: one per order, made when the buyer first chooses the
 * channel, with its payment attempt (channel bankTransfer, pending until the operator confirms the money
 * arrived). The remark the buyer writes is the order number; the deadline is the order's payDeadline.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountFen: sumOfFen('amount_fen').notNull(),
    status: bankTransferStatus('status').notNull().default('awaiting_receipt'),
    /** The receipt's path under the upload folder: an upload of the order's buyer. */
    receiptPath: varchar('receipt_path', { length: 64 }).references(() => uploads.path),
    rejectReason: varchar('reject_reason', { length: 200 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    /** What the operator saw arrive on the account, and on which day (Beijing); a different amount carries their note. */
    receivedFen: sumOfFen('received_fen'),
    receivedOn: date('received_on', { mode: 'string' }),
    confirmNote: varchar('confirm_note', { length: BANK_TRANSFER_NOTE_MAX }),
    /**
     * A receipt was sent but the order ended without this transfer (cancelled, or expired after a rejection):
     * the operator checks the account and records what became of the money, with a note.
     */
    resolution: bankTransferResolution('resolution'),
    resolutionNote: varchar('resolution_note', { length: BANK_TRANSFER_NOTE_MAX }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('bank_transfers_status_idx').on(t.status, t.submittedAt)],
);

/**
 * The sandbox payment provider's own books: what the shop asked it to collect. It stands in for
 * Alipay's and WeChat Pay's servers, so it never reads the shop's orders or payments.
 */
export const sandboxTrades = pgTable('sandbox_trades', {
  tradeNo: varchar('trade_no', { length: 40 }).primaryKey(),
  channel: paymentChannel('channel').notNull(),
  outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
  amountFen: sumOfFen('amount_fen').notNull(),
  subject: varchar('subject', { length: 128 }).notNull(),
  /** Where the cashier sends the browser back to (Alipay's return_url); WeChat has none. */
  returnUrl: text('return_url'),
  /** WeChat Pay's way the trade was ordered by (NATIVE, MWEB for H5, JSAPI), which its notification says; null for Alipay. */
  tradeType: varchar('trade_type', { length: 8 }),
  status: varchar('status', { length: 12 }).notNull().default('open'),
  createdAt: createdAt(),
});

/**
 * The sandbox provider's refunds: what the shop asked it to give back on a paid trade, by the shop's
 * refund number (Alipay's out_request_no, WeChat Pay's out_refund_no), so a repeated request refunds once.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    tradeNo: varchar('trade_no', { length: 40 })
      .notNull()
      .references(() => sandboxTrades.tradeNo),
    refundNo: varchar('refund_no', { length: 64 }).notNull(),
    /** The provider's own number for the refund (WeChat's refund_id). */
    providerRefundNo: varchar('provider_refund_no', { length: 40 }).notNull(),
    amountFen: sumOfFen('amount_fen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tradeNo, t.refundNo] }), check('sandbox_refunds_amount_positive', sql`${t.amountFen} > 0`)],
);

/** The sandbox's key pairs, made once per database so that every server process signs and verifies alike. */
export const sandboxKeys = pgTable('sandbox_keys', {
  id: smallint('id').primaryKey(),
  keys: jsonb('keys').notNull(),
  createdAt: createdAt(),
});

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
import { addressMaxLength } from '../../schemas/address.ts';
import { afterSalesMaxLength, afterSalesModes, afterSalesStatuses, openAfterSalesStatuses } from '../../schemas/after-sales.ts';
import { MAX_QUANTITY } from '../../schemas/cart.ts';
import { categoryLevelKeys, colourVariants } from '../../schemas/catalog.ts';
import { LOW_STOCK_THRESHOLD_DEFAULT, PACK_CODE_MAX_LENGTH, productKinds } from '../../schemas/catalog-admin.ts';
import { REMARK_MAX_LENGTH } from '../../schemas/checkout.ts';
import { BATCH_NO_MAX, DOCUMENT_TITLE_MAX, documentTypes } from '../../schemas/document-values.ts';
import type { FreightBreakdown } from '../../schemas/freight.ts';
import { invoiceTypes } from '../../schemas/invoice-values.ts';
import { invoiceStatuses, invoiceTitleMaxLength } from '../../schemas/invoices.ts';
import { locales } from '../../schemas/locales.ts';
import { messageKinds } from '../../schemas/message-values.ts';
import {
  liveNegotiationStatuses,
  type NegotiationParty,
  type NegotiationPriceUnit,
  negotiationMaxLength,
  negotiationParties,
  negotiationPriceUnits,
  negotiationStatuses,
} from '../../schemas/negotiations.ts';
import { BANK_TRANSFER_NOTE_MAX, bankTransferResolutions, bankTransferStatuses, orderStatuses } from '../../schemas/orders.ts';
import { attemptStatuses, paymentChannels } from '../../schemas/payments.ts';
import { QUOTATION_NO_LENGTH } from '../../schemas/quotation-values.ts';
import { DEFAULT_SAMPLE_SIZES_GRAMS, sampleMaxLength, sampleStatuses } from '../../schemas/samples.ts';
import { requirementMaxLength, requirementStatuses, supplierMaxLength } from '../../schemas/trade.ts';
import { supplierStatuses } from '../../schemas/trade-admin.ts';
import { EMAIL_MAX_LENGTH, profileMaxLength } from '../../schemas/user.ts';
import { genders, userRoles } from '../../schemas/user-values.ts';
import type { GeneratedDocument } from '../services/documents/generated-content.ts';

// Every enum, and every list a check or partial index names, is built from the contract's list in src/schemas,
// and a text column a contract limits is as wide as that limit, so the database and the API accept the same values.

// Money is always integer fen (1 yuan = 100 fen). Weights are integer grams. A pack's price fits an integer;
// amounts that add packs up (order totals, payments, refunds, invoices) are bigint, read as a JS number,
// which is exact far above the largest order total the shop accepts.
const sumOfFen = (name: string) => bigint(name, { mode: 'number' });

/** The values as a literal SQL list, `('a', 'b')`: drizzle-kit writes checks and index predicates out as text. */
const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/* ───────────── users and sessions ───────────── */

export const userRole = pgEnum('user_role', userRoles);
export const gender = pgEnum('gender', genders);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull().unique(),
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).unique(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    nickname: varchar('nickname', { length: profileMaxLength.nickname }),
    gender: gender('gender'),
    companyName: varchar('company_name', { length: profileMaxLength.companyName }),
    landline: varchar('landline', { length: 30 }),
    /** Set on an account made with a password someone else typed (admin:create): every call but changing it is refused. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The dashboard counts new customers over a range of days.
  (t) => [index('users_created_idx').on(t.createdAt, t.role)],
);

/** A login session. Only the SHA-256 of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window attempt counters (failed logins, SMS sends, …), shared by every server process. */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** One-time codes (SMS codes, captcha answers); only a hash of the code is kept. */
export const oneTimeCodes = pgTable('one_time_codes', {
  key: varchar('key', { length: 200 }).primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongGuesses: integer('wrong_guesses').notNull().default(0),
});

/**
 * Who uploaded each stored file (its path under the upload folder) and how large it is: a customer may
 * attach only their own uploads, and the daily upload quota is counted from these rows.
 */
export const uploads = pgTable(
  'uploads',
  {
    path: varchar('path', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);

/* ───────────── catalogue ───────────── */

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  nameZh: varchar('name_zh', { length: 80 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  countryZh: varchar('country_zh', { length: 40 }).notNull(),
  countryEn: varchar('country_en', { length: 40 }).notNull(),
  descriptionZh: text('description_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  logoUrl: text('logo_url').notNull(),
  popular: boolean('popular').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  /** Came with the demo seed: removed by the back office's "remove demo data". */
  demo: boolean('demo').notNull().default(false),
});

/** The four-level classification tree (itemId → chId → threeLevelId → fourLevelId in the site state). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    nameZh: varchar('name_zh', { length: 80 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    sort: integer('sort').notNull().default(0),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    check('categories_level_range', sql`${t.level} between 1 and ${sql.raw(String(categoryLevelKeys.length))}`),
  ],
);

export const productKind = pgEnum('product_kind', productKinds);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** The product index number shown to customers. */
    code: varchar('code', { length: 32 }).notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    kind: productKind('kind').notNull(),
    nameZh: varchar('name_zh', { length: 120 }).notNull(),
    nameEn: varchar('name_en', { length: 160 }).notNull(),
    /** Colour Index generic name, e.g. "PB 15:3". */
    ciName: varchar('ci_name', { length: 24 }),
    /** Colour Index constitution number, e.g. "74160". */
    ciNumber: varchar('ci_number', { length: 12 }),
    chemistryZh: varchar('chemistry_zh', { length: 120 }).notNull(),
    chemistryEn: varchar('chemistry_en', { length: 120 }).notNull(),
    originZh: varchar('origin_zh', { length: 60 }).notNull(),
    originEn: varchar('origin_en', { length: 60 }).notNull(),
    /** Use codes such as coatings, plastics, inks (translated in the UI). */
    applicability: text('applicability').array().notNull(),
    specificationZh: text('specification_zh').notNull(),
    specificationEn: text('specification_en').notNull(),
    introZh: text('intro_zh').notNull(),
    introEn: text('intro_en').notNull(),
    imageUrl: text('image_url'),
    salesCount: integer('sales_count').notNull().default(0),
    /** Its packs add nothing to an order's freight. */
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** The pack sizes, in grams, a buyer may ask a sample of (none: no samples). */
    sampleSizesGrams: integer('sample_sizes_grams')
      .array()
      .notNull()
      .default(sql.raw(`'{${DEFAULT_SAMPLE_SIZES_GRAMS.join(',')}}'::integer[]`)),
    published: boolean('published').notNull().default(true),
    demo: boolean('demo').notNull().default(false),
    /** Off sale for good, kept for its orders and after-sales: out of the shop, its page says it is no longer sold. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_brand_idx').on(t.brandId), index('products_category_idx').on(t.categoryId)],
);

/** Technical parameters shown in the product's parameter table (oil absorption, heat resistance, ...). */
export const productParameters = pgTable(
  'product_parameters',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nameZh: varchar('name_zh', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    value: varchar('value', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_parameters_product_idx').on(t.productId)],
);

export const colourVariant = pgEnum('colour_variant', colourVariants);

/** Approximate sRGB swatches: the masstone (natural) and a tint reduced with white (diluted). */
export const productColours = pgTable(
  'product_colours',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant: colourVariant('variant').notNull(),
    hex: varchar('hex', { length: 7 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.variant] })],
);

/** A product's gallery in display order; the first image is the main one, mirrored into `products.image_url`. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const documentType = pgEnum('document_type', documentTypes);
export const documentLanguage = pgEnum('document_language', locales);

/**
 * A product's data sheets and statements. An uploaded PDF is stored under its SHA-256 (`content_key`)
 * in the upload folder's `documents/`; a generated one (the demo's TDS and SDS) keeps what it says in
 * `generated` and is made at its first download, `content_key` then being the hash of that content.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: documentType('type').notNull(),
    language: documentLanguage('language').notNull(),
    title: varchar('title', { length: DOCUMENT_TITLE_MAX }).notNull(),
    batchNo: varchar('batch_no', { length: BATCH_NO_MAX }),
    versionDate: date('version_date', { mode: 'string' }).notNull(),
    contentKey: varchar('content_key', { length: 64 }).notNull(),
    /** Null until a generated document is first made. */
    sizeBytes: integer('size_bytes'),
    fileName: varchar('file_name', { length: 200 }),
    generated: jsonb('generated').$type<GeneratedDocument>(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId),
    index('product_documents_content_idx').on(t.contentKey),
    check('product_documents_file', sql`${t.generated} is not null or (${t.sizeBytes} is not null and ${t.fileName} is not null)`),
  ],
);

/** A packing specification: the purchasable unit (e.g. 25 kg bag) with its price and stock. */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The pack's own code, unique in the shop: what a catalogue spreadsheet names the pack by. */
    code: varchar('code', { length: PACK_CODE_MAX_LENGTH }).notNull().unique(),
    labelZh: varchar('label_zh', { length: 40 }).notNull(),
    labelEn: varchar('label_en', { length: 40 }).notNull(),
    netWeightGrams: integer('net_weight_grams').notNull(),
    /** Net weight and packaging, what freight is priced by; null: worked out from the net weight (src/lib/shipping-weight.ts). */
    shippingWeightGrams: integer('shipping_weight_grams'),
    priceFen: integer('price_fen').notNull(),
    pricePerKgFen: integer('price_per_kg_fen').notNull(),
    stock: integer('stock').notNull().default(0),
    /** The dashboard lists the pack as running low while its stock is below this. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(LOW_STOCK_THRESHOLD_DEFAULT),
    active: boolean('active').notNull().default(true),
    /** Off sale for good, kept for the orders that bought it; `active` no longer matters once set. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('skus_product_idx').on(t.productId),
    check('skus_stock_not_negative', sql`${t.stock} >= 0`),
    check('skus_price_positive', sql`${t.priceFen} > 0 and ${t.pricePerKgFen} > 0`),
    check('skus_low_stock_threshold_not_negative', sql`${t.lowStockThreshold} >= 0`),
  ],
);

/**
 * The stock ledger: every change of `skus.stock` is one row, so a pack's movements always sum to its stock.
 * Reasons: `opening` (stock a pack started with), `reserve`/`release` (checkout and cancel), and the
 * operator's adjustments (see stockAdjustReasons in src/schemas/catalog-admin.ts), which name the actor.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    orderId: integer('order_id'),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    note: varchar('note', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_sku_idx').on(t.skuId), index('stock_movements_order_idx').on(t.orderId)],
);

/**
 * A catalogue spreadsheet read and checked but not yet applied: its rows as read, kept in the database so
 * that any server process can apply it, and dropped once expired.
 */
export const catalogImportPreviews = pgTable(
  'catalog_import_previews',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    createMissing: boolean('create_missing').notNull(),
    rows: jsonb('rows').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('catalog_import_previews_expires_idx').on(t.expiresAt)],
);

/* ───────────── buying ───────────── */

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

/* ───────────── after the purchase ───────────── */

export const logisticsEvents = pgTable(
  'logistics_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    location: varchar('location', { length: 80 }),
    description: varchar('description', { length: 200 }).notNull(),
  },
  (t) => [index('logistics_events_order_idx').on(t.orderId)],
);

export const invoiceType = pgEnum('invoice_type', invoiceTypes);

/**
 * The invoice details, saved as a title and copied into each application: the fields of its kind
 * (`invoiceTitleInput`), the others null. E-mail and mobile are no longer asked; the titles and
 * applications made before keep theirs.
 */
const invoiceTitleColumns = () => ({
  type: invoiceType('type').notNull(),
  title: varchar('title', { length: invoiceTitleMaxLength.title }).notNull(),
  taxNo: varchar('tax_no', { length: 20 }),
  unitAddress: varchar('unit_address', { length: invoiceTitleMaxLength.unitAddress }),
  unitPhone: varchar('unit_phone', { length: invoiceTitleMaxLength.unitPhone }),
  bankAccount: varchar('bank_account', { length: 40 }),
  bankName: varchar('bank_name', { length: invoiceTitleMaxLength.bankName }),
  email: varchar('email', { length: EMAIL_MAX_LENGTH }),
  mobile: varchar('mobile', { length: 20 }),
});

/** What each kind of title needs: a company's tax number, and a VAT special invoice's registered details. */
type TitleColumn = 'type' | 'taxNo' | 'unitAddress' | 'unitPhone' | 'bankAccount' | 'bankName';
const invoiceTitleComplete = (table: string, t: Record<TitleColumn, AnyPgColumn>) =>
  check(
    `${table}_details_of_type`,
    sql`(${t.type} = 'personal' or ${t.taxNo} is not null) and (${t.type} <> 'vat_special' or (${t.unitAddress} is not null and ${t.unitPhone} is not null and ${t.bankAccount} is not null and ${t.bankName} is not null))`,
  );

/** A saved invoice title ("抬头") a customer picks when applying for an invoice. */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...invoiceTitleColumns(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_titles_user_idx').on(t.userId),
    uniqueIndex('invoice_titles_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    invoiceTitleComplete('invoice_titles', t),
  ],
);

export const invoiceStatus = pgEnum('invoice_status', invoiceStatuses);

export const invoiceApplications = pgTable(
  'invoice_applications',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ...invoiceTitleColumns(),
    amountFen: sumOfFen('amount_fen').notNull(),
    status: invoiceStatus('status').notNull().default('in_progress'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    /** Where the issued invoice can be downloaded: a file the shop stores under /api/uploads/. */
    fileUrl: text('file_url'),
    /** The number printed on the issued invoice (8 digits, or 20 for a fully digital one). */
    invoiceNo: varchar('invoice_no', { length: 20 }),
    createdAt: createdAt(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    index('invoice_applications_order_idx').on(t.orderId),
    index('invoice_applications_user_idx').on(t.userId),
    index('invoice_applications_status_idx').on(t.status, t.createdAt),
    // An order's applications are its history; the newest is its state. Only one can be waiting at a time.
    uniqueIndex('invoice_applications_one_open_idx').on(t.orderId).where(sql`${t.status} = 'in_progress'`),
    invoiceTitleComplete('invoice_applications', t),
  ],
);

export const afterSalesMode = pgEnum('after_sales_mode', afterSalesModes);
export const afterSalesStatus = pgEnum('after_sales_status', afterSalesStatuses);

export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    refundNo: varchar('refund_no', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mode: afterSalesMode('mode').notNull(),
    status: afterSalesStatus('status').notNull().default('under_audit'),
    refundFen: sumOfFen('refund_fen').notNull(),
    reason: varchar('reason', { length: 60 }).notNull(),
    description: varchar('description', { length: afterSalesMaxLength.description }),
    photoUrls: text('photo_urls').array().notNull().default(sql`'{}'::text[]`),
    expressCompany: varchar('express_company', { length: afterSalesMaxLength.expressCompany }),
    trackingNo: varchar('tracking_no', { length: 60 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What the order was before the application moved it to after_sales: where it goes back to unless fully refunded. */
    orderStatusBefore: orderStatus('order_status_before').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('after_sales_order_idx').on(t.orderId),
    index('after_sales_user_idx').on(t.userId),
    check('after_sales_refund_positive', sql`${t.refundFen} > 0`),
    // At most one open application per order, whatever races.
    uniqueIndex('after_sales_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ${sqlList(openAfterSalesStatuses)}`),
  ],
);

export const afterSalesLines = pgTable(
  'after_sales_lines',
  {
    afterSalesId: integer('after_sales_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.afterSalesId, t.orderLineId] })],
);

export const afterSalesHistory = pgTable(
  'after_sales_history',
  {
    id: serial('id').primaryKey(),
    afterSalesId: integer('after_sales_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    status: afterSalesStatus('status').notNull(),
    actor: varchar('actor', { length: 20 }).notNull(),
    /** Who acted: the customer, or which operator (the audit trail of the back office). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    note: varchar('note', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [index('after_sales_history_idx').on(t.afterSalesId)],
);

export const messageKind = pgEnum('message_kind', messageKinds);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: messageKind('kind').notNull(),
    titleZh: varchar('title_zh', { length: 120 }).notNull(),
    titleEn: varchar('title_en', { length: 160 }).notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_kind_idx').on(t.userId, t.kind)],
);

/* ───────────── trade ───────────── */

export const supplierStatus = pgEnum('supplier_status', supplierStatuses);

export const supplierApplications = pgTable(
  'supplier_applications',
  {
    id: serial('id').primaryKey(),
    companyName: varchar('company_name', { length: supplierMaxLength.companyName }).notNull(),
    contactName: varchar('contact_name', { length: supplierMaxLength.contactName }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    supplies: varchar('supplies', { length: supplierMaxLength.supplies }).notNull(),
    status: supplierStatus('status').notNull().default('new'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /** When the operator accepted or rejected the application. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator's note on a rejection (optional). */
    note: varchar('note', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('supplier_applications_status_created_idx').on(t.status, t.createdAt)],
);

export const requirementStatus = pgEnum('requirement_status', requirementStatuses);

/** A 1V1 purchase requirement: a need described without a cart. */
export const purchaseRequirements = pgTable(
  'purchase_requirements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    productId: integer('product_id').references(() => products.id),
    need: varchar('need', { length: requirementMaxLength.need }).notNull(),
    targetHex: varchar('target_hex', { length: 7 }),
    photoUrl: text('photo_url'),
    application: varchar('application', { length: 40 }),
    quantity: integer('quantity').notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    targetPriceFen: integer('target_price_fen'),
    deadline: date('deadline'),
    contactName: varchar('contact_name', { length: requirementMaxLength.contactName }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    status: requirementStatus('status').notNull().default('new'),
    assignee: varchar('assignee', { length: 40 }),
    answer: text('answer'),
    /** When the (latest) answer was given. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('purchase_requirements_user_idx').on(t.userId), index('purchase_requirements_status_created_idx').on(t.status, t.createdAt)],
);

export const sampleStatus = pgEnum('sample_status', sampleStatuses);

/** A buyer's sample request: one size of one product, to one of their addresses (kept as it was then). */
export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sizeGrams: integer('size_grams').notNull(),
    purpose: varchar('purpose', { length: sampleMaxLength.purpose }).notNull(),
    company: varchar('company', { length: sampleMaxLength.company }).notNull(),
    addressee: jsonb('addressee').$type<Addressee>().notNull(),
    note: varchar('note', { length: sampleMaxLength.note }),
    status: sampleStatus('status').notNull().default('requested'),
    carrier: varchar('carrier', { length: sampleMaxLength.carrier }),
    trackingNo: varchar('tracking_no', { length: sampleMaxLength.trackingNo }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    declineReason: varchar('decline_reason', { length: sampleMaxLength.reason }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sample_requests_user_product_idx').on(t.userId, t.productId), index('sample_requests_status_created_idx').on(t.status, t.createdAt)],
);

export const negotiationStatus = pgEnum('negotiation_status', negotiationStatuses);

/**
 * A buyer's price negotiation for one packing specification. While open it waits for one party's answer
 * (`awaiting`); once accepted, the agreed price per kg applies to at most `agreedQuantity` packs of the
 * spec bought before `validUntil`, and `usedQuantity` counts the packs bought at it so far.
 */
export const priceNegotiations = pgTable(
  'price_negotiations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    status: negotiationStatus('status').notNull().default('open'),
    /** While open: whose answer the negotiation waits for, the party that did not make the last offer. */
    awaiting: varchar('awaiting', { length: 10 }).$type<NegotiationParty>().notNull().default('shop'),
    /** Set when accepted: the accepted offer's price per kg, its unit, and its pack price when offered per pack. */
    agreedPricePerKgFen: integer('agreed_price_per_kg_fen'),
    agreedPriceUnit: varchar('agreed_price_unit', { length: 4 }).$type<NegotiationPriceUnit>(),
    /** Agreed per pack: the pack price checkout charges, exactly as offered. */
    agreedPackPriceFen: integer('agreed_pack_price_fen'),
    agreedQuantity: integer('agreed_quantity'),
    /**
     * Accepted: until when the agreed price applies. Open and awaiting the buyer: until when the shop's
     * offer may be accepted. Either way it expires then; null while the shop has not answered.
     */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Packs bought at the agreed price by orders that are not cancelled. */
    usedQuantity: integer('used_quantity').notNull().default(0),
    /** The operator's reason when rejecting, for the buyer to read. */
    rejectReason: varchar('reject_reason', { length: negotiationMaxLength.rejectReason }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('price_negotiations_user_idx').on(t.userId),
    index('price_negotiations_status_idx').on(t.status, t.awaiting, t.updatedAt),
    // One live negotiation (open or agreed) per buyer and spec, so checkout never has to choose between two.
    uniqueIndex('price_negotiations_one_live_idx')
      .on(t.userId, t.skuId)
      .where(sql`${t.status} in ${sqlList(liveNegotiationStatuses)}`),
    check('price_negotiations_awaiting', sql`${t.awaiting} in ${sqlList(negotiationParties)}`),
    check('price_negotiations_used_range', sql`${t.usedQuantity} >= 0 and ${t.usedQuantity} <= coalesce(${t.agreedQuantity}, 0)`),
    check(
      'price_negotiations_agreed_pack_price',
      sql`(${t.agreedPriceUnit} = 'pack') = (${t.agreedPackPriceFen} is not null) and coalesce(${t.agreedPackPriceFen}, 1) > 0`,
    ),
  ],
);

export const negotiationOffers = pgTable(
  'negotiation_offers',
  {
    id: serial('id').primaryKey(),
    negotiationId: integer('negotiation_id')
      .notNull()
      .references(() => priceNegotiations.id, { onDelete: 'cascade' }),
    by: varchar('by', { length: 10 }).$type<NegotiationParty>().notNull(),
    /** Offered per kg: the price as offered. Offered per pack: derived from the pack price (see `perKgOfPackFen`). */
    pricePerKgFen: integer('price_per_kg_fen').notNull(),
    priceUnit: varchar('price_unit', { length: 4 }).$type<NegotiationPriceUnit>().notNull().default('kg'),
    /** Offered per pack: the pack price as offered; null when offered per kg (the pack price is derived). */
    packPriceFen: integer('pack_price_fen'),
    quantity: integer('quantity').notNull(),
    note: varchar('note', { length: negotiationMaxLength.note }),
    /** The shop's offers only: until when it may be accepted, and the agreed price then lasts. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('negotiation_offers_idx').on(t.negotiationId),
    check('negotiation_offers_by', sql`${t.by} in ${sqlList(negotiationParties)}`),
    check('negotiation_offers_positive', sql`${t.pricePerKgFen} > 0 and ${t.quantity} > 0`),
    check(
      'negotiation_offers_pack_price',
      sql`${t.priceUnit} in ${sqlList(negotiationPriceUnits)} and (${t.priceUnit} = 'pack') = (${t.packPriceFen} is not null) and coalesce(${t.packPriceFen}, 1) > 0`,
    ),
  ],
);

/* ───────────── content ───────────── */

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  titleZh: varchar('title_zh', { length: 120 }).notNull(),
  titleEn: varchar('title_en', { length: 160 }).notNull(),
  subtitleZh: varchar('subtitle_zh', { length: 200 }).notNull(),
  subtitleEn: varchar('subtitle_en', { length: 240 }).notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const policies = pgTable('policies', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull().unique(),
  titleZh: varchar('title_zh', { length: 80 }).notNull(),
  titleEn: varchar('title_en', { length: 120 }).notNull(),
  contentZh: text('content_zh').notNull(),
  contentEn: text('content_en').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The news column tree. */
export const columns = pgTable('columns', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  nameZh: varchar('name_zh', { length: 60 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    columnId: integer('column_id')
      .notNull()
      .references(() => columns.id),
    titleZh: varchar('title_zh', { length: 160 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    summaryZh: varchar('summary_zh', { length: 300 }).notNull(),
    summaryEn: varchar('summary_en', { length: 400 }).notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    coverUrl: text('cover_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('news_articles_column_idx').on(t.columnId, t.publishedAt)],
);

/** Site configuration blocks addressed by key (website, settlingAdvantage, companyHonor, ...). */
export const configData = pgTable('config_data', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Secrets the shop makes for itself when the environment gives none (outside production): made once,
 * at random, by whichever process comes first, and the same for every process and machine of the shop.
 */
export const shopSecrets = pgTable('shop_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Words buyers use for the same thing: a formula, a trade or common name, a Colour Index name, in either
 * language. A keyword that is one of a group's terms also finds what the others find (search.ts).
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  terms: text('terms').array().notNull(),
  updatedAt: updatedAt(),
});

/* ───────────── operators ───────────── */

/** Every operator action, who did it and to what: written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * A quotation (报价单): the prices of some packs fixed for its buyer until `validUntil`, with the freight
 * to the address known then (null: stated as by the shop's rules), and who it was made out to.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    quotationNo: varchar('quotation_no', { length: QUOTATION_NO_LENGTH }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    language: varchar('language', { length: 2 }).$type<'zh' | 'en'>().notNull(),
    /** Made from an agreed negotiation rather than the cart. */
    negotiationId: integer('negotiation_id').references(() => priceNegotiations.id),
    goodsFen: sumOfFen('goods_fen').notNull(),
    freightFen: sumOfFen('freight_fen'),
    totalFen: sumOfFen('total_fen').notNull(),
    deliveryWay: varchar('delivery_way', { length: 20 }),
    addressee: jsonb('addressee').$type<Addressee>(),
    buyerCompany: varchar('buyer_company', { length: profileMaxLength.companyName }),
    buyerContact: varchar('buyer_contact', { length: 60 }),
    buyerPhone: varchar('buyer_phone', { length: 20 }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quotations_user_created_idx').on(t.userId, t.createdAt)],
);

/** A quoted line: names, Colour Index name and pack as they were, at the price fixed then. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productNameZh: varchar('product_name_zh', { length: 120 }).notNull(),
    productNameEn: varchar('product_name_en', { length: 160 }).notNull(),
    ciName: varchar('ci_name', { length: 24 }),
    skuLabelZh: varchar('sku_label_zh', { length: 40 }).notNull(),
    skuLabelEn: varchar('sku_label_en', { length: 40 }).notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    pricePerKgFen: integer('price_per_kg_fen').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalFen: sumOfFen('line_total_fen').notNull(),
    /** The agreed negotiation this line's price comes from: an order from the quotation takes its packs. */
    negotiationId: integer('negotiation_id').references(() => priceNegotiations.id),
  },
  (t) => [index('quotation_lines_quotation_idx').on(t.quotationId)],
);

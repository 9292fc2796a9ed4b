import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { categoryLevelKeys, colourVariants } from '../../../schemas/catalog.ts';
import { LOW_STOCK_THRESHOLD_DEFAULT, PACK_CODE_MAX_LENGTH, productKinds } from '../../../schemas/catalog-admin.ts';
import { BATCH_NO_MAX, DOCUMENT_TITLE_MAX, documentTypes } from '../../../schemas/document-values.ts';
import { locales } from '../../../schemas/locales.ts';
import { DEFAULT_SAMPLE_SIZES_GRAMS } from '../../../schemas/samples.ts';
import type { GeneratedDocument } from '../../services/documents/generated-content.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

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

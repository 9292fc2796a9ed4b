import { z } from 'zod';
import { applicationCodes } from './applications.ts';
import { BULK_MAX_IDS, MAX_PACK_PRICE_FEN } from './catalog-admin-limits.ts';
import { idSchema } from './common.ts';
import { adminDocument } from './documents.ts';
import { withExamples } from './examples.ts';
import { sampleSizesField } from './samples.ts';
import { textField } from './text.ts';

/*
 * Contracts of the operator's catalogue calls under /api/admin/catalog: products, their packing specs,
 * stock adjustments, brands, categories and images. Texts come in both languages; money is integer fen,
 * weights integer grams. The editor island checks its forms against the same shapes before sending.
 */

const text = (max: number) => textField().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const optionalText = (max: number) => textField().trim().max(max, 'validation.tooLong');
const richText = textField().trim().min(1, 'validation.required').max(100_000, 'validation.tooLong');
const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'validation.hex')
  .transform((value) => value.toLowerCase());
/** A link or image inside the shop (`/…`) or on another https site. */
const siteUrl = textField()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'validation.url');
const sort = z.number().int().min(0).max(1_000_000);
const fen = z.number({ error: 'validation.price' }).int('validation.price').positive('validation.price').max(MAX_PACK_PRICE_FEN, 'validation.price');

export const productKinds = ['inorganic', 'organic', 'dye', 'paste'] as const;

/** What a product or pack code may hold. */
export const CODE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const PRODUCT_CODE_MAX_LENGTH = 32;
/** A pack's code: by default the product's code and the pack's number, `PB153-2`. */
export const PACK_CODE_MAX_LENGTH = 40;

export const productFields = withExamples(
  z.strictObject({
    /** The product index number customers see; unique. */
    code: z.string().trim().min(1, 'validation.required').max(PRODUCT_CODE_MAX_LENGTH, 'validation.tooLong').regex(CODE_SHAPE, 'validation.productCode'),
    nameZh: text(120),
    nameEn: text(160),
    brandId: idSchema,
    /** A level-4 category: the tree's leaves hold the products. */
    categoryId: idSchema,
    kind: z.enum(productKinds),
    /** Colour Index generic name, e.g. "PB 15:3"; empty for none. */
    ciName: optionalText(24),
    ciNumber: optionalText(12),
    chemistryZh: text(120),
    chemistryEn: text(120),
    originZh: text(60),
    originEn: text(60),
    applicability: z.array(z.enum(applicationCodes)).max(applicationCodes.length),
    specificationZh: text(2_000),
    specificationEn: text(2_000),
    introZh: richText,
    introEn: richText,
    naturalHex: hex.nullable(),
    dilutedHex: hex.nullable(),
    /** Its packs add nothing to an order's freight; not given, a new product does not ship free. */
    freeShipping: z.boolean().optional(),
    /** The sizes, in grams, buyers may ask a sample of; not given, a new product offers DEFAULT_SAMPLE_SIZES_GRAMS. */
    sampleSizesGrams: sampleSizesField.optional(),
  }),
  ({ leafCategory }) => ({
    code: 'PB153-HS',
    nameZh: '酞菁蓝 BGS',
    nameEn: 'Phthalocyanine blue BGS',
    brandId: 1,
    categoryId: leafCategory,
    kind: 'organic',
    ciName: 'PB 15:3',
    ciNumber: '74160',
    chemistryZh: '铜酞菁',
    chemistryEn: 'Copper phthalocyanine',
    originZh: '中国',
    originEn: 'China',
    applicability: ['plastics', 'coatings'],
    specificationZh: '25 kg/袋',
    specificationEn: '25 kg bags',
    introZh: '<p>耐热 280 °C</p>',
    introEn: '<p>Heat stable to 280 °C</p>',
    naturalHex: '#0f4c81',
    dilutedHex: '#6f9fd8',
  }),
);
export type ProductFields = z.infer<typeof productFields>;
export const productUpdate = withExamples(productFields.partial().extend({ id: idSchema }), ({ product }) => ({
  id: product,
  nameZh: '酞菁蓝 BGS',
  freeShipping: false,
}));
export const productPublish = withExamples(z.strictObject({ id: idSchema, published: z.boolean() }), ({ product }) => ({ id: product, published: true }));

/**
 * Where a product is in its life: published (in the shop), unpublished (not yet or no longer shown, no
 * page), retired (off sale for good, kept for its orders; its page says it is no longer sold).
 */
export const productStates = ['published', 'unpublished', 'retired'] as const;
export type ProductState = (typeof productStates)[number];

export const productRetire = withExamples(z.strictObject({ id: idSchema, retired: z.boolean() }), { id: 90001, retired: true });
export const specRetire = withExamples(z.strictObject({ id: idSchema, retired: z.boolean() }), { id: 90001, retired: true });

const bulkIds = z
  .array(idSchema)
  .min(1, 'validation.bulkIds')
  .max(BULK_MAX_IDS, 'validation.bulkIds')
  .refine((ids) => new Set(ids).size === ids.length, 'validation.bulkIds');
/** A percentage with at most two decimals, -99.99 to +1000, never 0: +5 raises prices by 5 %. */
export const pricePercent = z
  .number({ error: 'validation.percent' })
  .min(-99.99, 'validation.percent')
  .max(1000, 'validation.percent')
  .refine((value) => value !== 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'validation.percent');
export const bulkPrice = withExamples(z.strictObject({ action: z.literal('price'), ids: bulkIds, percent: pricePercent }), ({ product }) => ({
  action: 'price',
  ids: [product],
  percent: 5,
}));
/** One action on the products chosen in the list: all of them change, or none. */
export const productBulk = withExamples(
  z.discriminatedUnion('action', [
    z.strictObject({ action: z.enum(['publish', 'unpublish', 'retire', 'restore']), ids: bulkIds }),
    z.strictObject({ action: z.literal('category'), ids: bulkIds, categoryId: idSchema }),
    z.strictObject({ action: z.literal('brand'), ids: bulkIds, brandId: idSchema }),
    bulkPrice,
  ]),
  { action: 'publish', ids: [90001] },
  { action: 'brand', ids: [90001], brandId: 1 },
);
export type ProductBulk = z.infer<typeof productBulk>;
export const bulkActions = ['publish', 'unpublish', 'retire', 'restore', 'category', 'brand', 'price'] as const;

export const productListInput = withExamples(
  z.strictObject({
    keyword: textField().trim().max(60).optional(),
    brandId: idSchema.optional(),
    /** Any level: the products under it. */
    categoryId: idSchema.optional(),
    /** Shown in the shop or not, whatever else (retired included). */
    published: z.boolean().optional(),
    state: z.enum(productStates).optional(),
    curPage: z.number().int().min(1).max(100_000).default(1),
  }),
  { keyword: 'blue', brandId: 1, published: true, curPage: 1 },
);
export const ADMIN_PRODUCT_PAGE_SIZE = 20;

/** A pack counts as running low below this many in stock unless the operator sets its own threshold. */
export const LOW_STOCK_THRESHOLD_DEFAULT = 10;
const lowStockThreshold = z.number().int().min(0).max(1_000_000);

const grams = z.number({ error: 'validation.weight' }).int('validation.weight').positive('validation.weight').max(100_000_000, 'validation.weight');
/** A pack's fields without defaults: an update changes only what it names. */
const specShape = {
  labelZh: text(40),
  labelEn: text(40),
  netWeightGrams: grams,
  /** Net weight and packaging, what freight is priced by; null: worked out from the net weight. */
  shippingWeightGrams: grams.nullable(),
  priceFen: fen,
  pricePerKgFen: fen,
  active: z.boolean(),
  sort,
  lowStockThreshold,
};
export const specFields = withExamples(
  z.strictObject({
    productId: idSchema,
    ...specShape,
    shippingWeightGrams: specShape.shippingWeightGrams.default(null),
    active: specShape.active.default(true),
    sort: sort.default(0),
    lowStockThreshold: lowStockThreshold.default(LOW_STOCK_THRESHOLD_DEFAULT),
  }),
  ({ product }) => ({
    productId: product,
    labelZh: '1 kg',
    labelEn: '1 kg',
    netWeightGrams: 1_000,
    priceFen: 5_000,
    pricePerKgFen: 5_000,
    active: true,
    sort: 0,
  }),
);
export const specUpdate = withExamples(z.strictObject(specShape).partial().extend({ id: idSchema }), ({ pack }) => ({
  id: pack,
  labelZh: '25 kg',
  priceFen: 98_000,
}));

/** Why the operator changes a pack's stock; checkout and cancel write `reserve` and `release`, seeding `opening`. */
export const stockAdjustReasons = ['received', 'damaged', 'count_correction', 'returned', 'other'] as const;
/** Every reason a ledger row can give: the operator's, checkout's (`reserve`, `release`), seeding's and a spreadsheet import's. */
export const stockMovementReasons = [...stockAdjustReasons, 'opening', 'reserve', 'release', 'import'] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];
export const stockAdjust = withExamples(
  z.strictObject({
    skuId: idSchema,
    /** Signed packs: positive adds, negative takes away; never below zero in the end. */
    delta: z
      .number({ error: 'validation.stockDelta' })
      .int('validation.stockDelta')
      .min(-1_000_000, 'validation.stockDelta')
      .max(1_000_000, 'validation.stockDelta')
      .refine((value) => value !== 0, 'validation.stockDelta'),
    reason: z.enum(stockAdjustReasons),
    note: optionalText(200).default(''),
  }),
  ({ pack }) => ({ skuId: pack, delta: 5, reason: 'received', note: '到货' }),
);
export const ledgerInput = withExamples(z.strictObject({ skuId: idSchema, curPage: z.number().int().min(1).max(100_000).default(1) }), ({ pack }) => ({
  skuId: pack,
  curPage: 1,
}));

export const brandFields = withExamples(
  z.strictObject({
    nameZh: text(80),
    nameEn: text(80),
    countryZh: text(40),
    countryEn: text(40),
    descriptionZh: text(2_000),
    descriptionEn: text(2_000),
    logoUrl: siteUrl,
    popular: z.boolean().default(false),
    sort: sort.default(0),
  }),
  {
    nameZh: '蓝晶',
    nameEn: 'Blue Crystal',
    countryZh: '中国',
    countryEn: 'China',
    descriptionZh: '有机颜料制造商',
    descriptionEn: 'A maker of organic pigments',
    logoUrl: '/images/banners/news.svg',
    popular: false,
    sort: 0,
  },
);
export const brandUpdate = withExamples(brandFields.partial().extend({ id: idSchema }), { id: 1, descriptionZh: '有机颜料制造商' });

export const categoryFields = withExamples(
  z.strictObject({
    /** Null for a level-1 category; otherwise a category of levels 1–3. */
    parentId: idSchema.nullable(),
    nameZh: text(80),
    nameEn: text(80),
    sort: sort.default(0),
  }),
  ({ topCategory }) => ({ parentId: topCategory, nameZh: '酞菁颜料', nameEn: 'Phthalocyanines', sort: 0 }),
);
export const categoryUpdate = withExamples(categoryFields.omit({ parentId: true }).partial().extend({ id: idSchema }), ({ topCategory }) => ({
  id: topCategory,
  sort: 1,
}));

export const imageAdd = withExamples(z.strictObject({ productId: idSchema, url: siteUrl }), ({ product, editorsImage }) => ({
  productId: product,
  url: editorsImage,
}));
/** Every image of the product in the new order; the first is the main image. */
export const imageReorder = withExamples(z.strictObject({ productId: idSchema, ids: z.array(idSchema).min(1).max(50) }), ({ product, productImage }) => ({
  productId: product,
  ids: [productImage],
}));

/* What the calls answer. */
export const adminProductRow = z.object({
  id: z.number(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  brandNameZh: z.string(),
  brandNameEn: z.string(),
  published: z.boolean(),
  state: z.enum(productStates),
  imageUrl: z.string().nullable(),
  specCount: z.number(),
  stock: z.number(),
});
export const adminProductPage = z.object({
  items: z.array(adminProductRow),
  curPage: z.number(),
  pageCount: z.number(),
  total: z.number(),
  /** When any product last changed (its fields, specs or images): later than the served build means unpublished changes. */
  lastChangedAt: z.string().nullable(),
});
export type AdminProductPage = z.infer<typeof adminProductPage>;

export const adminSpec = z.object({
  id: z.number(),
  code: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  netWeightGrams: z.number(),
  priceFen: z.number(),
  pricePerKgFen: z.number(),
  stock: z.number(),
  lowStockThreshold: z.number(),
  shippingWeightGrams: z.number().nullable(),
  active: z.boolean(),
  retired: z.boolean(),
  sort: z.number(),
});
export type AdminSpec = z.infer<typeof adminSpec>;
export const productImage = z.object({ id: z.number(), url: z.string(), sort: z.number() });
export const adminProduct = z.object({
  ...productFields.shape,
  naturalHex: z.string().nullable(),
  dilutedHex: z.string().nullable(),
  freeShipping: z.boolean(),
  sampleSizesGrams: z.array(z.number()),
  id: z.number(),
  published: z.boolean(),
  state: z.enum(productStates),
  imageUrl: z.string().nullable(),
  updatedAt: z.coerce.string(),
  specs: z.array(adminSpec),
  images: z.array(productImage),
  documents: z.array(adminDocument),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const stockMovementRow = z.object({
  id: z.number(),
  delta: z.number(),
  reason: z.string(),
  note: z.string().nullable(),
  orderId: z.number().nullable(),
  actorPhone: z.string().nullable(),
  createdAt: z.coerce.string(),
});
/** The packs the warehouse counts: found by product or pack code or name, or only those running low. */
export const stockPackListInput = withExamples(
  z.strictObject({
    keyword: textField().trim().max(60).optional(),
    lowOnly: z.boolean().default(false),
    curPage: z.number().int().min(1).max(100_000).default(1),
  }),
  { keyword: 'PB', lowOnly: true, curPage: 1 },
);
export const stockPack = z.object({
  skuId: z.number(),
  packCode: z.string(),
  productId: z.number(),
  productCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  stock: z.number(),
  threshold: z.number(),
});
export type StockPack = z.infer<typeof stockPack>;
export const stockPackPage = z.object({ items: z.array(stockPack), curPage: z.number(), pageCount: z.number(), total: z.number() });
export const ledgerPage = z.object({ items: z.array(stockMovementRow), curPage: z.number(), pageCount: z.number(), total: z.number() });
export const stockAdjusted = z.object({ skuId: z.number(), stock: z.number() });

export const adminBrand = z.object({ ...brandFields.shape, id: z.number(), slug: z.string(), productCount: z.number() });
export type AdminBrand = z.infer<typeof adminBrand>;
export const adminCategory = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  level: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  sort: z.number(),
  productCount: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
/** The tree's depth: products belong to categories of this level, and nothing goes below them. */
export const CATEGORY_LEAF_LEVEL = 4;

/** A pack's prices before and after a percentage adjustment; the per-kg price follows the pack price. */
export const priceChange = z.object({
  skuId: z.number(),
  productId: z.number(),
  code: z.string(),
  productName: z.string(),
  label: z.string(),
  netWeightGrams: z.number(),
  oldPriceFen: z.number(),
  newPriceFen: z.number(),
  oldPricePerKgFen: z.number(),
  newPricePerKgFen: z.number(),
});
export type PriceChange = z.infer<typeof priceChange>;
/** The preview of a price adjustment: every pack it changes, and whether any would leave the allowed range. */
export const pricePreview = z.object({ changes: z.array(priceChange), outOfRange: z.array(z.number()) });
export type PricePreview = z.infer<typeof pricePreview>;
export const bulkDone = z.object({ count: z.number() });

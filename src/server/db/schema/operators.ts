import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { QUOTATION_NO_LENGTH } from '../../../schemas/quotation-values.ts';
import { profileMaxLength } from '../../../schemas/user.ts';
import { users } from './accounts.ts';
import type { Addressee } from './buying.ts';
import { products, skus } from './catalogue.ts';
import { createdAt, sumOfFen } from './columns.ts';
import { priceNegotiations } from './trade.ts';

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

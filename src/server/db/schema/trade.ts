import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  liveNegotiationStatuses,
  type NegotiationParty,
  type NegotiationPriceUnit,
  negotiationMaxLength,
  negotiationParties,
  negotiationPriceUnits,
  negotiationStatuses,
} from '../../../schemas/negotiations.ts';
import { sampleMaxLength, sampleStatuses } from '../../../schemas/samples.ts';
import { requirementMaxLength, requirementStatuses, supplierMaxLength } from '../../../schemas/trade.ts';
import { supplierStatuses } from '../../../schemas/trade-admin.ts';
import { users } from './accounts.ts';
import type { Addressee } from './buying.ts';
import { products, skus } from './catalogue.ts';
import { createdAt, sqlList, updatedAt } from './columns.ts';

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

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { afterSalesMaxLength, afterSalesModes, afterSalesStatuses, openAfterSalesStatuses } from '../../../schemas/after-sales.ts';
import { invoiceTypes } from '../../../schemas/invoice-values.ts';
import { invoiceStatuses, invoiceTitleMaxLength } from '../../../schemas/invoices.ts';
import { messageKinds } from '../../../schemas/message-values.ts';
import { EMAIL_MAX_LENGTH } from '../../../schemas/user.ts';
import { users } from './accounts.ts';
import { orderLines, orderStatus, orders } from './buying.ts';
import { createdAt, sqlList, sumOfFen } from './columns.ts';

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

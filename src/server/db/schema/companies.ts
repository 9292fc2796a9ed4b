import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyMaxLength, companyRoles, companyStates } from '../../../schemas/company-values.ts';
import { CREDIT_CODE_LENGTH } from '../../../schemas/credit-code.ts';
import { users } from './accounts.ts';
import { createdAt, sumOfFen, updatedAt } from './columns.ts';

export const companyState = pgEnum('company_state', companyStates);
export const companyRole = pgEnum('company_role', companyRoles);

/** A buyer's company (企业): registered by a customer, who owns it, and verified by the shop before company terms apply. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: companyMaxLength.name }).notNull(),
    /** The unified social credit code: one company per code. */
    creditCode: varchar('credit_code', { length: CREDIT_CODE_LENGTH }).notNull().unique(),
    address: varchar('address', { length: companyMaxLength.address }).notNull(),
    contactName: varchar('contact_name', { length: companyMaxLength.contactName }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    state: companyState('state').notNull().default('pending'),
    rejectReason: varchar('reject_reason', { length: companyMaxLength.rejectReason }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_state_idx').on(t.state, t.createdAt)],
);

/** Who belongs to which company, in what role; a person belongs to one company at most. */
export const companyMembers = pgTable(
  'company_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    role: companyRole('role').notNull(),
    /** A buyer's limits in fen; null: none. */
    orderLimitFen: sumOfFen('order_limit_fen'),
    monthlyLimitFen: sumOfFen('monthly_limit_fen'),
    joinedAt: createdAt(),
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId),
    check('company_members_limits_positive', sql`coalesce(${t.orderLimitFen}, 1) > 0 and coalesce(${t.monthlyLimitFen}, 1) > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { type companyActions, companyMaxLength, companyRoles, companyStates, type InvitedRole, invitationStates } from '../../../schemas/company-values.ts';
import { CREDIT_CODE_LENGTH } from '../../../schemas/credit-code.ts';
import { users } from './accounts.ts';
import { createdAt, sumOfFen, updatedAt } from './columns.ts';

export const companyState = pgEnum('company_state', companyStates);
export const companyRole = pgEnum('company_role', companyRoles);
export const invitationState = pgEnum('company_invitation_state', invitationStates);

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

/** A colleague asked to join by mobile number; they answer once logged in (or registered) with that number. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    phone: varchar('phone', { length: 20 }).notNull(),
    role: companyRole('role').$type<InvitedRole>().notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    state: invitationState('state').notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    // One open invitation of a number to a company: inviting again renews it.
    uniqueIndex('company_invitations_open_idx').on(t.companyId, t.phone).where(sql`${t.state} = 'pending'`),
    index('company_invitations_phone_idx').on(t.phone, t.state),
  ],
);

/** The company's activity log: who did what to it, read by its owner and administrators. */
export const companyActivity = pgTable(
  'company_activity',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Null: the shop's operator (a verification). */
    actorId: integer('actor_id').references(() => users.id),
    action: varchar('action', { length: 30 }).$type<(typeof companyActions)[number]>().notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('company_activity_company_idx').on(t.companyId, t.createdAt)],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staffRoles } from '../../../schemas/staff-values.ts';
import { EMAIL_MAX_LENGTH, profileMaxLength } from '../../../schemas/user.ts';
import { genders, userRoles } from '../../../schemas/user-values.ts';
import { createdAt, updatedAt } from './columns.ts';

export const userRole = pgEnum('user_role', userRoles);
export const gender = pgEnum('gender', genders);
export const staffRole = pgEnum('staff_role', staffRoles);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull().unique(),
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).unique(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    /** What an admin does in the team (what the back office lets them call); a customer has none. */
    staffRole: staffRole('staff_role'),
    /** A member of the team let go: no login, no session. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    nickname: varchar('nickname', { length: profileMaxLength.nickname }),
    gender: gender('gender'),
    companyName: varchar('company_name', { length: profileMaxLength.companyName }),
    landline: varchar('landline', { length: 30 }),
    /** Set on an account made with a password someone else typed (admin:create): every call but changing it is refused. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The buyer's openid for the shop's WeChat official account (snsapi_base), which WeChat Pay JSAPI pays for. */
    wechatOpenid: varchar('wechat_openid', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The dashboard counts new customers over a range of days.
  (t) => [index('users_created_idx').on(t.createdAt, t.role), check('users_staff_role_of_admins', sql`(${t.role} = 'admin') = (${t.staffRole} is not null)`)],
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

import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Every enum, and every list a check or partial index names, is built from the contract's list in src/schemas,
// and a text column a contract limits is as wide as that limit, so the database and the API accept the same values.

// Money is always integer fen (1 yuan = 100 fen). Weights are integer grams. A pack's price fits an integer;
// amounts that add packs up (order totals, payments, refunds, invoices) are bigint, read as a JS number,
// which is exact far above the largest order total the shop accepts.
export const sumOfFen = (name: string) => bigint(name, { mode: 'number' });

/** The values as a literal SQL list, `('a', 'b')`: drizzle-kit writes checks and index predicates out as text. */
export const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

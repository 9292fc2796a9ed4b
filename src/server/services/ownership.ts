import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Every customer resource (orders, addresses, invoices, favourites, messages, after-sales) is read and
 * changed through this condition, so "only the owner" is the default: another customer's id then finds
 * nothing and is answered as not found, which also does not tell that the id exists.
 */

/** The condition that limits a query to one user's rows: `where(and(ownedBy(orders.userId, user.id), …))`. */
export const ownedBy = (userColumn: AnyPgColumn, userId: number): SQL => eq(userColumn, userId);

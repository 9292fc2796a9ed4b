import { and, inArray, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The promise an entry is held to (answer or call back within so many hours), measured by the app's clock
 * (`deps.now()`), never the database's: tests move that clock, and every process agrees on it.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export type Commitment<S extends string> = { waiting: readonly S[]; hours: number };

/** Whole minutes since `createdAt`; never negative. */
export const ageMinutes = (createdAt: Date, now: Date): number => Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / MINUTE_MS));

/** Still waiting, and waited longer than promised. */
export function isOverdue<S extends string>(promise: Commitment<S>, status: S, createdAt: Date, now: Date): boolean {
  return promise.waiting.includes(status) && now.getTime() - createdAt.getTime() > promise.hours * HOUR_MS;
}

/** The same as `isOverdue`, as a condition on the rows. */
export function overdueCondition<S extends string>(promise: Commitment<S>, status: AnyPgColumn, createdAt: AnyPgColumn, now: Date): SQL {
  return and(inArray(status, [...promise.waiting]), lt(createdAt, new Date(now.getTime() - promise.hours * HOUR_MS)))!;
}

import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';

/** Rows per INSERT: keeps statements well under PostgreSQL's 65 535 bind parameters and PGlite fast. */
export const batchSize = 500;

export function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += batchSize) yield rows.slice(start, start + batchSize);
}

export async function insertInBatches<TTable extends PgTable>(tx: Tx, table: TTable, rows: readonly PgInsertValue<TTable>[]): Promise<number> {
  for (const batch of batches(rows)) await tx.insert(table).values(batch);
  return rows.length;
}

import type { Database } from '../../db/client.ts';
import { watchCatalogChanges } from './changes.ts';
import { detailStoreIfFresh, makeDetailsInChild } from './detail-store.ts';
import { getCatalog } from './snapshot.ts';

/**
 * For a serving process: hears the catalogue's changes and, once listening, loads what answers the
 * catalogue (the snapshot, then every product's details), so that its first visitors do not wait for it
 * nor read each product from the database. On PostgreSQL (`databaseUrl`) the details are made in a
 * child process.
 */
export function serveCatalogue(database: Database, databaseUrl: string | undefined): void {
  if (databaseUrl) makeDetailsInChild(database.db, databaseUrl);
  const { ready } = watchCatalogChanges(database);
  void ready
    .then(() => getCatalog(database.db))
    .then(() => detailStoreIfFresh(database.db))
    .catch((error: unknown) => console.error(`Could not load the catalogue: ${String(error)}`));
}

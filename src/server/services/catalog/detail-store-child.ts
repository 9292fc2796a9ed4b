/**
 * A child process making the store of every product's details (detail-store.ts) from its own connection:
 * sent the database's address and the previous store, it answers the new one and ends.
 */
import { openDatabase } from '../../db/client.ts';
import { makeStored, receivedStored, type Stored } from './detail-blocks.ts';

process.once('message', async ({ url, previous }: { url: string; previous: Stored | undefined }) => {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    const made = await makeStored(database.db, previous && receivedStored(previous));
    await new Promise<void>((resolve, reject) => process.send!(made, (error: Error | null) => (error ? reject(error) : resolve())));
  } finally {
    await database.close();
    process.disconnect();
  }
});

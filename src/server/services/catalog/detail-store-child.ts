/**
 * A child process making the store of every product's details (detail-store.ts) from its own connection:
 * sent the database's address and the previous store, it answers the new one and ends. A failure is one
 * line on stderr and exit code 1; the serving process tries again later.
 */
import { openDatabase } from '../../db/client.ts';
import { makeStored, receivedStored, type Stored } from './detail-blocks.ts';

process.once('message', async ({ url, previous }: { url: string; previous: Stored | undefined }) => {
  try {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    try {
      const made = await makeStored(database.db, previous && receivedStored(previous));
      await new Promise<void>((resolve, reject) => process.send!(made, (error: Error | null) => (error ? reject(error) : resolve())));
    } finally {
      await database.close();
    }
    process.disconnect();
  } catch (error) {
    console.error(`Could not make the product details: ${String(error)}`);
    process.exit(1);
  }
});

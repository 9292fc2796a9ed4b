/** A trickle of sales during a load: what a shop taking orders does to the packs its serving processes keep. */
import pg from 'pg';

/**
 * Every `everyMs`, one pack picked at random has its stock moved by one (down, then back up the next
 * time it is picked), as an order and its cancellation would: each change notifies every serving
 * process, as a sale does. `stop` ends the stream and answers how many changes were made.
 */
export async function startSales(databaseUrl: string, everyMs: number): Promise<{ stop: () => Promise<number> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: number }>('select id from skus where active and retired_at is null and stock > 0');
  const sold = new Set<number>();
  let changes = 0;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const { id } = rows[Math.floor(Math.random() * rows.length)]!;
    const step = sold.has(id) ? 1 : -1;
    if (step === 1) sold.delete(id);
    else sold.add(id);
    running = running.then(() => client.query('update skus set stock = stock + $1 where id = $2', [step, id])).then(() => changes++);
  }, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      await client.end();
      return changes;
    },
  };
}

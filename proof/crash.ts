/**
 * proof:crash — a checkout load (placing and paying) on two instances sharing one PostgreSQL database:
 * one worker of the clustered instance is killed with SIGKILL (its primary starts another) and the
 * single-process instance is killed with SIGKILL and started again, all mid-load. Afterwards every order
 * the client saw confirmed exists complete (lines, stock movements, the payment row when it was told
 * paid); no order lacks lines; stock adds up; and once their deadline passes the sweeper releases what
 * unpaid orders held.
 */
import { eq, sql } from 'drizzle-orm';
import { orderLines, orders, skus, stockMovements } from '../src/server/db/schema.ts';
import { makeBuyers, packWithStock } from './support/buyers.ts';
import { checkoutLoad } from './support/checkout-load.ts';
import { confirmedOrdersIn } from './support/confirmed-orders.ts';
import { isShort, percentile, report, runProof, wait } from './support/report.ts';
import { childPids, type Instance, proofDatabase, startInstance } from './support/shop.ts';

const STOCK = 100_000;
const LOAD_SECONDS = isShort ? 20 : 60;

await runProof('crash', async (later) => {
  const shopDb = await proofDatabase('crash');
  later(shopDb.drop);
  const { db } = shopDb.database;
  const env = { SWEEP_INTERVAL_SECONDS: '2' };
  const clustered = await startInstance({ port: 4424, databaseUrl: shopDb.url, workers: 2, env });
  later(clustered.stop);
  let single: Instance | null = await startInstance({ port: 4425, databaseUrl: shopDb.url, workers: 1, env });
  later(() => single?.stop() ?? Promise.resolve());

  const buyers = await makeBuyers(db, clustered.origin, 40);
  const skuId = await packWithStock(db, STOCK);

  let calls = 0;
  const stopAt = Date.now() + LOAD_SECONDS * 1000;
  const load = checkoutLoad({
    buyers,
    skuId,
    concurrency: 6,
    origin: () => (calls++ % 2 === 0 || !single ? clustered.origin : single.origin),
    until: () => Date.now() > stopAt,
  });

  await wait(LOAD_SECONDS * 250);
  const workers = await childPids(clustered.pid);
  process.kill(workers[0]!, 'SIGKILL');
  console.log(`  killed worker ${workers[0]} of the clustered instance with SIGKILL`);
  await wait(LOAD_SECONDS * 250);
  const killed = single!;
  single = null;
  process.kill(killed.pid, 'SIGKILL');
  console.log(`  killed the single-process instance ${killed.pid} with SIGKILL; starting it again`);
  await killed.stop();
  single = await startInstance({ port: 4425, databaseUrl: shopDb.url, workers: 1, env });
  const tally = await load;
  const workersAfter = await childPids(clustered.pid);

  // Every confirmed order, complete.
  const { found, incomplete } = await confirmedOrdersIn(
    db,
    tally.confirmed.map((order) => ({ orderNo: order.orderNo, paid: order.paid })),
  );

  const [linesless] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id})`);
  const [allOrders] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
  const stockNow = async () => (await db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;
  const movementsSum = async () =>
    (
      await db
        .select({ sum: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` })
        .from(stockMovements)
        .where(eq(stockMovements.skuId, skuId))
    )[0]!.sum;
  const stockAddsUp = (await movementsSum()) === (await stockNow());

  // Let the unpaid orders' deadline pass, as half an hour would; the sweeper (every 2 s here) releases them.
  const unpaid = await db
    .update(orders)
    .set({ payDeadline: new Date(Date.now() - 1000) })
    .where(eq(orders.status, 'awaiting_payment'))
    .returning({ id: orders.id });
  let stillHeld = unpaid.length;
  for (let second = 0; second < 30 && stillHeld > 0; second++) {
    await wait(1000);
    stillHeld = (await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(eq(orders.status, 'awaiting_payment')))[0]!.count;
  }
  const [paidCount] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(eq(orders.status, 'awaiting_shipment'));
  const stockAfterSweep = await stockNow();
  const latencies = tally.latencies.sort((a, b) => a - b);

  report(
    'crash',
    [
      {
        label: 'the load placed orders',
        ok: tally.confirmed.length > 0,
        detail: `${tally.confirmed.length} confirmed, ${tally.confirmed.filter((order) => order.paid).length} told paid, ${tally.failed} calls lost to the kills, ${tally.refused} refused`,
      },
      {
        label: 'the killed worker was replaced by its primary',
        ok: workersAfter.length === 2 && !workersAfter.includes(workers[0]!),
        detail: `${workers.join(',')} → ${workersAfter.join(',')}`,
      },
      { label: 'every confirmed order exists', ok: found === tally.confirmed.length, detail: `${found}/${tally.confirmed.length}` },
      {
        label: 'every confirmed order complete (lines, its stock movement, payment row and status when told paid)',
        ok: incomplete.length === 0,
        detail: incomplete.length ? incomplete.slice(0, 3).join(', ') : 0,
      },
      { label: 'orders without lines in the database', ok: linesless!.count === 0, detail: `${linesless!.count} of ${allOrders!.count}` },
      { label: 'the ledger adds up to the stock', ok: stockAddsUp },
      { label: 'unpaid orders released by the sweeper after their deadline', ok: stillHeld === 0, detail: `${unpaid.length} unpaid → ${stillHeld} still held` },
      {
        label: 'after the sweep only paid orders hold stock',
        ok: stockAfterSweep === STOCK - paidCount!.count,
        detail: `stock ${stockAfterSweep}, paid orders ${paidCount!.count}`,
      },
    ],
    { seconds: LOAD_SECONDS, attempts: tally.attempts, confirmed: tally.confirmed.length, lost: tally.failed, p95Ms: percentile(latencies, 95) },
  );
});

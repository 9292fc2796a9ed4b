import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryLeadership } from '../../src/server/cluster/advisory-lock.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { LOCK_KEYS } from '../../src/server/db/lock-keys.ts';
import { orders, stockMovements } from '../../src/server/db/schema.ts';
import { startOrderSweeper } from '../../src/server/services/order-sweeper.ts';
import { orderAwaitingPayment, packInStock } from '../helpers/orders.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two server processes on one PostgreSQL database, each with its own connections and its own sweeper. */
describe.runIf(onPostgres)('the order sweeper of several processes on one database', () => {
  let ctx: TestContext;
  const processes: Database[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    for (let i = 0; i < 2; i++) processes.push(await openDatabase({ kind: 'postgres', url: ctx.databaseUrl!, poolSize: 2 }));
  });
  afterAll(async () => {
    for (const database of processes) await database.close();
    await ctx.close();
  });

  it('sweeps in one process only, cancels an expired order once, and hands over when that process stops', async () => {
    const skuId = await packInStock(ctx);
    const { orderNo } = await orderAwaitingPayment(ctx, skuId);
    await ctx.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.orderNo, orderNo));

    const sweeps = [0, 0];
    const log = pino({ level: 'silent' });
    const stops = processes.map((database, index) =>
      startOrderSweeper(database.db, log, {
        autoConfirmReceiptDays: 10,
        returnShipDays: 7,
        intervalMs: 100,
        leadership: advisoryLeadership(ctx.databaseUrl!, LOCK_KEYS.sweeper),
        onSweep: () => (sweeps[index]! += 1),
      }),
    );
    await wait(1_500);

    const [order] = await ctx.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.status).toBe('cancelled');
    const releases = await ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order!.id), eq(stockMovements.reason, 'release')));
    expect(releases).toHaveLength(1);
    const leader = sweeps[0]! > 0 ? 0 : 1;
    expect(sweeps[leader]).toBeGreaterThan(3);
    expect(sweeps[1 - leader]).toBe(0);

    stops[leader]!();
    await wait(1_500);
    expect(sweeps[1 - leader]).toBeGreaterThan(0);
    stops[1 - leader]!();
  });
});

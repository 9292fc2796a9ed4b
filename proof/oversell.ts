/**
 * proof:oversell — two shop instances (each a cluster) on different ports share one fresh PostgreSQL
 * database and Redis; 200 logged-in buyers check out the same pack, which has 10 in stock, all at once,
 * half through each instance. Exactly 10 orders, stock 0 and never below, the orders' movements summing to −10 and the whole ledger to the stock.
 * Every worker of both instances keeps the pack in memory before (the product page's call, read
 * several times through each) and shows it sold out right after: each heard the sales' notifications.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { orderLines, orders, skus, stockMovements } from '../src/server/db/schema.ts';
import { buyNow, makeBuyers, packWithStock } from './support/buyers.ts';
import { call } from './support/http.ts';
import { isShort, percentile, report, runProof } from './support/report.ts';
import { proofDatabase, startInstances } from './support/shop.ts';

const BUYERS = 200;
const STOCK = 10;
/** Product page calls through each instance at once: enough that every worker answers some. */
const READS_PER_INSTANCE = 8;

await runProof('oversell', async (later) => {
  const shopDb = await proofDatabase('oversell');
  later(shopDb.drop);
  const { db } = shopDb.database;
  const instances = await startInstances([4420, 4421], { databaseUrl: shopDb.url, workers: isShort ? 1 : 2 }, later);

  const buyers = await makeBuyers(db, instances[0]!.origin, BUYERS);
  const skuId = await packWithStock(db, STOCK);
  const [soldPack] = await db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, skuId));
  const productId = soldPack!.productId;
  const stockShown = async () => {
    const reads = instances.flatMap((instance) =>
      Array.from({ length: READS_PER_INSTANCE }, () =>
        call<{ skus: { id: number; stock: number }[] }>(instance.origin, '/api/portal/product/getById', { id: productId }),
      ),
    );
    return (await Promise.all(reads)).map((answer) => answer.data?.skus.find((sku) => sku.id === skuId)?.stock);
  };
  const shownBefore = await stockShown();

  // Watch the stock while the checkouts run: it must never be seen below zero.
  let lowestSeen = STOCK;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const [row] = await db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
      lowestSeen = Math.min(lowestSeen, row!.stock);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    buyers.map((buyer, index) =>
      call<{ orderNo: string }>(instances[index % 2]!.origin, '/api/portal/checkout/place', buyNow(skuId, buyer, randomUUID()), {
        token: buyer.token,
        timeoutMs: 60_000,
      }),
    ),
  );
  const elapsedMs = Math.round(performance.now() - started);
  watching = false;
  await watcher;

  const soldOutAt = performance.now();
  let shownAfter = await stockShown();
  while (shownAfter.some((stock) => stock !== 0) && performance.now() - soldOutAt < 2_000) shownAfter = await stockShown();
  const shownAfterMs = Math.round(performance.now() - soldOutAt);

  const placed = answers.filter((answer) => answer.code === '000000');
  const soldOut = answers.filter((answer) => ['200001', '200002'].includes(answer.code));
  const other = answers.filter((answer) => answer.code !== '000000' && !soldOut.includes(answer));
  const placedByInstance = [0, 1].map((which) => answers.filter((answer, index) => index % 2 === which && answer.code === '000000').length);
  const [stockRow] = await db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
  const [orderCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orderLines.skuId, skuId));
  const [movements] = await db
    .select({
      all: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int`,
      orders: sql<number>`coalesce(sum(${stockMovements.delta}) filter (where ${stockMovements.orderId} is not null), 0)::int`,
    })
    .from(stockMovements)
    .where(eq(stockMovements.skuId, skuId));
  const [linesless] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id})`);
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);

  report(
    'oversell',
    [
      { label: `exactly ${STOCK} checkouts succeed`, ok: placed.length === STOCK, detail: placed.length },
      {
        label: 'the rest are refused as sold out',
        ok: soldOut.length === BUYERS - STOCK,
        detail: `${soldOut.length} sold out, ${other.length} other${other.length ? ` (${[...new Set(other.map((answer) => `${answer.status}/${answer.code}`))].join(', ')})` : ''}`,
      },
      { label: `${STOCK} orders hold the pack in the database`, ok: orderCount!.count === STOCK, detail: orderCount!.count },
      { label: 'stock ends at 0', ok: stockRow!.stock === 0, detail: stockRow!.stock },
      { label: 'stock never seen below 0', ok: lowestSeen >= 0, detail: lowestSeen },
      { label: `the orders' stock movements sum to −${STOCK}`, ok: movements!.orders === -STOCK, detail: movements!.orders },
      { label: 'the ledger adds up to the stock', ok: movements!.all === stockRow!.stock, detail: `${movements!.all} = ${stockRow!.stock}` },
      { label: 'no order without lines', ok: linesless!.count === 0, detail: linesless!.count },
      {
        label: `before: every product page call through both instances shows ${STOCK} in stock`,
        ok: shownBefore.every((stock) => stock === STOCK),
        detail: shownBefore.join(' '),
      },
      {
        label: 'after: every product page call through both instances shows the pack sold out',
        ok: shownAfter.every((stock) => stock === 0),
        detail: `${shownAfter.join(' ')} (${shownAfterMs} ms after the last checkout answered)`,
      },
      {
        label: 'both instances took orders or refused cleanly',
        ok: answers.every((answer) => answer.status > 0 && answer.status < 500),
        detail: `orders per instance ${placedByInstance.join('/')}`,
      },
    ],
    { buyers: BUYERS, stock: STOCK, instances: 2, elapsedMs, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) },
  );
});

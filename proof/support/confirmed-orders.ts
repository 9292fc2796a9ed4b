import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { orderLines, orders, payments, stockMovements } from '../../src/server/db/schema.ts';

/**
 * Looks up the orders a client was told were placed (and, for `paid`, paid): how many exist, and the
 * order numbers of those that are not whole: no lines, not exactly one pack's stock movement, or told
 * paid but without a succeeded payment or not awaiting shipment.
 */
export async function confirmedOrdersIn(db: Db, confirmed: { orderNo: string; paid: boolean }[]) {
  const found = confirmed.length
    ? await db
        .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status })
        .from(orders)
        .where(
          inArray(
            orders.orderNo,
            confirmed.map((order) => order.orderNo),
          ),
        )
    : [];
  const ids = found.map((order) => order.id);
  const lineCounts = new Map(
    (ids.length
      ? await db
          .select({ orderId: orderLines.orderId, count: sql<number>`count(*)::int` })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .groupBy(orderLines.orderId)
      : []
    ).map((row) => [row.orderId, row.count]),
  );
  const reserved = new Map(
    (ids.length
      ? await db
          .select({ orderId: stockMovements.orderId, sum: sql<number>`sum(${stockMovements.delta})::int` })
          .from(stockMovements)
          .where(inArray(stockMovements.orderId, ids))
          .groupBy(stockMovements.orderId)
      : []
    ).map((row) => [row.orderId, row.sum]),
  );
  const paid = new Set(confirmed.filter((order) => order.paid).map((order) => order.orderNo));
  const succeeded = new Set(
    (paid.size
      ? await db.select({ orderNo: orders.orderNo }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.status, 'succeeded'))
      : []
    ).map((row) => row.orderNo),
  );
  const incomplete = found
    .filter(
      (order) =>
        !lineCounts.get(order.id) ||
        reserved.get(order.id) !== -1 ||
        (paid.has(order.orderNo) && (!succeeded.has(order.orderNo) || order.status !== 'awaiting_shipment')),
    )
    .map((order) => order.orderNo);
  return { found: found.length, incomplete };
}

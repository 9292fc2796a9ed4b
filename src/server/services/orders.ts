import { and, eq } from 'drizzle-orm';
import type { OrderSummary } from '../../schemas/orders.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { ownedBy } from '../http/ownership.ts';

/** One of the customer's own orders by its number; anyone else's answers not found. */
export async function orderSummary(db: Db, userId: number, orderNo: string): Promise<OrderSummary> {
  const [order] = await db.select().from(orders).where(and(ownedBy(orders.userId, userId), eq(orders.orderNo, orderNo)));
  if (!order) throw new ApiError('notFound');
  return {
    orderNo: order.orderNo,
    status: order.status,
    goodsFen: order.goodsFen,
    freightFen: order.freightFen,
    totalFen: order.totalFen,
    payDeadline: order.payDeadline.toISOString(),
    createdAt: order.createdAt.toISOString(),
  };
}

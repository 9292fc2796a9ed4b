import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../src/lib/dates.ts';
import type { AfterSalesOptions } from '../../src/schemas/after-sales.ts';
import type { OrderDetail } from '../../src/schemas/orders.ts';
import { afterSales, orders, stockMovements } from '../../src/server/db/schema.ts';
import { orderAwaitingPayment, packInStock, paidOrder } from '../helpers/orders.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

// Two orders (or refunds) drawing the same number is one pair in a million: the draws are set here to make it happen.
const draws = vi.hoisted(() => ({ next: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const randomInt = ((...args: Parameters<typeof actual.randomInt>) =>
    draws.next.length ? draws.next.shift()! : (actual.randomInt as (...a: unknown[]) => unknown)(...args)) as typeof actual.randomInt;
  return { ...actual, randomInt };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('order and refund numbers', () => {
  it('an order that draws a number already taken draws again, and everything else is written once', async () => {
    const skuId = await packInStock(ctx);
    draws.next = [424_242];
    const first = await orderAwaitingPayment(ctx, skuId);
    expect(first.orderNo.endsWith('424242')).toBe(true);

    draws.next = [424_242, 424_242, 131_313];
    const second = await orderAwaitingPayment(ctx, skuId);
    expect(draws.next).toEqual([]);
    expect(second.orderNo.slice(0, 14)).toBe(first.orderNo.slice(0, 14));
    expect(second.orderNo.endsWith('131313')).toBe(true);

    const [stored] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, second.orderNo));
    const movements = await ctx.db.select({ delta: stockMovements.delta }).from(stockMovements).where(eq(stockMovements.orderId, stored!.id));
    expect(movements).toEqual([{ delta: -1 }]);
  });

  it('an after-sales application that draws a refund number already taken draws again, and is written once', async () => {
    const skuId = await packInStock(ctx);
    const apply = async (drawn: number[]) => {
      const { token, orderNo } = await paidOrder(ctx, skuId);
      const options = await ctx.post<AfterSalesOptions>('/api/portal/afterSales/options', { orderNo }, { token });
      const line = options.data.lines[0]!;
      draws.next = drawn;
      const body = { orderNo, mode: 'refund_only', reason: 'quality', lines: [{ lineId: line.lineId, quantity: 1 }], refundFen: 100, description: '受潮结块' };
      return { orderNo, answer: await ctx.post<{ refundNo: string }>('/api/portal/afterSales/apply', body, { token }) };
    };
    const first = await apply([777_777]);
    expect(first.answer, first.answer.message).toMatchObject({ code: '000000' });
    expect(first.answer.data.refundNo.endsWith('777777')).toBe(true);

    const second = await apply([777_777, 515_151]);
    expect(second.answer.code).toBe('000000');
    expect(draws.next).toEqual([]);
    expect(second.answer.data.refundNo.endsWith('515151')).toBe(true);
    const written = await ctx.db
      .select({ refundNo: afterSales.refundNo })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .where(eq(orders.orderNo, second.orderNo));
    expect(written).toEqual([{ refundNo: second.answer.data.refundNo }]);
  });

  it('carry the date in Beijing, the date the order shows, on either side of midnight', async () => {
    const skuId = await packInStock(ctx);
    const kept = ctx.clock.now;
    try {
      // 00:30 on the 28th in Beijing, 16:30 on the 27th in UTC.
      ctx.clock.now = new Date('2026-11-28T00:30:00+08:00');
      const afterMidnight = await orderAwaitingPayment(ctx, skuId);
      expect(afterMidnight.orderNo).toMatch(/^20261128003000\d{6}$/);
      const shown = await ctx.post<OrderDetail>('/api/portal/order/detail', { orderNo: afterMidnight.orderNo }, { token: afterMidnight.token });
      expect(formatDate(shown.data.createdAt, 'zh')).toBe('2026年11月28日');

      // 23:59 on the 27th in Beijing, 15:59 on the 27th in UTC.
      ctx.clock.now = new Date('2026-11-27T23:59:00+08:00');
      expect((await orderAwaitingPayment(ctx, skuId)).orderNo).toMatch(/^20261127235900\d{6}$/);
      // 08:00 on the 28th in Beijing, midnight in UTC.
      ctx.clock.now = new Date('2026-11-28T00:00:00Z');
      expect((await orderAwaitingPayment(ctx, skuId)).orderNo).toMatch(/^20261128080000\d{6}$/);
    } finally {
      ctx.clock.now = kept;
    }
  });
});

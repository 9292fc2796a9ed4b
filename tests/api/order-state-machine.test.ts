import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextOrderStatus, type OrderStatus, type OrderStatusEvent, orderStatusEvents } from '../../src/lib/order-rules.ts';
import { orderStatuses } from '../../src/schemas/orders.ts';
import {
  afterSales,
  afterSalesHistory,
  invoiceApplications,
  messages,
  orders,
  payments,
  sandboxRefunds,
  skus,
  stockMovements,
} from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { releaseExpiredOrders } from '../../src/server/services/checkout/release-expired.ts';
import { confirmOverdueReceipts } from '../../src/server/services/order-sweeper.ts';
import { applyNotice } from '../../src/server/services/payment/payments.ts';
import { orderAwaitingPayment, packInStock, paidOrder } from '../helpers/orders.ts';
import { type ApiAnswer, createTestContext, type TestContext } from '../helpers/test-context.ts';

// Every order status × every event of the state machine (src/lib/order-rules.ts), fired through the real
// calls: the customer's and the operator's API, the payment notification and the sweeper. An allowed event
// moves the order exactly as the table says; a refused one answers its error and changes nothing at all.

let ctx: TestContext;
let admin: string;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  skuId = await packInStock(ctx);
});
afterAll(() => ctx.close());

type Arranged = { token: string; orderNo: string; id: number; userId: number; totalFen: number };
const DAY = 86_400_000;
/** Where an order in after-sales goes back to when its application closes. */
const BEFORE: OrderStatus = 'completed';

/** A customer's order put straight into `status`, as every path there would leave it (paid unless awaiting payment). */
async function orderIn(status: OrderStatus): Promise<Arranged> {
  const placed = status === 'awaiting_payment' ? await orderAwaitingPayment(ctx, skuId) : await paidOrder(ctx, skuId);
  const shipped = ['awaiting_receipt', 'completed', 'after_sales'].includes(status)
    ? { shippedAt: ctx.clock.now, logisticsCompany: '顺丰速运', trackingNo: 'SF1234567890' }
    : {};
  const [row] = await ctx.db
    .update(orders)
    .set({
      status,
      ...shipped,
      ...(status === 'completed' ? { receivedAt: ctx.clock.now } : {}),
      ...(status === 'cancelled' ? { cancelledAt: ctx.clock.now } : {}),
    })
    .where(eq(orders.orderNo, placed.orderNo))
    .returning();
  return { token: placed.token, orderNo: placed.orderNo, id: row!.id, userId: row!.userId, totalFen: row!.totalFen };
}

/** An open application on the order, written directly: under audit (the customer may cancel it) or approved for everything paid (the operator may refund it). */
async function applicationOn(order: Arranged, status: 'under_audit' | 'approved') {
  const refundNo = `RF${order.orderNo}`;
  await ctx.db.insert(afterSales).values({
    refundNo,
    orderId: order.id,
    userId: order.userId,
    mode: 'refund_only',
    status,
    refundFen: order.totalFen,
    reason: 'quality',
    orderStatusBefore: BEFORE,
    createdAt: ctx.clock.now,
  });
  return refundNo;
}

/** Everything an event could touch: the order row whole, its pack's stock, payments, messages, movements, applications, invoices and refunds. */
async function snapshot(order: Arranged) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
  const [pack] = await ctx.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
  const applications = await ctx.db.select().from(afterSales).where(eq(afterSales.orderId, order.id)).orderBy(asc(afterSales.id));
  return {
    row,
    stock: pack!.stock,
    payments: await ctx.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    messages: await ctx.db.select().from(messages).where(eq(messages.userId, order.userId)).orderBy(asc(messages.id)),
    movements: await ctx.db.select().from(stockMovements).where(eq(stockMovements.orderId, order.id)).orderBy(asc(stockMovements.id)),
    applications,
    history: await ctx.db
      .select({ id: afterSalesHistory.id })
      .from(afterSalesHistory)
      .innerJoin(afterSales, eq(afterSales.id, afterSalesHistory.afterSalesId))
      .where(eq(afterSales.orderId, order.id)),
    invoices: await ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.orderId, order.id)),
    refunds: await ctx.db.select({ refundNo: sandboxRefunds.refundNo }).from(sandboxRefunds),
  };
}

type Fired = { code: string; moved?: number };
const answer = (reply: ApiAnswer<unknown>): Fired => ({ code: reply.code });

/** Arranges what the event needs, fires it the way the product does, and says what came back. */
const fire: Record<OrderStatusEvent, (order: Arranged) => Promise<{ arrange?: () => Promise<unknown>; go: () => Promise<Fired> }>> = {
  pay: async (order) => {
    const outTradeNo = `${order.orderNo}98`;
    return {
      arrange: () => ctx.db.insert(payments).values({ orderId: order.id, channel: 'wechat', outTradeNo, amountFen: order.totalFen, createdAt: ctx.clock.now }),
      go: async () => {
        const started = await ctx.post('/api/portal/payment/start', { orderNo: order.orderNo, channel: 'wechat' }, { token: order.token });
        const result = await applyNotice(
          ctx.db,
          'wechat',
          { outTradeNo, amountFen: order.totalFen, providerTradeNo: `4200${order.orderNo}`, outcome: 'succeeded', paidAt: ctx.clock.now },
          ctx.clock.now,
        );
        return { code: started.code === '000000' ? result : started.code };
      },
    };
  },
  cancel: async (order) => ({ go: async () => answer(await ctx.post('/api/portal/order/cancel', { orderNo: order.orderNo }, { token: order.token })) }),
  expire: async (order) => ({
    arrange: () =>
      ctx.db
        .update(orders)
        .set({ payDeadline: new Date(ctx.clock.now.getTime() - 1000) })
        .where(eq(orders.id, order.id)),
    go: async () => ({ code: 'swept', moved: await releaseExpiredOrders(ctx.db, ctx.clock.now) }),
  }),
  ship: async (order) => ({
    go: async () =>
      answer(
        await ctx.post(
          '/api/admin/order/ship',
          { orderNo: order.orderNo, method: 'carrier', logisticsCompany: '中通快递', trackingNo: 'ZT7788990011' },
          { token: admin },
        ),
      ),
  }),
  confirmReceipt: async (order) => ({
    go: async () => answer(await ctx.post('/api/portal/order/confirmReceipt', { orderNo: order.orderNo }, { token: order.token })),
  }),
  autoConfirmReceipt: async (order) => ({
    arrange: () =>
      ctx.db
        .update(orders)
        .set({ shippedAt: new Date(ctx.clock.now.getTime() - 11 * DAY) })
        .where(eq(orders.id, order.id)),
    go: async () => ({ code: 'swept', moved: await confirmOverdueReceipts(ctx.db, ctx.clock.now, 10) }),
  }),
  openAfterSales: async (order) => ({
    go: async () => {
      const options = await ctx.post<{ lines: { lineId: number }[] }>('/api/portal/afterSales/options', { orderNo: order.orderNo }, { token: order.token });
      const body = {
        orderNo: order.orderNo,
        mode: 'refund_only',
        reason: 'quality',
        lines: [{ lineId: options.data.lines[0]!.lineId, quantity: 1 }],
        refundFen: 1,
        description: '颜料结块',
      };
      return answer(await ctx.post('/api/portal/afterSales/apply', body, { token: order.token }));
    },
  }),
  closeAfterSales: async (order) => {
    let refundNo = '';
    return {
      arrange: async () => (refundNo = await applicationOn(order, 'under_audit')),
      go: async () => answer(await ctx.post('/api/portal/afterSales/cancel', { refundNo }, { token: order.token })),
    };
  },
  refundInFull: async (order) => {
    let refundNo = '';
    return {
      arrange: async () => (refundNo = await applicationOn(order, 'approved')),
      go: async () => answer(await ctx.post('/api/admin/afterSales/refund', { refundNo }, { token: admin })),
    };
  },
};

/** What a refused event answers through each way in. */
const refusal: Record<OrderStatusEvent, Fired> = {
  pay: { code: '200020' },
  cancel: { code: '000007' },
  expire: { code: 'swept', moved: 0 },
  ship: { code: '000007' },
  confirmReceipt: { code: '000007' },
  autoConfirmReceipt: { code: 'swept', moved: 0 },
  openAfterSales: { code: '200040' },
  closeAfterSales: { code: '000007' },
  refundInFull: { code: '000007' },
};

/** The time an allowed event stamps on the order. */
const stamped: Partial<Record<OrderStatusEvent, 'paidAt' | 'shippedAt' | 'receivedAt' | 'cancelledAt'>> = {
  pay: 'paidAt',
  cancel: 'cancelledAt',
  expire: 'cancelledAt',
  ship: 'shippedAt',
  confirmReceipt: 'receivedAt',
  autoConfirmReceipt: 'receivedAt',
  refundInFull: 'cancelledAt',
};

describe('every order status × every event', () => {
  for (const status of orderStatuses) {
    for (const event of orderStatusEvents) {
      const to = nextOrderStatus(status, event, BEFORE);
      it(`${status} × ${event}: ${to ? `→ ${to}` : 'refused, nothing changes'}`, async () => {
        ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
        const order = await orderIn(status);
        const { arrange, go } = await fire[event](order);
        await arrange?.();
        const before = await snapshot(order);
        ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
        const fired = await go();
        const after = await snapshot(order);

        if (!to) {
          if (event === 'pay') {
            // Money that arrives anyway is kept and flagged for a refund; the order stays as it was.
            expect(fired).toEqual(refusal.pay);
            const notified = await applyNotice(
              ctx.db,
              'wechat',
              { outTradeNo: `${order.orderNo}98`, amountFen: order.totalFen, providerTradeNo: 'x', outcome: 'succeeded', paidAt: null },
              ctx.clock.now,
            );
            expect(notified).toBe('duplicate');
            expect(after.payments.at(-1)).toMatchObject({ status: 'succeeded', needsRefund: true });
            expect({ ...after, payments: after.payments.slice(0, -1) }).toEqual({ ...before, payments: before.payments.slice(0, -1) });
            return;
          }
          expect(fired).toEqual(refusal[event]);
          expect(after).toEqual(before);
          return;
        }

        if (event === 'pay') expect(fired).toEqual({ code: 'applied' });
        else if (refusal[event].code === 'swept') expect(fired).toEqual({ code: 'swept', moved: 1 });
        else expect(fired).toEqual({ code: '000000' });
        expect(after.row!.status).toBe(to);
        expect(after.row!.updatedAt).toEqual(ctx.clock.now);
        const stamp = stamped[event];
        if (stamp) expect(after.row![stamp]).toEqual(ctx.clock.now);
      });
    }
  }
});

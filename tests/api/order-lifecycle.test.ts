import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/schemas/audit.ts';
import type { AdminOrderDetail, AdminOrderPage, OrderDetail, OrderSummary } from '../../src/schemas/orders.ts';
import { auditLog, orders } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { confirmOverdueReceipts } from '../../src/server/services/order-sweeper.ts';
import { orderAwaitingPayment, packInStock, paidOrder } from '../helpers/orders.ts';
import { expectRefusedToOthers } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let skuId: number;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  skuId = await packInStock(ctx);
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
});
afterAll(() => ctx.close());

const asAdmin = <T>(path: string, body: object) => ctx.post<T>(`/api/admin/order/${path}`, body, { token: admin });
const detail = async (token: string, orderNo: string, locale: 'zh' | 'en' = 'zh') =>
  (await ctx.post<OrderDetail>('/api/portal/order/detail', { orderNo }, { token, locale })).data;
const statusOf = async (orderNo: string) => (await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;
const ship = (orderNo: string) => asAdmin<OrderSummary>('ship', { orderNo, method: 'carrier', logisticsCompany: '顺丰速运', trackingNo: 'SF1234567890' });

describe('the operator moves an order through its life', () => {
  it('finds paid orders by status and by order number or mobile; sees attempts and refund flags', async () => {
    const { orderNo, totalFen } = await paidOrder(ctx, skuId);
    const page = (await asAdmin<AdminOrderPage>('list', { status: 'awaiting_shipment', keyword: orderNo.slice(-8) })).data;
    expect(page.items).toEqual([expect.objectContaining({ orderNo, status: 'awaiting_shipment', totalFen, consignee: '张明', refundDue: false })]);
    const byPhone = (await asAdmin<AdminOrderPage>('list', { keyword: page.items[0]!.customerPhone })).data;
    expect(byPhone.items.map((item) => item.orderNo)).toContain(orderNo);
    expect((await asAdmin<AdminOrderPage>('list', { keyword: '%' })).data.items).toEqual([]);
    const full = (await asAdmin<AdminOrderDetail>('detail', { orderNo })).data;
    expect(full.payments).toEqual([expect.objectContaining({ channel: 'wechat', amountFen: totalFen, status: 'succeeded', needsRefund: false })]);
  });

  it('ships by carrier or own vehicle once, only when paid; records tracking; the customer sees every field and confirms receipt once', async () => {
    const { token, orderNo } = await paidOrder(ctx, skuId);
    const unpaid = await orderAwaitingPayment(ctx, skuId);
    expect((await ship(unpaid.orderNo)).code).toBe('000007');
    expect((await asAdmin('tracking', { orderNo, happenedAt: '2026-11-22T12:00:00+08:00', description: '已揽收' })).code).toBe('000007');

    expect((await ship(orderNo)).data.status).toBe('awaiting_receipt');
    expect((await ship(orderNo)).code).toBe('000007');
    expect((await asAdmin('tracking', { orderNo, happenedAt: '2026-11-22T12:00:00+08:00', location: '上海', description: '已揽收' })).code).toBe('000000');
    expect((await asAdmin('tracking', { orderNo, happenedAt: '2026-11-23T09:30:00+08:00', location: '杭州', description: '派送中' })).code).toBe('000000');

    const seen = await detail(token, orderNo);
    expect(seen).toMatchObject({
      status: 'awaiting_receipt',
      paymentType: 'wechat',
      paidFen: seen.totalFen,
      paidAt: expect.any(String),
      logisticsCompany: '顺丰速运',
      trackingNo: 'SF1234567890',
      shippedAt: ctx.clock.now.toISOString(),
      driverName: null,
      receivedAt: null,
      addressee: { consignee: '张明', district: '浦东新区' },
      lines: [expect.objectContaining({ quantity: 1 })],
    });
    expect(seen.tracking.map((event) => event.description)).toEqual(['派送中', '已揽收']);
    await expectRefusedToOthers(ctx, '/api/portal/order/detail', { orderNo });
    await expectRefusedToOthers(ctx, '/api/portal/order/confirmReceipt', { orderNo });
    expect(await statusOf(orderNo)).toBe('awaiting_receipt');

    expect((await ctx.post<OrderSummary>('/api/portal/order/confirmReceipt', { orderNo }, { token })).data.status).toBe('completed');
    expect((await ctx.post('/api/portal/order/confirmReceipt', { orderNo }, { token })).code).toBe('000007');
    expect((await detail(token, orderNo)).receivedAt).toBe(ctx.clock.now.toISOString());
    const told = (
      await ctx.post<{ items: { orderNo: string | null; title: string }[] }>('/api/portal/message/list', { kind: 'order' }, { token, locale: 'en' })
    ).data.items;
    expect(told.filter((message) => message.orderNo === orderNo)).toHaveLength(3);
    expect(told.map((message) => message.title).join(' | ')).toMatch(/deliver|receiv/i);

    const own = await paidOrder(ctx, skuId);
    expect((await asAdmin('ship', { orderNo: own.orderNo, method: 'own', driverName: '王师傅', driverPhone: '123' })).code).toBe('000002');
    expect((await asAdmin('ship', { orderNo: own.orderNo, method: 'own', driverName: '王师傅', driverPhone: '13700137000' })).code).toBe('000000');
    expect(await detail(own.token, own.orderNo)).toMatchObject({ driverName: '王师傅', driverPhone: '13700137000', logisticsCompany: null, trackingNo: null });
  });

  it('refuses bad shipping input and customers on the operator’s calls, changing nothing', async () => {
    const { token, orderNo } = await paidOrder(ctx, skuId);
    for (const body of [
      { orderNo, method: 'carrier', logisticsCompany: '', trackingNo: 'SF1' },
      { orderNo, method: 'carrier', logisticsCompany: '顺丰', trackingNo: 'SF 1; drop table' },
      { orderNo, method: 'drone' },
      { orderNo: '1', method: 'carrier', logisticsCompany: '顺丰', trackingNo: 'SF1' },
    ]) {
      expect((await asAdmin('ship', body)).code).toBe('000002');
    }
    expect((await ctx.post('/api/admin/order/ship', { orderNo, method: 'carrier', logisticsCompany: '顺丰', trackingNo: 'SF1' }, { token })).code).toBe(
      '000005',
    );
    expect((await ctx.post('/api/admin/order/list', {}, { token })).code).toBe('000005');
    expect((await asAdmin('ship', { orderNo: '9'.repeat(20), method: 'carrier', logisticsCompany: '顺丰', trackingNo: 'SF1234567' })).code).toBe('000003');
    expect(await statusOf(orderNo)).toBe('awaiting_shipment');
  });

  it('takes an order as received a configured number of days after shipment, not before', async () => {
    const { orderNo } = await paidOrder(ctx, skuId);
    await ship(orderNo);
    const day = 86_400_000;
    await confirmOverdueReceipts(ctx.db, new Date(ctx.clock.now.getTime() + 9 * day), 10);
    expect(await statusOf(orderNo)).toBe('awaiting_receipt');
    await confirmOverdueReceipts(ctx.db, new Date(ctx.clock.now.getTime() + 10 * day + 1000), 10);
    expect(await statusOf(orderNo)).toBe('completed');
  });

  it('writes every successful operator change to the audit log, with who and what; reads and refusals are not changes', async () => {
    const { orderNo } = await paidOrder(ctx, skuId);
    await asAdmin('detail', { orderNo });
    await asAdmin('ship', { orderNo, method: 'carrier', logisticsCompany: '', trackingNo: 'x' });
    await ship(orderNo);
    await asAdmin('tracking', { orderNo, happenedAt: '2026-11-22T12:00:00+08:00', description: '已揽收' });
    const log = (await ctx.post<AuditPage>('/api/admin/audit/list', { targetId: orderNo }, { token: admin })).data;
    expect(log.items.map((entry) => entry.action)).toEqual(['order/tracking', 'order/ship']);
    expect(log.items[1]).toMatchObject({
      actorPhone: demoAccounts.admin.phone,
      targetType: 'order',
      targetId: orderNo,
      details: { logisticsCompany: '顺丰速运', trackingNo: 'SF1234567890' },
    });
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'order/detail'))).toEqual([]);
  });
});

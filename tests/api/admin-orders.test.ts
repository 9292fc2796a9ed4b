import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../../src/lib/dates.ts';
import { errors } from '../../src/schemas/errors.ts';
import type { AdminOrderDetail, AdminOrderPage } from '../../src/schemas/orders.ts';
import { messages, orderLines, orders } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { orderAwaitingPayment, packInStock, paidOrder, payInSandbox } from '../helpers/orders.ts';
import { pdfPages } from '../helpers/pdf-text.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  skuId = await packInStock(ctx);
});
afterAll(() => ctx.close());

const list = (filter: object) => ctx.post<AdminOrderPage>('/api/admin/order/list', filter, { token: admin });
const statusesOf = async (orderNos: string[]) => {
  const rows = await ctx.db.select({ orderNo: orders.orderNo, status: orders.status }).from(orders).where(inArray(orders.orderNo, orderNos));
  return orderNos.map((orderNo) => rows.find((row) => row.orderNo === orderNo)?.status);
};
const numbersOf = async (filter: object) => (await list(filter)).data.items.map((item) => item.orderNo);
const exportSheet = (filter: object) =>
  ctx.app.request('/api/admin/order/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: admin },
    body: JSON.stringify(filter),
  });

describe('the operator’s orders', () => {
  it('show what each holds, how it travels and how it was paid, and filter by days, delivery way and payment method', async () => {
    const paid = await paidOrder(ctx, skuId);
    const unpaid = await orderAwaitingPayment(ctx, skuId);
    const today = beijingDay(ctx.clock.now);
    const [line] = await ctx.db.select({ name: orderLines.productNameZh }).from(orderLines).where(eq(orderLines.skuId, skuId)).limit(1);

    const found = (await list({ keyword: paid.orderNo })).data.items;
    expect(found).toEqual([
      expect.objectContaining({ orderNo: paid.orderNo, deliveryWay: 'express', paymentType: 'wechat', lineCount: 1, firstProduct: line!.name }),
    ]);
    expect(found[0]!.paidAt).not.toBeNull();

    const todays = await numbersOf({ from: today, to: today });
    expect(todays).toEqual(expect.arrayContaining([paid.orderNo, unpaid.orderNo]));
    expect(await numbersOf({ to: '2026-01-01' })).not.toContain(paid.orderNo);
    expect(await numbersOf({ from: today, to: today, paymentType: 'wechat' })).toEqual(expect.arrayContaining([paid.orderNo]));
    expect(await numbersOf({ from: today, to: today, paymentType: 'wechat' })).not.toContain(unpaid.orderNo);
    expect(await numbersOf({ from: today, to: today, deliveryWay: 'pickup' })).not.toContain(paid.orderNo);

    const backwards = await list({ from: today, to: '2026-01-01' });
    expect(backwards.code).toBe(errors.validation.code);
  });

  it('export what the filter keeps as an xlsx naming the customer, the delivery way and the payment method', async () => {
    const paid = await paidOrder(ctx, skuId);
    const response = await exportSheet({ keyword: paid.orderNo });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="?orders-\d{14}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 7)).toEqual(['订单号', '下单时间', '付款时间', '客户手机号', '收货人', '配送方式', '支付方式']);
    expect(sheet.rowCount).toBe(2);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[0]).toBe(paid.orderNo);
    expect(row.slice(5, 7)).toEqual(['快递', '微信支付']);
    expect(typeof row[header.indexOf('订单总额（元）')]).toBe('number');

    const none = await exportSheet({ keyword: paid.orderNo, paymentType: 'alipay' });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { code: string }).code).toBe(errors.orderExportEmpty.code);
  });

  it('hand a pickup order over to its collector, never to a courier, and ship the others only by courier or van', async () => {
    const token = await secondUserToken(ctx);
    const placed = await ctx.post<{ orderNo: string }>(
      '/api/portal/checkout/place',
      { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, deliveryWay: 'pickup' },
      { token },
    );
    const orderNo = placed.data.orderNo;
    await payInSandbox(ctx, token, orderNo);
    const ship = (body: object) => ctx.post('/api/admin/order/ship', { orderNo, ...body }, { token: admin });
    expect((await ship({ method: 'carrier', logisticsCompany: '顺丰速运', trackingNo: 'SF1234567890' })).code).toBe(errors.shipMethodNotForOrder.code);
    expect((await ship({ method: 'pickup', collectedBy: ' ' })).code).toBe(errors.validation.code);
    expect((await ship({ method: 'pickup', collectedBy: '王强' })).code).toBe('000000');

    const detail = await ctx.post<AdminOrderDetail>('/api/admin/order/detail', { orderNo }, { token: admin });
    expect(detail.data).toMatchObject({ status: 'awaiting_receipt', collectedBy: '王强', logisticsCompany: null, trackingNo: null });
    const told = await ctx.db
      .select({ titleZh: messages.titleZh })
      .from(messages)
      .innerJoin(orders, eq(orders.id, messages.orderId))
      .where(eq(orders.orderNo, orderNo));
    expect(told.map((message) => message.titleZh)).toContain('订单已提货');

    const shipped = await paidOrder(ctx, skuId);
    const handedOver = await ctx.post('/api/admin/order/ship', { orderNo: shipped.orderNo, method: 'pickup', collectedBy: '王强' }, { token: admin });
    expect(handedOver.code).toBe(errors.shipMethodNotForOrder.code);
  });

  it('ship several orders by one carrier, all or none, a refusal naming the order', async () => {
    const first = await paidOrder(ctx, skuId);
    const second = await paidOrder(ctx, skuId);
    const unpaid = await orderAwaitingPayment(ctx, skuId);
    const batch = (shipments: { orderNo: string; trackingNo: string }[]) =>
      ctx.post<{ shipped: number }>('/api/admin/order/shipBatch', { logisticsCompany: '中通快递', shipments }, { token: admin });

    const refused = await batch([
      { orderNo: first.orderNo, trackingNo: 'ZT100000001' },
      { orderNo: unpaid.orderNo, trackingNo: 'ZT100000002' },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ orderNo: unpaid.orderNo });
    expect(await statusesOf([first.orderNo, unpaid.orderNo])).toEqual(['awaiting_shipment', 'awaiting_payment']);
    expect((await batch([first, first].map(({ orderNo }) => ({ orderNo, trackingNo: 'ZT100000001' })))).code).toBe(errors.validation.code);

    const shipped = await batch([
      { orderNo: first.orderNo, trackingNo: 'ZT100000001' },
      { orderNo: second.orderNo, trackingNo: 'ZT100000003' },
    ]);
    expect(shipped.data).toEqual({ shipped: 2 });
    const rows = await ctx.db
      .select({ orderNo: orders.orderNo, status: orders.status, company: orders.logisticsCompany, trackingNo: orders.trackingNo })
      .from(orders)
      .where(inArray(orders.orderNo, [first.orderNo, second.orderNo]))
      .orderBy(orders.trackingNo);
    expect(rows).toEqual([
      { orderNo: first.orderNo, status: 'awaiting_receipt', company: '中通快递', trackingNo: 'ZT100000001' },
      { orderNo: second.orderNo, status: 'awaiting_receipt', company: '中通快递', trackingNo: 'ZT100000003' },
    ]);
  });

  it('print delivery notes, one order a page, with the consignee, the lines and their weights', async () => {
    const first = await paidOrder(ctx, skuId);
    const second = await paidOrder(ctx, skuId);
    const response = await ctx.app.request('/api/admin/order/deliveryNote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: admin },
      body: JSON.stringify({ orderNos: [first.orderNo, second.orderNo] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfPages(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('发货单');
    expect(pages[0]).toContain(first.orderNo);
    expect(pages[1]).toContain(second.orderNo);
    expect(pages[0]).toContain('张明');
    expect(pages[0]).toMatch(/合计净重\s*[\d.]+ kg/);

    const unknown = await ctx.post('/api/admin/order/deliveryNote', { orderNos: ['9'.repeat(20)] }, { token: admin });
    expect(unknown.code).toBe(errors.notFound.code);
  });
});

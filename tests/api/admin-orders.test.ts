import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../../src/lib/dates.ts';
import { errors } from '../../src/schemas/errors.ts';
import type { AdminOrderPage } from '../../src/schemas/orders.ts';
import { orderLines } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { orderAwaitingPayment, packInStock, paidOrder } from '../helpers/orders.ts';
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
});

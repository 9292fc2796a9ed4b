import { randomUUID } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../src/schemas/cart.ts';
import { errors } from '../../src/schemas/errors.ts';
import type { BuyAgainAnswer } from '../../src/schemas/order-records.ts';
import { ORDER_EXPORT_MAX_LINES } from '../../src/schemas/order-values.ts';
import type { OrderSummary } from '../../src/schemas/orders.ts';
import { orders, skus } from '../../src/server/db/schema.ts';
import { type Buyer, newBuyer } from '../helpers/buyers.ts';
import { payInSandbox } from '../helpers/orders.ts';
import { expectRefusedToOthers } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
/** Two packs of different products, on sale with plenty of stock. */
let packs: [number, number];

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select({ id: skus.id, productId: skus.productId }).from(skus).where(eq(skus.active, true)).orderBy(skus.id);
  const second = rows.find((row) => row.productId !== rows[0]!.productId)!;
  packs = [rows[0]!.id, second.id];
});
afterAll(() => ctx.close());

const restock = async () => ctx.db.update(skus).set({ stock: 1_000, active: true }).where(inArray(skus.id, packs));

/** A new buyer's order of 3 of the first pack and 2 of the second, bought from their cart. */
async function orderOfTwoPacks(): Promise<{ buyer: Buyer; orderNo: string }> {
  await restock();
  const buyer = await newBuyer(ctx);
  for (const [skuId, quantity] of [
    [packs[0], 3],
    [packs[1], 2],
  ] as const)
    expect((await ctx.post('/api/portal/cart/add', { skuId, quantity }, { token: buyer.token })).code).toBe('000000');
  const placed = await ctx.post<OrderSummary>(
    '/api/portal/checkout/place',
    { idempotencyKey: randomUUID(), goods: { from: 'cart' }, addressId: buyer.addressId },
    { token: buyer.token },
  );
  expect(placed.code).toBe('000000');
  return { buyer, orderNo: placed.data.orderNo };
}

const buyAgain = (token: string, orderNo: string, locale: 'zh' | 'en' = 'zh') =>
  ctx.post<BuyAgainAnswer>('/api/portal/order/buyAgain', { orderNo }, { token, locale });
const cartOf = async (token: string) => (await ctx.post<CartView>('/api/portal/cart/list', {}, { token })).data;

describe('buy again', () => {
  it("puts an earlier order's packs in the cart, selected, at today's prices", async () => {
    const { buyer, orderNo } = await orderOfTwoPacks();
    expect((await cartOf(buyer.token)).lines).toEqual([]);
    const [before] = await ctx.db.select({ priceFen: skus.priceFen }).from(skus).where(eq(skus.id, packs[0]));
    await ctx.db
      .update(skus)
      .set({ priceFen: before!.priceFen + 100 })
      .where(eq(skus.id, packs[0]));

    const answer = await buyAgain(buyer.token, orderNo, 'en');
    expect(answer.code).toBe('000000');
    expect(answer.data.capped).toEqual([]);
    expect(answer.data.unavailable).toEqual([]);
    expect(answer.data.added).toEqual([
      expect.objectContaining({ skuId: packs[0], ordered: 3, inCart: 3 }),
      expect.objectContaining({ skuId: packs[1], ordered: 2, inCart: 2 }),
    ]);
    expect(answer.data.added[0]!.productName).toMatch(/[A-Za-z]/);
    expect(answer.data.lineCount).toBe(2);

    const cart = await cartOf(buyer.token);
    expect(cart.lines.map(({ skuId, quantity, selected, priceFen }) => ({ skuId, quantity, selected, priceFen }))).toEqual([
      { skuId: packs[0], quantity: 3, selected: true, priceFen: before!.priceFen + 100 },
      { skuId: packs[1], quantity: 2, selected: true, priceFen: expect.any(Number) },
    ]);
  });

  it('caps a pack at its stock, leaves out a pack no longer sold, and says which', async () => {
    const { buyer, orderNo } = await orderOfTwoPacks();
    await ctx.db.update(skus).set({ stock: 2 }).where(eq(skus.id, packs[0]));
    await ctx.db.update(skus).set({ active: false }).where(eq(skus.id, packs[1]));

    const answer = (await buyAgain(buyer.token, orderNo)).data;
    expect(answer.added).toEqual([]);
    expect(answer.capped).toEqual([expect.objectContaining({ skuId: packs[0], ordered: 3, inCart: 2 })]);
    expect(answer.unavailable).toEqual([expect.objectContaining({ skuId: packs[1], ordered: 2, inCart: 0 })]);
    expect((await cartOf(buyer.token)).lines.map(({ skuId, quantity }) => ({ skuId, quantity }))).toEqual([{ skuId: packs[0], quantity: 2 }]);

    // Again, with the cart already at the stock: nothing more fits.
    const again = (await buyAgain(buyer.token, orderNo)).data;
    expect(again.capped).toEqual([expect.objectContaining({ skuId: packs[0], inCart: 2 })]);
    expect(again.lineCount).toBe(1);
  });

  it('adds to what the cart holds, at most 99 a line', async () => {
    const { buyer, orderNo } = await orderOfTwoPacks();
    expect((await ctx.post('/api/portal/cart/add', { skuId: packs[0], quantity: 98 }, { token: buyer.token })).code).toBe('000000');
    const answer = (await buyAgain(buyer.token, orderNo)).data;
    expect(answer.capped).toEqual([expect.objectContaining({ skuId: packs[0], ordered: 3, inCart: 99 })]);
    expect(answer.added).toEqual([expect.objectContaining({ skuId: packs[1], inCart: 2 })]);
  });

  it("refuses another customer's order, an unknown or malformed number, and a visitor", async () => {
    const { buyer, orderNo } = await orderOfTwoPacks();
    await expectRefusedToOthers(ctx, '/api/portal/order/buyAgain', { orderNo });
    expect((await buyAgain(buyer.token, '9'.repeat(20))).code).toBe(errors.notFound.code);
    expect((await buyAgain(buyer.token, 'abc')).code).toBe(errors.validation.code);
    expect((await ctx.post('/api/portal/order/buyAgain', { orderNo })).code).toBe(errors.sessionInvalid.code);
    expect((await cartOf(buyer.token)).lines).toEqual([]);
  });
});

type ExportBody = { format: 'xlsx' | 'csv'; from: string; to: string; status?: string };

const exportOrders = (token: string, body: ExportBody, locale: 'zh' | 'en' = 'zh') =>
  ctx.app.request('/api/portal/order/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: token, 'accept-language': locale },
    body: JSON.stringify(body),
  });

const beijingDayOf = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

async function placedDay(orderNo: string): Promise<string> {
  const [order] = await ctx.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.orderNo, orderNo));
  return beijingDayOf(order!.createdAt);
}

describe('order export', () => {
  it('downloads one row per order line as CSV, in the customer language, money in yuan', async () => {
    const { buyer, orderNo } = await orderOfTwoPacks();
    await payInSandbox(ctx, buyer.token, orderNo);
    const day = await placedDay(orderNo);

    const response = await exportOrders(buyer.token, { format: 'csv', from: day, to: day });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="orders-${day}-${day}.csv"`);
    const [header, ...rows]: string[][] = parseCsv(await response.text(), { bom: true });
    expect(header).toEqual([
      '订单号',
      '下单时间',
      '付款时间',
      '商品',
      '规格',
      '数量',
      '单价（元）',
      '小计（元）',
      '运费（元）',
      '订单总额（元）',
      '实付（元）',
      '订单状态',
      '发票状态',
    ]);
    expect(rows).toHaveLength(2);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(rows.map((row) => [row[0], row[5], row[9], row[10], row[11], row[12]])).toEqual([
      [orderNo, '3', (order!.totalFen / 100).toFixed(2), (order!.paidFen! / 100).toFixed(2), '待发货', '未申请'],
      [orderNo, '2', (order!.totalFen / 100).toFixed(2), (order!.paidFen! / 100).toFixed(2), '待发货', '未申请'],
    ]);
    for (const row of rows) expect(Number(row[7])).toBeCloseTo(Number(row[6]) * Number(row[5]), 2);
    expect(rows[0]![1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('downloads an xlsx with English headers and number cells, filtered by status', async () => {
    const { buyer, orderNo } = await orderOfTwoPacks();
    const day = await placedDay(orderNo);
    const response = await exportOrders(buyer.token, { format: 'xlsx', from: day, to: day, status: 'awaiting_payment' }, 'en');
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Order number');
    expect(sheet.getRow(1).getCell(12).value).toBe('Status');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(orderNo);
    expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
    expect(sheet.getRow(2).getCell(12).value).toBe('Awaiting payment');

    const paidOnly = await exportOrders(buyer.token, { format: 'xlsx', from: day, to: day, status: 'completed' }, 'en');
    expect(paidOnly.status).toBe(404);
    expect(((await paidOnly.json()) as { code: string }).code).toBe(errors.orderExportEmpty.code);
  });

  it("holds only the caller's own orders", async () => {
    const first = await orderOfTwoPacks();
    const second = await orderOfTwoPacks();
    const day = await placedDay(second.orderNo);
    const rows: string[][] = parseCsv(await (await exportOrders(second.buyer.token, { format: 'csv', from: day, to: day })).text(), { bom: true });
    expect(rows.slice(1).map((row) => row[0])).toEqual([second.orderNo, second.orderNo]);
    expect(rows.flat()).not.toContain(first.orderNo);
  });

  it('refuses a range backwards or over a year, a bad format, and a visitor, with translated field errors', async () => {
    const { buyer } = await orderOfTwoPacks();
    const backwards = await exportOrders(buyer.token, { format: 'csv', from: '2026-11-20', to: '2026-11-01' }, 'en');
    expect(backwards.status).toBe(400);
    const body = (await backwards.json()) as { code: string; data: { issues: { path: string; message: string }[] } };
    expect(body.code).toBe(errors.validation.code);
    expect(body.data.issues).toEqual([expect.objectContaining({ path: 'to', message: 'The end date cannot be before the start date' })]);
    const long = (await (await exportOrders(buyer.token, { format: 'csv', from: '2025-01-01', to: '2026-11-20' })).json()) as typeof body;
    expect(long.data.issues).toEqual([expect.objectContaining({ path: 'to', message: '时间范围不能超过一年' })]);
    expect((await exportOrders(buyer.token, { format: 'pdf' as 'csv', from: '2026-11-01', to: '2026-11-20' })).status).toBe(400);
    expect((await exportOrders('', { format: 'csv', from: '2026-11-01', to: '2026-11-20' })).status).toBe(401);
  });

  it('refuses more lines than one download holds, asking for a shorter range', async () => {
    const { buyer, orderNo } = await orderOfTwoPacks();
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    // Copies of the order's first line, enough to pass the limit, without placing thousands of orders.
    await ctx.db.execute(
      sql.raw(`insert into order_lines (order_id, sku_id, product_id, product_name_zh, product_name_en, sku_label_zh, sku_label_en, unit_price_fen, price_per_kg_fen, quantity, line_total_fen)
       select order_id, sku_id, product_id, product_name_zh, product_name_en, sku_label_zh, sku_label_en, unit_price_fen, price_per_kg_fen, quantity, line_total_fen
       from order_lines, generate_series(1, ${ORDER_EXPORT_MAX_LINES}) where order_id = ${order!.id} and id = (select min(id) from order_lines where order_id = ${order!.id})`),
    );
    const day = await placedDay(orderNo);
    const refused = await exportOrders(buyer.token, { format: 'csv', from: day, to: day });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { code: string }).code).toBe(errors.orderExportTooLarge.code);
  });

  it('answers ten downloads a minute, then asks to wait', async () => {
    const { buyer, orderNo } = await orderOfTwoPacks();
    const day = await placedDay(orderNo);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await exportOrders(buyer.token, { format: 'csv', from: day, to: day })).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

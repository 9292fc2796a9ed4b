import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSpec } from '../../src/schemas/catalog-admin.ts';
import { type Dashboard, dashboard } from '../../src/schemas/dashboard.ts';
import {
  afterSales,
  companies,
  invoiceApplications,
  orderLines,
  orders,
  priceNegotiations,
  purchaseRequirements,
  sampleRequests,
  skus,
  supplierApplications,
  users,
} from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { DASHBOARD_CALLS_PER_MINUTE } from '../../src/server/routes/admin-dashboard.ts';
import { orderAwaitingPayment, packInStock, payInSandbox } from '../helpers/orders.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let skuId: number;
let unitPriceFen: number;

/** A moment on the Beijing clock, e.g. at('2026-11-21 23:59:30'). */
const at = (beijing: string) => new Date(`${beijing.replace(' ', 'T')}+08:00`);
const NOW = at('2026-11-22 10:00:00');

type Placed = { orderNo: string; totalFen: number; userId: number };

/** An order of one pack by a new customer who signed up then, placed at `placedAt` and paid at `paidAt` (if given). */
async function orderAt(placedAt: string, paidAt?: string): Promise<Placed> {
  ctx.clock.now = at(placedAt);
  const order = await orderAwaitingPayment(ctx, skuId);
  const [{ userId } = { userId: 0 }] = await ctx.db.select({ userId: orders.userId }).from(orders).where(eq(orders.orderNo, order.orderNo));
  await ctx.db
    .update(users)
    .set({ createdAt: at(placedAt) })
    .where(eq(users.id, userId));
  if (paidAt) {
    ctx.clock.now = at(paidAt);
    await payInSandbox(ctx, order.token, order.orderNo);
  }
  return { orderNo: order.orderNo, totalFen: order.totalFen, userId };
}

const figures = async (token = admin) => ctx.post<Dashboard>('/api/admin/dashboard', {}, { token });

let a: Placed;
let b: Placed;
let c: Placed;
let d: Placed;
let answer: Dashboard;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  // Everyone seeded signed up long ago: the new customers below are the only ones in the periods.
  await ctx.db.update(users).set({ createdAt: at('2020-01-01 00:00:00') });
  skuId = await packInStock(ctx);
  unitPriceFen = (await ctx.db.select({ priceFen: skus.priceFen }).from(skus).where(eq(skus.id, skuId)))[0]!.priceFen;

  // Beijing day boundaries, the figures ending on 2026-11-22 (today); 7 days from 11-16, 30 days from 10-24.
  a = await orderAt('2026-11-21 23:59:30', '2026-11-22 00:00:30'); // placed yesterday, paid today
  b = await orderAt('2026-11-16 00:00:00', '2026-11-16 00:01:00'); // the first moment of the 7 days
  c = await orderAt('2026-11-15 23:50:00', '2026-11-15 23:59:59'); // the last moment before them
  d = await orderAt('2026-10-23 23:59:00', '2026-10-24 00:00:01'); // placed before the 30 days, paid on their first day
  await orderAt('2026-11-22 09:00:00'); // placed today, not paid
  ctx.clock.now = NOW;
  answer = (await figures()).data;
});
afterAll(() => ctx.close());

const period = (name: Dashboard['periods'][number]['period']) => answer.periods.find((p) => p.period === name)!;

describe('POST /api/admin/dashboard', () => {
  it('answers the contract; no token is 000004 and a customer is forbidden (000005)', async () => {
    expect(dashboard.safeParse(answer).success).toBe(true);
    expect((await ctx.post('/api/admin/dashboard', {})).code).toBe('000004');
    expect((await figures(await ctx.sessionFor(demoAccounts.customer.phone))).code).toBe('000005');
    expect((await figures(await secondUserToken(ctx))).code).toBe('000005');
  });

  it('orders are paid at the times the test set', async () => {
    const paid = await ctx.db
      .select({ orderNo: orders.orderNo, paidAt: orders.paidAt, paidFen: orders.paidFen })
      .from(orders)
      .where(inArray(orders.orderNo, [a.orderNo, d.orderNo]));
    expect(paid.find((row) => row.orderNo === a.orderNo)).toMatchObject({ paidAt: at('2026-11-22 00:00:30'), paidFen: a.totalFen });
    expect(paid.find((row) => row.orderNo === d.orderNo)).toMatchObject({ paidAt: at('2026-10-24 00:00:01'), paidFen: d.totalFen });
  });

  it('today, 7 and 30 days count on the Beijing calendar: orders placed, money paid, average, new customers', () => {
    expect(answer.today).toBe('2026-11-22');
    expect(period('today')).toMatchObject({
      fromDay: '2026-11-22',
      orders: 1,
      paidOrders: 1,
      paidFen: a.totalFen,
      averageOrderFen: a.totalFen,
      newCustomers: 1,
    });
    const week = a.totalFen + b.totalFen;
    expect(period('days7')).toMatchObject({
      fromDay: '2026-11-16',
      orders: 3,
      paidOrders: 2,
      paidFen: week,
      averageOrderFen: Math.round(week / 2),
      newCustomers: 3,
    });
    const month = a.totalFen + b.totalFen + c.totalFen + d.totalFen;
    expect(period('days30')).toMatchObject({
      fromDay: '2026-10-24',
      orders: 4,
      paidOrders: 4,
      paidFen: month,
      averageOrderFen: Math.round(month / 4),
      newCustomers: 4,
    });
  });

  it('paid amount for every one of the 30 days, zeros included', () => {
    expect(answer.paidByDay!).toHaveLength(30);
    expect(answer.paidByDay![0]!.day).toBe('2026-10-24');
    expect(answer.paidByDay![29]!.day).toBe('2026-11-22');
    const paidOn = Object.fromEntries(answer.paidByDay!.filter((day) => day.paidOrders > 0).map((day) => [day.day, day.paidFen]));
    expect(paidOn).toEqual({ '2026-10-24': d.totalFen, '2026-11-15': c.totalFen, '2026-11-16': b.totalFen, '2026-11-22': a.totalFen });
    expect(answer.paidByDay!.filter((day) => day.paidOrders === 0).every((day) => day.paidFen === 0)).toBe(true);
  });

  it('orders placed in the 30 days by their status now, every status present', () => {
    expect(Object.fromEntries(answer.ordersByStatus.map((row) => [row.status, row.count]))).toEqual({
      awaiting_payment: 1,
      awaiting_shipment: 3,
      awaiting_receipt: 0,
      after_sales: 0,
      completed: 0,
      cancelled: 0,
    });
  });

  it('top products by money paid in each period, with packs sold', () => {
    const [line] = answer.periods.map((p) => p.topProducts);
    expect(line).toHaveLength(1);
    expect(period('today').topProducts[0]).toMatchObject({ quantity: 1, amountFen: unitPriceFen });
    expect(period('days7').topProducts[0]).toMatchObject({ quantity: 2, amountFen: 2 * unitPriceFen });
    expect(period('days30').topProducts[0]).toMatchObject({ quantity: 4, amountFen: 4 * unitPriceFen });
  });

  it('ranks products by amount, at most ten', async () => {
    const [line] = await ctx.db.select().from(orderLines).limit(1);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, a.orderNo));
    const others = await ctx.db.select({ id: skus.id, productId: skus.productId }).from(skus).where(ne(skus.productId, line!.productId)).limit(40);
    const products = [...new Map(others.map((sku) => [sku.productId, sku])).values()].slice(0, 11);
    expect(products).toHaveLength(11);
    // Eleven more products sold today on order A, product i for (i + 1) × ¥1.
    await ctx.db
      .insert(orderLines)
      .values(
        products.map((sku, i) => ({ ...line!, id: undefined, orderId: order!.id, skuId: sku.id, productId: sku.productId, lineTotalFen: (i + 1) * 100 })),
      );
    const top = (await figures()).data.periods.find((p) => p.period === 'today')!.topProducts;
    const amounts = [unitPriceFen, ...products.map((_, i) => (i + 1) * 100)].sort((x, y) => y - x);
    expect(top.map((row) => row.amountFen)).toEqual(amounts.slice(0, 10));
    expect(top.find((row) => row.productId === line!.productId)?.amountFen).toBe(amounts.indexOf(unitPriceFen) < 10 ? unitPriceFen : undefined);
    await ctx.db.delete(orderLines).where(and(eq(orderLines.orderId, order!.id), ne(orderLines.id, line!.id)));
  });

  it('lists on-sale packs below their own threshold (default 10), lowest stock first', async () => {
    await ctx.db.update(skus).set({ stock: 100 });
    const [first, second, third, fourth] = await ctx.db.select({ id: skus.id }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(4);
    await ctx.db.update(skus).set({ stock: 3 }).where(eq(skus.id, first!.id));
    await ctx.db.update(skus).set({ stock: 10 }).where(eq(skus.id, second!.id)); // at the default threshold: not below
    await ctx.db.update(skus).set({ stock: 19 }).where(eq(skus.id, third!.id));
    await ctx.db.update(skus).set({ stock: 0, active: false }).where(eq(skus.id, fourth!.id)); // off sale
    // The operator raises the third pack's threshold where packs are edited.
    const raised = await ctx.post<AdminSpec>('/api/admin/catalog/spec/update', { id: third!.id, lowStockThreshold: 20 }, { token: admin });
    expect(raised.code).toBe('000000');
    expect(raised.data.lowStockThreshold).toBe(20);
    expect((await ctx.post('/api/admin/catalog/spec/update', { id: third!.id, lowStockThreshold: -1 }, { token: admin })).code).toBe('000002');

    const { lowStock } = (await figures()).data;
    expect(lowStock.total).toBe(2);
    expect(lowStock.packs.map((pack) => [pack.skuId, pack.stock, pack.threshold])).toEqual([
      [first!.id, 3, 10],
      [third!.id, 19, 20],
    ]);
  });

  it('counts the work waiting, each with the link to its filtered list', async () => {
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, b.orderNo));
    const title = {
      type: 'vat_special',
      title: 'Acme',
      taxNo: '91310000MA1FL0000X',
      unitAddress: '-',
      bankAccount: '-',
      bankName: '-',
      unitPhone: '021-5888 6666',
    } as const;
    const invoice = { orderId: order!.id, userId: order!.userId, ...title, amountFen: order!.totalFen };
    await ctx.db.insert(invoiceApplications).values([invoice, { ...invoice, status: 'issued' as const }]);
    const application = {
      orderId: order!.id,
      userId: order!.userId,
      mode: 'refund_only',
      refundFen: 100,
      reason: 'other',
      orderStatusBefore: 'awaiting_shipment',
    } as const;
    await ctx.db.insert(afterSales).values([
      { ...application, refundNo: 'R1' },
      { ...application, refundNo: 'R2', status: 'refunded' as const },
    ]);
    const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
    const requirement = { need: 'red', quantity: 1, unit: 't', contactName: 'Li', contactPhone: '13700137000' };
    await ctx.db.insert(purchaseRequirements).values([
      { ...requirement, createdAt: hoursAgo(25) },
      { ...requirement, createdAt: hoursAgo(23) },
      { ...requirement, createdAt: hoursAgo(48), status: 'answered' as const },
    ]);
    const supplier = { companyName: 'Co', contactName: 'Wu', phone: '13700137000', supplies: 'yellow' };
    await ctx.db.insert(supplierApplications).values([
      { ...supplier, createdAt: hoursAgo(24.1) },
      { ...supplier, createdAt: hoursAgo(1) },
      { ...supplier, createdAt: hoursAgo(48), status: 'contacted' as const },
    ]);
    await ctx.db.insert(priceNegotiations).values([
      { userId: a.userId, skuId, awaiting: 'shop' },
      { userId: b.userId, skuId, awaiting: 'buyer' },
      { userId: c.userId, skuId, status: 'rejected' as const },
    ]);
    const [pack] = await ctx.db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, skuId));
    const addressee = { consignee: 'Li', mobile: '13700137000', province: '上海市', city: '上海市', district: '浦东新区', detail: '1' };
    const sample = { userId: a.userId, productId: pack!.productId, sizeGrams: 100, purpose: 'trial', company: 'Co', addressee };
    await ctx.db.insert(sampleRequests).values([
      { ...sample, createdAt: hoursAgo(30) },
      { ...sample, createdAt: hoursAgo(2) },
      { ...sample, createdAt: hoursAgo(48), status: 'sent' as const },
    ]);

    const company = { address: '上海', contactName: '张明', contactPhone: '13800138000' };
    await ctx.db.insert(companies).values([
      { ...company, name: '待认证', creditCode: '91310115000000001A' },
      { ...company, name: '已认证', creditCode: '91310115000000002A', state: 'verified' as const },
    ]);

    const { work } = (await figures()).data;
    expect(work).toEqual([
      { item: 'ordersToShip', count: 4, link: '/admin?tab=orders&status=awaiting_shipment' },
      { item: 'afterSalesToDecide', count: 1, link: '/admin/after-sales?status=under_audit' },
      { item: 'invoicesToIssue', count: 1, link: '/admin?tab=invoices&status=in_progress' },
      { item: 'requirementsOverdue', count: 1, link: '/admin?tab=requirements&overdue=1' },
      { item: 'suppliersOverdue', count: 1, link: '/admin?tab=suppliers&overdue=1' },
      { item: 'samplesOverdue', count: 1, link: '/admin?tab=samples&overdue=1' },
      { item: 'negotiationsAwaitingShop', count: 1, link: '/admin?tab=negotiations&awaitingShop=1' },
      { item: 'bankTransfersToConfirm', count: 0, link: '/admin?tab=bankTransfers&status=submitted' },
      { item: 'bankTransfersToCheck', count: 0, link: '/admin?tab=bankTransfers&status=toCheck' },
      { item: 'companiesToVerify', count: 1, link: '/admin?tab=companies&status=pending' },
    ]);
  });

  it('an empty shop answers zeros for every figure', async () => {
    ctx.clock.now = at('2030-01-01 00:00:00');
    const later = (await figures(await ctx.sessionFor(demoAccounts.admin.phone))).data;
    ctx.clock.now = NOW;
    expect(later.today).toBe('2030-01-01');
    for (const p of later.periods) expect(p).toMatchObject({ orders: 0, paidOrders: 0, paidFen: 0, averageOrderFen: 0, newCustomers: 0, topProducts: [] });
    expect(later.paidByDay!.every((day) => day.paidFen === 0 && day.paidOrders === 0)).toBe(true);
    expect(later.ordersByStatus.every((row) => row.count === 0)).toBe(true);
  });

  it('shows a member the work their role may open, and money taken only to a role that answers for money', async () => {
    const invite = async (phone: string, role: string) => {
      const invited = await ctx.post('/api/admin/staff/invite', { phone, role }, { token: admin });
      expect(invited.code, invited.message).toBe('000000');
      return ctx.sessionFor(phone);
    };
    const warehouse = (await figures(await invite('13700137901', 'warehouse'))).data;
    expect(warehouse.work.map((work) => work.item)).toEqual(['ordersToShip', 'afterSalesToDecide']);
    expect(warehouse.paidByDay).toBeNull();
    for (const period of warehouse.periods) {
      expect(period).toMatchObject({ paidFen: null, averageOrderFen: null });
      expect(period.orders).toBe(answer.periods.find((full) => full.period === period.period)!.orders);
      for (const product of period.topProducts) expect(product.amountFen).toBeNull();
    }
    expect(warehouse.periods[2]!.topProducts.map((product) => product.quantity)).toEqual(answer.periods[2]!.topProducts.map((product) => product.quantity));

    const finance = (await figures(await invite('13700137902', 'finance'))).data;
    expect(finance.work.map((work) => work.item)).toEqual([
      'ordersToShip',
      'afterSalesToDecide',
      'invoicesToIssue',
      'bankTransfersToConfirm',
      'bankTransfersToCheck',
      'companiesToVerify',
    ]);
    expect(finance.periods).toEqual(answer.periods);
    expect(finance.paidByDay).toEqual(answer.paidByDay);
  });

  it('answers an admin at most 30 times a minute, then says how long to wait (000006)', async () => {
    ctx.clock.now = at('2031-01-01 00:00:00');
    const token = await ctx.sessionFor(demoAccounts.admin.phone);
    const codes = [];
    for (let call = 0; call < DASHBOARD_CALLS_PER_MINUTE + 1; call++) codes.push((await figures(token)).code);
    const refused = await figures(token);
    ctx.clock.now = NOW;
    expect(codes.slice(0, DASHBOARD_CALLS_PER_MINUTE).every((code) => code === '000000')).toBe(true);
    expect(codes.at(-1)).toBe('000006');
    expect(refused.status).toBe(429);
  });
});

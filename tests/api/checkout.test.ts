import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/schemas/address.ts';
import type { CheckoutQuote } from '../../src/schemas/checkout.ts';
import { MAX_ORDER_TOTAL_FEN } from '../../src/schemas/order-values.ts';
import { orderLines, orders, skus, stockMovements } from '../../src/server/db/schema.ts';
import { DEFAULT_CHECKOUT_LIMITS, PACKS_ALWAYS_ALLOWED } from '../../src/server/services/checkout/limits.ts';
import { PAYMENT_WINDOW_MS } from '../../src/server/services/checkout/place-order.ts';
import { releaseExpiredOrders } from '../../src/server/services/checkout/release-expired.ts';
import { payInSandbox } from '../helpers/orders.ts';
import { expectRefusedToOthers, secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let pack: { id: number; priceFen: number };
beforeAll(async () => {
  ctx = await createTestContext();
  [pack] = (await ctx.db.select({ id: skus.id, priceFen: skus.priceFen }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(1)) as [typeof pack];
});
afterAll(() => ctx.close());

type Placed = { orderNo: string; totalFen: number; payDeadline: string; repeated: boolean };
const shanghai = { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: '张明', mobile: '13800138000' };

/** A new customer with one delivery address. */
async function buyer(region = shanghai) {
  const token = await secondUserToken(ctx);
  const created = await ctx.post<Address[]>('/api/portal/address/create', region, { token });
  expect(created, 'the address was created').toMatchObject({ code: '000000' });
  return { token, addressId: created.data[0]!.id };
}
const setStock = (stock: number) => ctx.db.update(skus).set({ stock }).where(eq(skus.id, pack.id));
const stockNow = async () => (await ctx.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, pack.id)))[0]!.stock;
const place = (token: string, body: object) => ctx.post<Placed>('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...body }, { token });

describe('checkout', () => {
  it('places the selected cart lines: stock reserved, lines and movements written, cart emptied, 30 minutes to pay', async () => {
    const { token, addressId } = await buyer();
    await setStock(50);
    await ctx.post('/api/portal/cart/add', { skuId: pack.id, quantity: 3 }, { token });
    const placed = await place(token, { goods: { from: 'cart' }, addressId, remark: 'Please call before delivery' });
    expect(placed.code).toBe('000000');
    expect(placed.data.payDeadline).toBe(new Date(ctx.clock.now.getTime() + PAYMENT_WINDOW_MS).toISOString());
    expect(await stockNow()).toBe(47);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.data.orderNo));
    expect(order).toMatchObject({ status: 'awaiting_payment', goodsFen: 3 * pack.priceFen, remark: 'Please call before delivery' });
    expect(order!.addressee).toMatchObject({ consignee: '张明', district: '浦东新区' });
    expect(await ctx.db.select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order!.id))).toEqual([{ quantity: 3 }]);
    expect(await ctx.db.select({ delta: stockMovements.delta }).from(stockMovements).where(eq(stockMovements.orderId, order!.id))).toEqual([{ delta: -3 }]);
    expect((await ctx.post<{ lines: unknown[] }>('/api/portal/cart/list', {}, { token })).data.lines).toEqual([]);
  });

  it('the same order sent twice, one after the other or at once, is placed once', async () => {
    const { token, addressId } = await buyer();
    await setStock(50);
    const body = { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId: pack.id, quantity: 2 }, addressId };
    const first = await ctx.post<Placed>('/api/portal/checkout/place', body, { token });
    const again = await ctx.post<Placed>('/api/portal/checkout/place', body, { token });
    expect(again.data).toEqual({ ...first.data, repeated: true });
    const atOnceBody = { ...body, idempotencyKey: randomUUID() };
    const atOnce = await Promise.all([1, 2, 3].map(() => ctx.post<Placed>('/api/portal/checkout/place', atOnceBody, { token })));
    expect(new Set(atOnce.map((answer) => answer.data.orderNo)).size).toBe(1);
    expect(await stockNow()).toBe(46);
  });

  // On PostgreSQL the checkouts really run side by side (a pool of connections); PGlite has one connection.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'never oversells on PostgreSQL: 200 checkouts at once for 10 packs make exactly 10 orders; cancelled ones give back once',
    async () => {
      await setStock(10);
      // The buyers are made ten at a time: what runs at once here is the checkouts, not the sign-ups.
      const buyers: Awaited<ReturnType<typeof buyer>>[] = [];
      for (let batch = 0; batch < 20; batch++) buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => buyer()))));
      const answers = await Promise.all(
        buyers.map(({ token, addressId }) => place(token, { goods: { from: 'buyNow', skuId: pack.id, quantity: 1 }, addressId })),
      );
      const placed = answers.filter((answer) => answer.code === '000000');
      expect(placed).toHaveLength(10);
      // Sold out is said as "above stock", or as "nothing left to buy" when the pack was already at 0 before the order began.
      expect(answers.filter((answer) => answer.code !== '000000').every((answer) => ['200001', '200002'].includes(answer.code))).toBe(true);
      expect(await stockNow()).toBe(0);
      const orderIds = (
        await ctx.db
          .select({ id: orders.id })
          .from(orders)
          .where(
            inArray(
              orders.orderNo,
              placed.map((answer) => answer.data.orderNo),
            ),
          )
      ).map((order) => order.id);
      const moved = await ctx.db.select({ delta: stockMovements.delta }).from(stockMovements).where(inArray(stockMovements.orderId, orderIds));
      expect(moved.reduce((sum, movement) => sum + movement.delta, 0)).toBe(-10);

      const cancelling = buyers.filter((_, index) => answers[index]!.code === '000000').slice(0, 3);
      await Promise.all(
        cancelling.flatMap(({ token }, index) => [1, 2].map(() => ctx.post('/api/portal/order/cancel', { orderNo: placed[index]!.data.orderNo }, { token }))),
      );
      expect(await stockNow()).toBe(3);
    },
  );

  it('never oversells: 12 buyers at once for 5 packs get exactly 5 orders, stock ends at 0', async () => {
    await setStock(5);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buyer()));
    const answers = await Promise.all(
      buyers.map(({ token, addressId }) => place(token, { goods: { from: 'buyNow', skuId: pack.id, quantity: 1 }, addressId })),
    );
    expect(answers.filter((answer) => answer.code === '000000')).toHaveLength(5);
    expect(answers.filter((answer) => answer.code !== '000000').every((answer) => ['200001', '200002'].includes(answer.code))).toBe(true);
    expect(await stockNow()).toBe(0);
  });

  it("refuses without a delivery address, with another customer's, where delivery is not supported, and above stock, writing nothing", async () => {
    const { token, addressId } = await buyer();
    const other = await buyer();
    const hongKong = await buyer({ ...shanghai, provinceCode: '810000', cityCode: '810100', districtCode: '810101' });
    await setStock(2);
    const ordersBefore = (await ctx.db.select().from(orders)).length;
    const buyTwo = { goods: { from: 'buyNow', skuId: pack.id, quantity: 2 } };
    expect((await place(token, buyTwo)).code).toBe('200004');
    expect((await place(token, { ...buyTwo, addressId: other.addressId })).code).toBe('200004');
    expect((await place(hongKong.token, { ...buyTwo, addressId: hongKong.addressId })).code).toBe('200003');
    expect((await place(token, { goods: { from: 'buyNow', skuId: pack.id, quantity: 3 }, addressId })).code).toBe('200002');
    expect((await place(token, { goods: { from: 'cart' }, addressId })).code).toBe('200001');
    expect((await ctx.db.select().from(orders)).length).toBe(ordersBefore);
    expect(await stockNow()).toBe(2);
  });

  it('an order unpaid past its 30 minutes is cancelled and its packs go back on sale, once', async () => {
    // The orders of the tests above fall due at the same time: let them go first.
    await releaseExpiredOrders(ctx.db, new Date(ctx.clock.now.getTime() + PAYMENT_WINDOW_MS + 1000));
    const { token, addressId } = await buyer();
    await setStock(10);
    const placed = await place(token, { goods: { from: 'buyNow', skuId: pack.id, quantity: 4 }, addressId });
    expect(await stockNow()).toBe(6);
    const deadline = new Date(placed.data.payDeadline);
    expect(await releaseExpiredOrders(ctx.db, new Date(deadline.getTime() - 1000))).toBe(0);
    expect(await stockNow()).toBe(6);
    const late = new Date(deadline.getTime() + 1000);
    const sweeps = await Promise.all([releaseExpiredOrders(ctx.db, late), releaseExpiredOrders(ctx.db, late)]);
    expect(sweeps.reduce((sum, released) => sum + released, 0)).toBe(1);
    expect(await stockNow()).toBe(10);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.data.orderNo));
    expect(order).toMatchObject({ status: 'cancelled', cancelledAt: late });
    const movements = await ctx.db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order!.id));
    expect(movements).toEqual([
      { delta: -4, reason: 'reserve' },
      { delta: 4, reason: 'release' },
    ]);
  });

  it("the order-success page reads its own order, and nobody else's", async () => {
    const { token, addressId } = await buyer();
    await setStock(10);
    const placed = await place(token, { goods: { from: 'buyNow', skuId: pack.id, quantity: 1 }, addressId });
    const summary = await ctx.post<{ orderNo: string; status: string; totalFen: number }>(
      '/api/portal/order/summary',
      { orderNo: placed.data.orderNo },
      { token },
    );
    expect(summary.data).toMatchObject({ orderNo: placed.data.orderNo, status: 'awaiting_payment', totalFen: placed.data.totalFen });
    await expectRefusedToOthers(ctx, '/api/portal/order/summary', { orderNo: placed.data.orderNo });
  });

  it("lists the customer's orders by tab with counts; cancelling one awaiting payment gives its stock back, once", async () => {
    const { token, addressId } = await buyer();
    await setStock(20);
    const first = await place(token, { goods: { from: 'buyNow', skuId: pack.id, quantity: 2 }, addressId });
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    const second = await place(token, { goods: { from: 'buyNow', skuId: pack.id, quantity: 3 }, addressId });
    type Page = { items: { orderNo: string; status: string; lines: { quantity: number }[] }[]; total: number; counts: Record<string, number> };
    const list = async (tab: string) => (await ctx.post<Page>('/api/portal/order/list', { tab }, { token })).data;
    const all = await list('all');
    expect(all.items.map((order) => order.orderNo)).toEqual([second.data.orderNo, first.data.orderNo]);
    expect(all.items[0]!.lines).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(all.counts).toMatchObject({ all: 2, awaitingPayment: 2, awaitingShipment: 0, completed: 0 });

    expect(await stockNow()).toBe(15);
    const cancelled = await ctx.post<{ status: string }>('/api/portal/order/cancel', { orderNo: first.data.orderNo }, { token });
    expect(cancelled.data.status).toBe('cancelled');
    expect(await stockNow()).toBe(17);
    expect((await ctx.post('/api/portal/order/cancel', { orderNo: first.data.orderNo }, { token })).code).toBe('000007');
    expect(await stockNow()).toBe(17);
    expect((await list('awaitingPayment')).items.map((order) => order.orderNo)).toEqual([second.data.orderNo]);
    expect((await list('all')).counts).toMatchObject({ all: 2, awaitingPayment: 1 });

    await expectRefusedToOthers(ctx, '/api/portal/order/cancel', { orderNo: second.data.orderNo });
    expect((await list('awaitingPayment')).total).toBe(1);
  });

  it('needs a login', async () => {
    expect((await ctx.post('/api/portal/checkout/place', { idempotencyKey: randomUUID(), goods: { from: 'cart' } })).code).toBe('000004');
  });
});

describe('what one customer may hold unpaid', () => {
  const buyNow = (quantity: number) => ({ goods: { from: 'buyNow', skuId: pack.id, quantity } });
  const quote = (token: string, body: object) => ctx.post<CheckoutQuote>('/api/portal/checkout/quote', body, { token, locale: 'en' });

  it('at most 3 orders awaiting payment, also when 5 are placed at once; paying, cancelling or the deadline frees a place', async () => {
    expect(DEFAULT_CHECKOUT_LIMITS.unpaidOrdersPerCustomer).toBe(3);
    const { token, addressId } = await buyer();
    await setStock(1_000);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        ctx.post<Placed>('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow(1), addressId }, { token, locale: 'en' }),
      ),
    );
    expect(answers.filter((answer) => answer.code === '000000')).toHaveLength(3);
    const refused = answers.filter((answer) => answer.code !== '000000');
    expect(refused.map((answer) => [answer.status, answer.code, answer.message])).toEqual(
      Array(2).fill([409, '200031', 'You already have 3 orders awaiting payment; please pay for or cancel one first']),
    );
    expect(await stockNow()).toBe(997);
    // The checkout page hears it before the buyer fills in the form.
    expect((await quote(token, { ...buyNow(1), addressId })).code).toBe('200031');

    const [first, second] = answers.filter((answer) => answer.code === '000000');
    await payInSandbox(ctx, token, first!.data.orderNo);
    expect((await place(token, { ...buyNow(1), addressId })).code).toBe('000000');
    expect((await place(token, { ...buyNow(1), addressId })).code).toBe('200031');
    await ctx.post('/api/portal/order/cancel', { orderNo: second!.data.orderNo }, { token });
    expect((await quote(token, { ...buyNow(1), addressId })).code).toBe('000000');

    const before = ctx.clock.now;
    expect((await place(token, { ...buyNow(1), addressId })).code).toBe('000000');
    ctx.clock.now = new Date(before.getTime() + PAYMENT_WINDOW_MS + 1000);
    expect((await quote(token, { ...buyNow(1), addressId })).code).toBe('000000');
    ctx.clock.now = before;
  });

  it("holds at most half of a pack's stock unpaid, together over the customer's orders; a few packs are always allowed", async () => {
    expect(DEFAULT_CHECKOUT_LIMITS.unpaidStockSharePercent).toBe(50);
    const { token, addressId } = await buyer();
    await setStock(100);
    for (const answer of [await quote(token, { ...buyNow(51), addressId }), await place(token, { ...buyNow(51), addressId })]) {
      expect(answer.code).toBe('200032');
      expect(answer.data).toMatchObject({ skuId: pack.id, maxQuantity: 50 });
    }
    expect((await ctx.post('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow(51), addressId }, { token, locale: 'en' })).message).toMatch(
      /is in short supply: this order may take at most 50$/,
    );
    expect(await stockNow()).toBe(100);
    expect((await place(token, { ...buyNow(30), addressId })).code).toBe('000000');
    // 30 held of 100: 20 more at most, in this order or another.
    expect((await place(token, { ...buyNow(21), addressId })).data).toMatchObject({ maxQuantity: 20 });
    expect((await place(token, { ...buyNow(20), addressId })).code).toBe('000000');
    const none = await ctx.post('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow(1), addressId }, { token, locale: 'en' });
    expect([none.code, none.data]).toEqual(['200032', expect.objectContaining({ maxQuantity: 0 })]);
    expect(none.message).toMatch(/already hold all you may hold/);
    // Another customer: half of the 50 left.
    const other = await buyer();
    expect((await place(other.token, { ...buyNow(26), addressId: other.addressId })).code).toBe('200032');
    expect((await place(other.token, { ...buyNow(25), addressId: other.addressId })).code).toBe('000000');
    expect(await stockNow()).toBe(25);
  });

  it('lets an ordinary buyer of a small stock take it: up to 5 packs, all of them when fewer are left', async () => {
    expect(PACKS_ALWAYS_ALLOWED).toBe(5);
    const { token, addressId } = await buyer();
    await setStock(3);
    expect((await place(token, { ...buyNow(3), addressId })).code).toBe('000000');
    const next = await buyer();
    await setStock(8);
    expect((await place(next.token, { ...buyNow(6), addressId: next.addressId })).data).toMatchObject({ maxQuantity: 5 });
    expect((await place(next.token, { ...buyNow(5), addressId: next.addressId })).code).toBe('000000');
    expect(await stockNow()).toBe(3);
  });
});

describe('the largest order', () => {
  const setPrice = (priceFen: number) => ctx.db.update(skus).set({ priceFen }).where(eq(skus.id, pack.id));

  it('quote and checkout refuse alike an order above ¥10,000,000.00, and never answer 500, from the cart or buying now', async () => {
    expect(MAX_ORDER_TOTAL_FEN).toBe(1_000_000_000);
    const { token, addressId } = await buyer();
    await setStock(1_000);
    // 99 packs at ¥10,101,010.11 is ¥1 over; at ¥1,000,000 a pack, 99 are far above what a 32-bit column held (¥21,474,836.47).
    for (const priceFen of [10_101_011, 100_000_000]) {
      await setPrice(priceFen);
      const body = { goods: { from: 'buyNow', skuId: pack.id, quantity: 99 }, addressId };
      const quoted = await ctx.post('/api/portal/checkout/quote', body, { token, locale: 'en' });
      const placed = await ctx.post('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...body }, { token, locale: 'en' });
      for (const answer of [quoted, placed])
        expect([answer.status, answer.code, answer.message]).toEqual([
          400,
          '200030',
          'An order may not cost more than ¥10,000,000.00; please split the purchase over several orders',
        ]);
    }
    await ctx.post('/api/portal/cart/add', { skuId: pack.id, quantity: 99 }, { token });
    expect((await ctx.post('/api/portal/checkout/quote', { goods: { from: 'cart' }, addressId }, { token })).code).toBe('200030');
    expect((await place(token, { goods: { from: 'cart' }, addressId })).code).toBe('200030');
    expect(await stockNow()).toBe(1_000);
    await setPrice(pack.priceFen);
  });

  it('places and takes payment for an order just under the maximum', async () => {
    const { token, addressId } = await buyer();
    await setStock(1_000);
    await setPrice(10_101_010);
    const body = { goods: { from: 'buyNow', skuId: pack.id, quantity: 99 }, addressId };
    expect((await ctx.post<CheckoutQuote>('/api/portal/checkout/quote', body, { token })).data.totalFen).toBe(999_999_990);
    const placed = await place(token, body);
    expect(placed.data.totalFen).toBe(999_999_990);
    await payInSandbox(ctx, token, placed.data.orderNo);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.data.orderNo));
    expect(order).toMatchObject({ status: 'awaiting_shipment', totalFen: 999_999_990, paidFen: 999_999_990 });
    await setPrice(pack.priceFen);
  });
});

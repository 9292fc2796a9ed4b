import { randomUUID } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '../../src/schemas/checkout.ts';
import { errors } from '../../src/schemas/errors.ts';
import { DEFAULT_FREIGHT_SETTINGS } from '../../src/schemas/freight-defaults.ts';
import type { OrderDetail, OrderOutcome, OrderPage } from '../../src/schemas/orders.ts';
import { orders, productColours, skus } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { payInSandbox } from '../helpers/orders.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  [{ id: skuId }] = (await ctx.db.select({ id: skus.id }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(1)) as [{ id: number }];
  await ctx.db.update(skus).set({ stock: 10_000 }).where(eq(skus.id, skuId));
});
afterAll(() => ctx.close());

type Answer<T> = { code: string; message: string; data: T };
const okData = <T>(answer: Answer<T>): T => {
  expect(answer.code, answer.message).toBe('000000');
  return answer.data;
};
const buyNow = () => ({ goods: { from: 'buyNow', skuId, quantity: 1 } });
const { pickup } = DEFAULT_FREIGHT_SETTINGS;

describe('pickup at the warehouse', () => {
  it('is offered at checkout without a delivery address, the shipped ways waiting for one; nothing is chosen unasked', async () => {
    const token = await secondUserToken(ctx);
    const body = { goods: { from: 'buyNow', skuId, quantity: 1 } };
    const unasked = okData(await ctx.post<CheckoutQuote>('/api/portal/checkout/quote', body, { token }));
    expect(unasked.deliveryWay).toBeNull();
    expect(unasked.deliveryOptions.map((option) => [option.way, option.available, option.available ? null : option.reason])).toEqual([
      ['express', false, 'needsAddress'],
      ['logistics', false, 'needsAddress'],
      ['pickup', true, null],
    ]);
    const asked = okData(await ctx.post<CheckoutQuote>('/api/portal/checkout/quote', { ...body, deliveryWay: 'pickup' }, { token, locale: 'en' }));
    expect([asked.deliveryWay, asked.freightFen, asked.pickup]).toEqual(['pickup', 0, { address: pickup.addressEn, hours: pickup.hoursEn }]);
  });

  it('is placed without an address; the order, its summary and the order list say where and when to collect it, in zh and en', async () => {
    const token = await secondUserToken(ctx);
    const placed = okData(
      await ctx.post<{ orderNo: string }>('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow(), deliveryWay: 'pickup' }, { token }),
    );
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.orderNo));
    expect([order!.deliveryWay, order!.freightFen, order!.addressee.province, order!.addressee.detail]).toEqual(['pickup', 0, '', '']);
    expect(order!.addressee.mobile).toMatch(/^1\d{10}$/);

    const zhPlace = { address: pickup.addressZh, hours: pickup.hoursZh };
    const enPlace = { address: pickup.addressEn, hours: pickup.hoursEn };
    const summary = (locale: 'zh' | 'en') => ctx.post<OrderOutcome>('/api/portal/order/summary', { orderNo: placed.orderNo }, { token, locale });
    expect(okData(await summary('zh'))).toMatchObject({ deliveryWay: 'pickup', pickup: zhPlace });
    expect(okData(await summary('en'))).toMatchObject({ deliveryWay: 'pickup', pickup: enPlace });
    const detail = okData(await ctx.post<OrderDetail>('/api/portal/order/detail', { orderNo: placed.orderNo }, { token, locale: 'en' }));
    expect([detail.deliveryWay, detail.pickup]).toEqual(['pickup', enPlace]);
    const list = okData(await ctx.post<OrderPage>('/api/portal/order/list', {}, { token }));
    expect(list.items.find((item) => item.orderNo === placed.orderNo)?.pickup).toEqual(zhPlace);
  });

  it('a shipped order carries no pickup place; without an address only pickup can be placed', async () => {
    const token = await secondUserToken(ctx);
    const refused = await ctx.post('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow() }, { token });
    expect(refused.code).toBe(errors.addressRequired.code);
    const express = await ctx.post('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow(), deliveryWay: 'express' }, { token });
    expect(express.code).toBe(errors.addressRequired.code);

    const [address] = okData(
      await ctx.post<{ id: number }[]>(
        '/api/portal/address/create',
        { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: '张明', mobile: '13800138000' },
        { token },
      ),
    );
    const shipped = okData(
      await ctx.post<{ orderNo: string }>('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow(), addressId: address!.id }, { token }),
    );
    const summary = okData(await ctx.post<OrderOutcome>('/api/portal/order/summary', { orderNo: shipped.orderNo }, { token }));
    expect([summary.deliveryWay, summary.pickup]).toEqual(['express', null]);
  });

  it('is refused when the shop does not offer it, with or without an address', async () => {
    const admin = await ctx.sessionFor(demoAccounts.admin.phone);
    const settings = { ...DEFAULT_FREIGHT_SETTINGS, pickup: { ...pickup, enabled: false } };
    okData(await ctx.post('/api/admin/freight/save', settings, { token: admin }));
    try {
      const token = await secondUserToken(ctx);
      const refused = await ctx.post('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow(), deliveryWay: 'pickup' }, { token });
      expect(refused.code).toBe(errors.deliveryWayUnavailable.code);
      const quoted = okData(await ctx.post<CheckoutQuote>('/api/portal/checkout/quote', { ...buyNow(), deliveryWay: 'pickup' }, { token }));
      expect([quoted.deliveryWay, quoted.pickup]).toEqual([null, null]);
    } finally {
      okData(await ctx.post('/api/admin/freight/save', DEFAULT_FREIGHT_SETTINGS, { token: admin }));
    }
  });
});

describe('what the buyer is shown of a pickup order', () => {
  it('once paid it is ready for pickup, under a tab of its own, not awaiting shipment as a shipped order is', async () => {
    const token = await secondUserToken(ctx);
    const pickupOrder = okData(
      await ctx.post<{ orderNo: string }>('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow(), deliveryWay: 'pickup' }, { token }),
    );
    const [address] = okData(
      await ctx.post<{ id: number }[]>(
        '/api/portal/address/create',
        { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: '张明', mobile: '13800138000' },
        { token },
      ),
    );
    const shippedOrder = okData(
      await ctx.post<{ orderNo: string }>('/api/portal/checkout/place', { idempotencyKey: randomUUID(), ...buyNow(), addressId: address!.id }, { token }),
    );
    await payInSandbox(ctx, token, pickupOrder.orderNo);
    await payInSandbox(ctx, token, shippedOrder.orderNo);

    const tab = async (name: string) => okData(await ctx.post<OrderPage>('/api/portal/order/list', { tab: name }, { token }));
    const all = await tab('all');
    expect(all.counts).toMatchObject({ all: 2, awaitingPayment: 0, awaitingShipment: 1, awaitingPickup: 1, awaitingReceipt: 0 });
    expect((await tab('awaitingPickup')).items.map((item) => item.orderNo)).toEqual([pickupOrder.orderNo]);
    expect((await tab('awaitingShipment')).items.map((item) => item.orderNo)).toEqual([shippedOrder.orderNo]);

    // The buyer's download says so too, in their language.
    const day = new Date(ctx.clock.now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const statuses = async (locale: 'zh' | 'en') => {
      const response = await ctx.app.request('/api/portal/order/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken: token, 'accept-language': locale },
        body: JSON.stringify({ format: 'csv', from: day, to: day }),
      });
      const [, ...rows]: string[][] = parseCsv(await response.text(), { bom: true });
      return Object.fromEntries(rows.map((row) => [row[0], row[11]]));
    };
    expect(await statuses('zh')).toEqual({ [pickupOrder.orderNo]: '待提货', [shippedOrder.orderNo]: '待发货' });
    expect(await statuses('en')).toEqual({ [pickupOrder.orderNo]: 'Ready for pickup', [shippedOrder.orderNo]: 'Awaiting shipment' });
  });
});

describe("an order's lines in its details", () => {
  it('carry what each line cost and the colour swatch of its product', async () => {
    const token = await secondUserToken(ctx);
    const placed = okData(
      await ctx.post<{ orderNo: string }>(
        '/api/portal/checkout/place',
        { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 3 }, deliveryWay: 'pickup' },
        { token },
      ),
    );
    const [line] = okData(await ctx.post<OrderDetail>('/api/portal/order/detail', { orderNo: placed.orderNo }, { token })).lines;
    const [pack] = await ctx.db.select({ priceFen: skus.priceFen, productId: skus.productId }).from(skus).where(eq(skus.id, skuId));
    const [natural] = await ctx.db
      .select({ hex: productColours.hex })
      .from(productColours)
      .where(and(eq(productColours.productId, pack!.productId), eq(productColours.variant, 'natural')));
    expect(line).toMatchObject({ quantity: 3, unitPriceFen: pack!.priceFen, lineTotalFen: 3 * pack!.priceFen, hex: natural!.hex });
  });
});

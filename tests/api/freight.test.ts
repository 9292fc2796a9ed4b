import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '../../src/schemas/checkout.ts';
import { errors } from '../../src/schemas/errors.ts';
import type { FreightEstimate, FreightSettings } from '../../src/schemas/freight.ts';
import { DEFAULT_FREIGHT_SETTINGS } from '../../src/schemas/freight-defaults.ts';
import type { OrderDetail } from '../../src/schemas/orders.ts';
import { configData, orders, products, skus } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { newBuyer, shanghai } from '../helpers/buyers.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
/** Two packs of one product: a 1 kg bag and a 25 kg bag, both ¥100, far below free postage. */
let small: number;
let large: number;
let productId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  const [first, second] = await ctx.db.select({ id: skus.id, productId: skus.productId }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(2);
  productId = first!.productId;
  small = first!.id;
  large =
    second!.productId === productId
      ? second!.id
      : (
          await ctx.db
            .insert(skus)
            .values({ ...packValues(), productId })
            .returning({ id: skus.id })
        )[0]!.id;
});
afterAll(() => ctx.close());

function packValues() {
  return {
    code: `T-${randomUUID().slice(0, 8)}`,
    labelZh: '25kg/袋',
    labelEn: '25 kg bag',
    netWeightGrams: 25_000,
    priceFen: 10_000,
    pricePerKgFen: 400,
    stock: 500,
  };
}

beforeEach(async () => {
  await ctx.db.delete(configData).where(eq(configData.key, 'freight'));
  await ctx.db.update(products).set({ freeShipping: false }).where(eq(products.id, productId));
  await ctx.db.update(skus).set({ netWeightGrams: 1_000, shippingWeightGrams: 1_050, priceFen: 10_000, stock: 500, active: true }).where(eq(skus.id, small));
  await ctx.db.update(skus).set({ netWeightGrams: 25_000, shippingWeightGrams: 26_000, priceFen: 10_000, stock: 500, active: true }).where(eq(skus.id, large));
});

const quote = async (token: string, addressId: number, skuId: number, quantity: number, deliveryWay?: string) =>
  ctx.post<CheckoutQuote>(
    '/api/portal/checkout/quote',
    { goods: { from: 'buyNow', skuId, quantity }, addressId, ...(deliveryWay && { deliveryWay }) },
    { token },
  );
const place = (token: string, addressId: number, skuId: number, quantity: number, deliveryWay?: string) =>
  ctx.post<{ orderNo: string }>(
    '/api/portal/checkout/place',
    { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity }, addressId, ...(deliveryWay && { deliveryWay }) },
    { token },
  );
const saveSettings = (settings: unknown, token = admin) => ctx.post<FreightSettings>('/api/admin/freight/save', settings, { token });

describe('freight by weight at checkout', () => {
  it('a 25 kg bag pays more freight than a 1 kg bag of the same product to the same address, and the quote says why', async () => {
    const { token, addressId } = await newBuyer(ctx);
    const one = (await quote(token, addressId, small, 1)).data;
    const bag = (await quote(token, addressId, large, 1)).data;
    expect(one).toMatchObject({ deliveryWay: 'express', freightFen: 1_200 + 300, freight: { weightGrams: 1_050, zoneZh: '江浙沪皖', additionalGrams: 50 } });
    expect(bag).toMatchObject({ deliveryWay: 'express', freightFen: 1_200 + 25 * 300, freight: { weightGrams: 26_000, additionalGrams: 25_000 } });
    expect(bag.totalFen).toBe(bag.goodsFen + bag.freightFen);
    expect(bag.freight!.shortOfFreeFen).toBe(200_000 - 10_000);
    expect(one.deliveryOptions.map((option) => [option.way, option.available])).toEqual([
      ['express', true],
      ['logistics', false],
      ['pickup', true],
    ]);
    expect(one.deliveryOptions[1]).toMatchObject({ reason: 'tooLight', limitGrams: 30_000 });
    expect(one.pickup?.address).toContain('科苑路');
  });

  it('weighs the shipping weight of every pack: net weight and packaging when no shipping weight is set', async () => {
    const { token, addressId } = await newBuyer(ctx);
    await ctx.db.update(skus).set({ shippingWeightGrams: null }).where(eq(skus.id, large));
    expect((await quote(token, addressId, large, 2)).data.freight).toMatchObject({ weightGrams: 2 * (25_000 + 1_000) });
  });

  it('offers logistics instead of express above 50 kg, refuses express when asked for it, and prices pickup at nothing', async () => {
    const { token, addressId } = await newBuyer(ctx);
    const heavy = (await quote(token, addressId, large, 3, 'express')).data;
    expect(heavy.deliveryWay).toBe('logistics');
    expect(heavy.deliveryOptions[0]).toMatchObject({ way: 'express', available: false, reason: 'tooHeavy' });
    expect(heavy.freightFen).toBe(6_000 + 48 * 120);
    expect((await place(token, addressId, large, 3, 'express')).code).toBe(errors.deliveryWayUnavailable.code);

    const pickup = (await quote(token, addressId, large, 3, 'pickup')).data;
    expect(pickup).toMatchObject({ deliveryWay: 'pickup', freightFen: 0, freight: null });
    const placed = await place(token, addressId, large, 3, 'pickup');
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.data.orderNo));
    expect(order).toMatchObject({ deliveryWay: 'pickup', freightFen: 0, freightRule: null });
  });

  it('is free from the zone threshold, and for products that ship free', async () => {
    const { token, addressId } = await newBuyer(ctx);
    await ctx.db.update(skus).set({ priceFen: 100_000 }).where(eq(skus.id, small));
    expect((await quote(token, addressId, small, 2)).data).toMatchObject({ freightFen: 0, freight: { freeShipping: true } });
    await ctx.db.update(skus).set({ priceFen: 10_000 }).where(eq(skus.id, small));
    await ctx.db.update(products).set({ freeShipping: true }).where(eq(products.id, productId));
    expect((await quote(token, addressId, large, 1)).data).toMatchObject({ freightFen: 0, freight: { freeShipping: true, weightGrams: 0 } });
  });

  it('the order keeps the freight it was priced with when the templates change later', async () => {
    const { token, addressId } = await newBuyer(ctx);
    const quoted = (await quote(token, addressId, large, 1)).data;
    const placed = await place(token, addressId, large, 1);
    expect(placed.code).toBe('000000');
    const dearer = structuredClone(DEFAULT_FREIGHT_SETTINGS);
    dearer.express.zones[0]!.stepFen = 1_000;
    expect((await saveSettings(dearer)).code).toBe('000000');
    expect((await quote(token, addressId, large, 1)).data.freightFen).toBe(1_200 + 25 * 1_000);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, placed.data.orderNo));
    expect(order!.freightFen).toBe(quoted.freightFen);
    expect(order!.freightRule).toEqual(quoted.freight);
    const detail = await ctx.post<OrderDetail>('/api/portal/order/detail', { orderNo: placed.data.orderNo }, { token });
    // The order no longer says how much more would ship free: it is placed, that was checkout's hint.
    expect(quoted.freight!.shortOfFreeFen).toBeGreaterThan(0);
    expect(detail.data).toMatchObject({ deliveryWay: 'express', freightFen: quoted.freightFen, freight: { ...quoted.freight, shortOfFreeFen: null } });
  });

  it('does not deliver to a province the operator leaves out', async () => {
    const { token, addressId } = await newBuyer(ctx);
    expect((await saveSettings({ ...DEFAULT_FREIGHT_SETTINGS, undeliveredProvinceCodes: [shanghai.provinceCode] })).code).toBe('000000');
    expect((await quote(token, addressId, small, 1)).code).toBe(errors.deliveryNotSupported.code);
    expect((await place(token, addressId, small, 1)).code).toBe(errors.deliveryNotSupported.code);
  });
});

describe('the freight templates in the back office', () => {
  it('answers the defaults until saved, and only to an admin', async () => {
    expect((await ctx.post('/api/admin/freight/get', {}, { token: admin })).data).toEqual(DEFAULT_FREIGHT_SETTINGS);
    const { token } = await newBuyer(ctx);
    expect((await ctx.post('/api/admin/freight/get', {}, { token })).code).toBe(errors.forbidden.code);
    expect((await saveSettings(DEFAULT_FREIGHT_SETTINGS, token)).code).toBe(errors.forbidden.code);
  });

  it('refuses a province in two zones, a negative price or a maximum below the minimum, beside the field, and keeps what was saved', async () => {
    const twice = structuredClone(DEFAULT_FREIGHT_SETTINGS);
    twice.express.zones[1]!.provinceCodes.push('310000');
    const refused = await saveSettings(twice, admin);
    expect(refused.code).toBe(errors.validation.code);
    expect((refused.data as unknown as { issues: { path: string; message: string }[] }).issues).toEqual([
      expect.objectContaining({ path: 'express.zones', message: '同一省份只能属于一个区域' }),
    ]);
    const negative = structuredClone(DEFAULT_FREIGHT_SETTINGS);
    negative.logistics.zones[0]!.firstFen = -1;
    const inverted = structuredClone(DEFAULT_FREIGHT_SETTINGS);
    inverted.express.maxGrams = 10;
    inverted.express.minGrams = 20;
    for (const bad of [negative, inverted]) expect((await saveSettings(bad)).code).toBe(errors.validation.code);
    expect(await ctx.db.select().from(configData).where(eq(configData.key, 'freight'))).toEqual([]);
  });
});

describe('the product page estimate', () => {
  const estimate = (body: object, locale: 'zh' | 'en' = 'zh') => ctx.post<FreightEstimate>('/api/portal/freight/estimate', body, { locale });

  it('prices a pack and quantity to a province for a visitor, with the pickup place in their language', async () => {
    const answer = await estimate({ skuId: large, quantity: 1, provinceCode: '510000' }, 'en');
    expect(answer.code).toBe('000000');
    expect(answer.data.weightGrams).toBe(26_000);
    expect(answer.data.options[0]).toMatchObject({
      way: 'express',
      available: true,
      freightFen: 1_500 + 25 * 500,
      breakdown: { zoneEn: 'Rest of mainland China' },
    });
    expect(answer.data.pickup?.address).toMatch(/Keyuan Road/);
  });

  it('refuses an unknown pack, a bad province or quantity, and a province not delivered to', async () => {
    expect((await estimate({ skuId: 999_999, quantity: 1, provinceCode: '310000' })).code).toBe(errors.notFound.code);
    expect((await estimate({ skuId: small, quantity: 1, provinceCode: '310100' })).code).toBe(errors.validation.code);
    expect((await estimate({ skuId: small, quantity: 0, provinceCode: '310000' })).code).toBe(errors.validation.code);
    expect((await estimate({ skuId: small, quantity: 1, provinceCode: '810000' })).code).toBe(errors.deliveryNotSupported.code);
  });
});

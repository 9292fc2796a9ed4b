import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../src/schemas/cart.ts';
import type { AdminProduct, AdminSpec } from '../../src/schemas/catalog-admin.ts';
import type { CheckoutQuote } from '../../src/schemas/checkout.ts';
import { errors } from '../../src/schemas/errors.ts';
import { perKgOfPackFen } from '../../src/schemas/negotiations.ts';
import type { OrderDetail } from '../../src/schemas/orders.ts';
import type { CreatedQuotation, MyQuotationPage } from '../../src/schemas/quotations.ts';
import { brands, categories, orderLines, orders, priceNegotiations, skus } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { type Buyer, newBuyer } from '../helpers/buyers.ts';
import { newProductBody } from '../helpers/product-body.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let leaf: number;
let brandId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  [{ id: leaf }] = (await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.level, 4)).orderBy(asc(categories.id)).limit(1)) as [
    { id: number },
  ];
  [{ id: brandId }] = (await ctx.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1)) as [{ id: number }];
});
afterAll(() => ctx.close());

type Answer<T> = { code: string; message: string; data: T };
const okData = <T>(answer: Answer<T>): T => {
  expect(answer.code, answer.message).toBe('000000');
  return answer.data;
};
const catalogue = <T = unknown>(path: string, body: unknown) => ctx.post<T>(`/api/admin/catalog/${path}`, body, { token: admin });
const portal = <T = unknown>(who: Buyer, path: string, body: unknown, locale: 'zh' | 'en' = 'zh') =>
  ctx.post<T>(`/api/portal/${path}`, body, { token: who.token, locale });

let serial = 0;
/** A published product of its own with one pack of 25 kg and `stock` packs, so that retiring it touches no other test. */
async function ownProduct(stock = 50) {
  const n = `${Date.now().toString(36)}${serial++}`;
  const product = okData(
    await catalogue<AdminProduct>(
      'product/create',
      newProductBody({ code: `LEFT-${n}`, nameZh: `留下测试红${n}`, nameEn: `Left-out red ${n}`, brandId, categoryId: leaf }),
    ),
  );
  const spec = okData(
    await catalogue<AdminSpec>('spec/create', {
      productId: product.id,
      labelZh: '25 公斤',
      labelEn: '25 kg',
      netWeightGrams: 25_000,
      priceFen: 250_000,
      pricePerKgFen: perKgOfPackFen(250_000, 25_000),
    }),
  );
  okData(await catalogue('stock/adjust', { skuId: spec.id, delta: stock, reason: 'received', note: '' }));
  okData(await catalogue('product/publish', { id: product.id, published: true }));
  return { productId: product.id, skuId: spec.id, nameZh: product.nameZh, nameEn: product.nameEn };
}
type Own = Awaited<ReturnType<typeof ownProduct>>;

const retire = async (product: Own) => okData(await catalogue('product/retire', { id: product.productId, retired: true }));
const addToCart = async (who: Buyer, product: Own, quantity = 1) => okData(await portal(who, 'cart/add', { skuId: product.skuId, quantity }));
const quote = (who: Buyer, body: object, locale: 'zh' | 'en' = 'zh') => portal<CheckoutQuote>(who, 'checkout/quote', body, locale);
const place = (who: Buyer, body: object) =>
  portal<{ orderNo: string }>(who, 'checkout/place', { idempotencyKey: randomUUID(), addressId: who.addressId, ...body });
const cartSkus = async (who: Buyer) => okData(await portal<CartView>(who, 'cart/list', {})).lines.map((line) => line.skuId);
const orderedSkus = async (orderNo: string) => {
  const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return (await ctx.db.select({ skuId: orderLines.skuId }).from(orderLines).where(eq(orderLines.orderId, order!.id))).map((line) => line.skuId);
};

describe('a cart with lines that cannot be bought', () => {
  it('is quoted with the other lines, each left-out line named with its reason in zh and en', async () => {
    const who = await newBuyer(ctx);
    const [kept, retired, soldOut, short] = [await ownProduct(), await ownProduct(), await ownProduct(), await ownProduct(5)];
    for (const product of [kept, retired, soldOut]) await addToCart(who, product, 2);
    await addToCart(who, short, 4);
    await retire(retired);
    await ctx.db.update(skus).set({ stock: 0 }).where(eq(skus.id, soldOut.skuId));
    await ctx.db.update(skus).set({ stock: 3 }).where(eq(skus.id, short.skuId));

    const zh = okData(await quote(who, { goods: { from: 'cart' }, addressId: who.addressId }));
    expect(zh.lines.map((line) => [line.skuId, line.quantity])).toEqual([[kept.skuId, 2]]);
    expect(zh.goodsFen).toBe(2 * 250_000);
    expect(zh.leftOut.map((line) => [line.skuId, line.productName, line.reason])).toEqual([
      [retired.skuId, retired.nameZh, 'retired'],
      [soldOut.skuId, soldOut.nameZh, 'soldOut'],
      [short.skuId, short.nameZh, 'shortOfStock'],
    ]);
    expect(zh.leftOut.every((line) => line.cartLineId !== null)).toBe(true);
    expect(zh.leftOut.find((line) => line.reason === 'shortOfStock')).toMatchObject({ quantity: 4, stock: 3 });
    const en = okData(await quote(who, { goods: { from: 'cart' }, addressId: who.addressId }, 'en'));
    expect(en.leftOut.map((line) => line.productName)).toEqual([retired.nameEn, soldOut.nameEn, short.nameEn]);
  });

  it('orders only the lines that can be bought once the buyer agreed to leave the others out; they stay in the cart', async () => {
    const who = await newBuyer(ctx);
    const [kept, retired] = [await ownProduct(), await ownProduct()];
    await addToCart(who, kept, 2);
    await addToCart(who, retired, 1);
    await retire(retired);
    const ordersBefore = (await ctx.db.select({ id: orders.id }).from(orders)).length;

    // Not agreed (an older page, or the line changed since the quote): refused with the line's own reason, nothing written.
    const refused = await place(who, { goods: { from: 'cart' } });
    expect(refused.code).toBe(errors.productRetired.code);
    expect((await ctx.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);

    const placed = okData(await place(who, { goods: { from: 'cart' }, leaveOut: [retired.skuId] }));
    expect(await orderedSkus(placed.orderNo)).toEqual([kept.skuId]);
    expect(await cartSkus(who)).toEqual([retired.skuId]);
  });

  it('refuses a line that became unbuyable after the buyer saw the quote, and one removed leaves nothing out', async () => {
    const who = await newBuyer(ctx);
    const [kept, retired, later] = [await ownProduct(), await ownProduct(), await ownProduct()];
    for (const product of [kept, retired, later]) await addToCart(who, product);
    await retire(retired);
    await ctx.db.update(skus).set({ stock: 0 }).where(eq(skus.id, later.skuId));
    expect((await place(who, { goods: { from: 'cart' }, leaveOut: [retired.skuId] })).code).toBe(errors.noSpecification.code);

    // The one-click removal of the checkout page: the cart's own remove, by the lines' ids from the quote.
    const seen = okData(await quote(who, { goods: { from: 'cart' }, addressId: who.addressId }));
    okData(await portal(who, 'cart/remove', { ids: seen.leftOut.map((line) => line.cartLineId) }));
    expect(okData(await quote(who, { goods: { from: 'cart' }, addressId: who.addressId })).leftOut).toEqual([]);
    const placed = okData(await place(who, { goods: { from: 'cart' } }));
    expect(await orderedSkus(placed.orderNo)).toEqual([kept.skuId]);
    expect(await cartSkus(who)).toEqual([]);
  });

  it('with nothing left to buy, quotes the left-out lines and refuses to place an empty order', async () => {
    const who = await newBuyer(ctx);
    const retired = await ownProduct();
    await addToCart(who, retired);
    await retire(retired);
    const seen = okData(await quote(who, { goods: { from: 'cart' }, addressId: who.addressId }));
    expect([seen.lines, seen.leftOut.map((line) => line.reason), seen.totalFen]).toEqual([[], ['retired'], 0]);
    expect((await place(who, { goods: { from: 'cart' }, leaveOut: [retired.skuId] })).code).toBe(errors.noSpecification.code);
    // Buying a retired pack straight from its page is still refused as retired.
    expect((await place(who, { goods: { from: 'buyNow', skuId: retired.skuId, quantity: 1 } })).code).toBe(errors.productRetired.code);
  });
});

describe('a quotation with a line that cannot be bought', () => {
  it('says which line cannot be ordered, and orders the rest only when the buyer agrees', async () => {
    const who = await newBuyer(ctx);
    const [kept, retired] = [await ownProduct(), await ownProduct()];
    await addToCart(who, kept, 2);
    await addToCart(who, retired, 1);
    const { quotationNo } = okData(await portal<CreatedQuotation>(who, 'quotation/create', { goods: { from: 'cart' }, language: 'zh' }));
    const listed = async (locale: 'zh' | 'en') =>
      okData(await portal<MyQuotationPage>(who, 'quotation/list', {}, locale)).items.find((item) => item.quotationNo === quotationNo)!;
    expect((await listed('zh')).unorderable).toEqual([]);
    await retire(retired);

    expect((await listed('zh')).unorderable).toEqual([
      { skuId: retired.skuId, productName: retired.nameZh, specLabel: '25 公斤', stock: 50, reason: 'retired' },
    ]);
    expect((await listed('en')).unorderable.map((line) => line.productName)).toEqual([retired.nameEn]);
    const seen = okData(await quote(who, { goods: { from: 'quotation', quotationNo }, addressId: who.addressId }));
    expect([seen.lines.map((line) => line.skuId), seen.leftOut.map((line) => [line.skuId, line.reason])]).toEqual([[kept.skuId], [[retired.skuId, 'retired']]]);

    expect((await place(who, { goods: { from: 'quotation', quotationNo } })).code).toBe(errors.productRetired.code);
    const placed = okData(await place(who, { goods: { from: 'quotation', quotationNo }, leaveOut: [retired.skuId] }));
    expect(await orderedSkus(placed.orderNo)).toEqual([kept.skuId]);
    const detail = okData(await portal<OrderDetail>(who, 'order/detail', { orderNo: placed.orderNo }));
    expect([detail.quotationNo, detail.goodsFen]).toEqual([quotationNo, 2 * 250_000]);
  });
});

describe('retiring a product with open negotiations', () => {
  it('closes each live negotiation of its packs and tells the buyer, in zh and en; others are untouched', async () => {
    const [retired, kept] = [await ownProduct(), await ownProduct()];
    const who = await newBuyer(ctx);
    const propose = async (product: Own) =>
      okData(await portal<{ id: number }>(who, 'negotiation/propose', { skuId: product.skuId, pricePerKgFen: 8_000, quantity: 5 })).id;
    const [closing, open] = [await propose(retired), await propose(kept)];
    await retire(retired);
    const statusOf = async (id: number) =>
      (await ctx.db.select({ status: priceNegotiations.status }).from(priceNegotiations).where(eq(priceNegotiations.id, id)))[0]!.status;
    expect([await statusOf(closing), await statusOf(open)]).toEqual(['rejected', 'open']);

    const messages = async (locale: 'zh' | 'en') =>
      okData(await portal<{ items: { title: string; body: string }[] }>(who, 'message/list', { kind: 'order' }, locale)).items;
    expect((await messages('zh')).find((message) => message.body.includes(retired.nameZh))).toMatchObject({ title: '议价已关闭' });
    expect((await messages('en')).find((message) => message.body.includes(retired.nameEn))?.body).toContain('is no longer sold');
    // Retiring again (or a pack of it) finds nothing live: the buyer is told once.
    okData(await catalogue('spec/retire', { id: retired.skuId, retired: true }));
    expect((await messages('zh')).filter((message) => message.body.includes(retired.nameZh))).toHaveLength(1);
  });

  it('retiring one pack closes the live negotiations of that pack', async () => {
    const product = await ownProduct();
    const who = await newBuyer(ctx);
    const { id } = okData(await portal<{ id: number }>(who, 'negotiation/propose', { skuId: product.skuId, pricePerKgFen: 8_000, quantity: 5 }));
    okData(await catalogue('spec/retire', { id: product.skuId, retired: true }));
    expect((await ctx.db.select({ status: priceNegotiations.status }).from(priceNegotiations).where(eq(priceNegotiations.id, id)))[0]!.status).toBe('rejected');
  });
});

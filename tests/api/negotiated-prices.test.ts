import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../../src/lib/dates.ts';
import type { CartView } from '../../src/schemas/cart.ts';
import type { CheckoutQuote } from '../../src/schemas/checkout.ts';
import { type AdminNegotiationDetail, type NegotiationDetail, packPriceFen } from '../../src/schemas/negotiations.ts';
import { negotiationOffers, orderLines, orders, priceNegotiations, skus } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { type Buyer, newBuyer } from '../helpers/buyers.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

/*
 * Offers by pack price, and the cart priced with the buyer's agreed prices as checkout prices them.
 * The spec under test is a 25 kg sack at ¥100/kg (¥2,500 a sack), so a pack price in fen rarely divides
 * into a whole fen per kg: the per-kg figure of a per-pack offer is rounded, its pack price never is.
 */

const SACK_GRAMS = 25_000;
const LIST_PER_KG = 10_000;
const LIST_SACK = 250_000;
let ctx: TestContext;
let admin: string;
let sack: number;
let other: { id: number; priceFen: number };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  const [first, second] = await ctx.db.select({ id: skus.id, priceFen: skus.priceFen }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(2);
  sack = first!.id;
  other = second!;
  await ctx.db.update(skus).set({ stock: 100_000, netWeightGrams: SACK_GRAMS, pricePerKgFen: LIST_PER_KG, priceFen: LIST_SACK }).where(eq(skus.id, sack));
  await ctx.db.update(skus).set({ stock: 100_000 }).where(eq(skus.id, other.id));
});
afterAll(() => ctx.close());

type Issues = { issues: { path: string; key: string; message: string }[] };

const buyer = () => newBuyer(ctx);

const mine = <T = NegotiationDetail>(who: Buyer, path: string, body: object) => ctx.post<T>(`/api/portal/negotiation/${path}`, body, { token: who.token });
const shop = <T = AdminNegotiationDetail>(path: string, body: object) => ctx.post<T>(`/api/admin/negotiation/${path}`, body, { token: admin });
const day = (days: number) => beijingDay(new Date(ctx.clock.now.getTime() + days * 86_400_000));
const quote = async (who: Buyer, goods: object) =>
  (await ctx.post<CheckoutQuote>('/api/portal/checkout/quote', { goods, addressId: who.addressId }, { token: who.token })).data;
const place = (who: Buyer, goods: object) =>
  ctx.post<{ orderNo: string }>('/api/portal/checkout/place', { idempotencyKey: randomUUID(), goods, addressId: who.addressId }, { token: who.token });
const linesOf = async (orderNo: string) => {
  const [order] = await ctx.db.select({ id: orders.id, goodsFen: orders.goodsFen }).from(orders).where(eq(orders.orderNo, orderNo));
  const lines = await ctx.db
    .select({ quantity: orderLines.quantity, unitPriceFen: orderLines.unitPriceFen, negotiated: orderLines.negotiationId })
    .from(orderLines)
    .where(eq(orderLines.orderId, order!.id))
    .orderBy(orderLines.id);
  return { goodsFen: order!.goodsFen, lines: lines.map((line) => ({ ...line, negotiated: line.negotiated !== null })) };
};
const cart = async (who: Buyer) => (await ctx.post<CartView>('/api/portal/cart/list', {}, { token: who.token })).data;
const addToCart = async (who: Buyer, skuId: number, quantity: number) =>
  expect((await ctx.post('/api/portal/cart/add', { skuId, quantity }, { token: who.token })).code).toBe('000000');

describe('offers by pack price', () => {
  it('a per-pack offer keeps its pack price exactly; its price per kg is the pack price / 25 kg rounded halves up; both show in the thread', async () => {
    const who = await buyer();
    const proposed = await mine(who, 'propose', { skuId: sack, packPriceFen: 199_999, quantity: 3, note: 'per sack' });
    expect(proposed.code).toBe('000000');
    expect(proposed.data.offers).toEqual([
      expect.objectContaining({ by: 'buyer', priceUnit: 'pack', packPriceFen: 199_999, pricePerKgFen: 8_000, quantity: 3 }),
    ]);
    const [stored] = await ctx.db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, proposed.data.id));
    expect(stored).toMatchObject({ priceUnit: 'pack', packPriceFen: 199_999, pricePerKgFen: 8_000 });
    // The same price per kg offered per kg comes to ¥2,000.00 a sack: the per-pack offer is a fen less.
    expect(packPriceFen(8_000, SACK_GRAMS)).toBe(200_000);
  });

  it('refuses a pack price at or above the list pack price, not a whole fen, under a fen per kg, or two prices at once, beside the field; nothing is stored', async () => {
    const who = await buyer();
    const before = (await ctx.db.select().from(priceNegotiations)).length;
    const refusal = async (body: object) => (await mine<Issues>(who, 'propose', { skuId: sack, quantity: 1, ...body })).data.issues;
    expect(await refusal({ packPriceFen: LIST_SACK })).toMatchObject([{ path: 'packPriceFen', key: 'validation.negotiationAboveListPack' }]);
    expect(await refusal({ packPriceFen: 1999.5 })).toMatchObject([{ path: 'packPriceFen', key: 'validation.negotiationPackPrice' }]);
    expect(await refusal({ packPriceFen: 0 })).toMatchObject([{ path: 'packPriceFen', key: 'validation.negotiationPackPrice' }]);
    expect(await refusal({ packPriceFen: 12 })).toMatchObject([{ path: 'packPriceFen', key: 'validation.negotiationPackPrice' }]);
    expect(await refusal({ packPriceFen: 199_000, pricePerKgFen: 7_960 })).toMatchObject([{ path: 'pricePerKgFen', key: 'validation.negotiationPrice' }]);
    expect(await refusal({})).toMatchObject([{ path: 'pricePerKgFen', key: 'validation.negotiationPrice' }]);
    expect((await ctx.db.select().from(priceNegotiations)).length).toBe(before);
  });

  it('the shop counters per pack, the buyer accepts: checkout charges exactly the agreed pack price for the agreed packs, the list price for the rest', async () => {
    const who = await buyer();
    const { id } = (await mine(who, 'propose', { skuId: sack, pricePerKgFen: 7_000, quantity: 3 })).data;
    const countered = await shop('counter', { id, packPriceFen: 212_345, quantity: 3, validUntil: day(5) });
    expect(countered.code).toBe('000000');
    expect(countered.data.latestOffer).toMatchObject({ by: 'shop', priceUnit: 'pack', packPriceFen: 212_345, pricePerKgFen: 8_494 }); // 8,493.8
    const messages = await ctx.post<{ items: { body: string }[] }>('/api/portal/message/list', { kind: 'order' }, { token: who.token, locale: 'en' });
    expect(messages.data.items[0]!.body).toContain('¥2,123.45 a pack for 3 packs');

    const accepted = await mine(who, 'accept', { id });
    expect(accepted.data).toMatchObject({
      status: 'accepted',
      agreedPriceUnit: 'pack',
      agreedPackPriceFen: 212_345,
      agreedPricePerKgFen: 8_494,
      agreedQuantity: 3,
    });

    const goods = { from: 'buyNow', skuId: sack, quantity: 5 };
    const quoted = await quote(who, goods);
    expect(quoted.lines.map(({ quantity, priceFen, negotiated }) => ({ quantity, priceFen, negotiated }))).toEqual([
      { quantity: 3, priceFen: 212_345, negotiated: true },
      { quantity: 2, priceFen: LIST_SACK, negotiated: false },
    ]);
    expect(quoted.goodsFen).toBe(3 * 212_345 + 2 * LIST_SACK);
    const placed = await place(who, goods);
    expect(placed.code).toBe('000000');
    expect(await linesOf(placed.data.orderNo)).toEqual({
      goodsFen: 3 * 212_345 + 2 * LIST_SACK,
      lines: [
        { quantity: 3, unitPriceFen: 212_345, negotiated: true },
        { quantity: 2, unitPriceFen: LIST_SACK, negotiated: false },
      ],
    });
  });

  it("the shop accepts a buyer's per-pack offer: the pack price is agreed as offered", async () => {
    const who = await buyer();
    const { id } = (await mine(who, 'propose', { skuId: sack, packPriceFen: 199_999, quantity: 2 })).data;
    const accepted = await shop('accept', { id, validUntil: day(3) });
    expect(accepted.data).toMatchObject({ agreedPriceUnit: 'pack', agreedPackPriceFen: 199_999, agreedPricePerKgFen: 8_000 });
    expect((await quote(who, { from: 'buyNow', skuId: sack, quantity: 2 })).goodsFen).toBe(2 * 199_999);
  });
});

describe('the cart with a negotiated price', () => {
  it("prices the buyer's cart as checkout quotes it: the agreed packs at the agreed price, the rest at the list price; another buyer's cart is unaffected", async () => {
    const who = await buyer();
    const { id } = (await mine(who, 'propose', { skuId: sack, pricePerKgFen: 8_000, quantity: 4 })).data;
    await shop('accept', { id, validUntil: day(7) });
    const bystander = await buyer();
    for (const customer of [who, bystander]) {
      await addToCart(customer, sack, 6);
      await addToCart(customer, other.id, 2);
    }

    const view = await cart(who);
    const agreedFen = packPriceFen(8_000, SACK_GRAMS);
    expect(
      view.lines.map(({ skuId, priceFen, negotiatedPriceFen, negotiatedQuantity, lineTotalFen }) => ({
        skuId,
        priceFen,
        negotiatedPriceFen,
        negotiatedQuantity,
        lineTotalFen,
      })),
    ).toEqual([
      { skuId: sack, priceFen: LIST_SACK, negotiatedPriceFen: agreedFen, negotiatedQuantity: 4, lineTotalFen: 4 * agreedFen + 2 * LIST_SACK },
      { skuId: other.id, priceFen: other.priceFen, negotiatedPriceFen: null, negotiatedQuantity: 0, lineTotalFen: 2 * other.priceFen },
    ]);
    const quoted = await quote(who, { from: 'cart' });
    expect(view.selectedSubtotalFen).toBe(quoted.goodsFen);
    expect(view.selectedSubtotalFen).toBe(4 * agreedFen + 2 * LIST_SACK + 2 * other.priceFen);

    const theirs = await cart(bystander);
    expect(theirs.lines.map((line) => [line.negotiatedPriceFen, line.negotiatedQuantity])).toEqual([
      [null, 0],
      [null, 0],
    ]);
    expect(theirs.selectedSubtotalFen).toBe(6 * LIST_SACK + 2 * other.priceFen);
    expect(theirs.selectedSubtotalFen).toBe((await quote(bystander, { from: 'cart' })).goodsFen);

    // After an order takes 3 of the 4 agreed packs, the cart shows the one left at the agreed price.
    expect((await place(who, { from: 'buyNow', skuId: sack, quantity: 3 })).code).toBe('000000');
    const after = await cart(who);
    expect(after.lines[0]).toMatchObject({ negotiatedQuantity: 1, lineTotalFen: agreedFen + 5 * LIST_SACK });
    expect(after.selectedSubtotalFen).toBe((await quote(who, { from: 'cart' })).goodsFen);
  });

  it('a per-pack agreement shows its exact pack price in the cart, and an expired one no longer applies', async () => {
    const who = await buyer();
    const { id } = (await mine(who, 'propose', { skuId: sack, packPriceFen: 199_999, quantity: 2 })).data;
    await shop('accept', { id, validUntil: day(1) });
    await addToCart(who, sack, 1);
    expect((await cart(who)).lines[0]).toMatchObject({ negotiatedPriceFen: 199_999, negotiatedQuantity: 1, lineTotalFen: 199_999 });
    expect((await cart(who)).selectedSubtotalFen).toBe((await quote(who, { from: 'cart' })).goodsFen);

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 3 * 86_400_000);
    expect((await cart(who)).lines[0]).toMatchObject({ negotiatedPriceFen: null, negotiatedQuantity: 0, lineTotalFen: LIST_SACK });
    expect((await cart(who)).selectedSubtotalFen).toBe((await quote(who, { from: 'cart' })).goodsFen);
  });
});

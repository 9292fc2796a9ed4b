import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../../src/lib/dates.ts';
import type { CheckoutQuote } from '../../src/schemas/checkout.ts';
import {
  type AdminNegotiationDetail,
  type AdminNegotiationPage,
  type NegotiationDetail,
  type NegotiationPage,
  packPriceFen,
} from '../../src/schemas/negotiations.ts';
import { auditLog, negotiationOffers, orderLines, orders, priceNegotiations, skus } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { PAYMENT_WINDOW_MS } from '../../src/server/services/checkout/place-order.ts';
import { releaseExpiredOrders } from '../../src/server/services/checkout/release-expired.ts';
import { expireDueNegotiations } from '../../src/server/services/negotiations/expiry.ts';
import { type Buyer, newBuyer } from '../helpers/buyers.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

const LIST_PER_KG = 10_000;
let ctx: TestContext;
let admin: string;
let pack: { id: number; netWeightGrams: number; priceFen: number };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  const [first] = await ctx.db.select({ id: skus.id, netWeightGrams: skus.netWeightGrams }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(1);
  // ¥100 a kilogram, so that every price below is a whole, readable number.
  pack = { ...first!, priceFen: packPriceFen(LIST_PER_KG, first!.netWeightGrams) };
  await ctx.db.update(skus).set({ stock: 100_000, pricePerKgFen: LIST_PER_KG, priceFen: pack.priceFen }).where(eq(skus.id, pack.id));
});
afterAll(() => ctx.close());

type Placed = { orderNo: string; totalFen: number };
type Issues = { issues: { path: string; key: string; message: string }[] };

const buyer = () => newBuyer(ctx);

const mine = <T = NegotiationDetail>(who: Buyer, path: string, body: object) => ctx.post<T>(`/api/portal/negotiation/${path}`, body, { token: who.token });
const shop = <T = AdminNegotiationDetail>(path: string, body: object) => ctx.post<T>(`/api/admin/negotiation/${path}`, body, { token: admin });
/** A Beijing day `days` from the test clock's today, as the operator picks it. */
const day = (days: number) => beijingDay(new Date(ctx.clock.now.getTime() + days * 86_400_000));
const endOf = (beijing: string) => new Date(`${beijing}T23:59:59.999+08:00`).toISOString();
const later = (ms: number) => (ctx.clock.now = new Date(ctx.clock.now.getTime() + ms));
/** The clock only goes forward: to 10:00 tomorrow in Beijing, so that "valid until today" has hours left. */
const nextMorning = () => (ctx.clock.now = new Date(`${day(1)}T10:00:00+08:00`));

async function propose(who: Buyer, pricePerKgFen = 8_000, quantity = 5, note?: string) {
  const answer = await mine(who, 'propose', { skuId: pack.id, pricePerKgFen, quantity, ...(note ? { note } : {}) });
  expect(answer.code).toBe('000000');
  return answer.data;
}

/** A new buyer whose offer the shop accepted: `quantity` packs at `pricePerKgFen`, valid for `days` more days. */
async function agreed(quantity: number, pricePerKgFen = 8_000, days = 7) {
  const who = await buyer();
  const { id } = await propose(who, pricePerKgFen, quantity);
  expect((await shop('accept', { id, validUntil: day(days) })).data.status).toBe('accepted');
  return { who, id };
}

const quote = async (who: Buyer, quantity: number) =>
  (
    await ctx.post<CheckoutQuote>(
      '/api/portal/checkout/quote',
      { goods: { from: 'buyNow', skuId: pack.id, quantity }, addressId: who.addressId },
      { token: who.token },
    )
  ).data;
const place = (who: Buyer, quantity: number) =>
  ctx.post<Placed>(
    '/api/portal/checkout/place',
    { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId: pack.id, quantity }, addressId: who.addressId },
    { token: who.token },
  );
const stateOf = async (id: number) => (await ctx.db.select().from(priceNegotiations).where(eq(priceNegotiations.id, id)))[0]!;
const linesOf = async (orderNo: string) => {
  const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return ctx.db
    .select({ quantity: orderLines.quantity, unitPriceFen: orderLines.unitPriceFen, negotiationId: orderLines.negotiationId })
    .from(orderLines)
    .where(eq(orderLines.orderId, order!.id))
    .orderBy(orderLines.id);
};
const messagesOf = async (who: Buyer) => {
  const list = await ctx.post<{ items: { kind: string; title: string; body: string; orderNo: string | null }[] }>(
    '/api/portal/message/list',
    { kind: 'order' },
    { token: who.token, locale: 'en' },
  );
  return list.data.items;
};

describe('proposing', () => {
  it('the buyer proposes a price per kg for a spec and quantity with a note; the thread says who, what and when; the shop sees it awaiting its answer', async () => {
    const who = await buyer();
    const detail = await propose(who, 8_500, 12, 'Monthly order for a year');
    expect(detail).toMatchObject({
      status: 'open',
      awaiting: 'shop',
      skuId: pack.id,
      listPricePerKgFen: LIST_PER_KG,
      listPriceFen: pack.priceFen,
      moves: ['withdraw'],
      agreedPricePerKgFen: null,
      usedQuantity: 0,
    });
    expect(detail.offers).toEqual([
      {
        by: 'buyer',
        priceUnit: 'kg',
        pricePerKgFen: 8_500,
        packPriceFen: packPriceFen(8_500, pack.netWeightGrams),
        quantity: 12,
        note: 'Monthly order for a year',
        validUntil: null,
        createdAt: ctx.clock.now.toISOString(),
      },
    ]);

    const waiting = (await shop<AdminNegotiationPage>('list', { awaitingShop: true })).data;
    const mineThere = waiting.items.find((item) => item.id === detail.id);
    expect(mineThere).toMatchObject({ status: 'open', awaiting: 'shop', moves: ['accept', 'counter', 'reject'], latestOffer: { by: 'buyer', quantity: 12 } });
    expect(waiting.awaitingShop).toBeGreaterThanOrEqual(1);
    const opened = (await shop('detail', { id: detail.id })).data;
    expect(opened.offers).toHaveLength(1);
    expect(opened.customerPhone).toMatch(/^137/);
  });

  it('refuses a price at or above the list price, a quantity out of range and an unknown spec, beside the field; nothing is stored', async () => {
    const who = await buyer();
    const before = (await ctx.db.select().from(priceNegotiations)).length;
    const atList = await mine<Issues>(who, 'propose', { skuId: pack.id, pricePerKgFen: LIST_PER_KG, quantity: 1 });
    expect(atList.code).toBe('000002');
    expect(atList.data.issues).toMatchObject([{ path: 'pricePerKgFen', key: 'validation.negotiationAboveList' }]);
    const badQuantity = await mine<Issues>(who, 'propose', { skuId: pack.id, pricePerKgFen: 9_000, quantity: 0 });
    expect(badQuantity.data.issues).toMatchObject([{ path: 'quantity', key: 'validation.negotiationQuantity' }]);
    const fraction = await mine<Issues>(who, 'propose', { skuId: pack.id, pricePerKgFen: 90.5, quantity: 1 });
    expect(fraction.data.issues).toMatchObject([{ path: 'pricePerKgFen', key: 'validation.negotiationPrice' }]);
    expect((await mine(who, 'propose', { skuId: 2_000_000_000, pricePerKgFen: 9_000, quantity: 1 })).code).toBe('000003');
    expect((await ctx.db.select().from(priceNegotiations)).length).toBe(before);
  });

  it('one live negotiation per buyer and spec, even when two are sent at once', async () => {
    const who = await buyer();
    const answers = await Promise.all([1, 2, 3].map(() => mine(who, 'propose', { skuId: pack.id, pricePerKgFen: 9_000, quantity: 2 })));
    expect(answers.map((answer) => answer.code).sort()).toEqual(['000000', '500001', '500001']);
    expect((await mine(who, 'propose', { skuId: pack.id, pricePerKgFen: 9_100, quantity: 2 })).code).toBe('500001');
    // Once it is over, a new one may start.
    const [open] = answers.filter((answer) => answer.code === '000000');
    await mine(who, 'withdraw', { id: open!.data.id });
    expect((await mine(who, 'propose', { skuId: pack.id, pricePerKgFen: 9_100, quantity: 2 })).code).toBe('000000');
  });

  it('needs a login, and only an admin answers for the shop', async () => {
    expect((await ctx.post('/api/portal/negotiation/propose', { skuId: pack.id, pricePerKgFen: 9_000, quantity: 1 })).code).toBe('000004');
    const who = await buyer();
    expect((await ctx.post('/api/admin/negotiation/list', {}, { token: who.token })).code).toBe('000005');
  });
});

describe('the conversation', () => {
  it("shop counters, buyer counters, shop accepts: the buyer's last offer is agreed until the day the shop names; every answer is a message", async () => {
    const who = await buyer();
    const { id } = await propose(who, 7_000, 10);
    later(60_000);
    const countered = await shop('counter', { id, pricePerKgFen: 8_800, quantity: 10, validUntil: day(5), note: '可以 88 元' });
    expect(countered.code).toBe('000000');
    expect(countered.data).toMatchObject({ status: 'open', awaiting: 'buyer', validUntil: endOf(day(5)), moves: [] });
    const seen = (await mine(who, 'detail', { id })).data;
    expect(seen.moves).toEqual(['accept', 'counter', 'withdraw']);
    expect((await messagesOf(who))[0]).toMatchObject({ kind: 'order', title: 'New offer on your price negotiation', orderNo: null });
    expect((await messagesOf(who))[0]!.body).toContain('¥88.00/kg for 10 packs');

    later(60_000);
    const again = await mine(who, 'counter', { id, pricePerKgFen: 8_200, quantity: 20, note: 'For 20 packs?' });
    expect(again.data).toMatchObject({ status: 'open', awaiting: 'shop', validUntil: null });
    later(60_000);
    const accepted = await shop('accept', { id, validUntil: day(30) });
    expect(accepted.data).toMatchObject({
      status: 'accepted',
      agreedPricePerKgFen: 8_200,
      agreedPackPriceFen: packPriceFen(8_200, pack.netWeightGrams),
      agreedQuantity: 20,
      validUntil: endOf(day(30)),
      moves: [],
    });
    expect(accepted.data.offers.map((offer) => [offer.by, offer.pricePerKgFen, offer.quantity])).toEqual([
      ['buyer', 7_000, 10],
      ['shop', 8_800, 10],
      ['buyer', 8_200, 20],
    ]);
    expect(new Set(accepted.data.offers.map((offer) => offer.createdAt)).size).toBe(3);
    expect((await messagesOf(who)).map((message) => message.title)).toEqual(['Price negotiation agreed', 'New offer on your price negotiation']);

    const audited = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'negotiation'), eq(auditLog.targetId, String(id))));
    expect(audited.map((row) => row.action).sort()).toEqual(['negotiation/accept', 'negotiation/counter']);
  });

  it("the buyer accepts the shop's counter-offer: its price, quantity and validity are agreed", async () => {
    const who = await buyer();
    const { id } = await propose(who, 7_000, 10);
    await shop('counter', { id, pricePerKgFen: 9_000, quantity: 8, validUntil: day(3) });
    const accepted = await mine(who, 'accept', { id });
    expect(accepted.data).toMatchObject({ status: 'accepted', agreedPricePerKgFen: 9_000, agreedQuantity: 8, validUntil: endOf(day(3)) });
    expect(accepted.data.offers).toHaveLength(2);
  });

  it('the shop rejects with a reason the buyer reads; the buyer may withdraw while it is open', async () => {
    const who = await buyer();
    const { id } = await propose(who, 5_000, 3);
    expect((await shop<Issues>('reject', { id, reason: ' ' })).data.issues).toMatchObject([{ path: 'reason', key: 'validation.required' }]);
    const rejected = await shop('reject', { id, reason: '低于成本价' });
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: '低于成本价' });
    expect((await mine(who, 'detail', { id })).data.rejectReason).toBe('低于成本价');
    expect((await messagesOf(who))[0]).toMatchObject({ title: 'Price negotiation declined' });
    expect((await messagesOf(who))[0]!.body).toContain('低于成本价');

    const second = await propose(who, 9_000, 3);
    await shop('counter', { id: second.id, pricePerKgFen: 9_500, quantity: 3, validUntil: day(2) });
    expect((await mine(who, 'withdraw', { id: second.id })).data.status).toBe('withdrawn');
  });

  it("the shop's validity day must be today or later and within a year; a counter must be below the list price", async () => {
    const who = await buyer();
    const { id } = await propose(who, 7_000, 10);
    const past = await shop<Issues>('counter', { id, pricePerKgFen: 8_000, quantity: 10, validUntil: day(-1) });
    expect(past.data.issues).toMatchObject([{ path: 'validUntil', key: 'validation.validUntilPast' }]);
    expect((await shop<Issues>('accept', { id, validUntil: day(400) })).data.issues).toMatchObject([
      { path: 'validUntil', key: 'validation.validUntilTooFar' },
    ]);
    expect((await shop<Issues>('accept', { id, validUntil: '2026-02-30' })).code).toBe('000002');
    expect((await shop<Issues>('counter', { id, pricePerKgFen: LIST_PER_KG + 1, quantity: 10, validUntil: day(1) })).data.issues).toMatchObject([
      { path: 'pricePerKgFen', key: 'validation.negotiationAboveList' },
    ]);
    expect((await shop('accept', { id, validUntil: day(0) })).data.validUntil).toBe(endOf(day(0)));
  });
});

type Party = 'buyer' | 'shop';
type Move = 'accept' | 'counter' | 'withdraw' | 'reject';
const partyMoves: [Party, Move][] = [
  ['buyer', 'accept'],
  ['buyer', 'counter'],
  ['buyer', 'withdraw'],
  ['shop', 'accept'],
  ['shop', 'counter'],
  ['shop', 'reject'],
];

async function tryMove(who: Buyer, id: number, party: Party, move: Move) {
  if (party === 'buyer') return mine(who, move, move === 'counter' ? { id, pricePerKgFen: 8_000, quantity: 2 } : { id });
  const body = { accept: { id, validUntil: day(1) }, counter: { id, pricePerKgFen: 8_000, quantity: 2, validUntil: day(1) }, reject: { id, reason: 'no' } }[
    move as 'accept'
  ];
  return shop(move, body);
}

describe('the state machine', () => {
  /** A new buyer's negotiation brought into each state through the API, with what each party may do there. */
  const states: { name: string; make: () => Promise<{ who: Buyer; id: number }>; allowed: string[]; refusedWith: string }[] = [
    {
      name: 'open, awaiting the shop',
      make: async () => {
        const who = await buyer();
        return { who, id: (await propose(who)).id };
      },
      allowed: ['buyer withdraw', 'shop accept', 'shop counter', 'shop reject'],
      refusedWith: '500003',
    },
    {
      name: 'open, awaiting the buyer',
      make: async () => {
        const who = await buyer();
        const { id } = await propose(who);
        await shop('counter', { id, pricePerKgFen: 9_000, quantity: 5, validUntil: day(2) });
        return { who, id };
      },
      allowed: ['buyer accept', 'buyer counter', 'buyer withdraw'],
      refusedWith: '500003',
    },
    { name: 'accepted', make: () => agreed(5), allowed: [], refusedWith: '500002' },
    {
      name: 'rejected',
      make: async () => {
        const who = await buyer();
        const { id } = await propose(who);
        await shop('reject', { id, reason: 'no' });
        return { who, id };
      },
      allowed: [],
      refusedWith: '500002',
    },
    {
      name: 'withdrawn',
      make: async () => {
        const who = await buyer();
        const { id } = await propose(who);
        await mine(who, 'withdraw', { id });
        return { who, id };
      },
      allowed: [],
      refusedWith: '500002',
    },
    {
      name: 'used',
      make: async () => {
        const made = await agreed(2);
        expect((await place(made.who, 2)).code).toBe('000000');
        return made;
      },
      allowed: [],
      refusedWith: '500002',
    },
  ];

  for (const state of states) {
    it(`${state.name}: the moves offered are exactly the allowed ones, and every other move is refused and changes nothing`, async () => {
      const { who, id } = await state.make();
      const buyerView = (await mine(who, 'detail', { id })).data;
      const shopView = (await shop('detail', { id })).data;
      expect([...buyerView.moves.map((move) => `buyer ${move}`), ...shopView.moves.map((move) => `shop ${move}`)]).toEqual(state.allowed);

      const before = {
        state: await stateOf(id),
        offers: (await ctx.db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, id))).length,
      };
      for (const [party, move] of partyMoves) {
        if (state.allowed.includes(`${party} ${move}`)) continue;
        const answer = await tryMove(who, id, party, move);
        expect(answer.code, `${party} ${move} when ${state.name}`).toBe(state.refusedWith);
      }
      expect(await stateOf(id)).toEqual(before.state);
      expect((await ctx.db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, id))).length).toBe(before.offers);
    });
  }

  it('expired (an offer not answered in time, an agreed price past its day): no move is allowed, each is refused as expired', async () => {
    nextMorning();
    const unanswered = await buyer();
    const offer = await propose(unanswered);
    await shop('counter', { id: offer.id, pricePerKgFen: 9_000, quantity: 5, validUntil: day(0) });
    const agreement = await agreed(5, 8_000, 0);
    later(86_400_000);
    for (const { who, id } of [{ who: unanswered, id: offer.id }, agreement]) {
      for (const [party, move] of partyMoves) {
        const answer = await tryMove(who, id, party, move);
        expect(answer.code, `${party} ${move}`).toBe('500004');
      }
      expect((await mine(who, 'detail', { id })).data).toMatchObject({ status: 'expired', moves: [] });
      expect((await shop('detail', { id })).data.moves).toEqual([]);
    }
  });

  it('two answers at once: one happens, the other is refused', async () => {
    const who = await buyer();
    const { id } = await propose(who);
    const answers = await Promise.all([shop('accept', { id, validUntil: day(3) }), shop('reject', { id, reason: 'no' }), mine(who, 'withdraw', { id })]);
    expect(answers.filter((answer) => answer.code === '000000')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== '000000').every((answer) => answer.code === '500002')).toBe(true);
  });
});

describe('validity', () => {
  it('a counter-offer lapses at the end of its day: the buyer can no longer accept it, it expires once and the buyer is told once', async () => {
    const who = await buyer();
    const { id } = await propose(who, 7_000, 4);
    await shop('counter', { id, pricePerKgFen: 9_000, quantity: 4, validUntil: day(1) });
    ctx.clock.now = new Date(new Date(endOf(day(1))).getTime() - 1000);
    expect((await mine(who, 'detail', { id })).data).toMatchObject({ status: 'open', moves: ['accept', 'counter', 'withdraw'] });
    later(1000);
    expect((await mine(who, 'accept', { id })).code).toBe('500004');
    const page = (await mine<NegotiationPage>(who, 'list', { status: 'expired' })).data;
    expect(page.items.map((item) => item.id)).toEqual([id]);
    expect(page.counts).toMatchObject({ open: 0, expired: 1 });
    await expireDueNegotiations(ctx.db, ctx.clock.now);
    await mine(who, 'list', {});
    expect((await messagesOf(who)).filter((message) => message.title === 'Negotiated price expired')).toHaveLength(1);
  });

  it('an agreed price past its day falls back to the list price, and checkout says so', async () => {
    const { who, id } = await agreed(10, 8_000, 2);
    expect((await quote(who, 1)).lines[0]).toMatchObject({ negotiated: true, priceFen: packPriceFen(8_000, pack.netWeightGrams) });
    later(3 * 86_400_000);
    const after = await quote(who, 1);
    expect(after.lines).toEqual([expect.objectContaining({ negotiated: false, priceFen: pack.priceFen, quantity: 1 })]);
    expect(after.negotiationNotices).toEqual([expect.objectContaining({ skuId: pack.id, validUntil: (await stateOf(id)).validUntil!.toISOString() })]);
    expect((await stateOf(id)).status).toBe('expired');
    const placed = await place(who, 1);
    expect(await linesOf(placed.data.orderNo)).toEqual([{ quantity: 1, unitPriceFen: pack.priceFen, negotiationId: null }]);
  });
});

describe('checkout with a negotiated price', () => {
  it('is used once: the agreed packs at the negotiated price, the rest and any later order at the list price', async () => {
    const { who, id } = await agreed(3, 8_000);
    const agreedFen = packPriceFen(8_000, pack.netWeightGrams);
    const quoted = await quote(who, 5);
    expect(quoted.lines.map(({ quantity, priceFen, negotiated, listPriceFen }) => ({ quantity, priceFen, negotiated, listPriceFen }))).toEqual([
      { quantity: 3, priceFen: agreedFen, negotiated: true, listPriceFen: pack.priceFen },
      { quantity: 2, priceFen: pack.priceFen, negotiated: false, listPriceFen: pack.priceFen },
    ]);
    expect(quoted.goodsFen).toBe(3 * agreedFen + 2 * pack.priceFen);

    const first = await place(who, 5);
    expect(first.code).toBe('000000');
    expect(await linesOf(first.data.orderNo)).toEqual([
      { quantity: 3, unitPriceFen: agreedFen, negotiationId: id },
      { quantity: 2, unitPriceFen: pack.priceFen, negotiationId: null },
    ]);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, first.data.orderNo));
    expect(order!.goodsFen).toBe(quoted.goodsFen);
    expect(await stateOf(id)).toMatchObject({ status: 'used', usedQuantity: 3 });

    const second = await place(who, 2);
    expect(await linesOf(second.data.orderNo)).toEqual([{ quantity: 2, unitPriceFen: pack.priceFen, negotiationId: null }]);
    expect((await quote(who, 1)).lines[0]!.negotiated).toBe(false);
  });

  it('is used within the agreed quantity over several orders; a cancelled or unpaid order gives its packs back', async () => {
    const { who, id } = await agreed(5, 8_000);
    const first = await place(who, 2);
    expect(await stateOf(id)).toMatchObject({ status: 'accepted', usedQuantity: 2 });
    const second = await place(who, 3);
    expect(await linesOf(second.data.orderNo)).toEqual([expect.objectContaining({ quantity: 3, negotiationId: id })]);
    expect(await stateOf(id)).toMatchObject({ status: 'used', usedQuantity: 5 });

    expect((await ctx.post('/api/portal/order/cancel', { orderNo: second.data.orderNo }, { token: who.token })).code).toBe('000000');
    expect(await stateOf(id)).toMatchObject({ status: 'accepted', usedQuantity: 2 });
    expect((await quote(who, 4)).lines.map((line) => [line.quantity, line.negotiated])).toEqual([
      [3, true],
      [1, false],
    ]);

    // The first order is never paid: when it is cancelled for that, its 2 packs come back too.
    const deadline = new Date(ctx.clock.now.getTime() + PAYMENT_WINDOW_MS + 1000);
    await releaseExpiredOrders(ctx.db, deadline);
    const [cancelled] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, first.data.orderNo));
    expect(cancelled!.status).toBe('cancelled');
    expect(await stateOf(id)).toMatchObject({ status: 'accepted', usedQuantity: 0 });
  });

  it("a cancelled order's packs go back to a used negotiation only while it is valid and the buyer has no newer one for the spec", async () => {
    const cancel = (who: Buyer, orderNo: string) => ctx.post('/api/portal/order/cancel', { orderNo }, { token: who.token });
    const renewed = await agreed(2, 8_000);
    const first = await place(renewed.who, 2);
    await propose(renewed.who, 8_500, 1);
    expect((await cancel(renewed.who, first.data.orderNo)).code).toBe('000000');
    expect(await stateOf(renewed.id)).toMatchObject({ status: 'used', usedQuantity: 0 });

    nextMorning();
    const lapsing = await agreed(2, 8_000, 0);
    const second = await place(lapsing.who, 2);
    later(86_400_000);
    expect((await cancel(lapsing.who, second.data.orderNo)).code).toBe('000000');
    expect(await stateOf(lapsing.id)).toMatchObject({ status: 'expired', usedQuantity: 0 });
  });

  it('an agreed price that is no longer below the list price is not used, and its packs are kept', async () => {
    const { who, id } = await agreed(5, 8_000);
    const cheaper = packPriceFen(7_000, pack.netWeightGrams);
    await ctx.db.update(skus).set({ priceFen: cheaper, pricePerKgFen: 7_000 }).where(eq(skus.id, pack.id));
    try {
      expect((await quote(who, 2)).lines).toEqual([expect.objectContaining({ quantity: 2, negotiated: false, priceFen: cheaper })]);
      const placed = await place(who, 2);
      expect(await linesOf(placed.data.orderNo)).toEqual([{ quantity: 2, unitPriceFen: cheaper, negotiationId: null }]);
      expect((await stateOf(id)).usedQuantity).toBe(0);
    } finally {
      await ctx.db.update(skus).set({ priceFen: pack.priceFen, pricePerKgFen: LIST_PER_KG }).where(eq(skus.id, pack.id));
    }
  });

  it('concurrent checkouts never use more packs than agreed', async () => {
    const { who, id } = await agreed(4, 8_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(who, 4)));
    // Beyond three orders awaiting payment the buyer is refused before any pack is taken (200031).
    expect(
      answers.every((answer) => ['000000', '500005', '200031'].includes(answer.code)),
      answers.map((answer) => answer.code).join(),
    ).toBe(true);
    const negotiated = await ctx.db.select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.negotiationId, id));
    expect(negotiated.reduce((sum, line) => sum + line.quantity, 0)).toBe(4);
    expect(await stateOf(id)).toMatchObject({ status: 'used', usedQuantity: 4 });
  });
});

describe('ownership', () => {
  it("another buyer can neither see, answer nor use someone else's negotiation", async () => {
    const { who, id } = await agreed(5, 8_000);
    const other = await buyer();
    expect((await mine(other, 'detail', { id })).code).toBe('000003');
    for (const move of ['accept', 'withdraw'] as const) expect((await mine(other, move, { id })).code).toBe('000003');
    expect((await mine(other, 'counter', { id, pricePerKgFen: 8_000, quantity: 1 })).code).toBe('000003');
    expect((await mine<NegotiationPage>(other, 'list', {})).data).toMatchObject({ items: [], total: 0 });
    expect((await quote(other, 2)).lines).toEqual([expect.objectContaining({ negotiated: false, quantity: 2 })]);
    const placed = await place(other, 2);
    expect(await linesOf(placed.data.orderNo)).toEqual([expect.objectContaining({ negotiationId: null })]);
    expect(await stateOf(id)).toMatchObject({ status: 'accepted', usedQuantity: 0 });
    expect((await mine<NegotiationPage>(who, 'list', {})).data.items.map((item) => item.id)).toEqual([id]);
    const used = await ctx.db
      .select()
      .from(orderLines)
      .where(and(isNotNull(orderLines.negotiationId), eq(orderLines.negotiationId, id)));
    expect(used).toEqual([]);
  });
});

describe("the buyer's list", () => {
  it("pages, filters by state, counts each state and what awaits the buyer's answer", async () => {
    const who = await buyer();
    const ids: number[] = [];
    const specs = await ctx.db
      .select({ id: skus.id, pricePerKgFen: skus.pricePerKgFen })
      .from(skus)
      .where(eq(skus.active, true))
      .orderBy(skus.id)
      .offset(1)
      .limit(12);
    for (const spec of specs) {
      later(1000);
      const answer = await mine(who, 'propose', { skuId: spec.id, pricePerKgFen: spec.pricePerKgFen - 10, quantity: 1 });
      expect(answer.code).toBe('000000');
      ids.push(answer.data.id);
    }
    later(1000);
    await shop('counter', { id: ids[0]!, pricePerKgFen: specs[0]!.pricePerKgFen - 5, quantity: 1, validUntil: day(3) });
    later(1000);
    await mine(who, 'withdraw', { id: ids[1]! });
    const first = (await mine<NegotiationPage>(who, 'list', {})).data;
    expect(first).toMatchObject({ total: 12, pageCount: 2, curPage: 1, awaitingYou: 1 });
    expect(first.counts).toMatchObject({ open: 11, withdrawn: 1, accepted: 0 });
    expect(first.items).toHaveLength(10);
    // Last changed first: the withdrawn one, then the one the shop answered, then the newest proposals.
    expect(first.items.slice(0, 3).map((item) => item.id)).toEqual([ids[1], ids[0], ids[11]]);
    const second = (await mine<NegotiationPage>(who, 'list', { curPage: 2 })).data;
    expect(second.items).toHaveLength(2);
    expect((await mine<NegotiationPage>(who, 'list', { status: 'withdrawn' })).data.items.map((item) => item.id)).toEqual([ids[1]]);
  });
});

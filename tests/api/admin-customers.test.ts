import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/schemas/address.ts';
import type { AdminCustomerDetail, AdminCustomerPage } from '../../src/schemas/customers.ts';
import { errors } from '../../src/schemas/errors.ts';
import type { InvoiceTitle } from '../../src/schemas/invoices.ts';
import { orders, skus, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { shanghai } from '../helpers/buyers.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let pack: { id: number; pricePerKgFen: number };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  [pack] = (await ctx.db.select({ id: skus.id, pricePerKgFen: skus.pricePerKgFen }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(1)) as [
    typeof pack,
  ];
  await ctx.db.update(skus).set({ stock: 100_000 }).where(eq(skus.id, pack.id));
});
afterAll(() => ctx.close());

const list = (body: object) => ctx.post<AdminCustomerPage>('/api/admin/customer/list', body, { token: admin });
const detail = (id: unknown) => ctx.post<AdminCustomerDetail>('/api/admin/customer/detail', { id }, { token: admin });
const phonesFound = async (keyword: string) => (await list({ keyword })).data.items.map((item) => item.phone);

/** A customer made as registering would, a given moment after the others, with an address of their own. */
async function newCustomer(phone: string, profile: { nickname?: string; companyName?: string } = {}, createdAt = new Date()) {
  const [user] = await ctx.db
    .insert(users)
    .values({ phone, passwordHash: 'no-password-login', ...profile, createdAt })
    .returning({ id: users.id });
  const token = await ctx.sessionFor(phone);
  const [address] = (await ctx.post<Address[]>('/api/portal/address/create', { ...shanghai, detail: `${phone} 号` }, { token })).data;
  return { id: user!.id, phone, token, addressId: address!.id };
}
type Customer = Awaited<ReturnType<typeof newCustomer>>;

/** An order placed through checkout; paid (as a payment notice marks it) when `paidFen` is given. */
async function order(who: Customer, paidFen?: number) {
  const placed = await ctx.post<{ orderNo: string }>(
    '/api/portal/checkout/place',
    { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId: pack.id, quantity: 1 }, addressId: who.addressId },
    { token: who.token },
  );
  expect(placed.code, placed.message).toBe('000000');
  if (paidFen !== undefined)
    await ctx.db
      .update(orders)
      .set({ status: 'awaiting_shipment', paidFen, paidAt: ctx.clock.now, paymentType: 'alipay' })
      .where(eq(orders.orderNo, placed.data.orderNo));
  return placed.data.orderNo;
}

describe('the operator’s customers', () => {
  it('are found by a part of the mobile, nickname or company in any case, newest first, with their orders and what they paid in fen', async () => {
    const older = await newCustomer('13611110001', { nickname: 'Lin', companyName: 'Acme Pigments 上海' }, new Date('2026-11-01T08:00:00Z'));
    const newer = await newCustomer('13611110002', { companyName: '50%_Colour Works' }, new Date('2026-11-02T08:00:00Z'));
    await order(older, 12_345);
    await order(older, 1);
    const last = await order(older);

    expect(await phonesFound('1361111')).toEqual([newer.phone, older.phone]);
    expect(await phonesFound('acme PIG')).toEqual([older.phone]);
    expect(await phonesFound('lin')).toContain(older.phone);
    // The wildcards are searched for as they are written.
    expect(await phonesFound('%_C')).toEqual([newer.phone]);
    expect(await phonesFound('0%')).toEqual([newer.phone]);

    const [row] = (await list({ keyword: older.phone })).data.items;
    const [lastOrder] = await ctx.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.orderNo, last));
    expect(row).toMatchObject({ id: older.id, nickname: 'Lin', companyName: 'Acme Pigments 上海', orderCount: 3, paidFen: 12_346 });
    expect(row!.lastOrderAt).toBe(lastOrder!.createdAt.toISOString());
    expect((await list({ keyword: newer.phone })).data.items[0]).toMatchObject({ orderCount: 0, paidFen: 0, lastOrderAt: null });
  });

  it('never list a member of the team, and answer 20 a page', async () => {
    expect(await phonesFound(demoAccounts.admin.phone)).toEqual([]);
    for (let n = 0; n < 21; n++) await ctx.db.insert(users).values({ phone: `1362222${String(n).padStart(4, '0')}`, passwordHash: 'none' });
    const first = await list({ keyword: '1362222' });
    expect(first.data).toMatchObject({ total: 21, curPage: 1, pageCount: 2 });
    expect(first.data.items).toHaveLength(20);
    const second = await list({ keyword: '1362222', curPage: 5 });
    expect(second.data).toMatchObject({ curPage: 2, items: [expect.anything()] });
    const everyone = await list({});
    expect(everyone.data.items.map((item) => item.phone)).not.toContain(demoAccounts.admin.phone);
  });

  it('open one customer’s page with their addresses, latest orders, invoice applications and negotiations, never another’s', async () => {
    const [buyer, other] = [await newCustomer('13633330001', { nickname: '王' }), await newCustomer('13633330002')];
    const paid = await order(buyer, 5_000);
    const unpaid = await order(buyer);
    const othersOrder = await order(other, 7_000);
    for (const who of [buyer, other]) {
      const [title] = (
        await ctx.post<InvoiceTitle[]>('/api/portal/invoice/title/create', { type: 'personal', title: `抬头 ${who.phone}` }, { token: who.token })
      ).data;
      const orderNo = who === buyer ? paid : othersOrder;
      expect((await ctx.post('/api/portal/invoice/apply', { orderNo, titleId: title!.id }, { token: who.token })).code).toBe('000000');
      const offer = { skuId: pack.id, pricePerKgFen: Math.floor(pack.pricePerKgFen / 2), quantity: 2 };
      expect((await ctx.post('/api/portal/negotiation/propose', offer, { token: who.token })).code).toBe('000000');
    }

    const answer = await detail(buyer.id);
    expect(answer.code, answer.message).toBe('000000');
    const page = answer.data;
    expect(page).toMatchObject({ id: buyer.id, phone: buyer.phone, nickname: '王', email: null, landline: null, orderCount: 2, paidFen: 5_000 });
    expect(page.addresses.map((a) => a.id)).toEqual([buyer.addressId]);
    expect(page.orders.map((o) => o.orderNo)).toEqual([unpaid, paid]);
    expect(page.invoices).toEqual([expect.objectContaining({ orderNo: paid, status: 'in_progress', title: `抬头 ${buyer.phone}` })]);
    expect(page.invoices[0]!.amountFen).toBeGreaterThan(0);
    expect(page.negotiations).toEqual([
      expect.objectContaining({ status: 'open', latestOffer: expect.objectContaining({ by: 'buyer', pricePerKgFen: Math.floor(pack.pricePerKgFen / 2) }) }),
    ]);
    expect(JSON.stringify(page)).not.toContain(other.phone);
    expect(JSON.stringify(page)).not.toContain(othersOrder);
  });

  it('answer not found for a member of the team or an id nobody has, and refuse a bad body', async () => {
    const [staff] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, demoAccounts.admin.phone));
    expect((await detail(staff!.id)).code).toBe(errors.notFound.code);
    expect((await detail(90_001)).code).toBe(errors.notFound.code);
    for (const id of ['1', 0, -3, 1.5, null]) expect((await detail(id)).code, String(id)).toBe(errors.validation.code);
    for (const body of [{ keyword: 'x'.repeat(101) }, { curPage: 0 }, { curPage: '1' }, { keyword: 7 }, { status: 'vip' }]) {
      expect((await list(body)).code, JSON.stringify(body)).toBe(errors.validation.code);
    }
  });
});

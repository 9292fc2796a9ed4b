import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterSalesOptions } from '../../src/schemas/after-sales.ts';
import { errors } from '../../src/schemas/errors.ts';
import { classify } from '../../src/server/app.ts';
import { addresses, afterSales, invoiceTitles, orders, priceNegotiations, purchaseRequirements, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { newBuyer, shanghai } from '../helpers/buyers.ts';
import { packInStock, paidOrder } from '../helpers/orders.ts';
import { type ApiAnswer, createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  skuId = await packInStock(ctx);
});
afterAll(() => ctx.close());

/** NUL, which PostgreSQL refuses in text, and both halves of a surrogate pair alone, which UTF-8 cannot encode. */
const unstorable = ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00y'];

type Issues = { issues: { path: string; key: string; message: string }[] };

function expectRefusedField(answer: ApiAnswer<unknown>, field: string, label: string) {
  expect(answer.status, label).toBe(400);
  expect(answer.code, label).toBe(errors.validation.code);
  expect((answer.data as Issues).issues, label).toContainEqual(expect.objectContaining({ path: field, key: 'validation.unstorableText' }));
}

const invoiceTitle = {
  type: 'vat_special',
  title: '上海彩虹涂料有限公司',
  taxNo: '91310115MA1H7XYZ3K',
  unitAddress: '上海市浦东新区科苑路 88 号',
  bankAccount: '3100 1234 5678 9012',
  bankName: '中国工商银行上海张江支行',
  unitPhone: '021-5888 6666',
};

describe('text the database cannot store is a validation issue on its field, and changes nothing', () => {
  it('personal information: the nickname', async () => {
    const { token } = await newBuyer(ctx);
    const me = (await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token })).data;
    for (const bad of unstorable) {
      expectRefusedField(await ctx.post('/api/portal/user/modifyUserInfo', { nickname: bad }, { token }), 'nickname', JSON.stringify(bad));
    }
    const [row] = await ctx.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, me.id));
    expect(row!.nickname).toBeNull();
  });

  it('a delivery address: its detail, on create and on update', async () => {
    const { token, addressId } = await newBuyer(ctx);
    for (const bad of unstorable) {
      expectRefusedField(await ctx.post('/api/portal/address/create', { ...shanghai, detail: bad }, { token }), 'detail', JSON.stringify(bad));
      expectRefusedField(await ctx.post('/api/portal/address/update', { ...shanghai, id: addressId, detail: bad }, { token }), 'detail', JSON.stringify(bad));
    }
    const mine = await ctx.db.select({ detail: addresses.detail }).from(addresses).where(eq(addresses.id, addressId));
    expect(mine).toEqual([{ detail: shanghai.detail }]);
    const me = (await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token })).data;
    expect(await ctx.db.select().from(addresses).where(eq(addresses.userId, me.id))).toHaveLength(1);
  });

  it('an invoice title', async () => {
    const { token } = await newBuyer(ctx);
    const me = (await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token })).data;
    for (const bad of unstorable) {
      expectRefusedField(await ctx.post('/api/portal/invoice/title/create', { ...invoiceTitle, title: bad }, { token }), 'title', JSON.stringify(bad));
      expectRefusedField(
        await ctx.post('/api/portal/invoice/title/create', { ...invoiceTitle, bankName: `银行${bad}` }, { token }),
        'bankName',
        JSON.stringify(bad),
      );
    }
    expect(await ctx.db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, me.id))).toEqual([]);
  });

  it('a price negotiation: its note', async () => {
    const { token } = await newBuyer(ctx);
    const me = (await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token })).data;
    for (const bad of unstorable) {
      const answer = await ctx.post('/api/portal/negotiation/propose', { skuId, pricePerKgFen: 1_000, quantity: 2, note: bad }, { token });
      expectRefusedField(answer, 'note', JSON.stringify(bad));
    }
    expect(await ctx.db.select().from(priceNegotiations).where(eq(priceNegotiations.userId, me.id))).toEqual([]);
  });

  it('an after-sales application: its description', async () => {
    const { token, orderNo } = await paidOrder(ctx, skuId);
    const [line] = (await ctx.post<AfterSalesOptions>('/api/portal/afterSales/options', { orderNo }, { token })).data.lines;
    for (const bad of unstorable) {
      const body = { orderNo, mode: 'refund_only', reason: 'quality', lines: [{ lineId: line!.lineId, quantity: 1 }], refundFen: 1, description: `受潮${bad}` };
      expectRefusedField(await ctx.post('/api/portal/afterSales/apply', body, { token }), 'description', JSON.stringify(bad));
    }
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.status).toBe('awaiting_shipment');
    expect(await ctx.db.select().from(afterSales).where(eq(afterSales.orderId, order!.id))).toEqual([]);
  });

  it('checkout: the order remark', async () => {
    const { token, addressId } = await newBuyer(ctx);
    const me = (await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token })).data;
    for (const bad of unstorable) {
      const body = { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId, remark: bad };
      expectRefusedField(await ctx.post('/api/portal/checkout/place', body, { token }), 'remark', JSON.stringify(bad));
    }
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, me.id))).toEqual([]);
  });

  it('the operator’s answer to a requirement', async () => {
    const { token } = await newBuyer(ctx);
    const requirement = { need: 'A blue for PP injection moulding', quantity: 500, unit: 'kg', contactName: 'Li', contactPhone: '13700137000' };
    const sent = await ctx.post<{ id: number }>('/api/portal/requirement/submit', requirement, { token });
    expect(sent.code).toBe('000000');
    const admin = await ctx.sessionFor(demoAccounts.admin.phone);
    for (const bad of unstorable) {
      expectRefusedField(
        await ctx.post('/api/admin/requirement/answer', { id: sent.data.id, answer: `Fe2O3 ${bad}` }, { token: admin }),
        'answer',
        JSON.stringify(bad),
      );
    }
    const [row] = await ctx.db.select().from(purchaseRequirements).where(eq(purchaseRequirements.id, sent.data.id));
    expect(row).toMatchObject({ status: 'new', answer: null });
  });

  it('the message is translated', async () => {
    const { token } = await newBuyer(ctx);
    for (const locale of ['zh', 'en'] as const) {
      const answer = await ctx.post<Issues>('/api/portal/user/modifyUserInfo', { nickname: '\u0000' }, { token, locale });
      expect(answer.message).toBe(errors.validation[locale]);
    }
  });
});

describe('a database refusal of such text is still the validation error, never a 500', () => {
  it('the database’s own error for NUL in text is classified as validation', async () => {
    const failure = await ctx.db.execute(sql`select ${'a\u0000b'}::text as value`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(classify(failure)).toBe('validation');
  });

  it('and for \\u0000 inside jsonb', async () => {
    const failure = await ctx.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a' as value`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(classify(failure)).toBe('validation');
  });
});

describe('a race lost on a foreign key is a conflict, never a 500', () => {
  it('naming a row that is gone (the database’s own error) is classified as conflict', async () => {
    const failure = await ctx.db.execute(sql`insert into cart_items (user_id, sku_id, quantity) values (1, 999999999, 1)`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(classify(failure)).toBe('conflict');
  });
});
